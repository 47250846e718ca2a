/** Second navigation bar from the site's navigation items; hidden on small screens. */
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { siteStore } from '@storefront/shared/runtime';
import { SUB_NAVBAR_HEIGHT_PX } from '@storefront/shared';

export function SubNavbar() {
  const site = useSnapshot(siteStore);
  const items = site.data?.navs ?? [];
  if (items.length === 0) return null;
  return (
    <nav aria-label="Categories" css={{ background: '#fff', borderBottom: '1px solid #e8ece8', '@media (max-width: 767px)': { display: 'none' } }}>
      <ul
        css={{
          maxWidth: 1280,
          margin: '0 auto',
          padding: '0 16px',
          listStyle: 'none',
          display: 'flex',
          gap: 20,
          alignItems: 'center',
          minHeight: site.data?.navSetting.sub_navbar_height ?? SUB_NAVBAR_HEIGHT_PX,
          overflowX: 'auto',
          boxSizing: 'border-box',
        }}
      >
        {items.map((item) => (
          <li key={`${item.group}-${item.name}`}>
            <Link to={item.link ?? '/'} css={{ color: '#1f2a1f', textDecoration: 'none', fontSize: 14, fontWeight: 500, whiteSpace: 'nowrap' }}>
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
