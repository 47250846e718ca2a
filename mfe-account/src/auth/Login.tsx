/** /auth/login: a phone or email asks for a one-time code, then the shopper goes on to /auth/verify to enter it. */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { extractErrorMessage } from '@storefront/shared';
import { schemaRule, TextField, useForm } from '@storefront/shared/forms';
import { requestCode } from './authApi';
import { identifierField } from '@storefront/shared/signed-in';
import { textLinkCss } from '@storefront/shared/ui';
import { isUnknownAccount } from './apiRefusals';
import { AuthCard, AuthForm, CardFooterLink, FormAlert } from './AuthCard';
import { REGISTER_PATH, VERIFY_PATH } from './paths';
import { pendingIdentifier, rememberIdentifier, type VerifyState } from './pendingIdentifier';
import { LOGIN_TEXTS as TEXTS } from './texts';

interface Refusal {
  message: string;
  unknownAccount: boolean;
}

export function Login() {
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const form = useForm({
    // Back from Verify ('Use a different number or email'), the last identifier is there to correct.
    initialValues: { identifier: pendingIdentifier() ?? '' },
    rules: { identifier: schemaRule(identifierField) },
    onSubmit: async (values) => {
      const identifier = identifierField.parse(values.identifier);
      setRefusal(null);
      try {
        const { message } = await requestCode(identifier);
        rememberIdentifier(identifier);
        navigate(VERIFY_PATH, { state: { sentMessage: message } satisfies VerifyState });
      } catch (error) {
        setRefusal({ message: extractErrorMessage(error), unknownAccount: isUnknownAccount(error) });
      }
    },
  });

  return (
    <AuthCard title={TEXTS.title} lead={TEXTS.lead}>
      <AuthForm onSubmit={form.handleSubmit} submitLabel={TEXTS.submit} submitting={form.submitting}>
        <TextField
          label={TEXTS.identifier}
          value={form.values.identifier}
          onChange={(value) => form.setValue('identifier', value)}
          onBlur={() => form.touch('identifier')}
          error={form.errors.identifier}
          autoComplete="username"
          required
        />
        {refusal && (
          <FormAlert>
            {refusal.message}
            {refusal.unknownAccount && (
              <>
                {' '}
                <Link to={REGISTER_PATH} css={textLinkCss}>
                  {TEXTS.register}
                </Link>
              </>
            )}
          </FormAlert>
        )}
      </AuthForm>
      <CardFooterLink prompt={TEXTS.newHere} to={REGISTER_PATH}>
        {TEXTS.createAccount}
      </CardFooterLink>
    </AuthCard>
  );
}
