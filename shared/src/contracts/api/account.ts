// Request and response schemas of the account API: profile and address book.
import * as z from 'zod/mini';
import { idField } from '../ids';
import { userSchema } from '../schemas';
import { OTP_LENGTH, emailField, nameField, otpField, phoneField } from './auth';

// ---- Profile ----

/**
 * A new email or mobile number is saved only with the code sent to it: the first PUT sends the code (202, `verify`
 * names the field), the second carries it as `otp`. A name alone is saved at once.
 */
export const profileUpdateBodySchema = z.object({ name: nameField, email: emailField, phone: phoneField, otp: z.optional(otpField) });
export type ProfileUpdateBody = z.input<typeof profileUpdateBodySchema>;

export const CONTACT_FIELDS = ['email', 'phone'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const PROFILE_MESSAGES = {
  saved: 'Your details have been saved.',
  codeSent: (masked: string, field: ContactField) =>
    `We sent a ${OTP_LENGTH}-digit code to ${masked}. Enter it to save your new ${field === 'email' ? 'email' : 'mobile number'}.`,
  oneContactAtATime: 'Please change your email or your mobile number, not both at once: each new one is confirmed with a code sent to it.',
} as const;

export const profileSavedResponseSchema = z.object({ message: z.string(), user: userSchema });
export const profileCodeSentResponseSchema = z.object({ message: z.string(), verify: z.enum(CONTACT_FIELDS) });
export const profileUpdateResponseSchema = z.union([profileSavedResponseSchema, profileCodeSentResponseSchema]);
export type ProfileSavedResponse = z.infer<typeof profileSavedResponseSchema>;
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponseSchema>;

// ---- Addresses ----

export const MAX_ADDRESSES_PER_USER = 20;
export const ADDRESS_TYPES = ['home', 'work', 'other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
/** Six digits, the first one 1 to 9 (Indian PIN codes never start with 0). */
export const ADDRESS_PINCODE_PATTERN = /^[1-9]\d{5}$/;

/** India's 28 states and 8 union territories, by their official names: an address's state is one of them. */
export const INDIA_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;
export type IndiaState = (typeof INDIA_STATES)[number];

export const ADDRESS_MESSAGES = {
  notFound: 'Address not found.',
  idInvalid: 'Address id must be a positive number',
  limitReached: `You can keep at most ${MAX_ADDRESSES_PER_USER} addresses. Please delete one first.`,
  added: 'Address added.',
  updated: 'Address updated.',
  deleted: 'Address deleted.',
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} can be at most ${max} characters`,
  nulCharacter: (label: string) => `${label} must not contain NUL characters`,
  pincodeInvalid: 'Pincode must be 6 digits and cannot start with 0',
  stateInvalid: 'State must be one of India’s states or union territories',
  typeInvalid: `Address type must be one of ${ADDRESS_TYPES.join(', ')}`,
  isDefaultInvalid: 'is_default must be true or false',
} as const;

const hasNoNul = (value: string) => !value.includes('\u0000');

function addressText(label: string, max: number, { required }: { required: boolean }) {
  const text = z
    .string({ error: ADDRESS_MESSAGES.required(label) })
    .check(z.trim(), z.maxLength(max, ADDRESS_MESSAGES.tooLong(label, max)), z.refine(hasNoNul, ADDRESS_MESSAGES.nulCharacter(label)));
  return required ? text.check(z.refine((value) => value.length > 0, ADDRESS_MESSAGES.required(label))) : z._default(z.optional(text), '');
}

const addressFields = {
  name: nameField,
  phone: phoneField,
  line1: addressText('Address line 1', 200, { required: true }),
  line2: addressText('Address line 2', 200, { required: false }),
  landmark: addressText('Landmark', 120, { required: false }),
  city: addressText('City', 80, { required: true }),
  state: z.enum(INDIA_STATES, { error: (issue) => (issue.input ? ADDRESS_MESSAGES.stateInvalid : ADDRESS_MESSAGES.required('State')) }),
  pincode: z
    .string({ error: ADDRESS_MESSAGES.required('Pincode') })
    .check(z.trim(), z.regex(ADDRESS_PINCODE_PATTERN, ADDRESS_MESSAGES.pincodeInvalid)),
  type: z._default(z.enum(ADDRESS_TYPES, { error: ADDRESS_MESSAGES.typeInvalid }), 'home'),
};

/** An address's fields as words: what the address form edits and what an order keeps of the address it went to. */
export type AddressFields = Record<keyof typeof addressFields, string>;

/** POST /api/addresses: the first address, or one with is_default true, becomes the default. */
export const addressCreateBodySchema = z.object({
  ...addressFields,
  is_default: z._default(z.boolean({ error: ADDRESS_MESSAGES.isDefaultInvalid }), false),
});
export type AddressCreateBody = z.input<typeof addressCreateBodySchema>;

/**
 * PUT /api/addresses/{id}: replaces the fields. is_default true makes it the default; false or absent leaves the
 * default where it is (a user with addresses always has exactly one: choose another address to move it).
 */
export const addressUpdateBodySchema = z.object({
  ...addressFields,
  is_default: z.optional(z.boolean({ error: ADDRESS_MESSAGES.isDefaultInvalid })),
});
export type AddressUpdateBody = z.input<typeof addressUpdateBodySchema>;

export const addressParamsSchema = z.object({
  id: idField(ADDRESS_MESSAGES.idInvalid),
});

export const addressSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string(),
  landmark: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  type: z.enum(ADDRESS_TYPES),
  is_default: z.boolean(),
  created_at: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressListResponseSchema = z.object({ data: z.array(addressSchema) });
export const addressResponseSchema = z.object({ data: addressSchema });
export const addressSavedResponseSchema = z.object({ message: z.string(), data: addressSchema });
export const addressDeletedResponseSchema = z.object({ success: z.literal(true), message: z.string() });
