import { ORDER_STATUS_TITLES, ORDER_STATUS_VALUES, type OrderStatusValue } from '@storefront/shared/signed-in';
import { Tag, type TagTone } from '@storefront/shared/ui';

const TONES: Record<OrderStatusValue, TagTone> = {
  pending_payment: 'warning',
  confirmed: 'primary',
  packed: 'primary',
  out_for_delivery: 'primary',
  delivered: 'success',
  cancelled: 'neutral',
  payment_failed: 'danger',
};

const isKnownStatus = (status: string): status is OrderStatusValue => (ORDER_STATUS_VALUES as readonly string[]).includes(status);

/** An order's status as a coloured tag ('Payment pending', 'Delivered', …); one this build does not know yet as written. */
export function OrderStatusTag({ status }: { status: string }) {
  return isKnownStatus(status) ? <Tag label={ORDER_STATUS_TITLES[status]} tone={TONES[status]} /> : <Tag label={status} />;
}
