/** Top bar: logo or site name, pincode button, search, cart button with count badge, account entry. */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { cartStore, cdnBase, eventBus, sessionStore, siteStore } from '@storefront/shared/runtime';
import { cdnImageUrl, NAVBAR_HEIGHT_PX } from '@storefront/shared';

const buttonCss = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '8px 12px',
  borderRadius: 8,
  border: '1px solid #dfe5df',
  background: '#fff',
  color: 'inherit',
  font: 'inherit',
  fontSize: 14,
  cursor: 'pointer',
  whiteSpace: 'nowrap' as const,
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
    <header css={{ borderBottom: '1px solid #e8ece8', background: '#fff', position: 'sticky', top: 0, zIndex: 50 }}>
      <nav
        aria-label="Main"
        css={{ maxWidth: 1280, margin: '0 auto', minHeight: height, display: 'flex', alignItems: 'center', gap: 12, padding: '8px 16px', boxSizing: 'border-box', flexWrap: 'wrap' }}
      >
        <Link to="/" css={{ display: 'flex', alignItems: 'center', gap: 8, textDecoration: 'none', color: 'var(--sf-primary, #0c831f)', fontWeight: 800, fontSize: 22 }}>
          {web?.logo && settings?.show_logo !== false ? (
            <img src={cdnImageUrl(web.logo, cdnBase())} alt={web.name} width={56} height={56} css={{ objectFit: 'contain' }} />
          ) : (
            <span>{web?.name ?? ''}</span>
          )}
        </Link>
        {settings?.show_pincode !== false && (
          <button
            type="button"
            css={{ ...buttonCss, '@media (max-width: 640px)': { order: 5 } }}
            onClick={() => eventBus.emit('ui:open-pincode', {})}
            aria-label="Change delivery pincode"
          >
            <PinIcon />
            <span>{site.pincode ?? 'Select pincode'}</span>
          </button>
        )}
        {settings?.show_search_bar !== false && (
          <form role="search" onSubmit={submitSearch} css={{ flex: '1 1 240px', order: 0, display: 'flex', '@media (max-width: 640px)': { order: 6, flexBasis: 140 } }}>
            <input
              type="search"
              aria-label="Search products"
              placeholder="Search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              css={{ width: '100%', padding: '10px 14px', borderRadius: 8, border: '1px solid #dfe5df', background: '#f5f7f5', font: 'inherit', fontSize: 15 }}
            />
          </form>
        )}
        <div css={{ display: 'flex', gap: 8, marginLeft: 'auto', alignItems: 'center' }}>
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
              css={{ ...buttonCss, background: 'var(--sf-primary, #0c831f)', color: '#fff', border: 'none', fontWeight: 600 }}
              onClick={() => eventBus.emit('ui:open-cart', {})}
              aria-label={`Cart, ${cart?.quantity ?? 0} items`}
            >
              <CartIcon />
              <span>Cart</span>
              <span data-testid="cart-count" css={{ background: '#fff', color: 'var(--sf-primary, #0c831f)', borderRadius: 999, padding: '0 7px', fontSize: 12, fontWeight: 700 }}>
                {cart?.quantity ?? 0}
              </span>
            </button>
          )}
        </div>
      </nav>
    </header>
  );
}
