/** Top bar: logo or site name, pincode button, search, cart button with count badge, account entry. */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { cartStore, cdnBase, eventBus, sessionStore, siteStore } from '@storefront/shared/runtime';
import { cdnImageUrl, NAVBAR_HEIGHT_PX } from '@storefront/shared';
import { color, focusRing, font, layout, mq, radius, space, zIndex } from '@storefront/shared/ui';

const buttonCss = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[2],
  height: layout.controlHeight,
  padding: `0 ${space[3]}`,
  boxSizing: 'border-box' as const,
  borderRadius: radius.md,
  border: `${layout.borderWidth} solid ${color.border}`,
  background: color.surfaceRaised,
  color: 'inherit',
  font: 'inherit',
  fontSize: font.size.sm,
  cursor: 'pointer',
  whiteSpace: 'nowrap' as const,
  '&:focus-visible': focusRing,
};

const PinIcon = () => (
  <svg aria-hidden width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12z" />
    <circle cx="12" cy="10" r="2.5" />
  </svg>
);

const CartIcon = () => (
  <svg aria-hidden width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
    <circle cx="9" cy="20" r="1.4" />
    <circle cx="17" cy="20" r="1.4" />
  </svg>
);

export function Navbar() {
  const site = useSnapshot(siteStore);
  const { cart } = useSnapshot(cartStore);
  const { user } = useSnapshot(sessionStore);
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const web = site.data?.web;
  const settings = site.data?.navSetting;
  const height = settings?.navbar_height ?? NAVBAR_HEIGHT_PX;

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    const q = search.trim();
    navigate(q ? `/products?q=${encodeURIComponent(q)}` : '/products');
  };

  return (
    <header
      css={{
        borderBottom: `${layout.borderWidth} solid ${color.border}`,
        background: color.background,
        position: 'sticky',
        top: 0,
        zIndex: zIndex.sticky,
      }}
    >
      <nav
        aria-label="Main"
        css={{
          maxWidth: layout.contentMaxWidth,
          margin: '0 auto',
          minHeight: height,
          display: 'flex',
          alignItems: 'center',
          gap: space[3],
          padding: `${space[2]} ${space[4]}`,
          boxSizing: 'border-box',
          flexWrap: 'wrap',
        }}
      >
        <Link
          to="/"
          css={{
            display: 'flex',
            alignItems: 'center',
            gap: space[2],
            textDecoration: 'none',
            color: color.primary,
            fontWeight: font.weight.extrabold,
            fontSize: font.size['2xl'],
          }}
        >
          {web?.logo && settings?.show_logo !== false ? (
            <img src={cdnImageUrl(web.logo, cdnBase())} alt={web.name} width={56} height={56} css={{ objectFit: 'contain' }} />
          ) : (
            // The name's box is there before the site data, so nothing moves when it arrives.
            <span css={{ display: 'inline-block', minWidth: '6em', minHeight: '1.25em' }}>{web?.name ?? ''}</span>
          )}
        </Link>
        {settings?.show_pincode !== false && (
          <button
            type="button"
            css={{ ...buttonCss, [mq.belowSm]: { order: 5 } }}
            onClick={() => eventBus.emit('ui:open-pincode', {})}
            aria-label="Change delivery pincode"
          >
            <PinIcon />
            <span>{site.pincode ?? 'Select pincode'}</span>
          </button>
        )}
        {settings?.show_search_bar !== false && (
          <form
            role="search"
            onSubmit={submitSearch}
            css={{ flex: '1 1 15rem', order: 0, display: 'flex', [mq.belowSm]: { order: 6, flexBasis: '100%' } }}
          >
            <input
              type="search"
              aria-label="Search products"
              placeholder="Search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              css={{
                width: '100%',
                height: layout.controlHeight,
                boxSizing: 'border-box',
                padding: `0 ${space[4]}`,
                borderRadius: radius.md,
                border: `${layout.borderWidth} solid ${color.border}`,
                background: color.surface,
                color: color.text,
                font: 'inherit',
                fontSize: font.size.md,
                '&:focus-visible': focusRing,
              }}
            />
          </form>
        )}
        <div css={{ display: 'flex', gap: space[2], marginLeft: 'auto', alignItems: 'center' }}>
          {user ? (
            <Link to="/account" css={{ ...buttonCss, textDecoration: 'none' }}>
              {user.name}
            </Link>
          ) : (
            settings?.show_login !== false && (
              <Link to="/auth/login" css={{ ...buttonCss, textDecoration: 'none' }}>
                Login
              </Link>
            )
          )}
          {settings?.show_cart_icon !== false && (
            <button
              type="button"
              css={{
                ...buttonCss,
                background: color.primary,
                color: color.onPrimary,
                border: 'none',
                fontWeight: font.weight.semibold,
                '&:hover': { background: color.primaryHover },
              }}
              onClick={() => eventBus.emit('ui:open-cart', {})}
              aria-label={`Cart, ${cart?.quantity ?? 0} items`}
            >
              <CartIcon />
              <span>Cart</span>
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
                {cart?.quantity ?? 0}
              </span>
            </button>
          )}
        </div>
      </nav>
    </header>
  );
}
