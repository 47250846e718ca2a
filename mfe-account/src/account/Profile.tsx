/**
 * /account/details: the signed-in user's name, email and phone, validated as at registration. A new name is saved at
 * once; a new email or phone only with the code the server sends to it (the form then asks for that code, and
 * editing the email or phone again drops the step). Saved, the whole page follows (the navbar's name, every remote's
 * session); an email or phone another account has is refused on its field; anything else is said under the form, and
 * nothing typed is lost.
 */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { extractErrorMessage } from '@storefront/shared';
import { TextField } from '@storefront/shared/forms';
import { apiClient, sessionStore, setUser, siteStore } from '@storefront/shared/runtime';
import {
  AUTH_MESSAGES,
  OTP_LENGTH,
  profileUpdateBodySchema,
  profileUpdateResponseSchema,
  type ProfileUpdateBody,
  type ProfileUpdateResponse,
} from '@storefront/shared/signed-in';
import { Button, pageTitle, space, usePageHead } from '@storefront/shared/ui';
import { refusedField } from '../auth/apiRefusals';
import { FormAlert } from '../auth/AuthCard';
import { ContactInputs, useContactForm } from '../auth/contactFields';
import { AccountSection } from './AccountSection';
import { OutcomeLine } from './OutcomeLine';
import { PROFILE_TEXTS as TEXTS } from './texts';

const saveProfile = (body: ProfileUpdateBody): Promise<ProfileUpdateResponse> =>
  apiClient.put('/api/user', profileUpdateBodySchema.parse(body), { schema: profileUpdateResponseSchema });

const onlyDigits = (text: string) => text.replace(/\D/g, '').slice(0, OTP_LENGTH);

export function Profile() {
  const { user } = useSnapshot(sessionStore);
  const site = useSnapshot(siteStore).data;
  usePageHead({ title: pageTitle(TEXTS.title, site?.web.name) });
  const [saved, setSaved] = useState<string | null>(null);
  /** The server's "code sent" message while a new email or phone waits for its code. */
  const [codeSent, setCodeSent] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const initialValues = { name: user?.name ?? '', email: user?.email ?? '', phone: user?.phone ?? '' };
  const { form, taken, refusal, change } = useContactForm(
    initialValues,
    async (values) => {
      setSaved(null);
      if (codeSent && code.length !== OTP_LENGTH) {
        setCodeError(AUTH_MESSAGES.codeFormat);
        return;
      }
      let answer: ProfileUpdateResponse;
      try {
        answer = await saveProfile(codeSent ? { ...values, otp: code } : values);
      } catch (error) {
        if (refusedField(error) !== 'otp') throw error;
        setCodeError(extractErrorMessage(error));
        return;
      }
      if ('verify' in answer) {
        setCodeSent(answer.message);
        setCode('');
        return;
      }
      setCodeSent(null);
      setUser(answer.user);
      setSaved(answer.message);
    },
    (name) => {
      setSaved(null);
      // The code was sent to the email or phone as it was: another one needs its own code.
      if (name !== 'name') {
        setCodeSent(null);
        setCodeError(null);
      }
    },
  );

  return (
    <AccountSection title={TEXTS.title} lead={TEXTS.lead}>
      <form noValidate onSubmit={form.handleSubmit} css={{ display: 'grid', gap: space[4], maxWidth: '32rem' }}>
        <ContactInputs form={form} taken={taken} change={change} />
        {codeSent && (
          <>
            <OutcomeLine outcome={{ text: codeSent, error: false }} />
            <TextField
              label={TEXTS.code}
              value={code}
              onChange={(value) => {
                setCode(onlyDigits(value));
                setCodeError(null);
              }}
              error={codeError}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
            />
          </>
        )}
        {refusal && <FormAlert>{refusal}</FormAlert>}
        {saved && <OutcomeLine outcome={{ text: saved, error: false }} />}
        <div>
          <Button type="submit" loading={form.submitting}>
            {TEXTS.save}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
