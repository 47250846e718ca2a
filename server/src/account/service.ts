/** What other domains may use of the account domain: the shopper's own addresses. */
export { findOwnAddress, type AddressRow } from './addressBook';
