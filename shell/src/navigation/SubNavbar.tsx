/**
 * The second bar: the site's navigation items, each with a dropdown of its children and nested sub-menus (with
 * their images). A dropdown opens on hover, or from the keyboard with its item's toggle button (Enter, Space or
 * ↓; ↓ on the item's link too), which puts the focus on its first entry; Escape closes it and gives the focus back
 * to the toggle. Until then its entries are out of the Tab order: Tab walks the bar's items only. Hidden below
 * 768 px, where the drawer has the same items.
 */
import type { CSSObject } from '@emotion/react';
import { lazy, Suspense, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import { SUB_NAVBAR_HEIGHT_PX } from '@storefront/shared';
import { siteStore } from '@storefront/shared/runtime';
import { color, font, layout, mq, space } from '@storefront/shared/ui';
import { NavItemLink, type MenuItem } from './NavItemLink';
import { OPEN_ON_HOVER } from './styles';

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

/** Which dropdown the keyboard opened, and whether its first entry takes the focus. */
interface OpenMenu {
  index: number;
  focusFirst: boolean;
}

export function SubNavbar({ tone = 'plain' }: { tone?: 'plain' | 'primary' }) {
  const site = useSnapshot(siteStore);
  const [menusWanted, setMenusWanted] = useState(false);
  const [openMenu, setOpenMenu] = useState<OpenMenu | null>(null);
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
        {items.map((item, index) => (
          <NavEntry
            key={`${item.group}-${item.name}`}
            item={item}
            onPrimary={onPrimary}
            menusWanted={menusWanted}
            placement={{ top: '100%', ...DROPDOWN_PLACEMENT[alignment] }}
            open={openMenu?.index === index ? openMenu : null}
            onOpen={(focusFirst) => setOpenMenu(focusFirst || openMenu?.index !== index ? { index, focusFirst } : null)}
            onClose={() => setOpenMenu((current) => (current?.index === index ? null : current))}
          />
        ))}
      </ul>
    </nav>
  );
}

interface NavEntryProps {
  item: MenuItem;
  onPrimary: boolean;
  menusWanted: boolean;
  placement: CSSObject;
  open: OpenMenu | null;
  /** Opens the dropdown (toggles it when not asked to focus its first entry). */
  onOpen: (focusFirst: boolean) => void;
  onClose: () => void;
}

function NavEntry({ item, onPrimary, menusWanted, placement, open, onOpen, onClose }: NavEntryProps) {
  const hasMenu = item.children.length > 0;
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (!hasMenu) return;
    const inMenu = (event.target as Element).closest('ul') !== event.currentTarget.parentElement;
    if (event.key === 'ArrowDown' && !inMenu) {
      event.preventDefault();
      onOpen(true);
    } else if (event.key === 'Escape' && open) {
      onClose();
      event.currentTarget.querySelector<HTMLElement>(':scope > button')?.focus();
    }
  };
  // The focus left the item (Tab past its last entry, a click elsewhere): its dropdown closes.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget)) onClose();
  };
  const textColor = onPrimary ? color.onPrimary : color.text;
  return (
    // The keys and focus moves of the item's link, toggle and dropdown entries (all interactive) bubble up to here.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li css={{ position: 'relative', display: 'flex', alignItems: 'center', ...OPEN_ON_HOVER }} onKeyDown={onKeyDown} onBlur={onBlur}>
      <NavItemLink
        link={item.link}
        css={{
          display: 'inline-flex',
          alignItems: 'center',
          padding: `${space[2]} 0`,
          color: textColor,
          textDecoration: 'none',
          fontSize: font.size.sm,
          fontWeight: font.weight.medium,
          whiteSpace: 'nowrap',
          '&:hover': { textDecoration: 'underline' },
          '&:focus-visible': { outline: `${layout.focusRingWidth} solid ${color.focus}` },
        }}
      >
        {item.name}
      </NavItemLink>
      {hasMenu && (
        <button
          type="button"
          aria-expanded={Boolean(open)}
          aria-label={`${item.name} menu`}
          onClick={() => onOpen(false)}
          css={{
            minWidth: space[6],
            minHeight: space[6],
            padding: 0,
            border: 'none',
            background: 'none',
            color: textColor,
            font: 'inherit',
            fontSize: font.size.sm,
            cursor: 'pointer',
            '&:focus-visible': { outline: `${layout.focusRingWidth} solid ${color.focus}` },
          }}
        >
          <span aria-hidden>▾</span>
        </button>
      )}
      {menusWanted && hasMenu && (
        <Suspense fallback={null}>
          <SubMenu items={item.children} placement={placement} open={Boolean(open)} focusFirst={open?.focusFirst} />
        </Suspense>
      )}
    </li>
  );
}
