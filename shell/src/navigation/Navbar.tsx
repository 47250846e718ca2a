/**
 * The standard top bar, arranged by the site's navbar and header templates: drawer button (phones), logo or site
 * name, pincode button, search (on phones behind a search button, which opens it focused), account menu and cart
 * button with its count badge. What the bar shows follows the
 * nav settings (`show_logo`, `show_pincode`, `show_search_bar`, `show_cart_icon`, `show_login`, `show_account`).
 */
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { cartStore, cdnBase, eventBus, sessionStore, siteStore } from '@storefront/shared/runtime';
import { cdnImageUrl, DEFAULT_LOGO_SIZE_PX, NAVBAR_HEIGHT_PX } from '@storefront/shared';
import { color, focusRing, font, layout, mq, radius, space, zIndex } from '@storefront/shared/ui';
import { cartButtonLabel, SELECT_PINCODE_LABEL } from './labels';
import { LoginLink } from './LoginLink';
import { SearchForm } from './SearchForm';
import { barButtonCss } from './styles';
import { gridAreas, headerLook, navbarAreas, phoneAreas, templateColumns } from './templates';

const MobileDrawer = lazy(() => import('./MobileDrawer'));
// A guest (every first visit) sees the Login link: the menu's code loads once someone is signed in.
const AccountMenu = lazy(() => import('./AccountMenu'));
// Only websites whose nav setting says dynamic have one.
const CustomNavbar = lazy(() => import('./CustomNavbar'));

const icon = (paths: ReactNode, size = 18) => (
  <svg aria-hidden width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    {paths}
  </svg>
);
const PinIcon = () =>
  icon(
    <>
      <path d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12z" />
      <circle cx="12" cy="10" r="2.5" />
    </>,
    16,
  );
const CartIcon = () =>
  icon(
    <>
      <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
      <circle cx="9" cy="20" r="1.4" />
      <circle cx="17" cy="20" r="1.4" />
    </>,
  );
const MenuIcon = () => icon(<path d="M4 6h16M4 12h16M4 18h16" />, 20);
const SearchIcon = () =>
  icon(
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </>,
    20,
  );

export const PHONE_SEARCH_ID = 'phone-search';
const phoneHiddenCss = { [mq.belowSm]: { display: 'none' } };

/** The website's custom navbar when its nav setting says dynamic (and it has one), else the standard bar. */
export function Navbar() {
  const site = useSnapshot(siteStore);
  const settings = site.data?.navSetting;
  const customHtml = settings?.dynamic_navbar ? site.data?.dynamicNavbar?.data : undefined;
  if (!customHtml) return <StandardNavbar />;
  return (
    <Suspense fallback={<div css={{ minHeight: settings?.navbar_height ?? NAVBAR_HEIGHT_PX }} />}>
      <CustomNavbar html={customHtml} />
    </Suspense>
  );
}

function StandardNavbar() {
  const site = useSnapshot(siteStore);
  const { cart } = useSnapshot(cartStore);
  const { user } = useSnapshot(sessionStore);
  // The drawer's code loads on the first open; it stays mounted after, so it can slide out.
  const [drawer, setDrawer] = useState<'unopened' | 'open' | 'closed'>('unopened');
  // Phones: the search box is shown once the search button opens it.
  const [searchOpen, setSearchOpen] = useState(false);
  const searchInput = useRef<HTMLInputElement>(null);
  const toggleSearch = () => {
    // Shown and focused in the tap's own handler, so a phone opens its keyboard at once.
    flushSync(() => setSearchOpen(!searchOpen));
    if (!searchOpen) searchInput.current?.focus();
  };
  const web = site.data?.web;
  const settings = site.data?.navSetting;
  const areas = navbarAreas(settings?.navbar_template);
  const look = headerLook(settings?.header_template);
  const logoSize = settings?.logo_settings.image_size ?? DEFAULT_LOGO_SIZE_PX;
  const itemCount = cart?.quantity ?? 0;
  const area = (name: string) => ({ gridArea: name, minWidth: 0 });

  return (
    <header css={{ ...look.header, position: 'sticky', top: 0, zIndex: zIndex.sticky }}>
      <div
        css={{
          maxWidth: layout.contentMaxWidth,
          margin: '0 auto',
          minHeight: settings?.navbar_height ?? NAVBAR_HEIGHT_PX,
          display: 'grid',
          alignItems: 'center',
          gap: `${space[2]} ${space[3]}`,
          gridTemplateAreas: gridAreas(areas),
          gridTemplateColumns: templateColumns(areas),
          padding: `${space[2]} ${space[4]}`,
          boxSizing: 'border-box',
          [mq.belowMd]: { gridTemplateAreas: gridAreas(phoneAreas(searchOpen)), gridTemplateColumns: 'auto minmax(0, 1fr) auto' },
        }}
      >
        <button
          type="button"
          aria-label="Open menu"
          aria-expanded={drawer === 'open'}
          onClick={() => setDrawer('open')}
          css={{ ...barButtonCss, ...area('menu'), padding: `0 ${space[2]}`, [mq.mdUp]: { display: 'none' } }}
        >
          <MenuIcon />
        </button>
        <Link
          to="/"
          css={{
            ...area('logo'),
            display: 'flex',
            alignItems: 'center',
            justifySelf: 'start',
            textDecoration: 'none',
            color: look.onPrimary ? color.onPrimary : color.primary,
            fontWeight: font.weight.extrabold,
            fontSize: font.size['2xl'],
            borderRadius: radius.sm,
            '&:focus-visible': focusRing,
          }}
        >
          {web?.logo && settings?.show_logo !== false ? (
            <img
              src={cdnImageUrl(web.logo, cdnBase())}
              alt={web.name}
              width={settings?.logo_settings.image_width ?? logoSize}
              height={settings?.logo_settings.image_height ?? logoSize}
              css={{ objectFit: 'contain' }}
            />
          ) : (
            // The name's box is there before the site data, so nothing moves when it arrives.
            <span
              css={{
                display: 'inline-block',
                minWidth: '6em',
                minHeight: '1.25em',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {web?.name ?? ''}
            </span>
          )}
        </Link>
        {settings?.show_pincode !== false && (
          <button
            type="button"
            css={{ ...barButtonCss, ...area('pincode'), justifySelf: 'start' }}
            onClick={() => eventBus.emit('ui:open-pincode', {})}
            // Named by what it shows until a pincode is chosen (a name must contain the visible label: WCAG 2.5.3).
            aria-label={site.pincode ? `Delivery pincode ${site.pincode}, change` : undefined}
          >
            <PinIcon />
            <span>{site.pincode ?? SELECT_PINCODE_LABEL}</span>
          </button>
        )}
        {settings?.show_search_bar !== false && (
          <SearchForm
            id={PHONE_SEARCH_ID}
            ref={searchInput}
            widthPercent={settings?.search_setting}
            css={{ ...area('search'), [mq.belowMd]: searchOpen ? { width: '100%' } : { display: 'none' } }}
          />
        )}
        <div css={{ ...area('actions'), display: 'flex', gap: space[2], justifyContent: 'flex-end', alignItems: 'center' }}>
          {settings?.show_search_bar !== false && (
            <button
              type="button"
              aria-label="Search"
              aria-expanded={searchOpen}
              aria-controls={PHONE_SEARCH_ID}
              onClick={toggleSearch}
              css={{ ...barButtonCss, padding: `0 ${space[2]}`, [mq.mdUp]: { display: 'none' } }}
            >
              <SearchIcon />
            </button>
          )}
          {user
            ? settings?.show_account !== false && (
                <Suspense fallback={null}>
                  <AccountMenu user={user} showLogin={false} css={phoneHiddenCss} />
                </Suspense>
              )
            : settings?.show_login !== false && <LoginLink css={phoneHiddenCss} />}
          {settings?.show_cart_icon !== false && (
            <button
              type="button"
              css={{
                ...barButtonCss,
                background: color.primary,
                color: color.onPrimary,
                border: look.onPrimary ? `${layout.borderWidth} solid ${color.onPrimary}` : 'none',
                fontWeight: font.weight.semibold,
                '&:hover': { background: color.primaryHover },
              }}
              onClick={() => eventBus.emit('ui:open-cart', {})}
              aria-label={cartButtonLabel(itemCount)}
            >
              <CartIcon />
              <span css={{ [mq.belowSm]: { display: 'none' } }}>Cart</span>{' '}
              <span
                data-testid="cart-count"
                css={{
                  background: color.onPrimary,
                  color: color.primary,
                  borderRadius: radius.pill,
                  padding: `0 ${space[2]}`,
                  fontSize: font.size.xs,
                  fontWeight: font.weight.bold,
                }}
              >
                {itemCount}
              </span>
            </button>
          )}
        </div>
      </div>
      {drawer !== 'unopened' && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawer === 'open'} onClose={() => setDrawer('closed')} />
        </Suspense>
      )}
    </header>
  );
}
