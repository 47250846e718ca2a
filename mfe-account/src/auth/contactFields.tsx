/** Name, email and phone as the register and profile forms ask for them, refused with the contract's own words. */
import { useState } from 'react';
import { extractErrorMessage } from '@storefront/shared';
import { schemaRule, TextField, useForm, type FormRules, type UseFormResult } from '@storefront/shared/forms';
import { emailField, nameField, phoneField } from '@storefront/shared/signed-in';
import { refusedField } from './apiRefusals';
import { REGISTER_TEXTS } from './texts';

export type ContactValues = { name: string; email: string; phone: string };
export type ContactField = keyof ContactValues;

const CONTACT_FIELDS: { name: ContactField; type: 'text' | 'email' | 'tel'; autoComplete: string }[] = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel-national' },
];

const CONTACT_RULES: FormRules<ContactValues> = { name: schemaRule(nameField), email: schemaRule(emailField), phone: schemaRule(phoneField) };

const isContactField = (name: string | undefined): name is ContactField => CONTACT_FIELDS.some((field) => field.name === name);

export interface ContactForm {
  form: UseFormResult<ContactValues>;
  /** The server's refusals tied to a field (email or phone taken), shown on it until it is edited. */
  taken: Partial<ContactValues>;
  /** Any other refusal or failure, for under the form. */
  refusal: string | null;
  change: (name: ContactField, value: string) => void;
}

/** The form's state: `save` runs once every field is valid, and a refusal it throws lands on its field or under the form. */
export function useContactForm(
  initialValues: ContactValues,
  save: (values: ContactValues) => Promise<unknown>,
  onEdit?: (name: ContactField) => void,
): ContactForm {
  const [taken, setTaken] = useState<Partial<ContactValues>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<ContactValues>({
    initialValues,
    rules: CONTACT_RULES,
    onSubmit: async (values) => {
      setRefusal(null);
      try {
        await save(values);
      } catch (error) {
        const field = refusedField(error);
        if (isContactField(field)) setTaken({ [field]: extractErrorMessage(error) });
        else setRefusal(extractErrorMessage(error));
      }
    },
  });
  const change = (name: ContactField, value: string) => {
    form.setValue(name, value);
    setTaken((current) => ({ ...current, [name]: undefined }));
    onEdit?.(name);
  };
  return { form, taken, refusal, change };
}

/** The three fields, each with its error: the form's own, else the server's refusal. */
export function ContactInputs({ form, taken, change }: Omit<ContactForm, 'refusal'>) {
  return CONTACT_FIELDS.map(({ name, type, autoComplete }) => (
    <TextField
      key={name}
      label={REGISTER_TEXTS[name]}
      type={type}
      value={form.values[name]}
      onChange={(value) => change(name, value)}
      onBlur={() => form.touch(name)}
      error={form.errors[name] ?? taken[name]}
      autoComplete={autoComplete}
      required
    />
  ));
}
