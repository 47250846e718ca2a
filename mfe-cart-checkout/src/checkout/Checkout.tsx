/**
 * /checkout (signed-in, full width): the delivery address (a saved one or a new one), the payment methods the cart
 * offers for that address, named by what the shopper pays with ("UPI, cards, net banking" through the shop's provider;
 * a shop that takes both says how they differ) with the shop's first one chosen (COD is missing where it is refused,
 * and the reason is given), the delivery window chosen for each delivery group (DeliverySlots), a note, and the cart
 * priced for the address and method, with those windows and its coupon. 'Place Order' needs an address and a method and
 * places once however often it is pressed. An online payment continues on /checkout/{provider}/{id}; COD goes to
 * the order's success page. A refusal (a line sold out, a price changed) is shown with the cart priced again, so
 * each line says what changed; nothing typed or chosen is lost.
 */
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ApiError, extractErrorMessage } from '@storefront/shared';
import { Radio, RadioGroup, TextField } from '@storefront/shared/forms';
import { cartStore, replaceCart, siteStore } from '@storefront/shared/runtime';
import { PAYMENT_METHODS, type PaymentMethod } from '@storefront/shared/shopping';
import { ORDER_MESSAGES, type Address } from '@storefront/shared/signed-in';
import {
  Button,
  color,
  font,
  layout,
  mq,
  pageTitle,
  radius,
  reloadCart,
  ScreenMessage,
  space,
  Spinner,
  textLinkCss,
  usePageHead,
} from '@storefront/shared/ui';
import { CartDetails } from '../cart/CartDetails';
import { ADDRESSES_QUERY, fetchAddresses } from '@storefront/shared/addresses';
import { AddressBook } from './AddressBook';
import { LoadFailed } from './LoadFailed';
import { chosenWindow, DeliverySlots, slotChoices, slotIsOpen, type PickedSlots } from './DeliverySlots';
import { fetchDeliverySlots, placeOrder, priceCart } from './checkoutApi';
import { CHECKOUT_TEXTS as TEXTS, COD_LABEL, ONLINE_PAYMENT_LABEL, PAYMENT_PROVIDER_NOTES, SLOT_TEXTS } from './texts';

/** The cart priced for an address and a payment method, again whenever either changes or the cart does. */
function usePricedCart(addressId: number | null, payment: PaymentMethod | null) {
  const [pricing, setPricing] = useState(false);
  // Only the newest answer is kept: an older one arriving later must not replace it.
  const latest = useRef(0);
  const reprice = useCallback(async () => {
    if (addressId === null) return;
    const request = ++latest.current;
    setPricing(true);
    try {
      const cart = await priceCart({ address_id: addressId, payment_method: payment ?? undefined, groupby_delivery: true });
      if (request === latest.current) replaceCart(cart);
    } finally {
      if (request === latest.current) setPricing(false);
    }
  }, [addressId, payment]);
  return { pricing, reprice };
}

export function Checkout() {
  const site = useSnapshot(siteStore).data;
  usePageHead({ title: pageTitle(TEXTS.title, site?.web.name) });
  const { cart } = useSnapshot(cartStore);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const addresses = useQuery({ queryKey: ADDRESSES_QUERY, queryFn: ({ signal }) => fetchAddresses(signal) });

  const [chosenId, setChosenId] = useState<number | null>(null);
  const [payment, setPayment] = useState<PaymentMethod | null>(null);
  const [note, setNote] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pickedSlots, setPickedSlots] = useState<PickedSlots>({});
  const [slotRefusal, setSlotRefusal] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const placingNow = useRef(false);
  // The page starts at its heading: a shopper coming from the cart's 'Continue to Checkout' is not left on the page body.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const saved = addresses.data ?? [];
  const address = saved.find((candidate) => candidate.id === chosenId) ?? saved.find((candidate) => candidate.is_default) ?? saved[0];
  const addressId = address?.id ?? null;
  const { pricing, reprice } = usePricedCart(addressId, payment);
  const slots = useQuery({
    queryKey: ['delivery-slots', addressId],
    queryFn: ({ signal }) => fetchDeliverySlots(addressId as number, signal),
    enabled: addressId !== null,
  });
  const slotGroups = slots.data?.groups ?? [];
  useEffect(() => {
    reprice().catch((error: unknown) => setRefusal(extractErrorMessage(error)));
  }, [reprice]);

  // What the cart offers for this address, in the shop's order; a method it stops offering (COD) is no longer chosen, and
  // until the shopper chooses, the shop's first method is.
  const offered = (cart?.paymentMethods ?? []).filter((method): method is PaymentMethod => PAYMENT_METHODS.includes(method as PaymentMethod));
  const chosenPayment = payment && offered.includes(payment) ? payment : (offered[0] ?? null);
  const bothProviders = offered.filter((method) => method !== 'cod').length > 1;
  const codRefused = Boolean(address && cart && !cart.paymentMethods.includes('cod'));
  // Without the windows (they failed to load) the server gives each group its earliest open one.
  const ready = addressId !== null && chosenPayment !== null && !pricing && !slots.isPending;
  const chosenSlots = new Map(slotGroups.map((group) => [group.delivery_charge_id, chosenWindow(group, pickedSlots)]));

  // A line removed or added may change the cart's delivery groups, and so their windows.
  const cartChanged = () => Promise.all([reprice(), slots.refetch()]);

  function pickSlot(groupKey: string, slotId: string) {
    setPickedSlots((current) => ({ ...current, [groupKey]: slotId }));
    setSlotRefusal(null);
  }

  function addressAdded(added: Address) {
    queryClient.setQueryData<Address[]>(ADDRESSES_QUERY, (current = []) => [...current, added]);
    setChosenId(added.id);
  }

  async function place() {
    if (addressId === null || chosenPayment === null || placingNow.current) return;
    placingNow.current = true;
    setPlacing(true);
    setRefusal(null);
    setSlotRefusal(null);
    const deliverySlots = slots.data ? slotChoices(slots.data.groups, pickedSlots) : undefined;
    try {
      const placed = await placeOrder({
        address_id: addressId,
        payment: chosenPayment,
        offercode: cart?.offercode ?? null,
        note: note.trim() || null,
        ...(deliverySlots && { delivery_slots: deliverySlots }),
      });
      // The server emptied the cart: the badge and panel follow.
      reloadCart().catch(() => undefined);
      navigate(placed.payOptions ? `/checkout/${placed.payOptions.provider}/${placed.payOptions.id}` : `/order/success/${placed.order.order_number}`);
    } catch (error) {
      placingNow.current = false;
      setPlacing(false);
      // Each line says what changed (sold out, a new price).
      reprice().catch(() => undefined);
      if (error instanceof ApiError && error.status === 409 && deliverySlots?.length) {
        // A window that filled or closed meanwhile: the refusal goes next to the chooser, which shows the windows as they are now.
        const fresh = await slots.refetch();
        const groups = fresh.data?.groups ?? [];
        if (deliverySlots.some((choice) => !slotIsOpen(groups, choice))) {
          setSlotRefusal(extractErrorMessage(error));
          return;
        }
      }
      setRefusal(extractErrorMessage(error));
    }
  }

  if (cart && cart.items.length === 0 && !placing) {
    return (
      <ScreenMessage
        title={TEXTS.emptyTitle}
        message={TEXTS.emptyText}
        actions={
          <Link to="/products" css={textLinkCss}>
            {TEXTS.browseAll}
          </Link>
        }
      />
    );
  }

  return (
    <section aria-labelledby="checkout-title" css={pageCss}>
      <h1
        ref={heading}
        id="checkout-title"
        tabIndex={-1}
        css={{ margin: 0, fontSize: font.size['2xl'], lineHeight: font.lineHeight.tight, '&:focus': { outline: 'none' } }}
      >
        {TEXTS.title}
      </h1>
      <div css={columnsCss}>
        <div css={{ display: 'grid', gap: space[4], alignContent: 'start', minWidth: 0 }}>
          <CheckoutSection title={TEXTS.addressHeading}>
            {addresses.isPending && <Spinner />}
            {addresses.isError && (
              <LoadFailed what={TEXTS.loadFailed} error={addresses.error} retryLabel={TEXTS.tryAgain} onRetry={() => void addresses.refetch()} />
            )}
            {addresses.isSuccess && <AddressBook addresses={saved} chosenId={addressId} onChoose={setChosenId} onAdded={addressAdded} />}
          </CheckoutSection>
          <CheckoutSection title={SLOT_TEXTS.heading}>
            {address ? (
              <DeliverySlots slots={slots} picked={pickedSlots} onPick={pickSlot} refusal={slotRefusal} />
            ) : (
              <p css={{ margin: 0, color: color.textMuted }}>{SLOT_TEXTS.needsAddress}</p>
            )}
          </CheckoutSection>
          <CheckoutSection title={TEXTS.paymentHeading}>
            {address ? (
              <div css={{ display: 'grid', gap: space[2] }}>
                <RadioGroup
                  legend={TEXTS.choosePayment}
                  name="payment"
                  value={chosenPayment}
                  onChange={(method) => setPayment(method as PaymentMethod)}
                >
                  {offered.map((method) => (
                    <Radio
                      key={method}
                      value={method}
                      label={
                        method === 'cod' ? (
                          COD_LABEL
                        ) : (
                          <span css={{ display: 'grid' }}>
                            {ONLINE_PAYMENT_LABEL}
                            {bothProviders && (
                              <>
                                {' '}
                                <span css={{ fontSize: font.size.sm, color: color.textMuted }}>{PAYMENT_PROVIDER_NOTES[method]}</span>
                              </>
                            )}
                          </span>
                        )
                      }
                    />
                  ))}
                </RadioGroup>
                {codRefused && (
                  <p css={{ margin: 0, fontSize: font.size.sm, color: color.textMuted }}>{ORDER_MESSAGES.codUnavailable(address.pincode)}</p>
                )}
              </div>
            ) : (
              <p css={{ margin: 0, color: color.textMuted }}>{TEXTS.paymentNeedsAddress}</p>
            )}
          </CheckoutSection>
          <TextField label={TEXTS.noteLabel} value={note} onChange={setNote} maxLength={500} autoComplete="off" />
        </div>
        <aside aria-labelledby="summary-title" aria-busy={pricing} css={[panelCss, { [mq.lgUp]: { position: 'sticky', top: space[4] } }]}>
          <h2 id="summary-title" css={headingCss}>
            {TEXTS.summaryHeading}
          </h2>
          {cart ? <CartDetails cart={cart} onCartChanged={cartChanged} chosenSlots={chosenSlots} /> : <Spinner />}
          {refusal && (
            <p
              role="alert"
              css={{ margin: 0, padding: `${space[2]} ${space[3]}`, borderRadius: radius.md, background: color.dangerSoft, color: color.danger }}
            >
              {refusal}
            </p>
          )}
          {!chosenPayment && <p css={{ margin: 0, fontSize: font.size.sm, color: color.textMuted }}>{TEXTS.needsAddressAndPayment}</p>}
          <Button fullWidth disabled={!ready} loading={placing} onClick={() => void place()}>
            {TEXTS.placeOrder}
          </Button>
        </aside>
      </div>
    </section>
  );
}

/** One step of the checkout (address, payment) in its own box. */
function CheckoutSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} css={panelCss}>
      <h2 css={headingCss}>{title}</h2>
      {children}
    </section>
  );
}

const pageCss = {
  display: 'grid',
  gap: space[4],
  maxWidth: layout.contentMaxWidth,
  margin: '0 auto',
  padding: `${space[4]} ${space[4]} ${space[12]}`,
  boxSizing: 'border-box',
} as const;

const columnsCss = {
  display: 'grid',
  gap: space[4],
  alignItems: 'start',
  [mq.lgUp]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: space[6] },
} as const;

const panelCss = {
  display: 'grid',
  gap: space[4],
  padding: space[4],
  border: `${layout.borderWidth} solid ${color.border}`,
  borderRadius: radius.lg,
  background: color.surfaceRaised,
  minWidth: 0,
} as const;

const headingCss = { margin: 0, fontSize: font.size.lg, lineHeight: font.lineHeight.tight } as const;
