import { Link } from 'react-router-dom';
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
    <footer css={{ background: '#f5f7f5', borderTop: '1px solid #e8ece8', marginTop: 32 }}>
      <div css={{ maxWidth: 1280, margin: '0 auto', padding: '32px 16px', display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', boxSizing: 'border-box' }}>
        <div>
          <div css={{ fontWeight: 800, fontSize: 20, color: 'var(--sf-primary, #0c831f)' }}>{name}</div>
          {web?.description && <p css={{ color: '#5b6470', fontSize: 14, lineHeight: 1.5 }}>{web.description}</p>}
        </div>
        {(site.data?.footers ?? []).map((group) => (
          <div key={group.name}>
            <h2 css={{ fontSize: 15, margin: '0 0 12px' }}>{group.name}</h2>
            <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
              {group.children.map((child) => (
                <li key={child.name}>
                  <Link to={child.link} css={{ color: '#3d4a3d', textDecoration: 'none', fontSize: 14 }}>
                    {child.show_icon && child.icon ? `${child.icon} ` : ''}
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p css={{ textAlign: 'center', fontSize: 13, color: '#5b6470', margin: 0, padding: '12px 16px 24px' }}>{copyrightLine(web?.name ?? name)}</p>
    </footer>
  );
}
