/**
 * /account/details: the signed-in user's name, email and phone, validated as at registration. Saved, the whole page
 * follows (the navbar's name, every remote's session); an email or phone another account has is refused on its
 * field; anything else is said under the form, and nothing typed is lost.
 */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { api, sessionStore, setUser, siteStore } from '@storefront/shared/runtime';
import { profileUpdateBodySchema, profileUpdateResponseSchema, type ProfileUpdateResponse } from '@storefront/shared/signed-in';
import { Button, pageTitle, space, usePageHead } from '@storefront/shared/ui';
import { FormAlert } from '../auth/AuthCard';
import { ContactInputs, useContactForm, type ContactValues } from '../auth/contactFields';
import { AccountSection } from './AccountSection';
import { OutcomeLine } from './OutcomeLine';
import { PROFILE_TEXTS as TEXTS } from './texts';

const saveProfile = (body: ContactValues): Promise<ProfileUpdateResponse> =>
  api.client.put('/api/user', profileUpdateBodySchema.parse(body), { schema: profileUpdateResponseSchema });

export function Profile() {
  const { user } = useSnapshot(sessionStore);
  const site = useSnapshot(siteStore).data;
  usePageHead({ title: pageTitle(TEXTS.title, site?.web.name) });
  const [saved, setSaved] = useState<string | null>(null);
  const initialValues = { name: user?.name ?? '', email: user?.email ?? '', phone: user?.phone ?? '' };
  const { form, taken, refusal, change } = useContactForm(
    initialValues,
    async (values) => {
      setSaved(null);
      const answer = await saveProfile(values);
      setUser(answer.user);
      setSaved(answer.message);
    },
    () => setSaved(null),
  );

  return (
    <AccountSection title={TEXTS.title} lead={TEXTS.lead}>
      <form noValidate onSubmit={form.handleSubmit} css={{ display: 'grid', gap: space[4], maxWidth: '32rem' }}>
        <ContactInputs form={form} taken={taken} change={change} />
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
