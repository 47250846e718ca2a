/** Second navigation bar from the site's navigation items; hidden on small screens. */
import { Link } from 'react-router-dom';
import { color, focusRing, font, layout, mq, space } from '@storefront/shared/ui';
import { useSnapshot } from 'valtio';
import { siteStore } from '@storefront/shared/runtime';
import { SUB_NAVBAR_HEIGHT_PX } from '@storefront/shared';

export function SubNavbar() {
  const site = useSnapshot(siteStore);
  const items = site.data?.navs ?? [];
  if (items.length === 0) return null;
  return (
    <nav
      aria-label="Categories"
      css={{ background: color.background, borderBottom: `${layout.borderWidth} solid ${color.border}`, [mq.belowMd]: { display: 'none' } }}
    >
      <ul
        css={{
          maxWidth: layout.contentMaxWidth,
          margin: '0 auto',
          padding: `0 ${space[4]}`,
          listStyle: 'none',
          display: 'flex',
          gap: space[5],
          alignItems: 'center',
          minHeight: site.data?.navSetting.sub_navbar_height ?? SUB_NAVBAR_HEIGHT_PX,
          overflowX: 'auto',
          boxSizing: 'border-box',
        }}
      >
        {items.map((item) => (
          <li key={`${item.group}-${item.name}`}>
            <Link
              to={item.link ?? '/'}
              css={{
                color: color.text,
                textDecoration: 'none',
                fontSize: font.size.sm,
                fontWeight: font.weight.medium,
                whiteSpace: 'nowrap',
                '&:hover': { color: color.primary },
                '&:focus-visible': focusRing,
              }}
            >
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
