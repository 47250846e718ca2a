/** Texts of the navigation that more than one of its pieces shows. */
export const LOGIN_LABEL = 'Login';
export const SELECT_PINCODE_LABEL = 'Select pincode';

/** The cart button's accessible name: 'Cart, 1 item', 'Cart, 2 items'. */
export const cartButtonLabel = (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
