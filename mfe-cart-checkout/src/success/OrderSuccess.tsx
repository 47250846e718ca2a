/** /order/success/{ordernumber}: the placed order with its items, totals and delivery slot. */
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { fetchOrder } from '../checkout/checkoutApi';
import { extractErrorMessage, formatINR } from '@storefront/shared';
import { formatDeliverySlot } from '@storefront/shared/shopping';
import { describePayment, ORDER_STATUS_TITLES, type OrderDetail } from '@storefront/shared/signed-in';
import { breakpoints, color, focusRing, font, layout, Price, radius, space, Spinner } from '@storefront/shared/ui';
import { grandTotalRowCss } from '../totalsStyles';

export const ORDER_SUCCESS_TEXTS = {
  title: 'Thank you! Your order is placed.',
  awaitingPayment: 'We are waiting for your payment to confirm this order.',
  free: 'Free',
  viewOrder: 'View order',
  continueShopping: 'Continue shopping',
} as const;

export function OrderSuccess() {
  const { ordernumber = '' } = useParams();
  const query = useQuery({ queryKey: ['order', ordernumber], queryFn: ({ signal }) => fetchOrder(ordernumber, signal) });
  const order = query.data;

  return (
    <section
      aria-labelledby="success-title"
      aria-busy={query.isPending}
      css={{ maxWidth: `${breakpoints.md}px`, margin: '0 auto', padding: `${space[4]} 0 ${space[12]}` }}
    >
      {query.isPending && <Spinner label="Loading your order" />}
      {query.isError && (
        <p role="alert" css={{ color: color.danger }}>
          {extractErrorMessage(query.error)}
        </p>
      )}
      {order && <OrderPlaced order={order} />}
    </section>
  );
}

function OrderPlaced({ order }: { order: OrderDetail }) {
  const slot = formatDeliverySlot(order);
  return (
    <>
      <header css={{ textAlign: 'center', marginBottom: space[6] }}>
        <span aria-hidden="true" css={tick}>
          ✓
        </span>
        <h1 id="success-title" css={{ fontSize: font.size['2xl'], lineHeight: font.lineHeight.tight, margin: `${space[3]} 0 ${space[1]}` }}>
          {ORDER_SUCCESS_TEXTS.title}
        </h1>
        <p css={{ margin: 0, fontSize: font.size.lg }}>
          Order <strong data-testid="order-number">{order.order_number}</strong>
        </p>
        {order.status === 'pending_payment' && (
          <p
            css={{
              display: 'inline-block',
              margin: `${space[3]} 0 0`,
              padding: `${space[2]} ${space[3]}`,
              borderRadius: radius.md,
              background: color.warningSoft,
              color: color.warning,
            }}
          >
            {ORDER_SUCCESS_TEXTS.awaitingPayment}
          </p>
        )}
      </header>

      <dl css={facts}>
        <div>
          <dt>Status</dt>
          <dd data-testid="order-status">{ORDER_STATUS_TITLES[order.status]}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd data-testid="order-payment">{describePayment(order)}</dd>
        </div>
        {slot && (
          <div>
            <dt>Delivery</dt>
            <dd data-testid="delivery-slot">{slot}</dd>
          </div>
        )}
      </dl>

      <h2 css={{ fontSize: font.size.lg, margin: `${space[6]} 0 ${space[2]}` }}>Items</h2>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, border: `${layout.borderWidth} solid ${color.border}`, borderRadius: radius.lg }}>
        {order.items.map((item) => (
          <li key={`${item.pack_id}-${item.warehouse_id}`} data-testid="order-item" css={itemRow}>
            <span css={{ flex: '1 1 auto', minWidth: 0, display: 'grid', gap: space[1] }}>
              <span css={{ fontWeight: font.weight.semibold }}>{item.name}</span>
              <span
                css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: space[2], color: color.textMuted, fontSize: font.size.sm }}
              >
                <span>
                  {item.pack} × {item.quantity}
                </span>
                <Price price={item.price} actPrice={item.act_price} size="sm" css={{ fontWeight: font.weight.regular }} />
              </span>
            </span>
            <span css={{ fontWeight: font.weight.semibold }}>{formatINR(item.amount)}</span>
          </li>
        ))}
      </ul>

      <dl css={[facts, { marginTop: space[4] }]} data-testid="order-totals">
        <div>
          <dt>Items total</dt>
          <dd>{formatINR(order.total)}</dd>
        </div>
        {order.discount > 0 && (
          <div>
            <dt>Discount{order.offercode ? ` (${order.offercode})` : ''}</dt>
            <dd>−{formatINR(order.discount)}</dd>
          </div>
        )}
        <div>
          <dt>Delivery</dt>
          <dd>{order.delivery_charge > 0 ? formatINR(order.delivery_charge) : ORDER_SUCCESS_TEXTS.free}</dd>
        </div>
        <div css={grandTotalRowCss}>
          <dt>Amount</dt>
          <dd data-testid="order-amount">{formatINR(order.amount)}</dd>
        </div>
      </dl>

      <nav aria-label="After your order" css={{ display: 'flex', gap: space[3], flexWrap: 'wrap', marginTop: space[6] }}>
        <Link to={`/account/orders/${order.id}`} css={buttonLink}>
          {ORDER_SUCCESS_TEXTS.viewOrder}
        </Link>
        <Link
          to="/products"
          css={[buttonLink, { background: color.surfaceRaised, color: color.primary, '&:hover': { background: color.primarySoft } }]}
        >
          {ORDER_SUCCESS_TEXTS.continueShopping}
        </Link>
      </nav>
    </>
  );
}

/** 'Nov 23, 2026, 7:00 AM – 10:00 AM' */
const tick = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: space[16],
  height: space[16],
  borderRadius: radius.pill,
  background: color.primary,
  color: color.onPrimary,
  fontSize: font.size['3xl'],
} as const;

const facts = {
  display: 'grid',
  gap: space[2],
  margin: 0,
  '& > div': { display: 'flex', justifyContent: 'space-between', gap: space[3] },
  '& dt': { color: color.textMuted },
  '& dd': { margin: 0, textAlign: 'right' },
} as const;

const itemRow = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: space[2],
  padding: `${space[3]} ${space[4]}`,
  '& + &': { borderTop: `${layout.borderWidth} solid ${color.border}` },
} as const;

/** A link that looks like the kit's primary Button (a Button is for actions; these go somewhere). */
const buttonLink = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: layout.controlHeight,
  boxSizing: 'border-box',
  padding: `0 ${space[5]}`,
  borderRadius: radius.md,
  border: `${layout.borderWidth} solid ${color.primary}`,
  background: color.primary,
  color: color.onPrimary,
  fontFamily: font.family,
  fontWeight: font.weight.semibold,
  textDecoration: 'none',
  '&:hover': { background: color.primaryHover },
  '&:focus-visible': focusRing,
} as const;
