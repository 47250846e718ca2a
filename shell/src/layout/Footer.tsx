import { Link } from 'react-router-dom';
import { color, focusRing, font, layout, space } from '@storefront/shared/ui';
import { useSnapshot } from 'valtio';
import { MESSAGES } from '@storefront/shared';
import { siteStore } from '@storefront/shared/runtime';

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
      <p css={{ textAlign: 'center', fontSize: font.size.xs, color: color.textMuted, margin: 0, padding: `${space[3]} ${space[4]} ${space[6]}` }}>
        {copyrightLine(web?.name ?? name)}
      </p>
    </footer>
  );
}
