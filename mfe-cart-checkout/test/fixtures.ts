/** API answers shaped like the server's, for the payment screens' tests. */
import type { OrderDetail, PaymentResult, PaymentStart } from '@storefront/shared/signed-in';

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 42,
    order_number: 'GR-000042',
    status: 'confirmed',
    payment_method: 'razorpay',
    created_at: '2026-11-22T04:00:00.000Z',
    item_count: 2,
    total: 250,
    discount: 25,
    delivery_charge: 30,
    amount: 255,
    del_date: '2026-11-23',
    del_start_time: '07:00',
    del_end_time: '10:00',
    can_cancel: true,
    offercode: 'SAVE10',
    note: null,
    address: {
      name: 'Priya',
      phone: '9876543210',
      line1: '1 MG Road',
      line2: '',
      landmark: '',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560034',
      type: 'home',
    },
    items: [
      {
        product_id: 1,
        pack_id: 11,
        warehouse_id: 1,
        name: 'Toor Dal',
        pack: '1 kg',
        image: '',
        quantity: 2,
        price: 100,
        act_price: 120,
        amount: 200,
      },
      {
        product_id: 2,
        pack_id: 21,
        warehouse_id: 1,
        name: 'Basmati Rice',
        pack: '500 g',
        image: '',
        quantity: 1,
        price: 50,
        act_price: 50,
        amount: 50,
      },
    ],
    timeline: [],
    ...overrides,
  };
}

export function paymentStart(overrides: Partial<PaymentStart> = {}): PaymentStart {
  return {
    provider: 'razorpay',
    mode: 'sandbox',
    script_url: 'http://localhost/sandbox/razorpay/checkout.js',
    key_id: 'rzp_test_key',
    cashfree_mode: null,
    amount: 1234.5,
    amount_paise: 123450,
    currency: 'INR',
    name: 'FreshKart',
    description: 'Order GR-000042',
    order_id: 42,
    order_number: 'GR-000042',
    provider_order_id: 'order_IluGWxBm9U8zJ8',
    payment_session_id: null,
    prefill: { name: 'Priya', email: 'priya@example.com', contact: '9876543210' },
    ...overrides,
  };
}

export function paymentResult(overrides: Partial<PaymentResult> = {}): PaymentResult {
  return { paid: true, status: 'confirmed', message: 'Payment received. Your order GR-000042 is confirmed.', order: orderDetail(), ...overrides };
}
