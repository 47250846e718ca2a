/**
 * /auth/bos/create (superadmin only): a new website from a template website, its name and address refused on the
 * screen in the contract's own words. The server's refusals land on their field (an address another website has)
 * or under the form, and nothing typed is lost. Created, the screen says so and offers to switch to it.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { extractErrorMessage } from '@storefront/shared';
import { schemaRule, TextField, useForm, type FormRules } from '@storefront/shared/forms';
import { siteStore } from '@storefront/shared/runtime';
import { websiteCreateSchema, type WebsiteCreatedResponse } from '@storefront/shared/signed-in';
import { Button, color, font, pageTitle, Select, space, textLinkCss, usePageHead } from '@storefront/shared/ui';
import { refusedField } from '../auth/apiRefusals';
import { FormAlert } from '../auth/AuthCard';
import { CHOOSE_WEBSITE_PATH } from './paths';
import { CREATE_WEBSITE_TEXTS as TEXTS } from './texts';
import { useSwitchWebsite } from './useSwitchWebsite';
import { OutcomeLine } from '../account/OutcomeLine';
import { SuperadminOnly, WebsiteCard } from './WebsiteCard';
import { createWebsite, fetchWebsites, WEBSITES_QUERY } from './websitesApi';

type Values = { name: string; domain: string };
/** The fields a refusal of the server may name. */
type RefusableField = keyof Values | 'template_id';

const fieldSchemas = websiteCreateSchema.shape;
const RULES: FormRules<Values> = { name: schemaRule(fieldSchemas.name), domain: schemaRule(fieldSchemas.domain) };

const isRefusableField = (field: string | undefined): field is RefusableField => field === 'name' || field === 'domain' || field === 'template_id';

export function CreateWebsite() {
  return (
    <SuperadminOnly>
      <CreateWebsiteScreen />
    </SuperadminOnly>
  );
}

function CreateWebsiteScreen() {
  const site = useSnapshot(siteStore).data;
  usePageHead({ title: pageTitle(TEXTS.title, site?.web.name) });
  const [created, setCreated] = useState<WebsiteCreatedResponse | null>(null);

  return (
    <WebsiteCard title={TEXTS.title} lead={created ? undefined : TEXTS.lead}>
      {created ? <Created created={created} /> : <CreateForm onCreated={setCreated} />}
    </WebsiteCard>
  );
}

function CreateForm({ onCreated }: { onCreated: (created: WebsiteCreatedResponse) => void }) {
  const queryClient = useQueryClient();
  const websites = useQuery({ queryKey: WEBSITES_QUERY, queryFn: ({ signal }) => fetchWebsites(signal) });
  const list = websites.data?.data ?? [];
  const defaultTemplate = list.find((website) => website.is_default) ?? list[0];
  // Until the superadmin picks one, the default website (the server's own choice when none is sent).
  const [pickedTemplate, setPickedTemplate] = useState<string | null>(null);
  const template = pickedTemplate ?? (defaultTemplate ? String(defaultTemplate.id) : '');
  const [refused, setRefused] = useState<Partial<Record<RefusableField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const form = useForm<Values>({
    initialValues: { name: '', domain: '' },
    rules: RULES,
    onSubmit: async (values) => {
      setRefusal(null);
      setRefused({});
      try {
        const body = websiteCreateSchema.parse({ ...values, ...(template && { template_id: template }) });
        const answer = await createWebsite(body);
        void queryClient.invalidateQueries({ queryKey: WEBSITES_QUERY });
        onCreated(answer);
      } catch (error) {
        const field = refusedField(error);
        if (isRefusableField(field)) setRefused({ [field]: extractErrorMessage(error) });
        else setRefusal(extractErrorMessage(error));
      }
    },
  });

  const change = (name: keyof Values, value: string) => {
    form.setValue(name, value);
    setRefused((current) => ({ ...current, [name]: undefined }));
  };

  return (
    <form noValidate aria-label={TEXTS.title} onSubmit={form.handleSubmit} css={{ display: 'grid', gap: space[4] }}>
      <TextField
        label={TEXTS.name}
        value={form.values.name}
        onChange={(value) => change('name', value)}
        onBlur={() => form.touch('name')}
        error={form.errors.name ?? refused.name}
        autoComplete="off"
        required
      />
      <TextField
        label={TEXTS.domain}
        hint={TEXTS.domainHint}
        type="text"
        inputMode="url"
        value={form.values.domain}
        onChange={(value) => change('domain', value)}
        onBlur={() => form.touch('domain')}
        error={form.errors.domain ?? refused.domain}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      {websites.isError ? (
        <p css={{ margin: 0, color: color.textMuted, fontSize: font.size.sm, lineHeight: font.lineHeight.normal }}>{TEXTS.templatesFailed}</p>
      ) : (
        <Select
          label={TEXTS.template}
          options={list.map((website) => ({ value: String(website.id), label: website.name }))}
          value={template}
          placeholder={websites.isPending ? TEXTS.templatesLoading : undefined}
          disabled={websites.isPending}
          onChange={(value) => {
            setPickedTemplate(value);
            setRefused((current) => ({ ...current, template_id: undefined }));
          }}
          error={refused.template_id}
        />
      )}
      {refusal && <FormAlert>{refusal}</FormAlert>}
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[4] }}>
        <Button type="submit" loading={form.submitting}>
          {TEXTS.submit}
        </Button>
        <Link to={CHOOSE_WEBSITE_PATH} css={textLinkCss}>
          {TEXTS.backToList}
        </Link>
      </div>
    </form>
  );
}

function Created({ created }: { created: WebsiteCreatedResponse }) {
  const switcher = useSwitchWebsite();
  const { id, name } = created.data;
  return (
    <div css={{ display: 'grid', gap: space[4] }}>
      <OutcomeLine outcome={{ text: created.message, error: false }} />
      {switcher.refusal && <FormAlert>{switcher.refusal}</FormAlert>}
      {switcher.chosen && <OutcomeLine outcome={{ text: switcher.chosen, error: false }} />}
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[4] }}>
        <Button
          loading={switcher.switchingId === id}
          onClick={() => void switcher.switchTo(id)}
          css={{ maxWidth: '100%', overflowWrap: 'anywhere', textAlign: 'center' }}
        >
          {TEXTS.switchTo(name)}
        </Button>
        <Link to={CHOOSE_WEBSITE_PATH} css={textLinkCss}>
          {TEXTS.backToList}
        </Link>
      </div>
    </div>
  );
}
