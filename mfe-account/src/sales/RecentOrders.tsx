/**
 * The newest orders of the agent's customers in the range, a page at a time (every status, cancelled ones too).
 * Order numbers are not links: the order view shows a shopper their own orders, and the agent owns none of these.
 */
import { useId } from 'react';
import { formatINR } from '@storefront/shared';
import { formatDateTime } from '@storefront/shared/shopping';
import { Pagination } from '@storefront/shared/ui';
import type { SalesDashboardResponse } from '@storefront/shared/signed-in';
import { OrderStatusTag } from '../orders/OrderStatusTag';
import { panelCss, panelHeadingCss, tableCss, tableScrollCss } from './styles';
import { SALES_TEXTS as TEXTS } from './texts';

export interface RecentOrdersProps {
  orders: SalesDashboardResponse['recent_orders'];
  /** The page asked for (the address bar's), so the current page shows at once. */
  page: number;
  onPageChange: (page: number) => void;
}

export function RecentOrders({ orders, page, onPageChange }: RecentOrdersProps) {
  const titleId = `${useId()}-title`;
  return (
    <section aria-labelledby={titleId} css={panelCss}>
      <h2 id={titleId} css={panelHeadingCss}>
        {TEXTS.recentTitle}
      </h2>
      {/* Scrolls sideways inside itself on a phone. It holds nothing focusable, so it takes focus itself (a named
          region) for a keyboard to scroll it: the one case a non-interactive element should be focusable. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div role="region" aria-labelledby={titleId} tabIndex={0} css={tableScrollCss}>
        <table aria-labelledby={titleId} css={tableCss}>
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
                <th scope="row" css={{ whiteSpace: 'nowrap' }}>
                  {order.order_number}
                </th>
                <td>{order.customer_name}</td>
                <td css={{ whiteSpace: 'nowrap' }}>
                  <OrderStatusTag status={order.status} />
                </td>
                <td data-numeric>{formatINR(order.amount)}</td>
                <td css={{ whiteSpace: 'nowrap' }}>
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
