/** What the Addresses screen says, besides the address form's (`@storefront/shared/addresses`) and the contract's. */

export const ADDRESSES_TEXTS = {
  title: 'Addresses',
  lead: 'Where we deliver. The default address is chosen first at checkout.',
  add: 'Add a new address',
  empty: 'You have no saved address yet.',
  /** An address named apart from the others (several often carry the same name): its first line and city. */
  place: (line1: string, city: string) => `${line1}, ${city}`,
  edit: (place: string) => `Edit address ${place}`,
  editLabel: 'Edit',
  remove: (place: string) => `Delete address ${place}`,
  removeLabel: 'Delete',
  makeDefault: (place: string) => `Make ${place} the default address`,
  makeDefaultLabel: 'Make default',
  madeDefault: 'This is now your default address.',
  removeTitle: 'Delete this address?',
  removeMessage: 'Orders already placed to it keep their copy of the address.',
  removeConfirm: 'Delete',
  removeKeep: 'Keep it',
  loadFailed: 'We could not load your addresses',
  tryAgain: 'Try again',
} as const;
