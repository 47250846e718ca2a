/**
 * The cart itself, wherever it is shown (the cart panel, the checkout): its lines grouped by delivery with each
 * group's slot and charge, − qty + and Remove per line with the line's message, the coupon field and the totals.
 * Every change replaces the cart with the server's answer; a failed one leaves it as it was and says why.
 */
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { Snapshot } from 'valtio';
import { cdnImageUrl, extractErrorMessage, formatINR, MESSAGES, type Cart, type CartItem } from '@storefront/shared';
import { TextField } from '@storefront/shared/forms';
import { cdnBase, showErrorToast } from '@storefront/shared/runtime';
import { applyCoupon, removeCoupon } from './couponApi';
import { CART_MESSAGES, formatDeliverySlot, MAX_QUANTITY_PER_LINE, type CouponRefusal, type DeliveryWindow } from '@storefront/shared/shopping';
import { addToCart, Button, CartQuantityControl, color, font, Price, radius, removeFromCart, space } from '@storefront/shared/ui';
import { CART_PANEL_TEXTS as TEXTS } from '../panels/texts';
import { grandTotalRowCss, totalsListCss } from '../totalsStyles';
import { deliveryGroups, freeDeliveryHint, type DeliveryInfoView } from './delivery';
import { boxCss, lineCss, listCss } from './styles';

type CartView = Snapshot<Cart>;
type CartLineView = Snapshot<CartItem>;
/** A change of one line: the call, and the quantity to show until the server answers (none: the line's own). */
type LineChange = (packId: number, call: () => Promise<unknown>, shownQuantity?: number | null) => void;

/** The intrinsic size asked of the CDN picture, so its box is reserved before it arrives. */
const LINE_IMAGE_PX = 64;

export interface CartDetailsProps {
  cart: CartView;
  /** After a line or the coupon changed (the checkout prices the cart again for its address and method). */
  onCartChanged?: () => Promise<unknown>;
  /** The window the shopper chose per delivery group (the checkout's), shown instead of the cart's own slot. */
  chosenSlots?: ReadonlyMap<number | null, DeliveryWindow | undefined>;
}

export function CartDetails({ cart, onCartChanged, chosenSlots }: CartDetailsProps) {
  // Lines being saved, with the quantity shown meanwhile (the change at once; the server's cart once it answers).
  const [saving, setSaving] = useState<ReadonlyMap<number, number | null>>(() => new Map());

  const changeLine: LineChange = async (packId, call, shownQuantity = null) => {
    setSaving((current) => new Map(current).set(packId, shownQuantity));
    try {
      await call();
      await onCartChanged?.();
    } catch (error) {
      // The store still holds the server's last cart: dropping the shown quantity puts the line back as it was.
      showErrorToast(error);
    } finally {
      setSaving((current) => {
        const next = new Map(current);
        next.delete(packId);
        return next;
      });
    }
  };

  const renderLine = (line: CartLineView) => (
    <CartLine
      key={`${line.pack_id}-${line.warehouse_id}`}
      line={line}
      saving={saving.has(line.pack_id)}
      quantity={saving.get(line.pack_id) ?? line.quantity}
      onChange={changeLine}
    />
  );
  // The footer already says so when no pincode is chosen; the server repeats it in the cart's message.
  const notice = cart.message?.replace(MESSAGES.pincodeRequired, '').trim();
  const groups = deliveryGroups(cart);

  return (
    <div css={{ display: 'grid', gap: space[5] }}>
      {notice && (
        <p role="status" css={[boxCss, { background: color.primarySoft }]}>
          {notice}
        </p>
      )}
      {groups.map((group, index) => (
        <DeliveryGroup
          key={group.delivery_charge_id ?? 'none'}
          title={TEXTS.deliveryGroup(index + 1, groups.length)}
          lines={group.items}
          info={cart.deliveryInfo.find((info) => info.delivery_charge_id === group.delivery_charge_id)}
          chosenSlot={chosenSlots?.get(group.delivery_charge_id)}
          renderLine={renderLine}
        />
      ))}
      <CouponField appliedCode={cart.offercode} onChanged={onCartChanged} />
      <Totals cart={cart} />
    </div>
  );
}

function DeliveryGroup({
  title,
  lines,
  info,
  chosenSlot,
  renderLine,
}: {
  title: string;
  lines: readonly CartLineView[];
  info: DeliveryInfoView | undefined;
  chosenSlot: DeliveryWindow | undefined;
  renderLine: (line: CartLineView) => ReactNode;
}) {
  const headingId = useId();
  const dated = lines.find((line) => line.del_date);
  const slot = chosenSlot
    ? formatDeliverySlot({ del_date: chosenSlot.date, del_start_time: chosenSlot.start_time, del_end_time: chosenSlot.end_time })
    : dated
      ? formatDeliverySlot(dated)
      : null;
  const hint = info && freeDeliveryHint(info);
  return (
    <section aria-labelledby={headingId} data-testid="delivery-group">
      <h3 id={headingId} css={{ margin: 0, fontSize: font.size.md }}>
        {title}
      </h3>
      <div css={{ fontSize: font.size.sm, color: color.textMuted, margin: `${space[1]} 0 ${space[2]}` }}>
        {slot && (
          <p css={{ margin: 0 }}>
            {TEXTS.deliverySlot}: {slot}
          </p>
        )}
        {info && (
          <p css={{ margin: 0 }}>{info.delivery_charge > 0 ? `${TEXTS.delivery}: ${formatINR(info.delivery_charge)}` : CART_MESSAGES.freeDelivery}</p>
        )}
        {hint && (
          <p data-testid="free-delivery-hint" css={{ margin: 0, color: color.warning, fontWeight: font.weight.medium }}>
            {hint}
          </p>
        )}
      </div>
      <ul css={listCss}>{lines.map(renderLine)}</ul>
    </section>
  );
}

function CartLine({ line, saving, quantity, onChange }: { line: CartLineView; saving: boolean; quantity: number; onChange: LineChange }) {
  const change = (call: () => Promise<unknown>, shownQuantity?: number) => onChange(line.pack_id, call, shownQuantity);
  const addOne = () => change(() => addToCart({ pack_id: line.pack_id, warehouse_id: line.warehouse_id }), quantity + 1);
  return (
    <li data-testid="cart-line" css={lineCss}>
      <img
        src={cdnImageUrl(line.image, cdnBase())}
        alt={line.name}
        width={LINE_IMAGE_PX}
        height={LINE_IMAGE_PX}
        loading="lazy"
        css={{ flex: 'none', width: space[16], height: space[16], objectFit: 'contain', borderRadius: radius.md, background: color.surface }}
      />
      <div css={{ flex: 1, minWidth: 0, display: 'grid', gap: space[1] }}>
        <span css={{ fontWeight: font.weight.semibold, overflowWrap: 'anywhere' }}>{line.name}</span>
        <span css={{ fontSize: font.size.sm, color: color.textMuted }}>{line.pack}</span>
        <Price price={line.price} actPrice={line.act_price} packName={line.pack} size="sm" />
        <div css={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: space[3], marginTop: space[1] }}>
          <CartQuantityControl
            quantity={quantity}
            max={MAX_QUANTITY_PER_LINE}
            busy={saving}
            label={TEXTS.lineQuantity(line.name, line.pack)}
            onIncrement={addOne}
            onDecrement={() => change(() => removeFromCart(line.pack_id), quantity - 1)}
          />
          <Button
            variant="ghost"
            size="sm"
            disabled={saving}
            aria-label={TEXTS.removeLine(line.name, line.pack)}
            onClick={() => change(() => removeFromCart(line.pack_id, { remove: true }))}
          >
            {TEXTS.remove}
          </Button>
        </div>
        {line.message && <p css={[boxCss, { background: color.warningSoft, color: color.warning }]}>{line.message}</p>}
      </div>
    </li>
  );
}

function CouponField({ appliedCode, onChanged }: { appliedCode: string | null; onChanged?: () => Promise<unknown> }) {
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  /** Runs a coupon call; a refusal it answers, or the error it fails with, shows under the field. True once applied or removed. */
  async function save(call: () => Promise<CouponRefusal | void>): Promise<boolean> {
    setSaving(true);
    setRefusal(null);
    try {
      const refused = await call();
      if (refused) {
        setRefusal(refused.message);
        return false;
      }
      await onChanged?.();
      return true;
    } catch (error) {
      setRefusal(extractErrorMessage(error));
      return false;
    } finally {
      setSaving(false);
    }
  }

  async function apply(event: FormEvent) {
    event.preventDefault();
    if (await save(() => applyCoupon(code.trim()))) setCode('');
  }

  if (appliedCode)
    return (
      <div css={{ display: 'grid', gap: space[2] }}>
        <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space[3] }}>
          <span css={{ fontWeight: font.weight.semibold, color: color.success }}>{TEXTS.couponApplied(appliedCode)}</span>
          <Button variant="ghost" size="sm" loading={saving} onClick={() => save(removeCoupon)}>
            {TEXTS.removeCoupon}
          </Button>
        </div>
        {refusal && (
          <p role="alert" css={{ margin: 0, color: color.danger, fontSize: font.size.sm }}>
            {refusal}
          </p>
        )}
      </div>
    );

  return (
    <form noValidate onSubmit={apply} css={{ display: 'flex', alignItems: 'flex-start', gap: space[2] }}>
      <TextField
        label={TEXTS.couponLabel}
        hideLabel
        placeholder={TEXTS.couponLabel}
        value={code}
        onChange={(value) => setCode(value)}
        error={refusal}
        autoComplete="off"
        css={{ flex: 1 }}
      />
      <Button type="submit" variant="secondary" loading={saving} disabled={!code.trim()}>
        {TEXTS.applyCoupon}
      </Button>
    </form>
  );
}

function Totals({ cart }: { cart: CartView }) {
  return (
    <dl data-testid="cart-totals" css={totalsCss}>
      <div>
        <dt>{TEXTS.subtotal}</dt>
        <dd>{formatINR(cart.total)}</dd>
      </div>
      {cart.discount > 0 && (
        <div>
          <dt>
            {TEXTS.discount}
            {cart.offercode && ` (${cart.offercode})`}
          </dt>
          <dd>−{formatINR(cart.discount)}</dd>
        </div>
      )}
      <div>
        <dt>{TEXTS.delivery}</dt>
        <dd>{cart.finalDelivery > 0 ? formatINR(cart.finalDelivery) : TEXTS.free}</dd>
      </div>
      <div css={grandTotalRowCss}>
        <dt>{TEXTS.total}</dt>
        <dd data-testid="cart-amount">{formatINR(cart.amount)}</dd>
      </div>
    </dl>
  );
}

const totalsCss = { ...totalsListCss, '& dd': { margin: 0, textAlign: 'right' } } as const;
