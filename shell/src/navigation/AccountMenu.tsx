/**
 * The account entry of the top bar: a Login link for guests; for a signed-in user a button with their name that
 * opens the account menu. The menu's code loads on first open.
 */
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { LOGIN_PATH } from '@storefront/shared';
import type { MenuUser } from './accountMenu';
import { LOGIN_LABEL } from './labels';
import { barButtonCss } from './styles';

const AccountMenuList = lazy(() => import('./AccountMenuList'));

const UserIcon = () => (
  <svg aria-hidden width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
  </svg>
);

interface Props {
  user: MenuUser | null;
  showLogin: boolean;
  /** In a bar at the bottom of the screen: the menu opens above the button. */
  opensUp?: boolean;
  className?: string;
}

export function AccountMenu({ user, showLogin, opensUp = false, className }: Props) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  }, []);
  if (!user) {
    return showLogin ? (
      <Link to={LOGIN_PATH} css={barButtonCss} className={className}>
        <UserIcon />
        {LOGIN_LABEL}
      </Link>
    ) : null;
  }
  return (
    <div css={{ position: 'relative' }} className={className}>
      <button
        ref={trigger}
        type="button"
        css={barButtonCss}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <UserIcon />
        <span css={{ maxWidth: '10rem', overflow: 'hidden', textOverflow: 'ellipsis' }}>{user.name}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <AccountMenuList id={menuId} user={user} trigger={trigger} opensUp={opensUp} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
