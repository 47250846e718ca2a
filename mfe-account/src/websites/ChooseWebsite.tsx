/**
 * /auth/bos/choose (superadmin only): every website with its addresses, the default and the current one marked.
 * Switching tells the session to act on the chosen website, then the whole app loads again on it; a refusal is
 * said and nothing changes.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { siteStore } from '@storefront/shared/runtime';
import type { WebsiteSummary } from '@storefront/shared/signed-in';
import {
  Button,
  color,
  font,
  layout,
  pageTitle,
  radius,
  ScreenMessage,
  Skeleton,
  space,
  Tag,
  textLinkCss,
  usePageHead,
  visuallyHidden,
} from '@storefront/shared/ui';
import { FormAlert } from '../auth/AuthCard';
import { CREATE_WEBSITE_PATH } from './paths';
import { CHOOSE_WEBSITE_TEXTS as TEXTS } from './texts';
import { useSwitchWebsite, type SwitchWebsite } from './useSwitchWebsite';
import { OutcomeLine } from '../account/OutcomeLine';
import { SuperadminOnly, WebsiteCard } from './WebsiteCard';
import { fetchWebsites, WEBSITES_QUERY } from './websitesApi';

export function ChooseWebsite() {
  return (
    <SuperadminOnly>
      <WebsiteList />
    </SuperadminOnly>
  );
}

function WebsiteList() {
  const site = useSnapshot(siteStore).data;
  usePageHead({ title: pageTitle(TEXTS.title, site?.web.name) });
  const query = useQuery({ queryKey: WEBSITES_QUERY, queryFn: ({ signal }) => fetchWebsites(signal) });
  const switcher = useSwitchWebsite();

  if (query.isError) {
    return (
      <ScreenMessage
        alert
        title={TEXTS.loadFailed}
        actions={
          <>
            <Button onClick={() => void query.refetch()} loading={query.isFetching}>
              {TEXTS.tryAgain}
            </Button>
            <CreateLink />
          </>
        }
      />
    );
  }

  return (
    <WebsiteCard title={TEXTS.title} lead={TEXTS.lead} wide busy={query.isPending}>
      <div css={{ display: 'grid', gap: space[4] }}>
        {query.isPending ? (
          <ListSkeleton />
        ) : (
          <ul aria-label={TEXTS.list} css={listCss}>
            {query.data.data.map((website) => (
              <WebsiteRow key={website.id} website={website} switcher={switcher} />
            ))}
          </ul>
        )}
        {switcher.refusal && <FormAlert>{switcher.refusal}</FormAlert>}
        {switcher.chosen && <OutcomeLine outcome={{ text: switcher.chosen, error: false }} />}
        <p css={{ margin: 0 }}>
          <CreateLink />
        </p>
      </div>
    </WebsiteCard>
  );
}

const CreateLink = () => (
  <Link to={CREATE_WEBSITE_PATH} css={textLinkCss}>
    {TEXTS.create}
  </Link>
);

function WebsiteRow({ website, switcher }: { website: WebsiteSummary; switcher: SwitchWebsite }) {
  const switching = switcher.switchingId === website.id;
  return (
    <li css={rowCss} aria-current={website.current || undefined}>
      <div css={{ flex: '1 1 auto', minWidth: 0, display: 'grid', gap: space[1] }}>
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[2] }}>
          <span css={{ fontWeight: font.weight.semibold, overflowWrap: 'anywhere' }}>{website.name}</span>
          {website.is_default && <Tag label={TEXTS.default} />}
          {website.current && <Tag label={TEXTS.current} tone="success" />}
        </div>
        {website.domains.length > 0 ? (
          <ul css={domainsCss}>
            {website.domains.map((domain) => (
              <li key={domain}>{domain}</li>
            ))}
          </ul>
        ) : (
          <p css={[domainsCss, { fontStyle: 'italic' }]}>{TEXTS.noDomains}</p>
        )}
      </div>
      {!website.current && (
        <Button
          variant="secondary"
          size="sm"
          aria-label={TEXTS.switchTo(website.name)}
          loading={switching}
          disabled={switcher.switchingId !== null && !switching}
          onClick={() => void switcher.switchTo(website.id)}
        >
          {TEXTS.switch}
        </Button>
      )}
    </li>
  );
}

function ListSkeleton() {
  return (
    <div>
      <span role="status" css={visuallyHidden}>
        {TEXTS.loading}
      </span>
      <ul aria-hidden="true" css={listCss}>
        {[0, 1, 2].map((row) => (
          <li key={row} css={rowCss}>
            <div css={{ flex: '1 1 auto', display: 'grid', gap: space[2] }}>
              <Skeleton width="40%" height={font.size.md} />
              <Skeleton width="60%" height={font.size.sm} />
            </div>
            <Skeleton width={layout.controlHeight} height={layout.controlHeightSm} radius="md" />
          </li>
        ))}
      </ul>
    </div>
  );
}

const listCss = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: `${layout.borderWidth} solid ${color.border}`,
  borderRadius: radius.lg,
} as const;

const rowCss = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[3],
  padding: space[4],
  '& + &': { borderTop: `${layout.borderWidth} solid ${color.border}` },
} as const;

const domainsCss = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  color: color.textMuted,
  fontSize: font.size.sm,
  overflowWrap: 'anywhere',
} as const;
