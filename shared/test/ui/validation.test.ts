import { EMAIL_PATTERN, PHONE_PATTERN } from '../../src/contracts/api/auth';
import {
  EMPTY_DATE_VALUE,
  FORM_EMAIL_PATTERN,
  PHONE_NUMBER_PATTERN,
  isEmptyValue,
  isValidEmail,
  isValidPhone,
  isValidSimpleEmail,
  validateField,
  validateForm,
} from '../../src/forms';

describe('validateField', () => {
  it("says '{label} is required' for a required empty field, with 'This field' when there is no label", () => {
    expect(validateField('', { required: true, label: 'Name' })).toBe('Name is required');
    expect(validateField('   ', { required: true, label: 'Name' })).toBe('Name is required');
    expect(validateField(undefined, { required: true })).toBe('This field is required');
    expect(validateField(null, { required: true, label: '' })).toBe('This field is required');
  });

  it('counts the number 0 as filled in a number field only', () => {
    expect(validateField(0, { required: true, type: 'number', label: 'Quantity' })).toBeNull();
    expect(validateField(0, { required: true, label: 'Quantity' })).toBe('Quantity is required');
    expect(validateField(Number.NaN, { required: true, type: 'number', label: 'Quantity' })).toBe('Quantity is required');
  });

  it("counts the date '00000000' as empty", () => {
    expect(EMPTY_DATE_VALUE).toBe('00000000');
    expect(validateField('00000000', { required: true, type: 'date', label: 'Date of birth' })).toBe('Date of birth is required');
    expect(validateField('20260102', { required: true, type: 'date', label: 'Date of birth' })).toBeNull();
    expect(isEmptyValue('00000000', 'date')).toBe(true);
  });

  it('treats an unchecked required checkbox and an empty file list as empty', () => {
    expect(validateField(false, { required: true, type: 'checkbox', label: 'Terms' })).toBe('Terms is required');
    expect(validateField(true, { required: true, type: 'checkbox', label: 'Terms' })).toBeNull();
    expect(validateField([], { required: true, type: 'file', label: 'Resume' })).toBe('Resume is required');
  });

  it('takes a single file in a file field', () => {
    const file = (name: string) => new File(['x'], name, { type: 'text/plain' });
    expect(validateField(file('a.txt'), { required: true, type: 'file', label: 'Resume' })).toBeNull();
    expect(validateField([file('a.txt')], { required: true, type: 'file', label: 'Resume' })).toBeNull();
    expect(validateField([file('a.txt'), file('b.txt')], { type: 'file', label: 'Resume' })).toBe('Resume is not in valid format');
  });

  it("says '{label} is not a valid email address' for a bad email", () => {
    expect(validateField('someone@', { type: 'email', label: 'Email' })).toBe('Email is not a valid email address');
    expect(validateField('x', { type: 'email' })).toBe('This field is not a valid email address');
    expect(validateField('someone@example.in', { type: 'email', label: 'Email' })).toBeNull();
  });

  it('uses the first (form) email reading, not the simpler one', () => {
    // Valid in the simpler reading only: a leading dot.
    expect(isValidSimpleEmail('.someone@example.in')).toBe(true);
    expect(validateField('.someone@example.in', { type: 'email', label: 'Email' })).toBe('Email is not a valid email address');
    // Valid in the form reading only: '+' in the local part.
    expect(isValidSimpleEmail('a+b@example.in')).toBe(false);
    expect(validateField('a+b@example.in', { type: 'email', label: 'Email' })).toBeNull();
  });

  it("checks a pattern with the custom message, else '{label} is not in valid format'", () => {
    expect(validateField('12ab', { pattern: /^\d+$/, label: 'Pincode' })).toBe('Pincode is not in valid format');
    expect(validateField('12ab', { pattern: /^\d+$/, patternMessage: 'Digits only' })).toBe('Digits only');
    expect(validateField('1234', { pattern: /^\d+$/, label: 'Pincode' })).toBeNull();
    // A string pattern must match the whole value, like the HTML attribute.
    expect(validateField('1234x', { pattern: '\\d+', label: 'Pincode' })).toBe('Pincode is not in valid format');
    expect(validateField('1234', { pattern: '\\d+', label: 'Pincode' })).toBeNull();
    // A global RegExp is not thrown off by its lastIndex.
    const global = /^\d+$/g;
    expect(validateField('1234', { pattern: global })).toBeNull();
    expect(validateField('1234', { pattern: global })).toBeNull();
  });

  it('checks a tel field as a mobile number', () => {
    expect(validateField('12345', { type: 'tel', label: 'Phone' })).toBe('Phone is not in valid format');
    expect(validateField('9876543210', { type: 'tel', label: 'Phone' })).toBeNull();
  });

  it('skips read-only fields', () => {
    expect(validateField('', { required: true, readOnly: true, label: 'Name' })).toBeNull();
    expect(validateField('bad', { type: 'email', readOnly: true })).toBeNull();
  });

  it('lets a custom validator override every other rule', () => {
    const values = { password: 'secret' };
    // Its error wins over a passing value…
    expect(validateField('fine@example.in', { type: 'email', validator: () => 'Taken' })).toBe('Taken');
    // …and its approval wins over required, email and pattern.
    expect(validateField('', { required: true, type: 'email', pattern: /x/, validator: () => null })).toBeNull();
    const confirm = (value: unknown, all: Record<string, unknown>) => (value === all.password ? null : 'Passwords differ');
    expect(validateField('other', { validator: confirm }, values)).toBe('Passwords differ');
    expect(validateField('secret', { validator: confirm }, values)).toBeNull();
  });

  it('accepts a non-required empty field whatever its other rules', () => {
    expect(validateField('', { type: 'email', pattern: /^\d+$/ })).toBeNull();
    expect(validateField(undefined, { type: 'tel' })).toBeNull();
  });
});

describe('email readings', () => {
  it('form reading: letters, digits and ._%+- before @, no leading/trailing dot, a TLD of 2+ letters', () => {
    for (const good of ['someone@example.in', 'first.last@mail.example.co.in', 'a_b%c+d-e@x.museum', 'A1@B2.com'])
      expect(isValidEmail(good)).toBe(true);
    for (const bad of [
      '.someone@example.in',
      'someone.@example.in',
      'some one@example.in',
      'someone@example',
      'someone@example.c',
      'someone@example.c0m',
      'someone@',
      '@example.in',
      'a!b@example.in',
    ]) {
      expect(isValidEmail(bad)).toBe(false);
    }
  });

  it('simpler reading: word characters, dots or hyphens, @, dot-separated labels, a TLD of 2 to 4 characters', () => {
    for (const good of ['someone@example.in', 'first.last-x_y@mail.example.info', '.lead@example.in', 'a@b.c0m'])
      expect(isValidSimpleEmail(good)).toBe(true);
    for (const bad of ['someone@example.museum', 'someone@example.c', 'a+b@example.in', 'someone@example', 'some one@example.in', 'someone@.in']) {
      expect(isValidSimpleEmail(bad)).toBe(false);
    }
  });

  it('form reading is the same rule as the auth contract', () => expect(FORM_EMAIL_PATTERN.source).toBe(EMAIL_PATTERN.source));
});

describe('isValidPhone', () => {
  it('takes 10 digits starting with 6, 7, 8 or 9', () => {
    for (const good of ['6000000000', '7123456789', '8123456789', '9876543210']) expect(isValidPhone(good)).toBe(true);
    for (const bad of ['5876543210', '0876543210', '987654321', '98765432101', '98765a3210', '+919876543210', ''])
      expect(isValidPhone(bad)).toBe(false);
  });
  it('is the same rule as the auth contract', () => expect(PHONE_NUMBER_PATTERN.source).toBe(PHONE_PATTERN.source));
});

describe('validateForm', () => {
  const rules = { name: { label: 'Name', required: true }, email: { label: 'Email', type: 'email' as const }, note: {} };

  it('maps each invalid field to its message and is valid only when none is', () => {
    expect(validateForm({ name: '', email: 'x', note: '' }, rules)).toEqual({
      errors: { name: 'Name is required', email: 'Email is not a valid email address' },
      valid: false,
    });
    expect(validateForm({ name: 'Asha', email: 'x', note: '' }, rules).valid).toBe(false);
    expect(validateForm({ name: 'Asha', email: '', note: '' }, rules)).toEqual({ errors: {}, valid: true });
  });

  it('passes all values to custom validators', () => {
    const result = validateForm({ a: 'x', b: 'y' }, { b: { validator: (value, values) => (value === values.a ? null : 'Must match') } });
    expect(result.errors).toEqual({ b: 'Must match' });
  });
});
