/** /auth/register: name, email and phone create the account; the server sends a code to the phone, entered on /auth/verify. */
import { useNavigate } from 'react-router-dom';
import { register } from './authApi';
import { registerBodySchema } from '@storefront/shared/signed-in';
import { ContactInputs, useContactForm } from './contactFields';
import { AuthCard, AuthForm, CardFooterLink, FormAlert } from './AuthCard';
import { LOGIN_PATH, VERIFY_PATH } from './paths';
import { rememberIdentifier, type VerifyState } from './pendingIdentifier';
import { REGISTER_TEXTS as TEXTS } from './texts';

export function Register() {
  const navigate = useNavigate();
  const { form, taken, refusal, change } = useContactForm({ name: '', email: '', phone: '' }, async (values) => {
    const body = registerBodySchema.parse(values);
    const { message } = await register(body);
    rememberIdentifier(body.phone);
    navigate(VERIFY_PATH, { state: { sentMessage: message } satisfies VerifyState });
  });

  return (
    <AuthCard title={TEXTS.title} lead={TEXTS.lead}>
      <AuthForm onSubmit={form.handleSubmit} submitLabel={TEXTS.submit} submitting={form.submitting}>
        <ContactInputs form={form} taken={taken} change={change} />
        {refusal && <FormAlert>{refusal}</FormAlert>}
      </AuthForm>
      <CardFooterLink prompt={TEXTS.haveAccount} to={LOGIN_PATH}>
        {TEXTS.login}
      </CardFooterLink>
    </AuthCard>
  );
}
