/**
 * The account entry of the top bar: a Login link for guests; for a signed-in user a button with their name that
 * opens the account menu. The menu's code loads on first open.
 */
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import type { MenuUser } from './accountMenu';
import { LoginLink, UserIcon } from './LoginLink';
import { barButtonCss } from './styles';

const AccountMenuList = lazy(() => import('./AccountMenuList'));

interface Props {
  user: MenuUser | null;
  showLogin: boolean;
  /** In a bar at the bottom of the screen: the menu opens above the button. */
  opensUp?: boolean;
  className?: string;
}

export default function AccountMenu({ user, showLogin, opensUp = false, className }: Props) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  }, []);
  if (!user) {
    return showLogin ? <LoginLink className={className} /> : null;
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
