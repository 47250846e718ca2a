/**
 * /account: a greeting, the three latest orders and the ways into the rest of the account (the Sales Dashboard
 * only for agents).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { sessionStore, siteStore } from '@storefront/shared/runtime';
import { Button, color, font, layout, pageTitle, radius, ScreenMessage, SkeletonText, space, textLinkCss, usePageHead } from '@storefront/shared/ui';
import { fetchOrders, orderListQuery } from '../orders/ordersApi';
import { OrderRow } from '../orders/OrderRow';
import { ORDER_LIST_TEXTS } from '../orders/texts';
import { AccountSection } from './AccountSection';
import { mutedTextCss, plainListCss, twoColumnListCss } from './styles';
import { ACCOUNT_MENU_TEXTS as MENU, DASHBOARD_TEXTS as TEXTS } from './texts';

const RECENT_ORDERS = { page: 1, perPage: 3 };

export function AccountDashboard() {
  const { user } = useSnapshot(sessionStore);
  const site = useSnapshot(siteStore).data;
  usePageHead({ title: pageTitle(TEXTS.title, site?.web.name) });
  const links = [
    { to: '/account/orders', label: MENU.orders, hint: TEXTS.ordersHint },
    { to: '/account/addresses', label: MENU.addresses, hint: TEXTS.addressesHint },
    { to: '/account/wishlist', label: MENU.wishlist, hint: TEXTS.wishlistHint },
    { to: '/account/details', label: MENU.details, hint: TEXTS.detailsHint },
    ...(user?.isSalesAgent ? [{ to: '/account/dashboard', label: MENU.salesDashboard, hint: TEXTS.salesHint }] : []),
  ];
  return (
    <AccountSection title={user ? TEXTS.greeting(user.name) : TEXTS.title} lead={TEXTS.lead}>
      <div css={{ display: 'grid', gap: space[6] }}>
        <RecentOrders />
        <section aria-labelledby="account-quick-links">
          <h2 id="account-quick-links" css={headingCss}>
            {TEXTS.quickLinks}
          </h2>
          <ul css={twoColumnListCss}>
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  css={{
                    display: 'grid',
                    gap: space[1],
                    height: '100%',
                    boxSizing: 'border-box',
                    padding: space[4],
                    border: `${layout.borderWidth} solid ${color.border}`,
                    borderRadius: radius.md,
                    color: color.text,
                    textDecoration: 'none',
                    '&:hover': { borderColor: color.primary },
                  }}
                >
                  <span css={{ fontWeight: font.weight.semibold, color: color.primary }}>{link.label}</span>
                  <span css={{ fontSize: font.size.sm, color: color.textMuted }}>{link.hint}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </AccountSection>
  );
}

const headingCss = { margin: `0 0 ${space[3]}`, fontSize: font.size.lg } as const;

function RecentOrders() {
  const orders = useQuery({ queryKey: orderListQuery(RECENT_ORDERS), queryFn: ({ signal }) => fetchOrders(RECENT_ORDERS, signal) });
  return (
    <section aria-labelledby="account-recent-orders">
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: space[2] }}>
        <h2 id="account-recent-orders" css={headingCss}>
          {TEXTS.recentOrders}
        </h2>
        {orders.data && orders.data.meta.total > 0 && (
          <Link to="/account/orders" css={textLinkCss}>
            {TEXTS.allOrders}
          </Link>
        )}
      </div>
      {orders.isPending ? (
        <SkeletonText lines={3} />
      ) : orders.isError ? (
        <ScreenMessage
          alert
          title={ORDER_LIST_TEXTS.loadFailed}
          actions={<Button onClick={() => void orders.refetch()}>{ORDER_LIST_TEXTS.tryAgain}</Button>}
        />
      ) : orders.data.data.length === 0 ? (
        <p css={mutedTextCss}>
          {TEXTS.noOrders}{' '}
          <Link to="/products" css={textLinkCss}>
            {TEXTS.startShopping}
          </Link>
        </p>
      ) : (
        <ul css={plainListCss}>
          {orders.data.data.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
      )}
    </section>
  );
}
