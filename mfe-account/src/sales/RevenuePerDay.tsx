/**
 * Revenue per day: bars drawn by chart.js (a module of its own, loaded on first show, in a box of fixed height so
 * nothing moves when it arrives) and the same figures as a table. The table is always there for assistive
 * technology; 'Show as table' puts it on screen too, for anyone who wants the numbers.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { formatCount } from '@storefront/shared';
import { formatDate } from '@storefront/shared/shopping';
import { Button, Skeleton, space, visuallyHidden } from '@storefront/shared/ui';
import type { SalesDashboardResponse } from '@storefront/shared/signed-in';
import { captionCss, CHART_HEIGHT, panelCss, panelHeadingCss, tableCss, tableScrollCss } from './styles';
import { SALES_TEXTS as TEXTS } from './texts';
import { formatWholeRupees } from './wholeRupees';

const RevenueChart = lazy(() => import('./RevenueChart').then((module) => ({ default: module.RevenueChart })));

/** The chart's box in waiting. */
export const ChartSkeleton = () => <Skeleton height={CHART_HEIGHT} radius="md" />;

export function RevenuePerDay({ data }: { data: SalesDashboardResponse }) {
  const [tableShown, setTableShown] = useState(false);
  const id = useId();
  const titleId = `${id}-title`;
  const tableId = `${id}-table`;
  return (
    <section aria-labelledby={titleId} css={panelCss}>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: space[2] }}>
        <h2 id={titleId} css={panelHeadingCss}>
          {TEXTS.revenueTitle}
        </h2>
        <Button variant="ghost" size="sm" aria-controls={tableId} onClick={() => setTableShown((shown) => !shown)}>
          {tableShown ? TEXTS.hideTable : TEXTS.showTable}
        </Button>
      </div>
      <div css={{ position: 'relative', height: CHART_HEIGHT, minWidth: 0 }}>
        <Suspense fallback={<ChartSkeleton />}>
          <RevenueChart days={data.revenue_by_day} label={TEXTS.dayRevenue} />
        </Suspense>
      </div>
      <div css={tableShown ? tableScrollCss : visuallyHidden}>
        <table id={tableId} css={tableCss}>
          <caption css={captionCss}>{TEXTS.revenueCaption(formatDate(data.from), formatDate(data.to))}</caption>
          <thead>
            <tr>
              <th scope="col">{TEXTS.day}</th>
              <th scope="col" data-numeric>
                {TEXTS.dayOrders}
              </th>
              <th scope="col" data-numeric>
                {TEXTS.dayRevenue}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.revenue_by_day.map((day) => (
              <tr key={day.date}>
                <th scope="row" css={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={day.date}>{formatDate(day.date)}</time>
                </th>
                <td data-numeric>{formatCount(day.orders)}</td>
                <td data-numeric>{formatWholeRupees(day.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
