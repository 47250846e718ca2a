/**
 * The sales agent's read-only view of one of their customers' orders, opened from the dashboard's recent orders
 * (`/account/dashboard?order={id}`, the dashboard's range and page kept beside it for the way back): who the customer
 * is, then the order as its shopper sees it, without anything the shopper alone may do (cancel, pay, order again).
 */
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ApiError, extractErrorMessage } from '@storefront/shared';
import { siteStore } from '@storefront/shared/runtime';
import type { SalesOrder as SalesOrderData } from '@storefront/shared/signed-in';
import { Button, pageTitle, ScreenMessage, SkeletonText, space, textLinkCss, usePageHead } from '@storefront/shared/ui';
import { AccountSection } from '../account/AccountSection';
import { headingCss, OrderBody, OrderLead } from '../orders/OrderBody';
import { ORDER_VIEW_TEXTS } from '../orders/texts';
import { fetchSalesOrder, SALES_ORDER_QUERY } from './salesApi';
import { SALES_TEXTS as TEXTS } from './texts';

export interface SalesOrderProps {
  /** The order's id or number, as the address names it. */
  id: string;
  /** The dashboard's query string to go back to (its range and page). */
  backTo: string;
}

export function SalesOrder({ id, backTo }: SalesOrderProps) {
  const site = useSnapshot(siteStore).data;
  const order = useQuery({ queryKey: [SALES_ORDER_QUERY, id], queryFn: ({ signal }) => fetchSalesOrder(id, signal) });
  usePageHead({ title: pageTitle(order.data ? ORDER_VIEW_TEXTS.title(order.data.order_number) : ORDER_VIEW_TEXTS.pageTitle, site?.web.name) });
  const back = (
    <Link to={{ search: backTo }} css={textLinkCss}>
      {TEXTS.backToDashboard}
    </Link>
  );

  if (order.isPending) {
    return (
      <AccountSection title={ORDER_VIEW_TEXTS.pageTitle} actions={back}>
        <SkeletonText lines={6} />
      </AccountSection>
    );
  }
  if (order.isError) {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return (
      <ScreenMessage
        alert
        title={missing ? TEXTS.orderNotFound : ORDER_VIEW_TEXTS.loadFailed}
        message={missing ? undefined : extractErrorMessage(order.error)}
        actions={missing ? back : <Button onClick={() => void order.refetch()}>{ORDER_VIEW_TEXTS.tryAgain}</Button>}
      />
    );
  }
  return <OrderForAgent order={order.data} back={back} />;
}

function OrderForAgent({ order, back }: { order: SalesOrderData; back: ReactNode }) {
  const { customer } = order;
  return (
    <AccountSection title={ORDER_VIEW_TEXTS.title(order.order_number)} lead={<OrderLead order={order} />} actions={back}>
      <div css={{ display: 'grid', gap: space[6] }}>
        <section aria-labelledby="order-customer">
          <h2 id="order-customer" css={headingCss}>
            {TEXTS.customerHeading}
          </h2>
          <p css={{ display: 'grid', gap: space[1], margin: 0, overflowWrap: 'anywhere' }}>
            <span>{customer.name}</span>
            <a href={`tel:+91${customer.phone}`} css={textLinkCss}>
              {customer.phone}
            </a>
            <a href={`mailto:${customer.email}`} css={textLinkCss}>
              {customer.email}
            </a>
          </p>
        </section>
        <OrderBody order={order} />
      </div>
    </AccountSection>
  );
}
