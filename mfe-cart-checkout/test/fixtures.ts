/** API answers shaped like the server's, for the tests of the payment screens and the cart panel. */
import { cartSchema, type Cart, type CartItem } from '@storefront/shared';
import type { Address, OrderDetail, PaymentResult, PaymentStart } from '@storefront/shared/signed-in';
import type { DeliveryDay, DeliveryGroupSlots, DeliverySlotsResponse, DeliveryWindow } from '@storefront/shared/shopping';

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

/** The warehouse's windows each day: start, end and the cut-off two hours before the start, in shop time. */
const WINDOW_TIMES = [
  ['07:00', '10:00', '05:00'],
  ['10:00', '13:00', '08:00'],
  ['16:00', '19:00', '14:00'],
  ['19:00', '22:00', '17:00'],
] as const;

/** One day of windows, all open unless `overrides` (by position, 0-3) say otherwise. */
export function deliveryDay(date: string, overrides: Record<number, Partial<DeliveryWindow>> = {}, closed = false): DeliveryDay {
  return {
    date,
    closed,
    windows: WINDOW_TIMES.map(([start_time, end_time, cutoff], index) => ({
      slot_id: `${date}:${index + 1}`,
      date,
      start_time,
      end_time,
      cutoff_at: `${date}T${cutoff}:00+05:30`,
      available: !closed,
      few_left: false,
      closed_reason: closed ? 'closed_day' : null,
      ...overrides[index],
    })),
  };
}

/**
 * The slots of a one-delivery cart from Nov 29, 2026: that morning's first window past its cut-off, the second full,
 * the afternoon one nearly full (the earliest open, so the default); Nov 30 a closed day; the next five days open.
 */
export function deliveryGroupSlots(overrides: Partial<DeliveryGroupSlots> = {}): DeliveryGroupSlots {
  const later = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'];
  return {
    delivery_charge_id: 1,
    warehouse_id: 1,
    default_slot_id: '2026-11-29:3',
    days: [
      deliveryDay('2026-11-29', {
        0: { available: false, closed_reason: 'past_cutoff' },
        1: { available: false, few_left: true, closed_reason: 'full' },
        2: { few_left: true },
      }),
      deliveryDay('2026-11-30', {}, true),
      ...later.map((date) => deliveryDay(date)),
    ],
    ...overrides,
  };
}

export const deliverySlots = (groups: DeliveryGroupSlots[] = [deliveryGroupSlots()]): DeliverySlotsResponse => ({ groups });
