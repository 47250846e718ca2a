/** /order/success/{ordernumber}: the placed order with its items, totals and delivery slot. */
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { api } from '@storefront/shared/runtime';
import { extractErrorMessage, formatDate, formatINR, formatTimeOfDay, ORDER_STATUS_LABELS, PAYMENT_PROVIDER_NAMES, type OrderDetail } from '@storefront/shared';
import { Spinner } from '@storefront/shared/ui';

export const ORDER_SUCCESS_TEXTS = {
  title: 'Thank you! Your order is placed.',
  awaitingPayment: 'We are waiting for your payment to confirm this order.',
  cod: 'Cash on Delivery',
  free: 'Free',
  viewOrder: 'View order',
  continueShopping: 'Continue shopping',
} as const;

export function OrderSuccess() {
  const { ordernumber = '' } = useParams();
  const query = useQuery({ queryKey: ['order', ordernumber], queryFn: ({ signal }) => api.order(ordernumber, signal) });
  const order = query.data;

  return (
    <section aria-labelledby="success-title" aria-busy={query.isPending} css={{ maxWidth: 720, margin: '0 auto', padding: '16px 0 48px' }}>
      {query.isPending && <Spinner label="Loading your order" />}
      {query.isError && (
        <p role="alert" css={{ color: '#b3261e' }}>
          {extractErrorMessage(query.error)}
        </p>
      )}
      {order && <OrderPlaced order={order} />}
    </section>
  );
}

function OrderPlaced({ order }: { order: OrderDetail }) {
  const slot = slotText(order);
  return (
    <>
      <header css={{ textAlign: 'center', marginBottom: 24 }}>
        <span aria-hidden="true" css={tick}>
          ✓
        </span>
        <h1 id="success-title" css={{ fontSize: 24, margin: '12px 0 4px' }}>
          {ORDER_SUCCESS_TEXTS.title}
        </h1>
        <p css={{ margin: 0, fontSize: 18 }}>
          Order <strong data-testid="order-number">{order.order_number}</strong>
        </p>
        {order.status === 'pending_payment' && <p css={{ color: '#8a5a00' }}>{ORDER_SUCCESS_TEXTS.awaitingPayment}</p>}
      </header>

      <dl css={facts}>
        <div>
          <dt>Status</dt>
          <dd data-testid="order-status">{ORDER_STATUS_LABELS[order.status]}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>{order.payment_method === 'cod' ? ORDER_SUCCESS_TEXTS.cod : PAYMENT_PROVIDER_NAMES[order.payment_method]}</dd>
        </div>
        {slot && (
          <div>
            <dt>Delivery</dt>
            <dd data-testid="delivery-slot">{slot}</dd>
          </div>
        )}
      </dl>

      <h2 css={{ fontSize: 18, margin: '24px 0 8px' }}>Items</h2>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, border: '1px solid #e8ece8', borderRadius: 10 }}>
        {order.items.map((item) => (
          <li key={`${item.pack_id}-${item.warehouse_id}`} data-testid="order-item" css={itemRow}>
            <span css={{ flex: '1 1 180px' }}>
              <span css={{ fontWeight: 600 }}>{item.name}</span>
              <span css={{ display: 'block', color: '#5b6470', fontSize: 14 }}>
                {item.pack} × {item.quantity}
              </span>
            </span>
            <span css={{ fontWeight: 600 }}>{formatINR(item.amount)}</span>
          </li>
        ))}
      </ul>

      <dl css={[facts, { marginTop: 16 }]} data-testid="order-totals">
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
        <div css={{ fontSize: 18, fontWeight: 700, borderTop: '1px solid #e8ece8', paddingTop: 8, '& dt': { color: 'inherit' } }}>
          <dt>Amount</dt>
          <dd data-testid="order-amount">{formatINR(order.amount)}</dd>
        </div>
      </dl>

      <nav aria-label="After your order" css={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginTop: 24 }}>
        <Link to={`/account/orders/${order.id}`} css={buttonLink}>
          {ORDER_SUCCESS_TEXTS.viewOrder}
        </Link>
        <Link to="/products" css={[buttonLink, { background: 'transparent', color: 'var(--sf-primary, #0c831f)' }]}>
          {ORDER_SUCCESS_TEXTS.continueShopping}
        </Link>
      </nav>
    </>
  );
}

/** 'Nov 23, 2026, 7:00 AM – 10:00 AM' */
function slotText(order: OrderDetail): string | null {
  if (!order.del_date) return null;
  const times =
    order.del_start_time && order.del_end_time ? `, ${formatTimeOfDay(order.del_start_time)} – ${formatTimeOfDay(order.del_end_time)}` : '';
  return `${formatDate(order.del_date)}${times}`;
}

const tick = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  borderRadius: '50%',
  background: 'var(--sf-primary, #0c831f)',
  color: '#fff',
  fontSize: 28,
} as const;

const facts = {
  display: 'grid',
  gap: 8,
  margin: 0,
  '& > div': { display: 'flex', justifyContent: 'space-between', gap: 12 },
  '& dt': { color: '#5b6470' },
  '& dd': { margin: 0, textAlign: 'right' },
} as const;

const itemRow = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: 8,
  padding: '10px 14px',
  '& + &': { borderTop: '1px solid #e8ece8' },
} as const;

const buttonLink = {
  padding: '10px 20px',
  borderRadius: 8,
  border: '1px solid var(--sf-primary, #0c831f)',
  background: 'var(--sf-primary, #0c831f)',
  color: '#fff',
  textDecoration: 'none',
  fontWeight: 600,
} as const;
