/** What other domains may use of orders: an order's detail and rows, its payment outcomes, and coupon uses. */
export { addressSnapshot, describeOrder, findOwnOrder, findWebsiteOrder, orderById, orderDetail, type OrderRow } from './orders';
export { couponUses } from './couponUses';
export { FAILED_PAYMENT_GRACE_MS, confirmPaidOrder, failAwaitedOrder, noteOnOrder, releaseUnpaidOrders } from './paymentOutcomes';
