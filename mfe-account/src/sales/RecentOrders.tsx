/**
 * The newest orders of the agent's customers in the range, a page at a time (every status, cancelled ones too). Each
 * order number opens the agent's read-only view of that order. On a phone each order is a small card (number and
 * amount, customer and status, when it was placed) instead of five columns.
 */
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@storefront/shared/shopping';
import { color, font, mq, textLinkCss } from '@storefront/shared/ui';
import { Pagination } from '@storefront/shared/pagination';
import type { SalesDashboardResponse } from '@storefront/shared/signed-in';
import { OrderStatusTag } from '../orders/OrderStatusTag';
import { mutedTextCss, panelCss, panelHeadingCss, stackedRowsCss, tableCss, tableScrollCss } from './styles';
import { SALES_TEXTS as TEXTS } from './texts';
import { formatWholeRupees } from './wholeRupees';

export interface RecentOrdersProps {
  orders: SalesDashboardResponse['recent_orders'];
  /** The page asked for (the address bar's), so the current page shows at once. */
  page: number;
  onPageChange: (page: number) => void;
  /** Where an order's number leads: the agent's view of that order. */
  orderLink: (id: number) => string;
}

const STACKED = stackedRowsCss([
  ['number', 'amount'],
  ['customer', 'status'],
  ['placed', 'placed'],
]);

export function RecentOrders({ orders, page, onPageChange, orderLink }: RecentOrdersProps) {
  const titleId = `${useId()}-title`;
  return (
    <section aria-labelledby={titleId} css={panelCss}>
      <h2 id={titleId} css={panelHeadingCss}>
        {TEXTS.recentTitle}
      </h2>
      <p css={mutedTextCss}>{TEXTS.recentLead}</p>
      {/* Scrolls sideways inside itself on a phone. It holds nothing focusable, so it takes focus itself (a named
          region) for a keyboard to scroll it: the one case a non-interactive element should be focusable. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div role="region" aria-labelledby={titleId} tabIndex={0} css={tableScrollCss}>
        <table aria-labelledby={titleId} css={[tableCss, STACKED]}>
          <thead>
            <tr>
              <th scope="col">{TEXTS.orderNumber}</th>
              <th scope="col">{TEXTS.customer}</th>
              <th scope="col">{TEXTS.status}</th>
              <th scope="col" data-numeric>
                {TEXTS.amount}
              </th>
              <th scope="col">{TEXTS.placedAt}</th>
            </tr>
          </thead>
          <tbody>
            {orders.data.map((order) => (
              <tr key={order.id}>
                <th scope="row" data-cell="number" css={{ whiteSpace: 'nowrap' }}>
                  <Link to={orderLink(order.id)} css={[textLinkCss, { fontWeight: font.weight.semibold }]}>
                    {order.order_number}
                  </Link>
                </th>
                <td data-cell="customer">{order.customer_name}</td>
                <td data-cell="status" css={{ whiteSpace: 'nowrap' }}>
                  <OrderStatusTag status={order.status} />
                </td>
                <td data-cell="amount" data-numeric>
                  {formatWholeRupees(order.amount)}
                </td>
                <td data-cell="placed" css={{ whiteSpace: 'nowrap', [mq.belowSm]: { color: color.textMuted } }}>
                  <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination label={TEXTS.recentPages} total={orders.meta.total} page={page} perPage={orders.meta.perPage} onPageChange={onPageChange} />
    </section>
  );
}
