/** Where the sign-in screens lead (the shell's route table owns the routes). */
export { LOGIN_PATH } from '@storefront/shared';
export const VERIFY_PATH = '/auth/verify';
export const REGISTER_PATH = '/auth/register';
/** Where a shopper lands after signing in when no guarded page was waiting. */
export const ACCOUNT_PATH = '/account';
export const HOME_PATH = '/';
