import { Link } from 'react-router-dom';
import { color, focusRing, font, layout, motion, radius, space, tapTargetCss } from '@storefront/shared/ui';
import { useSnapshot } from 'valtio';
import { MESSAGES } from '@storefront/shared';
import { siteStore } from '@storefront/shared/runtime';
import { analyticsConsent, setAnalyticsConsent } from '../telemetry/consent';

export const ANALYTICS_CONSENT_LABEL = 'Usage analytics';
export const ANALYTICS_CONSENT_NOTICE =
  'Off until you turn it on. When on, we record the pages you visit and what you use there, to improve the shop. You can turn it off at any time.';
const NOTICE_ID = 'analytics-consent-notice';

/** A switch's track, 44 × 24 px (a tap target of at least 24 px), in the theme's colours; its knob slides when on. */
const switchCss = {
  appearance: 'none',
  flex: 'none',
  position: 'relative',
  width: '44px',
  height: space[6],
  margin: 0,
  borderRadius: radius.pill,
  background: color.borderStrong,
  cursor: 'pointer',
  transition: `background ${motion.fast}`,
  '&::before': {
    content: '""',
    position: 'absolute',
    top: '3px',
    left: '3px',
    width: '18px',
    height: '18px',
    borderRadius: radius.pill,
    background: color.surfaceRaised,
    transition: `transform ${motion.fast}`,
  },
  '&:checked': { background: color.primary },
  '&:checked::before': { transform: 'translateX(20px)' },
  '&:focus-visible': focusRing,
} as const;

/** The visitor's opt-in (and later opt-out) of product analytics: a labelled switch, off until they turn it on. */
function AnalyticsConsent() {
  const { granted } = useSnapshot(analyticsConsent);
  return (
    <div css={{ display: 'grid', gap: space[1], maxWidth: '32rem' }}>
      <label
        css={{ display: 'inline-flex', alignItems: 'center', gap: space[2], cursor: 'pointer', color: color.text, fontWeight: font.weight.semibold }}
      >
        <input
          type="checkbox"
          role="switch"
          checked={granted}
          aria-describedby={NOTICE_ID}
          onChange={(event) => setAnalyticsConsent(event.target.checked)}
          css={switchCss}
        />
        {ANALYTICS_CONSENT_LABEL}
      </label>
      <p id={NOTICE_ID} css={{ margin: 0 }}>
        {ANALYTICS_CONSENT_NOTICE}
      </p>
    </div>
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
