/**
 * The storefront's generic form rules as pure functions: `validateField` for one value, `validateForm` for a form.
 * Messages come from MESSAGES, so every app words them the same way.
 */
import { MESSAGES } from '@storefront/shared';

/**
 * The form's email check: letters, digits and ._%+- before the @, no leading or trailing dot, a domain
 * whose top-level part has 2+ letters. The same rule as the auth contract's EMAIL_PATTERN.
 */
export const FORM_EMAIL_PATTERN = /^(?!\.)[A-Za-z0-9._%+-]+(?<!\.)@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/;
/** The second, simpler reading: word characters, dots or hyphens, @, dot-separated labels, a 2–4 character TLD. */
export const SIMPLE_EMAIL_PATTERN = /^[\w.-]+@(?:[\w-]+\.)+[\w-]{2,4}$/;
/** A mobile number is 10 digits starting with 6, 7, 8 or 9. */
export const PHONE_NUMBER_PATTERN = /^[6-9]\d{9}$/;
/** What an untouched date field holds: it counts as empty. */
export const EMPTY_DATE_VALUE = '00000000';

export const isValidEmail = (value: string) => FORM_EMAIL_PATTERN.test(value.trim());
export const isValidSimpleEmail = (value: string) => SIMPLE_EMAIL_PATTERN.test(value.trim());
export const isValidPhone = (value: string) => PHONE_NUMBER_PATTERN.test(value.trim());

export type FieldType = 'text' | 'email' | 'tel' | 'number' | 'password' | 'date' | 'file' | 'select' | 'checkbox' | 'radio' | 'textarea';

export type FormValues = Record<string, unknown>;

export interface FieldRule {
  /** Names the field in messages; default 'This field'. */
  label?: string;
  type?: FieldType;
  required?: boolean;
  /** A RegExp, or a string matched against the whole value like the HTML `pattern` attribute. */
  pattern?: RegExp | string;
  patternMessage?: string;
  /** Read-only fields are not validated. */
  readOnly?: boolean;
  /** Replaces every other rule: returns the error message, or nothing when the value is valid. */
  validator?: (value: unknown, values: FormValues) => string | null | undefined;
}

export type FormRules<V extends FormValues = FormValues> = Partial<Record<keyof V & string, FieldRule>>;
export type FormErrors<V extends FormValues = FormValues> = Partial<Record<keyof V & string, string>>;

const fileCount = (value: unknown) =>
  Array.isArray(value) ? value.length : typeof FileList !== 'undefined' && value instanceof FileList ? value.length : undefined;

/** Whether a value counts as not filled in: the number 0 is filled only in a number field; '00000000' is an empty date. */
export function isEmptyValue(value: unknown, type?: FieldType): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'number') return Number.isNaN(value) || (value === 0 && type !== 'number');
  if (typeof value === 'string') return value.trim() === '' || (type === 'date' && value === EMPTY_DATE_VALUE);
  return fileCount(value) === 0;
}

function matches(pattern: RegExp | string, text: string): boolean {
  if (typeof pattern === 'string') {
    try {
      return new RegExp(`^(?:${pattern})$`).test(text);
    } catch {
      return true; // a broken pattern from site data must not block the form
    }
  }
  pattern.lastIndex = 0;
  return pattern.test(text);
}

/** The error message for one value, or null when it is valid. */
export function validateField(value: unknown, rule: FieldRule = {}, values: FormValues = {}): string | null {
  if (rule.readOnly) return null;
  if (rule.validator) return rule.validator(value, values) || null;
  const label = rule.label || MESSAGES.fieldDefaultLabel;
  if (isEmptyValue(value, rule.type)) return rule.required ? MESSAGES.fieldRequired(label) : null;
  const files = fileCount(value);
  if (files !== undefined) return rule.type === 'file' && files > 1 ? MESSAGES.fieldInvalidFormat(label) : null;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  if (rule.type === 'email' && !isValidEmail(text)) return MESSAGES.fieldInvalidEmail(label);
  if (rule.type === 'tel' && !isValidPhone(text)) return MESSAGES.fieldInvalidFormat(label);
  if (rule.pattern && !matches(rule.pattern, text)) return rule.patternMessage || MESSAGES.fieldInvalidFormat(label);
  return null;
}

/** Every field's error (only the invalid ones) and whether the whole form may be submitted. */
export function validateForm<V extends FormValues>(values: V, rules: FormRules<V>): { errors: FormErrors<V>; valid: boolean } {
  const errors: FormErrors<V> = {};
  for (const name of Object.keys(rules) as (keyof V & string)[]) {
    const message = validateField(values[name], rules[name], values);
    if (message) errors[name] = message;
  }
  return { errors, valid: Object.keys(errors).length === 0 };
}
