/**
 * `@storefront/shared/addresses`: the signed-in shopper's address book — its calls, the form that adds or edits an
 * address, and how an address reads — for the checkout and the account's Addresses screen, so both say and check
 * the same. Apart from the other entries because only those two screens use it. Stateless, shared non-singleton.
 */
export { ADDRESSES_QUERY, createAddress, deleteAddress, fetchAddresses, updateAddress } from './addressApi';
export { AddressForm, type AddressFormProps } from './AddressForm';
export { AddressLines } from './AddressLines';
export { ADDRESS_FIELD_LABELS, ADDRESS_FORM_TEXTS, ADDRESS_TYPE_LABELS } from './texts';
