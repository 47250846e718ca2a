/** What the address form and an address's lines say, besides the contract's own messages (`ADDRESS_MESSAGES`). */
import type { AddressType } from '@storefront/shared/signed-in';

/** The form's labels: the contract names its fields the same way in its messages ('Pincode must be 6 digits…'). */
export const ADDRESS_FIELD_LABELS = {
  name: 'Name',
  phone: 'Phone',
  line1: 'Address line 1',
  line2: 'Address line 2',
  landmark: 'Landmark',
  city: 'City',
  state: 'State',
  pincode: 'Pincode',
  type: 'Address type',
  isDefault: 'Make this my default address',
} as const;

export const ADDRESS_TYPE_LABELS: Record<AddressType, string> = { home: 'Home', work: 'Work', other: 'Other' };

export const ADDRESS_FORM_TEXTS = {
  addTitle: 'Add a new address',
  editTitle: 'Edit address',
  save: 'Save address',
  chooseState: 'Choose a state',
  cancel: 'Cancel',
  defaultTag: 'Default',
} as const;
