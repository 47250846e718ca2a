/** What the sign-in screens say, besides the messages they share with the server (`AUTH_MESSAGES` of the contracts). */
import { OTP_LENGTH } from '@storefront/shared/signed-in';

export const LOGIN_TEXTS = {
  title: 'Login',
  lead: 'We will send a one-time code to your mobile number or email.',
  identifier: 'Mobile number or email',
  submit: 'Send code',
  register: 'Register',
  newHere: 'New here?',
  createAccount: 'Create an account',
} as const;

export const VERIFY_TEXTS = {
  title: 'Verify your code',
  code: `${OTP_LENGTH}-digit code`,
  submit: 'Verify',
  changeIdentifier: 'Use a different number or email',
  resend: 'Resend code',
  resendIn: (seconds: number) => `Resend code in ${seconds}s`,
  resent: 'A new code is on its way.',
} as const;

export const REGISTER_TEXTS = {
  title: 'Register',
  lead: 'Create your account. We will send a one-time code to your mobile number.',
  // The contracts' messages name the fields this way ('Name is required', 'Phone is required').
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  submit: 'Register',
  haveAccount: 'Already have an account?',
  login: 'Login',
} as const;

export const LOGOUT_TEXTS = {
  title: 'Logout',
  signingOut: 'Signing out…',
  retry: 'Try again',
} as const;
