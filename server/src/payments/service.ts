/** What other domains may use of payments: an order's payment status. */
export { paymentStatusOf } from './transitions';
