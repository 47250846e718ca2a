/** /auth/register: name, email and phone create the account; the server sends a code to the phone, entered on /auth/verify. */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { extractErrorMessage } from '@storefront/shared';
import { schemaRule, TextField, useForm } from '@storefront/shared/forms';
import { api } from '@storefront/shared/runtime';
import { emailField, nameField, phoneField, registerBodySchema } from '@storefront/shared/signed-in';
import { refusedField } from './apiRefusals';
import { AuthCard, AuthForm, CardFooterLink, FormAlert } from './AuthCard';
import { LOGIN_PATH, VERIFY_PATH } from './paths';
import { rememberIdentifier } from './pendingIdentifier';
import { REGISTER_TEXTS as TEXTS } from './texts';

type Values = { name: string; email: string; phone: string };
type FieldName = keyof Values;

const FIELDS: { name: FieldName; type: 'text' | 'email' | 'tel'; autoComplete: string }[] = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel-national' },
];

const isField = (name: string | undefined): name is FieldName => FIELDS.some((field) => field.name === name);

export function Register() {
  const navigate = useNavigate();
  // Refusals the server ties to a field (email or phone already taken), shown on it until it is edited.
  const [taken, setTaken] = useState<Partial<Values>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { name: '', email: '', phone: '' },
    rules: { name: schemaRule(nameField), email: schemaRule(emailField), phone: schemaRule(phoneField) },
    onSubmit: async (values) => {
      const body = registerBodySchema.parse(values);
      setRefusal(null);
      try {
        await api.register(body);
        rememberIdentifier(body.phone);
        navigate(VERIFY_PATH);
      } catch (error) {
        const field = refusedField(error);
        if (isField(field)) setTaken({ [field]: extractErrorMessage(error) });
        else setRefusal(extractErrorMessage(error));
      }
    },
  });

  const change = (name: FieldName, value: string) => {
    form.setValue(name, value);
    setTaken((current) => ({ ...current, [name]: undefined }));
  };

  return (
    <AuthCard title={TEXTS.title} lead={TEXTS.lead}>
      <AuthForm onSubmit={form.handleSubmit} submitLabel={TEXTS.submit} submitting={form.submitting}>
        {FIELDS.map(({ name, type, autoComplete }) => (
          <TextField
            key={name}
            label={TEXTS[name]}
            type={type}
            value={form.values[name]}
            onChange={(value) => change(name, value)}
            onBlur={() => form.touch(name)}
            error={form.errors[name] ?? taken[name]}
            autoComplete={autoComplete}
            required
          />
        ))}
        {refusal && <FormAlert>{refusal}</FormAlert>}
      </AuthForm>
      <CardFooterLink prompt={TEXTS.haveAccount} to={LOGIN_PATH}>
        {TEXTS.login}
      </CardFooterLink>
    </AuthCard>
  );
}
