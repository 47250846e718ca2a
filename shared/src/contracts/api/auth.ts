// Request and response schemas of the auth API: one-time-code sign-in, registration, logout, dev outbox.
import * as z from 'zod/mini';
import { userSchema } from '../schemas';

export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 5;
export const OTP_MAX_ATTEMPTS = 5;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;

/** 10 digits starting with 6, 7, 8 or 9. */
export const PHONE_PATTERN = /^[6-9]\d{9}$/;
/** The form's email rule: letters, digits and ._%+- before the @, no leading or trailing dot, a TLD of 2+ letters. */
export const EMAIL_PATTERN = /^(?!\.)[A-Za-z0-9._%+-]+(?<!\.)@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/;

/** A phone as typed (`+91 98765 43210`, `98765-43210`) reduced to its 10 digits. */
export const normalisePhone = (value: string) => value.replace(/[\s-]/g, '').replace(/^\+91/, '');
export const normaliseEmail = (value: string) => value.trim().toLowerCase();
export const isEmailIdentifier = (identifier: string) => identifier.includes('@');

/** How a code's recipient is shown back to the shopper: `******3210`, `p***@example.com`. */
export function maskIdentifier(identifier: string): string {
  if (!isEmailIdentifier(identifier)) return `${'*'.repeat(identifier.length - 4)}${identifier.slice(-4)}`;
  const [local, domain] = identifier.split('@');
  return `${local[0]}***@${domain}`;
}

/** '45 seconds', '1 minute', '12 minutes': how long a rate-limited shopper waits. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

export const AUTH_MESSAGES = {
  identifierRequired: 'Please enter your mobile number or email address.',
  identifierInvalid: 'Please enter a valid 10-digit mobile number or email address.',
  unknownIdentifier: 'We could not find an account with these details. Please register first.',
  codeSent: (masked: string) => `We sent a ${OTP_LENGTH}-digit code to ${masked}.`,
  codeDelayed: (masked: string) =>
    `Sending your code to ${masked} is taking longer than usual. We will keep trying; if it has not arrived in a minute or two, please ask for a new code.`,
  codeFormat: `Please enter the ${OTP_LENGTH}-digit code.`,
  noCode: 'Please ask for a sign-in code first.',
  codeWrong: (triesLeft: number) =>
    triesLeft > 0
      ? `That code is not right. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`
      : 'That code is not right, and that was the last try. Please ask for a new code.',
  codeExpired: 'This code has expired. Please ask for a new one.',
  codeUsed: 'This code has already been used. Please ask for a new one.',
  codeLocked: 'Too many wrong tries for this code. Please ask for a new one.',
  sendLimited: (seconds: number) => `Too many codes were requested. Please try again in ${waitText(seconds)}.`,
  verifyLimited: (seconds: number) => `Too many wrong codes were entered. Please try again in ${waitText(seconds)}.`,
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  phoneTaken: 'An account with this mobile number already exists. Please sign in instead.',
  nameRequired: 'Name is required',
  nameTooShort: `Name must be at least ${NAME_MIN_LENGTH} characters`,
  nameTooLong: `Name can be at most ${NAME_MAX_LENGTH} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'Email is not a valid email address',
  phoneRequired: 'Phone is required',
  phoneInvalid: 'Phone must be a 10-digit mobile number starting with 6, 7, 8 or 9',
  nulCharacter: (label: string) => `${label} must not contain NUL characters`,
} as const;

/** The code's text message and email: `Your FreshKart sign-in code is 123456. It expires in 5 minutes.` */
export const otpMessageBody = (websiteName: string, code: string) =>
  `Your ${websiteName} sign-in code is ${code}. It expires in ${OTP_TTL_MINUTES} minutes.`;
export const otpMessageSubject = (websiteName: string) => `Your ${websiteName} sign-in code`;

/** The code that confirms a new email or mobile number on a profile: `Your FreshKart code to confirm … is 123456.` */
export const contactCodeMessageBody = (websiteName: string, code: string) =>
  `Your ${websiteName} code to confirm this contact for your account is ${code}. It expires in ${OTP_TTL_MINUTES} minutes. If you did not ask for it, ignore this message.`;
export const contactCodeMessageSubject = (websiteName: string) => `Confirm your new ${websiteName} contact`;

const hasNoNul = (value: string) => !value.includes('\u0000');

/** A shopper's name: trimmed, 2 to 80 characters. */
export const nameField = z
  .string({ error: AUTH_MESSAGES.nameRequired })
  .check(
    z.trim(),
    z.minLength(1, AUTH_MESSAGES.nameRequired),
    z.minLength(NAME_MIN_LENGTH, AUTH_MESSAGES.nameTooShort),
    z.maxLength(NAME_MAX_LENGTH, AUTH_MESSAGES.nameTooLong),
    z.refine(hasNoNul, AUTH_MESSAGES.nulCharacter('Name')),
  );

/** An email address, stored lower-case. */
export const emailField = z.pipe(
  z
    .string({ error: AUTH_MESSAGES.emailRequired })
    .check(
      z.trim(),
      z.minLength(1, AUTH_MESSAGES.emailRequired),
      z.maxLength(EMAIL_MAX_LENGTH, AUTH_MESSAGES.emailInvalid),
      z.regex(EMAIL_PATTERN, AUTH_MESSAGES.emailInvalid),
    ),
  z.transform(normaliseEmail),
);

/** An Indian mobile number, `+91` and spaces accepted and removed. */
export const phoneField = z
  .pipe(
    z
      .string({ error: AUTH_MESSAGES.phoneRequired })
      .check(z.trim(), z.minLength(1, AUTH_MESSAGES.phoneRequired), z.maxLength(20, AUTH_MESSAGES.phoneInvalid)),
    z.transform(normalisePhone),
  )
  .check(z.refine((value) => PHONE_PATTERN.test(value), AUTH_MESSAGES.phoneInvalid));

/** A mobile number or an email address, normalised (10 digits, or lower-case email). */
export const identifierField = z
  .pipe(
    z
      .string({ error: AUTH_MESSAGES.identifierRequired })
      .check(z.trim(), z.minLength(1, AUTH_MESSAGES.identifierRequired), z.maxLength(EMAIL_MAX_LENGTH, AUTH_MESSAGES.identifierInvalid)),
    z.transform((value: string) => (isEmailIdentifier(value) ? normaliseEmail(value) : normalisePhone(value))),
  )
  .check(z.refine((value) => (isEmailIdentifier(value) ? EMAIL_PATTERN.test(value) : PHONE_PATTERN.test(value)), AUTH_MESSAGES.identifierInvalid));

export const otpRequestBodySchema = z.object({ identifier: identifierField });
export type OtpRequestBody = z.input<typeof otpRequestBodySchema>;

export const registerBodySchema = z.object({ name: nameField, email: emailField, phone: phoneField });
export type RegisterBody = z.input<typeof registerBodySchema>;

/** A 6-digit code as typed (spaces around it trimmed). */
export const otpField = z
  .string({ error: AUTH_MESSAGES.codeFormat })
  .check(z.trim(), z.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), AUTH_MESSAGES.codeFormat));

export const verifyBodySchema = z.object({ identifier: identifierField, otp: otpField });
export type VerifyBody = z.input<typeof verifyBodySchema>;

/** Answer of POST /api/auth/otp and /api/auth/register. */
export const codeSentResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type CodeSentResponse = z.infer<typeof codeSentResponseSchema>;

/** Answer of POST /api/auth/verify: the signed-in user. */
export const signedInResponseSchema = z.object({ user: userSchema });
export type SignedInResponse = z.infer<typeof signedInResponseSchema>;

export const logoutResponseSchema = z.object({ success: z.literal(true) });

// ---- Dev outbox (never in production) ----

export const devOutboxQuerySchema = z.object({
  /** A phone in any accepted form, or an email. */
  recipient: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(EMAIL_MAX_LENGTH))),
});

export const outboxMessageSchema = z.object({
  id: z.number().check(z.int()),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(['logged', 'pending', 'sent', 'failed']),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const devOutboxResponseSchema = z.object({ data: z.array(outboxMessageSchema) });
