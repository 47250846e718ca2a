/** The open account menu: a keyboard-operable menu (arrows, Home, End, Esc, Tab) of the entries the user's role allows. */
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { shadow, space, zIndex } from '@storefront/shared/ui';
import { accountMenuEntries, type MenuUser } from './accountMenu';
import { NavItemLink } from './NavItemLink';
import { menuBoxCss, menuEntryCss } from './menuStyles';

interface Props {
  id: string;
  user: MenuUser;
  trigger: RefObject<HTMLButtonElement | null>;
  opensUp: boolean;
  /** `returnFocus`: the menu was left by keyboard, so focus goes back to the button. */
  onClose: (returnFocus: boolean) => void;
}

export default function AccountMenuList({ id, user, trigger, opensUp, onClose }: Props) {
  const list = useRef<HTMLUListElement>(null);
  const items = () => [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => items()[0]?.focus(), []);

  useEffect(() => {
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!list.current?.contains(target) && !trigger.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [onClose, trigger]);

  const onKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => all[(index + all.length) % all.length]?.focus();
    if (event.key === 'ArrowDown') focus(current + 1);
    else if (event.key === 'ArrowUp') focus(current - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(all.length - 1);
    else if (event.key === 'Escape') onClose(true);
    else if (event.key === 'Tab') return onClose(false);
    else return;
    event.preventDefault();
  };

  return (
    <ul
      ref={list}
      id={id}
      role="menu"
      aria-label={user.name}
      onKeyDown={onKeyDown}
      css={{
        ...menuBoxCss,
        position: 'absolute',
        right: 0,
        [opensUp ? 'bottom' : 'top']: `calc(100% + ${space[1]})`,
        zIndex: zIndex.popper,
        boxShadow: shadow.md,
      }}
    >
      {accountMenuEntries(user).map((entry) => (
        <li key={entry.href} role="none">
          <NavItemLink link={entry.href} newTab={entry.newTab} role="menuitem" tabIndex={-1} css={menuEntryCss} onClick={() => onClose(false)}>
            {entry.label}
          </NavItemLink>
        </li>
      ))}
    </ul>
  );
}
