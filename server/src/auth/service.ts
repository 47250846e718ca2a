/** What other domains may use of the auth domain: sign-in codes, their rate limits, and users' answers. */
export { checkCode } from './codeCheck';
export { consumeCode, deliverCode, storeNewCode } from './otp';
export { admitCodeRequest } from './rateLimits';
export { agentCustomer, buyerContact, isUniqueViolation, takenContactField, updateContactDetails, userResponse } from './users';
