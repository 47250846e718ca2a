/**
 * A dropdown of the second bar: its items (with images) and their nested sub-menus, which open to the side while
 * their item is hovered or focused. `open`: shown by its toggle button (and focused on its first entry with
 * `focusFirst`), not only while hovered.
 */
import type { CSSObject } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { cdnImageUrl } from '@storefront/shared';
import { cdnBase } from '@storefront/shared/runtime';
import { radius, shadow, zIndex } from '@storefront/shared/ui';
import { NavItemLink, type MenuItem } from './NavItemLink';
import { menuBoxCss, menuEntryCss } from './menuStyles';
import { OPEN_ON_HOVER_OR_FOCUS } from './styles';

interface SubMenuProps {
  items: readonly MenuItem[];
  placement: CSSObject;
  open?: boolean;
  focusFirst?: boolean;
}

export default function SubMenu({ items, placement, open = false, focusFirst = false }: SubMenuProps) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (open && focusFirst) list.current?.querySelector<HTMLElement>('a, [tabindex]')?.focus();
  }, [open, focusFirst]);
  return (
    <ul
      ref={list}
      css={{ ...menuBoxCss, display: open ? 'block' : 'none', position: 'absolute', zIndex: zIndex.popper, boxShadow: shadow.md, ...placement }}
    >
      {items.map((item) => (
        <li key={`${item.name}-${item.link}`} css={{ position: 'relative', ...OPEN_ON_HOVER_OR_FOCUS }}>
          <NavItemLink link={item.link} css={menuEntryCss}>
            {item.image && (
              <img
                src={cdnImageUrl(item.image, cdnBase())}
                alt=""
                width={24}
                height={24}
                loading="lazy"
                css={{ objectFit: 'contain', borderRadius: radius.sm }}
              />
            )}
            <span css={{ flex: 1 }}>{item.name}</span>
            {item.children.length > 0 && <span aria-hidden>›</span>}
          </NavItemLink>
          {item.children.length > 0 && <SubMenu items={item.children} placement={{ left: '100%', top: 0 }} />}
        </li>
      ))}
    </ul>
  );
}
