/**
 * The wishlist heart of a product: filled when the product is in one of the shopper's wishlists. A signed-in shopper
 * chooses the wishlist in the global 'Add Products In Wishlist' modal; a guest is sent to sign in and brought back.
 */
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { LOGIN_PATH, rememberPathForSignIn } from '@storefront/shared';
import { eventBus, sessionStore } from '@storefront/shared/runtime';
import { color, iconButtonCss, motion, radius, shadow, space } from '@storefront/shared/ui';
import { SHOPPING_TEXTS as TEXTS } from './texts';

export interface WishlistButtonProps {
  productId: number;
  productName: string;
  inWishlist: boolean;
  className?: string;
}

export function WishlistButton({ productId, productName, inWishlist, className }: WishlistButtonProps) {
  const { user } = useSnapshot(sessionStore);
  const location = useLocation();
  const navigate = useNavigate();

  const choose = () => {
    if (user) {
      eventBus.emit('ui:open-wishlist', { product_id: productId });
      return;
    }
    rememberPathForSignIn(`${location.pathname}${location.search}${location.hash}`);
    navigate(LOGIN_PATH);
  };

  return (
    <button
      type="button"
      aria-label={TEXTS.addToWishlist(productName)}
      aria-pressed={inWishlist}
      title={inWishlist ? TEXTS.inWishlist(productName) : undefined}
      onClick={choose}
      className={className}
      css={{
        ...iconButtonCss,
        borderRadius: radius.pill,
        background: color.surfaceRaised,
        boxShadow: shadow.sm,
        color: inWishlist ? color.danger : color.textMuted,
        transition: `color ${motion.fast} ${motion.easing}`,
        '&:hover': { color: color.danger },
      }}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" css={{ width: space[5], height: space[5] }}>
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.1C1.5 8.2 3.6 4.5 7.2 4.5c2 0 3.5 1.1 4.8 2.8 1.3-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.7 4.5 6.9-1.8 4.5-9.3 9.1-9.3 9.1z"
          fill={inWishlist ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
