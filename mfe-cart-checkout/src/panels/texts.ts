/**
 * What the cart panel and the pincode modal say, besides the fixed texts already in `MESSAGES` of @storefront/shared.
 */
export const CART_PANEL_TEXTS = {
  remove: 'Remove',
  continueToCheckout: 'Continue to Checkout',
  choosePincode: 'Select Pincode',
  lineQuantity: (name: string, pack: string) => `Quantity of ${name} ${pack}`,
  removeLine: (name: string, pack: string) => `Remove ${name} ${pack}`,
  deliveryGroup: (position: number, count: number) => (count > 1 ? `Delivery ${position} of ${count}` : 'Delivery'),
  deliverySlot: 'Delivery slot',
  couponLabel: 'Coupon code',
  applyCoupon: 'Apply',
  couponApplied: (code: string) => `Coupon ${code} applied`,
  removeCoupon: 'Remove coupon',
  subtotal: 'Subtotal',
  discount: 'Discount',
  delivery: 'Delivery charge',
  free: 'Free',
  total: 'Total',
} as const;

export const PINCODE_MODAL_TEXTS = {
  title: 'Change Location',
  label: 'Pincode',
  hint: 'Enter the pincode you want your order delivered to.',
  submit: 'Apply',
  cancel: 'Cancel',
} as const;
