/**
 * The phone's navigation (300 px, from the left): search, the Categories entry, the site's navigation items as
 * expandable groups, and the account entries. Loaded on the first open of the drawer.
 */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { eventBus, sessionStore, siteStore } from '@storefront/shared/runtime';
import { Drawer } from '@storefront/shared/overlays';
import { color, font, layout, space } from '@storefront/shared/ui';
import { accountMenuEntries, REGISTER_ENTRY } from './accountMenu';
import { CATEGORIES_PATH } from './linkInterception';
import { SearchForm } from './SearchForm';
import { NavItemLink, type MenuItem } from './NavItemLink';
import { menuEntryCss } from './menuStyles';

export const CATEGORIES_ENTRY_LABEL = 'Categories';

const listCss = { listStyle: 'none', margin: 0, padding: 0 } as const;

function Group({ item, onNavigate }: { item: MenuItem; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(item.open);
  if (item.children.length === 0) {
    return (
      <NavItemLink link={item.link} css={menuEntryCss} onClick={onNavigate}>
        {item.name}
      </NavItemLink>
    );
  }
  return (
    <>
      <button
        type="button"
        aria-expanded={expanded}
        css={{ ...menuEntryCss, fontWeight: font.weight.semibold }}
        onClick={() => setExpanded(!expanded)}
      >
        <span css={{ flex: 1 }}>{item.name}</span>
        <span aria-hidden>{expanded ? '−' : '+'}</span>
      </button>
      {expanded && (
        <ul css={{ ...listCss, paddingLeft: space[4] }}>
          {item.link && (
            <li>
              <NavItemLink link={item.link} css={menuEntryCss} onClick={onNavigate}>
                All {item.name}
              </NavItemLink>
            </li>
          )}
          {item.children.map((child) => (
            <li key={`${child.name}-${child.link}`}>
              <Group item={child} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export default function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const site = useSnapshot(siteStore);
  const { user } = useSnapshot(sessionStore);
  const settings = site.data?.navSetting;
  // The site's own Categories item (a /categories link) is the entry; without one the drawer adds it.
  const navs = site.data?.navs ?? [];
  const hasCategoriesItem = navs.some((item) => item.link === CATEGORIES_PATH);
  const account = [...accountMenuEntries(user), ...(!user && settings?.show_register !== false ? [REGISTER_ENTRY] : [])];
  const sectionCss = { padding: `${space[3]} 0`, borderTop: `${layout.borderWidth} solid ${color.border}` };

  return (
    <Drawer open={open} onClose={onClose} title={site.data?.web.name ?? 'Menu'}>
      {settings?.show_search_bar !== false && (
        <div css={{ paddingBottom: space[3] }} onSubmit={onClose}>
          <SearchForm />
        </div>
      )}
      <nav aria-label="Menu" css={sectionCss}>
        <ul css={listCss}>
          {!hasCategoriesItem && (
            <li>
              <button
                type="button"
                css={menuEntryCss}
                onClick={() => {
                  onClose();
                  eventBus.emit('ui:open-category-filter', {});
                }}
              >
                {CATEGORIES_ENTRY_LABEL}
              </button>
            </li>
          )}
          {navs.map((item) => (
            <li key={`${item.group}-${item.name}`}>
              <Group item={item} onNavigate={onClose} />
            </li>
          ))}
        </ul>
      </nav>
      {(user || settings?.show_login !== false) && (
        <nav aria-label="Account" css={sectionCss}>
          {user && <p css={{ margin: `0 0 ${space[2]}`, padding: `0 ${space[3]}`, fontWeight: font.weight.semibold }}>{user.name}</p>}
          <ul css={listCss}>
            {account.map((entry) => (
              <li key={entry.href}>
                <NavItemLink link={entry.href} css={menuEntryCss} onClick={onClose} newTab={entry.newTab}>
                  {entry.label}
                </NavItemLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </Drawer>
  );
}
