/**
 * The account area's frame: its menu beside the screen on tablets and desktops, a row of tabs above it on phones
 * (scrolling sideways when the entries do not fit). The Sales Dashboard entry shows only to sales agents.
 */
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { sessionStore } from '@storefront/shared/runtime';
import { color, focusRing, font, layout, mq, radius, space } from '@storefront/shared/ui';
import { ACCOUNT_MENU_TEXTS as TEXTS } from './texts';

interface Entry {
  label: string;
  to: string;
  /** Only this exact path (the dashboard), not its children. */
  end?: boolean;
}

const SHOPPER_ENTRIES: Entry[] = [
  { label: TEXTS.dashboard, to: '/account', end: true },
  { label: TEXTS.orders, to: '/account/orders' },
  { label: TEXTS.addresses, to: '/account/addresses' },
  { label: TEXTS.wishlist, to: '/account/wishlist' },
  { label: TEXTS.details, to: '/account/details' },
];
const SALES_ENTRY: Entry = { label: TEXTS.salesDashboard, to: '/account/dashboard' };
const LOGOUT_ENTRY: Entry = { label: TEXTS.logout, to: '/auth/logout' };

const linkCss = {
  display: 'block',
  padding: `${space[2]} ${space[3]}`,
  borderRadius: radius.md,
  color: color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  fontWeight: font.weight.medium,
  '&:hover': { background: color.surface },
  '&:focus-visible': focusRing,
  '&[aria-current="page"]': { background: color.primarySoft, color: color.primary, fontWeight: font.weight.semibold },
} as const;

// The entry of the page shown: its own path, or (unless `end`) a path under it. NavLink would do this, but it is not
// in the router facade every first visit downloads (shared/webpack/reactRouterDom.mjs), which holds only the names
// the apps need (what it would add: docs/performance.md).
const isCurrent = (entry: Entry, pathname: string) => pathname === entry.to || (!entry.end && pathname.startsWith(`${entry.to}/`));

export function AccountLayout() {
  const { user } = useSnapshot(sessionStore);
  const { pathname } = useLocation();
  const entries = [...SHOPPER_ENTRIES, ...(user?.isSalesAgent ? [SALES_ENTRY] : []), LOGOUT_ENTRY];
  return (
    <div
      css={{
        display: 'grid',
        gap: space[4],
        alignItems: 'start',
        [mq.mdUp]: { gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: space[6] },
      }}
    >
      <nav aria-label={TEXTS.label} css={{ minWidth: 0 }}>
        <ul
          css={{
            display: 'flex',
            gap: space[1],
            margin: 0,
            padding: space[1],
            listStyle: 'none',
            overflowX: 'auto',
            background: color.surfaceRaised,
            border: `${layout.borderWidth} solid ${color.border}`,
            borderRadius: radius.lg,
            [mq.mdUp]: { flexDirection: 'column', padding: space[2] },
          }}
        >
          {entries.map((entry) => (
            <li key={entry.to}>
              <Link to={entry.to} aria-current={isCurrent(entry, pathname) ? 'page' : undefined} css={linkCss}>
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div css={{ minWidth: 0 }}>
        <Outlet />
      </div>
    </div>
  );
}
