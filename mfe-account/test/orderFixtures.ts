/** Orders and addresses shaped like the server's answers (server/src/orders/routes.ts, server/src/account/addressRoutes.ts), parsed by the contracts. */
import {
  addressSchema,
  orderDetailSchema,
  orderSummarySchema,
  type Address,
  type OrderDetail,
  type OrderSummary,
} from '@storefront/shared/signed-in';

export function orderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return orderSummarySchema.parse({
    id: 41,
    order_number: 'GR-000041',
    status: 'confirmed',
    payment_method: 'cod',
    created_at: '2026-11-02T16:05:00+05:30',
    item_count: 2,
    unit_count: 3,
    total: 520,
    discount: 0,
    delivery_charge: 19.1,
    amount: 539.1,
    del_date: '2026-11-03',
    del_start_time: '07:00',
    del_end_time: '10:00',
    can_cancel: true,
    ...overrides,
  });
}

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return orderDetailSchema.parse({
    ...orderSummary(),
    payment_status: 'due_on_delivery',
    offercode: null,
    note: null,
    address: {
      name: 'Asha Rao',
      phone: '9876543210',
      line1: '12 MG Road',
      line2: '',
      landmark: 'Near the park',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
      type: 'home',
    },
    items: [
      {
        product_id: 5,
        pack_id: 51,
        warehouse_id: 1,
        name: 'Toor Dal',
        pack: '1 kg',
        image: 'dal.svg',
        quantity: 2,
        price: 160,
        act_price: 180,
        amount: 320,
      },
      {
        product_id: 9,
        pack_id: 91,
        warehouse_id: 1,
        name: 'Basmati Rice',
        pack: '5 kg',
        image: 'rice.svg',
        quantity: 1,
        price: 200,
        act_price: 200,
        amount: 200,
      },
    ],
    timeline: [{ status: 'confirmed', note: 'Order placed with Cash on Delivery.', created_at: '2026-11-02T16:05:00+05:30' }],
    ...overrides,
  });
}

export function address(overrides: Partial<Address> = {}): Address {
  return addressSchema.parse({
    id: 3,
    name: 'Asha Rao',
    phone: '9876543210',
    line1: '12 MG Road',
    line2: '',
    landmark: '',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
    type: 'home',
    is_default: true,
    created_at: '2026-10-01T10:00:00.000Z',
    ...overrides,
  });
}

/** GET /api/orders's answer: these orders, and a total (default their count). */
export const orderList = (orders: OrderSummary[], total = orders.length) => ({ body: { data: orders, meta: { total } } });
