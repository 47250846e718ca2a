import { Link } from 'react-router-dom';
import { formatINR } from '@storefront/shared';
import { formatDateTime, formatDeliverySlot } from '@storefront/shared/shopping';
import { formatOrderSize, type OrderSummary } from '@storefront/shared/signed-in';
import { color, font, layout, radius, space, textLinkCss } from '@storefront/shared/ui';
import { OrderStatusTag } from './OrderStatusTag';
import { ORDER_LIST_TEXTS as TEXTS } from './texts';

/**
 * One order in a list: its number (the way to its page), status, when it was placed, what it holds, amount and its
 * delivery slot.
 */
export function OrderRow({ order }: { order: OrderSummary }) {
  const slot = formatDeliverySlot(order);
  return (
    <li
      css={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        gap: `${space[1]} ${space[3]}`,
        padding: space[4],
        border: `${layout.borderWidth} solid ${color.border}`,
        borderRadius: radius.md,
      }}
    >
      <span css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[2] }}>
        <Link
          to={`/account/orders/${order.id}`}
          aria-label={TEXTS.viewOrder(order.order_number)}
          css={[textLinkCss, { fontWeight: font.weight.semibold }]}
        >
          {order.order_number}
        </Link>
        <OrderStatusTag status={order.status} />
      </span>
      <span css={{ fontWeight: font.weight.semibold, textAlign: 'right' }}>{formatINR(order.amount)}</span>
      <span css={{ color: color.textMuted, fontSize: font.size.sm }}>
        {TEXTS.placedOn} <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
      </span>
      <span css={{ color: color.textMuted, fontSize: font.size.sm, textAlign: 'right' }}>{formatOrderSize(order)}</span>
      {slot && (
        <span css={{ gridColumn: '1 / -1', color: color.textMuted, fontSize: font.size.sm }}>
          {TEXTS.deliverySlot}: {slot}
        </span>
      )}
    </li>
  );
}
