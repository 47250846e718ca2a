/**
 * Who sees which entry of the account menu: each entry by the role or permission it needs, staff areas in a new tab.
 */
import { LOGIN_PATH, type User } from '@storefront/shared';
import { LOGIN_LABEL } from './labels';

export interface MenuEntry {
  label: string;
  href: string;
  /** Staff areas are other applications: they open in a new tab. */
  newTab?: boolean;
}

export const LOGIN_ENTRY: MenuEntry = { label: LOGIN_LABEL, href: LOGIN_PATH };
export const REGISTER_ENTRY: MenuEntry = { label: 'Register', href: '/auth/register' };
export const LOGOUT_ENTRY: MenuEntry = { label: 'Logout', href: '/auth/logout' };

export const PERMISSION_WEBSITE_SETTINGS = 'website_setting:view';
export const PERMISSION_POS = 'pos_access:view';

/** The user as the stores hold it (read-only snapshots). */
export type MenuUser = Readonly<Omit<User, 'permissions'>> & { readonly permissions: readonly string[] };

/** Guests: Login. Signed-in users: Account, Orders, Addresses, the entries their role allows, Logout. */
export function accountMenuEntries(user: MenuUser | null): MenuEntry[] {
  if (!user) return [LOGIN_ENTRY];
  const can = (permission: string) => user.superadmin || user.permissions.includes(permission);
  const entries: Array<MenuEntry | false> = [
    { label: 'Account', href: '/account' },
    { label: 'Orders', href: '/account/orders' },
    { label: 'Addresses', href: '/account/addresses' },
    // Sales agents get their dashboard here: it is otherwise unreachable from the menu.
    user.isSalesAgent && { label: 'Sales Dashboard', href: '/account/dashboard' },
    user.hasAdminAccess && { label: 'Administration', href: '/bos/admin', newTab: true },
    can(PERMISSION_WEBSITE_SETTINGS) && { label: 'Website Settings', href: '/page-builder', newTab: true },
    can(PERMISSION_POS) && { label: 'POS', href: '/pos', newTab: true },
    user.superadmin && { label: 'Switch Website', href: '/auth/bos/choose' },
    LOGOUT_ENTRY,
  ];
  return entries.filter((entry): entry is MenuEntry => entry !== false);
}
