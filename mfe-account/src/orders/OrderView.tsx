/**
 * /account/orders/{id}: one order — status and when it was placed, its items and totals, where and when it is
 * delivered, the status timeline — with what the shopper can still do: cancel it (confirmed in a dialog) before it
 * is packed, pay again after a failed or missing online payment, and put its items back into the cart.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ApiError, extractErrorMessage } from '@storefront/shared';
import { useConfirm } from '@storefront/shared/overlays';
import { eventBus, showToast, siteStore } from '@storefront/shared/runtime';
import type { OrderDetail } from '@storefront/shared/signed-in';
import { Button, color, font, pageTitle, radius, ScreenMessage, SkeletonText, space, textLinkCss, usePageHead } from '@storefront/shared/ui';
import { AccountSection } from '../account/AccountSection';
import { OutcomeLine, type Outcome } from '../account/OutcomeLine';
import { cancelOrder, fetchOrder, ORDER_LISTS_QUERY, ORDERS_QUERY, orderQuery } from './ordersApi';
import { OrderBody, OrderLead } from './OrderBody';
import { reorder } from './reorder';
import { ORDER_VIEW_TEXTS as TEXTS } from './texts';

export function OrderView() {
  const { id = '' } = useParams();
  const site = useSnapshot(siteStore).data;
  const order = useQuery({ queryKey: orderQuery(id), queryFn: ({ signal }) => fetchOrder(id, signal) });
  usePageHead({ title: pageTitle(order.data ? TEXTS.title(order.data.order_number) : TEXTS.pageTitle, site?.web.name) });

  if (order.isPending) {
    return (
      <AccountSection title={TEXTS.pageTitle}>
        <SkeletonText lines={6} />
      </AccountSection>
    );
  }
  if (order.isError) {
    const missing = order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400);
    return (
      <ScreenMessage
        alert
        title={missing ? TEXTS.notFound : TEXTS.loadFailed}
        message={missing ? undefined : extractErrorMessage(order.error)}
        actions={
          missing ? (
            <Link to="/account/orders" css={textLinkCss}>
              {TEXTS.backToOrders}
            </Link>
          ) : (
            <Button onClick={() => void order.refetch()}>{TEXTS.tryAgain}</Button>
          )
        }
      />
    );
  }
  return <OrderDetails order={order.data} queryKey={orderQuery(id)} />;
}

/** `queryKey`: the query the page reads the order from (its address may name it by id or by number). */
function OrderDetails({ order, queryKey }: { order: OrderDetail; queryKey: ReturnType<typeof orderQuery> }) {
  const queryClient = useQueryClient();
  const [confirm, confirmDialog] = useConfirm();
  const [busy, setBusy] = useState<'cancel' | 'reorder' | null>(null);
  const [message, setMessage] = useState<Outcome | null>(null);
  const online = order.payment_method !== 'cod';
  const canPay = online && (order.status === 'payment_failed' || order.status === 'pending_payment');

  const onCancel = async () => {
    const confirmed = await confirm(TEXTS.cancelMessage(order.order_number), {
      title: TEXTS.cancelTitle,
      confirmText: TEXTS.cancelConfirm,
      cancelText: TEXTS.cancelKeep,
      danger: true,
    });
    if (!confirmed) return;
    setBusy('cancel');
    setMessage(null);
    try {
      const answer = await cancelOrder(order.id);
      queryClient.setQueryData(queryKey, answer.order);
      await queryClient.invalidateQueries({ queryKey: ORDER_LISTS_QUERY });
      setMessage({ text: TEXTS.cancelled(order.order_number), error: false });
    } catch (error) {
      setMessage({ text: extractErrorMessage(error), error: true });
      // The refusal means the order moved on (packed, already cancelled): show where it is now.
      await queryClient.invalidateQueries({ queryKey: ORDERS_QUERY });
    } finally {
      setBusy(null);
    }
  };

  const onReorder = async () => {
    setBusy('reorder');
    setMessage(null);
    const { refused } = await reorder(order);
    setBusy(null);
    if (refused.length === order.items.length) {
      setMessage({ text: refused.map((item) => `${item.name}: ${item.reason}`).join(' '), error: true });
      return;
    }
    if (refused.length > 0) setMessage({ text: TEXTS.reorderPartly(refused.map((item) => item.name).join(', ')), error: true });
    else showToast({ message: TEXTS.reordered, kind: 'success' });
    eventBus.emit('ui:open-cart', {});
  };

  return (
    <AccountSection
      title={TEXTS.title(order.order_number)}
      lead={<OrderLead order={order} />}
      actions={
        <Link to="/account/orders" css={textLinkCss}>
          {TEXTS.backToOrders}
        </Link>
      }
    >
      <div css={{ display: 'grid', gap: space[6] }}>
        {canPay && (
          <div role="status" css={noticeCss}>
            <p css={{ margin: 0 }}>{order.status === 'payment_failed' ? TEXTS.retryHint : TEXTS.pendingHint}</p>
            <Link to={`/checkout/${order.payment_method}/${order.id}`} css={[textLinkCss, { fontWeight: font.weight.semibold }]}>
              {TEXTS.retryPayment}
            </Link>
          </div>
        )}
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: space[2] }}>
          <Button variant="secondary" loading={busy === 'reorder'} disabled={busy !== null} onClick={() => void onReorder()}>
            {TEXTS.reorder}
          </Button>
          {order.can_cancel && (
            <Button variant="danger" loading={busy === 'cancel'} disabled={busy !== null} onClick={() => void onCancel()}>
              {TEXTS.cancel}
            </Button>
          )}
        </div>
        {message && <OutcomeLine outcome={message} />}
        <OrderBody order={order} />
      </div>
      {confirmDialog}
    </AccountSection>
  );
}

const noticeCss = {
  display: 'grid',
  gap: space[2],
  padding: space[4],
  borderRadius: radius.md,
  background: color.warningSoft,
  color: color.text,
} as const;
