/** The global cart side panel ('Cart Summary'): the cart (lines by delivery, quantities, coupon, totals) and the way to checkout. */
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { CART_PANEL_WIDTH_PX, MESSAGES, type GlobalPanelModule, type GlobalPanelProps } from '@storefront/shared';
import { SidePanel } from '@storefront/shared/overlays';
import { cartStore, eventBus, siteStore } from '@storefront/shared/runtime';
import { Button, color, font, space } from '@storefront/shared/ui';
import { CartDetails } from '../cart/CartDetails';
import { useCartPanelOpen } from './cartPanelOpen';
import { boxCss } from '../cart/styles';
import { CART_PANEL_TEXTS as TEXTS } from './texts';

export function CartPanel({ open, onClose }: GlobalPanelProps<'ui:open-cart'>) {
  const { cart } = useSnapshot(cartStore);
  const { pincode } = useSnapshot(siteStore);
  const navigate = useNavigate();
  const hasLines = Boolean(cart && cart.items.length > 0);
  useCartPanelOpen(open);

  function continueToCheckout() {
    onClose();
    navigate('/checkout');
  }

  return (
    <SidePanel
      open={open}
      onClose={onClose}
      title={MESSAGES.cartSummary}
      width={CART_PANEL_WIDTH_PX}
      footer={hasLines ? <CheckoutFooter pincodeChosen={Boolean(pincode)} onContinue={continueToCheckout} /> : undefined}
    >
      {cart && hasLines ? <CartDetails cart={cart} /> : <EmptyCart />}
    </SidePanel>
  );
}

export const Panel: GlobalPanelModule<'ui:open-cart'>['Panel'] = CartPanel;

function EmptyCart() {
  return (
    <div css={{ textAlign: 'center', padding: `${space[12]} 0` }}>
      <h3 css={{ margin: `0 0 ${space[2]}`, fontSize: font.size.lg }}>{MESSAGES.emptyCartTitle}</h3>
      <p css={{ margin: 0, color: color.textMuted }}>{MESSAGES.emptyCartText}</p>
    </div>
  );
}

function CheckoutFooter({ pincodeChosen, onContinue }: { pincodeChosen: boolean; onContinue: () => void }) {
  const warningId = useId();
  return (
    <div css={{ display: 'grid', gap: space[3] }}>
      {!pincodeChosen && (
        <div css={[boxCss, { display: 'grid', gap: space[2], justifyItems: 'start', background: color.warningSoft, color: color.warning }]}>
          <p id={warningId} css={{ margin: 0 }}>
            {MESSAGES.pincodeRequired}
          </p>
          <Button variant="secondary" size="sm" onClick={() => eventBus.emit('ui:open-pincode', {})}>
            {TEXTS.choosePincode}
          </Button>
        </div>
      )}
      <Button fullWidth disabled={!pincodeChosen} aria-describedby={pincodeChosen ? undefined : warningId} onClick={onContinue}>
        {TEXTS.continueToCheckout}
      </Button>
    </div>
  );
}
