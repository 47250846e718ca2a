/** What other domains may use of orders: an order's detail, looked up by id or number. */
export { addressSnapshot, describeOrder, orderDetail, orderKey } from './orders';
