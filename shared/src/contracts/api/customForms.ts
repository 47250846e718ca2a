// The dynamic forms' limits, messages and answer (POST /api/webui/create): what a server-defined form's screen needs.
// The request schema, which only the server runs, is in ./site.ts: its checks would weigh on every page with a form.
import * as z from 'zod/mini';

export const FORM_TYPE_MAX_LENGTH = 60;
export const FORM_MAX_FIELDS = 50;
export const FORM_FIELD_NAME_MAX_LENGTH = 100;
export const FORM_VALUE_MAX_LENGTH = 2000;

export const MESSAGE_FORM_TYPE_REQUIRED = 'Please say which form this is.';
export const MESSAGE_FORM_TYPE_TOO_LONG = `A form type can be at most ${FORM_TYPE_MAX_LENGTH} characters.`;
export const MESSAGE_FORM_DATA_REQUIRED = 'The form has no fields.';
export const MESSAGE_FORM_TOO_MANY_FIELDS = `A form can have at most ${FORM_MAX_FIELDS} fields.`;
export const MESSAGE_FORM_FIELD_NAME_INVALID = `Field names must be 1 to ${FORM_FIELD_NAME_MAX_LENGTH} characters, without NUL characters.`;
export const MESSAGE_FORM_VALUE_INVALID = `Each answer must be text (at most ${FORM_VALUE_MAX_LENGTH} characters), a number or yes/no.`;
export const MESSAGE_FORM_EMAIL_ACTIVATION = 'emailactivation must be 0 or 1.';
export const formSubmittedMessage = (formtype: string) => `${formtype} data submitted`;

export const customFormResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type CustomFormResponse = z.infer<typeof customFormResponseSchema>;
