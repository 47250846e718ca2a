/** API answers shaped like the server's, for the tests of the payment screens and the cart panel. */
import { cartSchema, type Cart, type CartItem } from '@storefront/shared';
import type { Address, OrderDetail, PaymentResult, PaymentStart } from '@storefront/shared/signed-in';

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 42,
    order_number: 'GR-000042',
    status: 'confirmed',
    payment_method: 'razorpay',
    created_at: '2026-11-22T04:00:00.000Z',
    item_count: 2,
    unit_count: 3,
    total: 250,
    discount: 25,
    delivery_charge: 30,
    amount: 255,
    del_date: '2026-11-23',
    del_start_time: '07:00',
    del_end_time: '10:00',
    can_cancel: true,
    payment_status: 'paid',
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

export function cartLine(overrides: Partial<CartItem> = {}): CartItem {
  return {
    pack_id: 11,
    warehouse_id: 1,
    delivery_charge_id: 1,
    image: 'products/onion.svg',
    name: 'Onion',
    pack: '1 kg',
    quantity: 2,
    price: 40,
    act_price: 50,
    amount: 80,
    valid: true,
    message: null,
    del_date: '2026-11-23',
    del_start_time: '07:00',
    del_end_time: '10:00',
    ...overrides,
  };
}

/** Onion 1 kg × 2 and Toor Dal 1 kg × 1 from one warehouse: ₹200, ₹30 delivery until ₹299, ₹230 to pay. */
export function cart(overrides: Partial<Cart> = {}): Cart {
  return cartSchema.parse({
    quantity: 3,
    total: 200,
    amount: 230,
    delivery_charge: 30,
    finalDelivery: 30,
    deliveryMessage: 'Add ₹99 more for free delivery',
    paymentMethods: ['razorpay', 'cashfree', 'cod'],
    items: [cartLine(), cartLine({ pack_id: 21, name: 'Toor Dal', image: 'products/dal.svg', quantity: 1, price: 120, act_price: 120, amount: 120 })],
    del_date: '2026-11-23',
    del_start_time: '07:00',
    del_end_time: '10:00',
    deliveryInfo: [{ delivery_charge_id: 1, delivery_charge: 30, free_above: 299, amount: 200, message: 'Add ₹99 more for free delivery' }],
    ...overrides,
  });
}

export const emptyCart = (): Cart => cartSchema.parse({});

/** A saved address: Priya's home in Bengaluru, her default unless told otherwise. */
export function address(overrides: Partial<Address> = {}): Address {
  return {
    id: 7,
    name: 'Priya Sharma',
    phone: '9876543210',
    line1: '12, 1st Main, Koramangala',
    line2: '',
    landmark: 'Near Sony World Signal',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560034',
    type: 'home',
    is_default: true,
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
