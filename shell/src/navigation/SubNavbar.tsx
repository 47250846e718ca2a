/**
 * The second bar: the site's navigation items, each with a dropdown of its children and nested sub-menus (with
 * their images). The dropdowns open on hover and on keyboard focus (Tab walks into them); hidden below 768 px,
 * where the drawer has the same items.
 */
import type { CSSObject } from '@emotion/react';
import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { SUB_NAVBAR_HEIGHT_PX } from '@storefront/shared';
import { siteStore } from '@storefront/shared/runtime';
import { color, font, layout, mq, space } from '@storefront/shared/ui';
import { NavItemLink } from './NavItemLink';
import { OPEN_ON_HOVER_OR_FOCUS } from './styles';

type Alignment = 'left' | 'center' | 'right';

const JUSTIFY: Record<Alignment, string> = { left: 'flex-start', center: 'center', right: 'flex-end' };
/** Where a top-level dropdown sits under its item. */
const DROPDOWN_PLACEMENT: Record<Alignment, CSSObject> = {
  left: { left: 0 },
  center: { left: '50%', transform: 'translateX(-50%)' },
  right: { right: 0 },
};

export function alignmentOf(value: string | undefined): Alignment {
  return value === 'center' || value === 'right' ? value : 'left';
}

// The dropdowns' code loads when the pointer or keyboard first comes to the bar.
const SubMenu = lazy(() => import('./SubMenu'));

export function SubNavbar({ tone = 'plain' }: { tone?: 'plain' | 'primary' }) {
  const site = useSnapshot(siteStore);
  const [menusWanted, setMenusWanted] = useState(false);
  const wantMenus = () => setMenusWanted(true);
  const items = site.data?.navs ?? [];
  if (items.length === 0) return null;
  const alignment = alignmentOf(site.data?.navSetting.nav_alignment);
  const onPrimary = tone === 'primary';
  return (
    <nav
      aria-label="Categories"
      onPointerEnter={wantMenus}
      onFocus={wantMenus}
      css={{
        background: onPrimary ? color.primary : color.background,
        borderBottom: `${layout.borderWidth} solid ${color.border}`,
        [mq.belowMd]: { display: 'none' },
      }}
    >
      <ul
        css={{
          maxWidth: layout.contentMaxWidth,
          margin: '0 auto',
          padding: `0 ${space[4]}`,
          listStyle: 'none',
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: JUSTIFY[alignment],
          columnGap: space[5],
          alignItems: 'center',
          minHeight: site.data?.navSetting.sub_navbar_height ?? SUB_NAVBAR_HEIGHT_PX,
          boxSizing: 'border-box',
        }}
      >
        {items.map((item) => (
          <li key={`${item.group}-${item.name}`} css={{ position: 'relative', ...OPEN_ON_HOVER_OR_FOCUS }}>
            <NavItemLink
              link={item.link}
              css={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: space[1],
                padding: `${space[2]} 0`,
                color: onPrimary ? color.onPrimary : color.text,
                textDecoration: 'none',
                fontSize: font.size.sm,
                fontWeight: font.weight.medium,
                whiteSpace: 'nowrap',
                '&:hover': { textDecoration: 'underline' },
                '&:focus-visible': { outline: `${layout.focusRingWidth} solid ${color.focus}` },
              }}
            >
              {item.name}
              {item.children.length > 0 && <span aria-hidden>▾</span>}
            </NavItemLink>
            {menusWanted && item.children.length > 0 && (
              <Suspense fallback={null}>
                <SubMenu items={item.children} placement={{ top: '100%', ...DROPDOWN_PLACEMENT[alignment] }} />
              </Suspense>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
