/**
 * The range's four figures as cards: orders, revenue, average order, customers. They count the orders that stand (the
 * server leaves cancelled and failed ones out); the recent orders below list every order, so the Orders card says how
 * many it leaves out, and the two numbers agree.
 */
import type { CSSObject } from '@emotion/react';
import { formatCount } from '@storefront/shared';
import { color, font, layout, mq, radius, Skeleton, space } from '@storefront/shared/ui';
import type { SalesDashboardResponse } from '@storefront/shared/signed-in';
import { SALES_TEXTS as TEXTS } from './texts';
import { formatWholeRupees } from './wholeRupees';

const gridCss: CSSObject = {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: space[3],
  margin: 0,
  [mq.lgUp]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: space[4] },
};

const cardCss: CSSObject = {
  display: 'flex',
  flexDirection: 'column',
  gap: space[1],
  minWidth: 0,
  padding: space[3],
  background: color.surface,
  border: `${layout.borderWidth} solid ${color.border}`,
  borderRadius: radius.lg,
  [mq.smUp]: { padding: space[4] },
};

const labelCss: CSSObject = { fontSize: font.size.sm, color: color.textMuted, lineHeight: font.lineHeight.tight };

const valueCss: CSSObject = {
  margin: 0,
  fontSize: font.size.xl,
  fontWeight: font.weight.bold,
  lineHeight: font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  [mq.smUp]: { fontSize: font.size['2xl'] },
};

const valueSkeletonCss: CSSObject = {
  height: `calc(${font.size.xl} * ${font.lineHeight.tight})`,
  [mq.smUp]: { height: `calc(${font.size['2xl']} * ${font.lineHeight.tight})` },
};

const noteCss: CSSObject = { margin: 0, fontSize: font.size.xs, color: color.textMuted, lineHeight: font.lineHeight.tight };

export interface KpisProps {
  kpis: SalesDashboardResponse['kpis'];
  /** Every order of the range, whatever its status (the recent orders' total). */
  ordersInRange: number;
}

export function Kpis({ kpis, ordersInRange }: KpisProps) {
  const leftOut = ordersInRange - kpis.orders;
  const figures = [
    { label: TEXTS.kpiOrders, value: formatCount(kpis.orders), note: leftOut > 0 ? TEXTS.kpiOrdersLeftOut(leftOut) : undefined },
    { label: TEXTS.kpiRevenue, value: formatWholeRupees(kpis.revenue) },
    { label: TEXTS.kpiAverageOrder, value: formatWholeRupees(kpis.average_order) },
    { label: TEXTS.kpiCustomers, value: formatCount(kpis.customers) },
  ];
  return (
    <dl css={gridCss}>
      {figures.map(({ label, value, note }) => (
        <div key={label} css={cardCss}>
          <dt css={labelCss}>{label}</dt>
          <dd css={valueCss}>{value}</dd>
          {note && <dd css={noteCss}>{note}</dd>}
        </div>
      ))}
    </dl>
  );
}

/** The cards in waiting, as tall as the real ones. */
export function KpisSkeleton() {
  return (
    <div css={gridCss} aria-hidden="true">
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} css={cardCss}>
          <Skeleton height={`calc(${font.size.sm} * ${font.lineHeight.tight})`} width="50%" />
          <div css={valueSkeletonCss}>
            <Skeleton height="100%" width="70%" />
          </div>
        </div>
      ))}
    </div>
  );
}
