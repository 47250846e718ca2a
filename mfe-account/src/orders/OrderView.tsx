/**
 * /account/orders/{id}: one order — status and when it was placed, its items and totals, where and when it is
 * delivered, the status timeline — with what the shopper can still do: cancel it (confirmed in a dialog) before it
 * is packed, pay again after a failed or missing online payment, and put its items back into the cart.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ApiError, cdnImageUrl, extractErrorMessage, formatINR } from '@storefront/shared';
import { formatDateTime, formatDeliverySlot } from '@storefront/shared/shopping';
import { useConfirm } from '@storefront/shared/overlays';
import { cdnBase, eventBus, showToast, siteStore } from '@storefront/shared/runtime';
import { ORDER_STATUS_TITLES, type OrderDetail } from '@storefront/shared/signed-in';
import {
  Button,
  color,
  font,
  layout,
  mq,
  pageTitle,
  radius,
  ScreenMessage,
  SkeletonText,
  space,
  textLinkCss,
  usePageHead,
} from '@storefront/shared/ui';
import { AccountSection } from '../account/AccountSection';
import { OutcomeLine, type Outcome } from '../account/OutcomeLine';
import { plainListCss } from '../account/styles';
import { cancelOrder, fetchOrder, ORDER_LISTS_QUERY, ORDERS_QUERY, orderQuery } from './ordersApi';
import { OrderStatusTag } from './OrderStatusTag';
import { reorder } from './reorder';
import { ORDER_VIEW_TEXTS as TEXTS, PAYMENT_METHOD_TITLES } from './texts';

const ITEM_IMAGE_PX = 56;

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
      lead={
        <span css={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: space[2] }}>
          <OrderStatusTag status={order.status} />
          <time dateTime={order.created_at}>{TEXTS.placedOn(formatDateTime(order.created_at))}</time>
        </span>
      }
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
        <div css={{ display: 'grid', gap: space[6], [mq.lgUp]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } }}>
          <Items order={order} />
          <div css={{ display: 'grid', gap: space[6] }}>
            <Summary order={order} />
            <Delivery order={order} />
          </div>
        </div>
        <Timeline order={order} />
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
const headingCss = { margin: `0 0 ${space[3]}`, fontSize: font.size.lg } as const;

function Items({ order }: { order: OrderDetail }) {
  return (
    <section aria-labelledby="order-items">
      <h2 id="order-items" css={headingCss}>
        {TEXTS.itemsHeading}
      </h2>
      <ul css={plainListCss}>
        {order.items.map((item) => (
          <li
            key={`${item.pack_id}-${item.warehouse_id}`}
            css={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', gap: space[3], alignItems: 'center' }}
          >
            <img
              src={cdnImageUrl(item.image, cdnBase())}
              alt=""
              width={ITEM_IMAGE_PX}
              height={ITEM_IMAGE_PX}
              loading="lazy"
              css={{
                objectFit: 'contain',
                borderRadius: radius.md,
                border: `${layout.borderWidth} solid ${color.border}`,
                background: color.surfaceRaised,
              }}
            />
            <span css={{ display: 'grid', gap: space[1], minWidth: 0 }}>
              <span css={{ fontWeight: font.weight.semibold, overflowWrap: 'anywhere' }}>{item.name}</span>
              <span css={{ fontSize: font.size.sm, color: color.textMuted }}>
                {item.pack} · {TEXTS.quantity(item.quantity)} × {formatINR(item.price)}
              </span>
            </span>
            <span css={{ fontWeight: font.weight.semibold }}>{formatINR(item.amount)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Summary({ order }: { order: OrderDetail }) {
  const rows: [string, string][] = [
    [TEXTS.subtotal, formatINR(order.total)],
    ...(order.discount > 0
      ? [[order.offercode ? TEXTS.coupon(order.offercode) : TEXTS.discount, `-${formatINR(order.discount)}`] as [string, string]]
      : []),
    [TEXTS.delivery, order.delivery_charge > 0 ? formatINR(order.delivery_charge) : TEXTS.freeDelivery],
  ];
  return (
    <section aria-labelledby="order-summary">
      <h2 id="order-summary" css={headingCss}>
        {TEXTS.summaryHeading}
      </h2>
      <dl css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: space[2], margin: 0 }}>
        {rows.map(([label, value]) => (
          <div key={label} css={{ display: 'contents' }}>
            <dt css={{ color: color.textMuted }}>{label}</dt>
            <dd css={{ margin: 0, textAlign: 'right' }}>{value}</dd>
          </div>
        ))}
        <div css={{ display: 'contents', fontWeight: font.weight.bold, fontSize: font.size.lg }}>
          <dt>{TEXTS.total}</dt>
          <dd css={{ margin: 0, textAlign: 'right' }}>{formatINR(order.amount)}</dd>
        </div>
        <div css={{ display: 'contents' }}>
          <dt css={{ color: color.textMuted }}>{TEXTS.paymentMethod}</dt>
          <dd css={{ margin: 0, textAlign: 'right' }}>{PAYMENT_METHOD_TITLES[order.payment_method]}</dd>
        </div>
      </dl>
    </section>
  );
}

function Delivery({ order }: { order: OrderDetail }) {
  const { address } = order;
  const slot = formatDeliverySlot(order);
  return (
    <>
      <section aria-labelledby="order-address">
        <h2 id="order-address" css={headingCss}>
          {TEXTS.addressHeading}
        </h2>
        <address css={{ display: 'grid', gap: space[1], fontStyle: 'normal', overflowWrap: 'anywhere' }}>
          <span css={{ fontWeight: font.weight.semibold }}>{address.name}</span>
          <span>{[address.line1, address.line2, address.landmark].filter(Boolean).join(', ')}</span>
          <span>
            {address.city}, {address.state} {address.pincode}
          </span>
          <span css={{ color: color.textMuted }}>{address.phone}</span>
        </address>
      </section>
      <section aria-labelledby="order-slot">
        <h2 id="order-slot" css={headingCss}>
          {TEXTS.slotHeading}
        </h2>
        <p css={{ margin: 0, color: slot ? color.text : color.textMuted }}>{slot ?? TEXTS.noSlot}</p>
      </section>
      {order.note && (
        <section aria-labelledby="order-note">
          <h2 id="order-note" css={headingCss}>
            {TEXTS.noteHeading}
          </h2>
          <p css={{ margin: 0, overflowWrap: 'anywhere' }}>{order.note}</p>
        </section>
      )}
    </>
  );
}

function Timeline({ order }: { order: OrderDetail }) {
  return (
    <section aria-labelledby="order-timeline">
      <h2 id="order-timeline" css={headingCss}>
        {TEXTS.timelineHeading}
      </h2>
      <ol css={[plainListCss, { borderLeft: `${layout.borderWidth} solid ${color.borderStrong}`, paddingLeft: space[4] }]}>
        {order.timeline.map((entry) => (
          <li key={`${entry.status}-${entry.created_at}`} css={{ display: 'grid', gap: space[1] }}>
            <span css={{ fontWeight: font.weight.semibold }}>{ORDER_STATUS_TITLES[entry.status]}</span>
            <time dateTime={entry.created_at} css={{ fontSize: font.size.sm, color: color.textMuted }}>
              {formatDateTime(entry.created_at)}
            </time>
            {entry.note && <span css={{ fontSize: font.size.sm }}>{entry.note}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
