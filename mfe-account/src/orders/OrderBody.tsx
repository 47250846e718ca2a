/**
 * What an order's page shows of the order itself, read-only: items, payment summary, delivery address, slot and note,
 * and the status timeline. The shopper's order view and the sales agent's both draw it.
 */
import { cdnImageUrl, formatINR } from '@storefront/shared';
import { formatDateTime, formatDeliverySlot } from '@storefront/shared/shopping';
import { cdnBase } from '@storefront/shared/runtime';
import { describePayment, formatOrderSize, ORDER_STATUS_TITLES, type OrderDetail } from '@storefront/shared/signed-in';
import { color, font, layout, mq, radius, space } from '@storefront/shared/ui';
import { plainListCss } from '../account/styles';
import { OrderStatusTag } from './OrderStatusTag';
import { ORDER_VIEW_TEXTS as TEXTS } from './texts';

const ITEM_IMAGE_PX = 56;

/** An order as both views read it (whether the shopper may cancel it is the shopper's view's own business). */
export type ReadableOrder = Omit<OrderDetail, 'can_cancel'>;

/** A section's heading on an order's page. */
export const headingCss = { margin: `0 0 ${space[3]}`, fontSize: font.size.lg } as const;

/** Under the order's title: its status and when it was placed. */
export function OrderLead({ order }: { order: Pick<ReadableOrder, 'status' | 'created_at'> }) {
  return (
    <span css={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: space[2] }}>
      <OrderStatusTag status={order.status} />
      <time dateTime={order.created_at}>{TEXTS.placedOn(formatDateTime(order.created_at))}</time>
    </span>
  );
}

export function OrderBody({ order }: { order: ReadableOrder }) {
  return (
    <>
      <div css={{ display: 'grid', gap: space[6], [mq.lgUp]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } }}>
        <Items order={order} />
        <div css={{ display: 'grid', gap: space[6] }}>
          <Summary order={order} />
          <Delivery order={order} />
        </div>
      </div>
      <Timeline order={order} />
    </>
  );
}

function Items({ order }: { order: ReadableOrder }) {
  return (
    <section aria-labelledby="order-items">
      <h2 id="order-items" css={[headingCss, { marginBottom: space[1] }]}>
        {TEXTS.itemsHeading}
      </h2>
      <p css={{ margin: `0 0 ${space[3]}`, fontSize: font.size.sm, color: color.textMuted }}>{formatOrderSize(order)}</p>
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

function Summary({ order }: { order: ReadableOrder }) {
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
          <dt css={{ color: color.textMuted }}>{TEXTS.payment}</dt>
          <dd css={{ margin: 0, textAlign: 'right' }}>{describePayment(order)}</dd>
        </div>
      </dl>
    </section>
  );
}

function Delivery({ order }: { order: ReadableOrder }) {
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

function Timeline({ order }: { order: ReadableOrder }) {
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
