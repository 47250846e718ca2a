/**
 * A website's custom navbar (nav setting `dynamic_navbar`): its own header HTML, which the server has already
 * cleaned (server/src/sites/sanitizeHtml.ts: no script, event handler or unsafe URL reaches the page), with the
 * shell's pieces put into its placeholders — the search box into `#search-btn`, the account menu into
 * `#account-btn-desktop`, `#account-btn-mobile` and `#bottom-menu` (a bottom bar, so its menu opens upwards) —
 * and its `.cart-btn` and `.pincode-btn` elements opening the cart and the pincode modal, showing the item count
 * and the pincode.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useSnapshot } from 'valtio';
import { cartStore, eventBus, sessionStore, siteStore } from '@storefront/shared/runtime';
import { color, font, radius, space, zIndex } from '@storefront/shared/ui';
import AccountMenu from './AccountMenu';
import { SELECT_PINCODE_LABEL } from './labels';
import { SearchForm } from './SearchForm';

export const CART_BUTTON_SELECTOR = '.cart-btn';
export const PINCODE_BUTTON_SELECTOR = '.pincode-btn';

interface Placeholders {
  search: Element | null;
  accounts: Element[];
  bottomMenu: Element | null;
  carts: Element[];
  pincodes: Element[];
}

function findPlaceholders(root: HTMLElement): Placeholders {
  const one = (selector: string) => root.querySelector(selector);
  return {
    search: one('#search-btn'),
    accounts: [one('#account-btn-desktop'), one('#account-btn-mobile')].filter((element) => element !== null),
    bottomMenu: one('#bottom-menu'),
    carts: [...root.querySelectorAll(CART_BUTTON_SELECTOR)],
    pincodes: [...root.querySelectorAll(PINCODE_BUTTON_SELECTOR)],
  };
}

const badgeCss = {
  marginLeft: space[1],
  padding: `0 ${space[2]}`,
  borderRadius: radius.pill,
  background: color.onPrimary,
  color: color.primary,
  fontSize: font.size.xs,
  fontWeight: font.weight.bold,
};

export default function CustomNavbar({ html }: { html: string }) {
  const root = useRef<HTMLDivElement>(null);
  const [placeholders, setPlaceholders] = useState<Placeholders | null>(null);
  const site = useSnapshot(siteStore);
  const { cart } = useSnapshot(cartStore);
  const { user } = useSnapshot(sessionStore);
  const showLogin = site.data?.navSetting.show_login !== false;

  // Before paint: the pieces appear together with the HTML.
  useLayoutEffect(() => setPlaceholders(findPlaceholders(root.current!)), [html]);

  // One listener for every button of the HTML (native buttons: a key press clicks them too).
  useLayoutEffect(() => {
    const element = root.current!;
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      if (target.closest(CART_BUTTON_SELECTOR)) eventBus.emit('ui:open-cart', {});
      else if (target.closest(PINCODE_BUTTON_SELECTOR)) eventBus.emit('ui:open-pincode', {});
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, []);

  return (
    <div css={{ position: 'sticky', top: 0, zIndex: zIndex.sticky }}>
      {/* The HTML is the website's own, cleaned by the server when it sent the site data. */}
      <div ref={root} dangerouslySetInnerHTML={{ __html: html }} />
      {placeholders && (
        <>
          {placeholders.search && createPortal(<SearchForm />, placeholders.search)}
          {placeholders.accounts.map((element) => createPortal(<AccountMenu user={user} showLogin={showLogin} />, element))}
          {placeholders.bottomMenu && createPortal(<AccountMenu user={user} showLogin={showLogin} opensUp />, placeholders.bottomMenu)}
          {placeholders.carts.map((element) =>
            createPortal(
              <span data-testid="cart-count" css={badgeCss}>
                {cart?.quantity ?? 0}
              </span>,
              element,
            ),
          )}
          {placeholders.pincodes.map((element) => createPortal(<span> {site.pincode ?? SELECT_PINCODE_LABEL}</span>, element))}
        </>
      )}
    </div>
  );
}
