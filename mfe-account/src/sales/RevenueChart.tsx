/**
 * Revenue per day as bars. Loaded with React.lazy by the dashboard only: chart.js is downloaded on this route and
 * nowhere else, and only the pieces registered below are bundled. A canvas cannot read CSS variables, so each
 * colour (and the font) is read from the theme's variables where the chart draws, each time it draws: the site's
 * theme, not a colour written here. The bars are hidden from assistive technology; the dashboard's table of the
 * same figures is what a screen reader reads.
 */
import { BarController, BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip, type ChartData, type ChartOptions } from 'chart.js';
import { Chart } from 'react-chartjs-2';
import { formatDate } from '@storefront/shared/shopping';
import { colorVariable, radius, type ColorRole } from '@storefront/shared/ui';
import type { SalesDashboardResponse } from '@storefront/shared/signed-in';
import { formatWholeRupees } from './wholeRupees';

ChartJS.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface RevenueChartProps {
  days: SalesDashboardResponse['revenue_by_day'];
  /** The series' name, in the tooltip. */
  label: string;
}

interface DrawContext {
  chart: { canvas: HTMLCanvasElement };
}

/** A theme colour's value as the canvas sees it (undefined leaves chart.js's own). */
const themed =
  (role: ColorRole) =>
  ({ chart }: DrawContext) =>
    getComputedStyle(chart.canvas).getPropertyValue(colorVariable(role)).trim() || undefined;

/** The page's font (the site's, or the fallback stack), as the canvas element inherits it. */
const themedFont = ({ chart }: DrawContext) => ({ family: getComputedStyle(chart.canvas).fontFamily || undefined });

/** 'Nov 22': the date's own format without its year, short enough for an axis of 30 or more days. */
const dayOnAxis = (day: string) => formatDate(day).replace(/,\s*\d{4}$/, '');

export function RevenueChart({ days, label }: RevenueChartProps) {
  const data: ChartData<'bar', number[], string> = {
    labels: days.map((day) => day.date),
    datasets: [
      {
        label,
        data: days.map((day) => day.revenue),
        backgroundColor: themed('primary'),
        hoverBackgroundColor: themed('primaryHover'),
        borderRadius: parseFloat(radius.sm),
      },
    ],
  };
  const options: ChartOptions<'bar'> = {
    responsive: true,
    maintainAspectRatio: false,
    // Drawn at once: no animation to wait for, none to spend the main thread on.
    animation: false,
    plugins: {
      tooltip: {
        backgroundColor: themed('text'),
        titleColor: themed('background'),
        bodyColor: themed('background'),
        titleFont: themedFont,
        bodyFont: themedFont,
        displayColors: false,
        callbacks: {
          title: (items) => (items[0] ? formatDate(days[items[0].dataIndex].date) : ''),
          label: (item) => `${label}: ${formatWholeRupees(item.parsed.y ?? 0)}`,
        },
      },
    },
    scales: {
      x: {
        grid: { display: false },
        border: { display: false },
        ticks: {
          color: themed('textMuted'),
          font: themedFont,
          maxRotation: 0,
          callback(value) {
            return dayOnAxis(this.getLabelForValue(Number(value)));
          },
        },
      },
      y: {
        beginAtZero: true,
        border: { display: false },
        grid: { color: themed('border') },
        ticks: { color: themed('textMuted'), font: themedFont, maxTicksLimit: 6, callback: (value) => formatWholeRupees(Number(value)) },
      },
    },
  };
  return <Chart type="bar" data={data} options={options} aria-hidden="true" />;
}
