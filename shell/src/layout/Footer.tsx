import { Link } from 'react-router-dom';
import { color, focusRing, font, layout, space, tapTargetCss } from '@storefront/shared/ui';
import { useSnapshot } from 'valtio';
import { MESSAGES } from '@storefront/shared';
import { siteStore } from '@storefront/shared/runtime';
import { analyticsConsent, setAnalyticsConsent } from '../telemetry/consent';

export const ANALYTICS_CONSENT_LABEL = 'Allow anonymous usage analytics';

/** The visitor's opt-in/opt-out of product analytics. */
function AnalyticsConsent() {
  const { granted } = useSnapshot(analyticsConsent);
  return (
    <label css={{ display: 'inline-flex', alignItems: 'center', gap: space[2], cursor: 'pointer' }}>
      <input type="checkbox" checked={granted} onChange={(event) => setAnalyticsConsent(event.target.checked)} css={{ accentColor: color.primary }} />
      {ANALYTICS_CONSENT_LABEL}
    </label>
  );
}

/** '© {year} {site name}. All Rights Reserved.' */
export function copyrightLine(siteName: string, year = new Date().getFullYear()): string {
  return `© ${year} ${siteName}. ${MESSAGES.allRightsReserved}`;
}

export function Footer() {
  const site = useSnapshot(siteStore);
  const web = site.data?.web;
  const name = site.data?.navSetting.footer_name || web?.name || '';
  return (
    <footer css={{ background: color.surface, borderTop: `${layout.borderWidth} solid ${color.border}`, marginTop: space[8] }}>
      <div
        css={{
          maxWidth: layout.contentMaxWidth,
          margin: '0 auto',
          padding: `${space[8]} ${space[4]}`,
          display: 'grid',
          gap: space[6],
          gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
          boxSizing: 'border-box',
        }}
      >
        <div>
          <div css={{ fontWeight: font.weight.extrabold, fontSize: font.size.xl, color: color.primary }}>{name}</div>
          {web?.description && <p css={{ color: color.textMuted, fontSize: font.size.sm, lineHeight: font.lineHeight.normal }}>{web.description}</p>}
        </div>
        {(site.data?.footers ?? []).map((group) => (
          <div key={group.name}>
            <h2 css={{ fontSize: font.size.md, margin: `0 0 ${space[3]}` }}>{group.name}</h2>
            <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space[2] }}>
              {group.children.map((child) => (
                <li key={child.name}>
                  <Link
                    to={child.link}
                    css={{
                      ...tapTargetCss,
                      color: color.text,
                      textDecoration: 'none',
                      fontSize: font.size.sm,
                      '&:hover': { color: color.primary },
                      '&:focus-visible': focusRing,
                    }}
                  >
                    {child.show_icon && child.icon ? `${child.icon} ` : ''}
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          gap: `${space[2]} ${space[6]}`,
          fontSize: font.size.xs,
          color: color.textMuted,
          padding: `${space[3]} ${space[4]} ${space[6]}`,
        }}
      >
        <p css={{ margin: 0 }}>{copyrightLine(web?.name ?? name)}</p>
        <AnalyticsConsent />
      </div>
    </footer>
  );
}
