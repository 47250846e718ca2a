/** Texts of the navigation that more than one of its pieces shows. */
export const LOGIN_LABEL = 'Login';
export const SELECT_PINCODE_LABEL = 'Select pincode';
