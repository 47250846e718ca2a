/**
 * The cart: a guest's belongs to the session, a signed-in shopper's to the user. Every line is priced from the
 * database for the chosen pincode (deliverability, stock, slot), lines are grouped by delivery-charge rule and
 * the applied coupon is re-validated on every read.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  CART_MESSAGES,
  MAX_QUANTITY_PER_LINE,
  MESSAGES,
  PAYMENT_METHODS,
  paiseToRupees,
  type Cart,
  type CartItem,
  type PaymentMethod,
} from '@storefront/shared/contracts';
import { queryRows, type Db } from '../db/client';
import { cartItems, carts } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { earliestSlot, nextSlot, type DeliverySlot } from '../delivery/slots';
import { groupDeliveryCharge, servingWarehouses, type ServingWarehouse } from '../delivery/warehouses';
import { couponDiscount, couponRefusal, findCouponById, type CouponRow } from './coupons';

export type CartOwner = { userId: number } | { sessionId: string };

/** Whose cart a request works on: the signed-in user's, else the session's; null for a visitor without a session. */
export function cartOwnerOf(request: { user: { id: number } | null; session: { id: string } | null }): CartOwner | null {
  if (request.user) return { userId: request.user.id };
  if (request.session) return { sessionId: request.session.id };
  return null;
}

const ownerCondition = (owner: CartOwner) => ('userId' in owner ? eq(carts.userId, owner.userId) : eq(carts.sessionId, owner.sessionId));

export async function findCart(db: Db, websiteId: number, owner: CartOwner, { forUpdate = false } = {}) {
  const query = db
    .select({ id: carts.id, couponId: carts.couponId, notes: carts.notes })
    .from(carts)
    .where(and(eq(carts.websiteId, websiteId), ownerCondition(owner)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

async function ensureCart(db: Db, websiteId: number, owner: CartOwner): Promise<number> {
  const [created] = await db
    .insert(carts)
    .values({ websiteId, ...owner })
    .onConflictDoNothing()
    .returning({ id: carts.id });
  if (created) return created.id;
  const existing = await findCart(db, websiteId, owner);
  if (!existing) throw new Error('Cart vanished while it was being created');
  return existing.id;
}

interface StockRow extends Record<string, unknown> {
  stock: number | null;
}

/** Adds one unit of a pack from a warehouse, within the warehouse's stock and the per-line maximum. */
export async function addToCart(db: Db, websiteId: number, owner: CartOwner, packId: number, warehouseId: number): Promise<void> {
  const [target] = await queryRows<StockRow>(
    db,
    sql`
    select ps.quantity as stock
    from packs pk
    join products p on p.id = pk.product_id and p.website_id = ${websiteId} and p.is_active
    left join warehouses w on w.id = ${warehouseId} and w.website_id = ${websiteId}
    left join pack_stock ps on ps.pack_id = pk.id and ps.warehouse_id = w.id
    where pk.id = ${packId}`,
  );
  if (!target) throw notFound(CART_MESSAGES.packNotFound);
  if (target.stock === null) throw notFound(CART_MESSAGES.warehouseNotFound);
  if (target.stock <= 0) throw new HttpError(409, CART_MESSAGES.outOfStock);

  const cartId = await ensureCart(db, websiteId, owner);
  // One statement, so two quick taps cannot both pass the bound.
  const added = await queryRows<{ quantity: number }>(
    db,
    sql`
    insert into cart_items (cart_id, pack_id, warehouse_id, quantity) values (${cartId}, ${packId}, ${warehouseId}, 1)
    on conflict (cart_id, pack_id) do update set quantity = cart_items.quantity + 1, warehouse_id = excluded.warehouse_id
    where cart_items.quantity + 1 <= least(${MAX_QUANTITY_PER_LINE}::int,
      (select quantity from pack_stock where pack_id = excluded.pack_id and warehouse_id = excluded.warehouse_id))
    returning quantity`,
  );
  if (added.length > 0) return;
  const [line] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.packId, packId)));
  if (line && line.quantity + 1 > MAX_QUANTITY_PER_LINE) throw new HttpError(409, CART_MESSAGES.maxPerLine);
  throw new HttpError(409, CART_MESSAGES.onlyLeft(target.stock));
}

/** Removes one unit, or the whole line when `removeLine` (or when the last unit goes). */
export async function removeFromCart(db: Db, websiteId: number, owner: CartOwner, packId: number, removeLine: boolean): Promise<void> {
  const cart = await findCart(db, websiteId, owner);
  if (!cart) throw notFound(CART_MESSAGES.notInCart);
  const line = and(eq(cartItems.cartId, cart.id), eq(cartItems.packId, packId));
  if (!removeLine) {
    const [decremented] = await db
      .update(cartItems)
      .set({ quantity: sql`${cartItems.quantity} - 1` })
      .where(and(line, sql`${cartItems.quantity} > 1`))
      .returning({ quantity: cartItems.quantity });
    if (decremented) return;
  }
  const [removed] = await db.delete(cartItems).where(line).returning({ packId: cartItems.packId });
  if (!removed) throw notFound(CART_MESSAGES.notInCart);
}

export async function setCartCoupon(db: Db, cartId: number, couponId: number | null): Promise<void> {
  await db.update(carts).set({ couponId, updatedAt: new Date() }).where(eq(carts.id, cartId));
}

export interface PricedLine {
  packId: number;
  productId: number;
  warehouseId: number;
  deliveryChargeId: number | null;
  name: string;
  packName: string;
  image: string;
  quantity: number;
  pricePaise: number;
  mrpPaise: number;
  amountPaise: number;
  valid: boolean;
  message: string | null;
  slot: DeliverySlot | null;
}

export interface DeliveryGroup {
  deliveryChargeId: number | null;
  chargePaise: number;
  freeAbovePaise: number | null;
  amountPaise: number;
  deliveryPaise: number;
  message: string | null;
  lines: PricedLine[];
}

export interface PricedCart {
  cartId: number | null;
  notes: string | null;
  pincode: string | null;
  serviceable: boolean;
  codAllowed: boolean;
  lines: PricedLine[];
  groups: DeliveryGroup[];
  quantity: number;
  totalPaise: number;
  discountPaise: number;
  deliveryPaise: number;
  amountPaise: number;
  slot: DeliverySlot | null;
  coupon: CouponRow | null;
  /** Why the cart's coupon no longer applies (the caller drops it). */
  couponRefusal: string | null;
}

interface LineRow extends Record<string, unknown> {
  pack_id: number;
  product_id: number;
  warehouse_id: number;
  quantity: number;
  pack_name: string;
  price_paise: number;
  mrp_paise: number;
  name: string;
  medias: string[] | string;
  available: boolean;
  stock: number;
  delivery_charge_id: number | null;
  charge_paise: number | null;
  free_above_paise: number | null;
}

export interface PriceOptions {
  /** The pincode deliveries go to (session's or the chosen address's); null when none is chosen. */
  pincode: string | null;
  /** The signed-in shopper (per-user coupon limits), or null for a guest. */
  userId: number | null;
  now: Date;
  /** A coupon to price with instead of the cart's own (order creation with an offercode). */
  coupon?: CouponRow | null;
}

function lineProblem(row: LineRow, pincode: string | null, served: Map<number, ServingWarehouse>): string | null {
  if (!row.available) return CART_MESSAGES.productUnavailable;
  if (pincode && !served.has(row.warehouse_id)) return CART_MESSAGES.notDeliverable(pincode);
  if (row.stock <= 0) return CART_MESSAGES.outOfStock;
  if (row.stock < row.quantity) return CART_MESSAGES.onlyLeft(row.stock);
  if (row.quantity > MAX_QUANTITY_PER_LINE) return CART_MESSAGES.maxPerLine;
  return null;
}

/** Prices a cart from the database; reads only. */
export async function priceCart(db: Db, websiteId: number, owner: CartOwner | null, options: PriceOptions): Promise<PricedCart> {
  const { pincode, userId, now } = options;
  const cart = owner ? await findCart(db, websiteId, owner) : null;
  const rows = cart
    ? await queryRows<LineRow>(
        db,
        sql`
        select ci.pack_id, pk.product_id, ci.warehouse_id, ci.quantity, pk.name as pack_name, pk.price_paise, pk.mrp_paise,
          p.name, p.medias, (p.is_active and p.website_id = ${websiteId} and w.website_id = ${websiteId}) as available,
          coalesce(ps.quantity, 0)::int as stock, w.delivery_charge_id, dc.charge_paise, dc.free_above_paise
        from cart_items ci
        join packs pk on pk.id = ci.pack_id
        join products p on p.id = pk.product_id
        join warehouses w on w.id = ci.warehouse_id
        left join delivery_charges dc on dc.id = w.delivery_charge_id
        left join pack_stock ps on ps.pack_id = ci.pack_id and ps.warehouse_id = ci.warehouse_id
        where ci.cart_id = ${cart.id}
        order by ci.added_at, ci.pack_id`,
      )
    : [];
  const serving = pincode ? await servingWarehouses(db, websiteId, pincode) : [];
  const served = new Map(serving.map((warehouse) => [warehouse.warehouseId, warehouse]));

  const groups = new Map<number | null, DeliveryGroup>();
  const lines = rows.map((row): PricedLine => {
    const problem = lineProblem(row, pincode, served);
    const warehouse = served.get(row.warehouse_id);
    const medias = typeof row.medias === 'string' ? (JSON.parse(row.medias) as string[]) : row.medias;
    const line: PricedLine = {
      packId: row.pack_id,
      productId: row.product_id,
      warehouseId: row.warehouse_id,
      deliveryChargeId: row.delivery_charge_id,
      name: row.name,
      packName: row.pack_name,
      image: medias[0] ?? '',
      quantity: row.quantity,
      pricePaise: row.price_paise,
      mrpPaise: row.mrp_paise,
      amountPaise: row.price_paise * row.quantity,
      valid: problem === null,
      message: problem,
      slot: problem === null && warehouse ? nextSlot(warehouse.slots, now) : null,
    };
    let group = groups.get(row.delivery_charge_id);
    if (!group) {
      group = {
        deliveryChargeId: row.delivery_charge_id,
        chargePaise: row.charge_paise ?? 0,
        freeAbovePaise: row.free_above_paise,
        amountPaise: 0,
        deliveryPaise: 0,
        message: null,
        lines: [],
      };
      groups.set(row.delivery_charge_id, group);
    }
    group.lines.push(line);
    if (line.valid) group.amountPaise += line.amountPaise;
    return line;
  });
  for (const group of groups.values()) {
    const delivery = groupDeliveryCharge(group, group.amountPaise);
    group.deliveryPaise = delivery.chargePaise;
    group.message = delivery.message;
  }

  const validLines = lines.filter((line) => line.valid);
  const totalPaise = validLines.reduce((sum, line) => sum + line.amountPaise, 0);
  const deliveryPaise = [...groups.values()].reduce((sum, group) => sum + group.deliveryPaise, 0);
  const couponId = options.coupon === undefined ? cart?.couponId : options.coupon?.id;
  const coupon = options.coupon ?? (couponId ? await findCouponById(db, websiteId, couponId) : null);
  const refusal = coupon ? await couponRefusal(db, coupon, totalPaise, userId, now) : null;
  const discountPaise = coupon && !refusal ? couponDiscount(coupon, totalPaise) : 0;

  return {
    cartId: cart?.id ?? null,
    notes: cart?.notes ?? null,
    pincode,
    serviceable: serving.length > 0,
    codAllowed: serving.every((warehouse) => warehouse.codAllowed),
    lines,
    groups: [...groups.values()],
    quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    totalPaise,
    discountPaise,
    deliveryPaise,
    amountPaise: totalPaise - discountPaise + deliveryPaise,
    slot: earliestSlot(validLines.map((line) => line.slot)),
    coupon: refusal ? null : coupon,
    couponRefusal: refusal,
  };
}

function toCartItem(line: PricedLine): CartItem {
  return {
    pack_id: line.packId,
    warehouse_id: line.warehouseId,
    delivery_charge_id: line.deliveryChargeId,
    image: line.image,
    name: line.name,
    pack: line.packName,
    quantity: line.quantity,
    price: paiseToRupees(line.pricePaise),
    act_price: paiseToRupees(line.mrpPaise),
    amount: paiseToRupees(line.amountPaise),
    valid: line.valid,
    message: line.message,
    del_date: line.slot?.date ?? null,
    del_start_time: line.slot?.start ?? null,
    del_end_time: line.slot?.end ?? null,
  };
}

export interface CartView {
  /** Fill grouped_items (the checkout asks for it). */
  groupByDelivery?: boolean;
  /** The payment the shopper has chosen: COD where it is refused adds a message. */
  paymentMethod?: PaymentMethod;
  /** A message about what just happened (coupon applied, removed). */
  notice?: string;
}

/** The whole cart as the API answers it (spec §3). */
export function cartResponse(priced: PricedCart, view: CartView = {}): Cart {
  const items = priced.lines.map(toCartItem);
  const chargedMessages = priced.groups.filter((group) => group.deliveryPaise > 0 && group.message).map((group) => group.message as string);
  const messages: string[] = [];
  if (view.notice) messages.push(view.notice);
  if (priced.couponRefusal) messages.push(CART_MESSAGES.couponDropped(priced.couponRefusal));
  if (!priced.pincode && items.length > 0) messages.push(MESSAGES.pincodeRequired);
  if (view.paymentMethod === 'cod' && priced.pincode && !priced.codAllowed) messages.push(CART_MESSAGES.codUnavailable(priced.pincode));
  return {
    quantity: priced.quantity,
    total: paiseToRupees(priced.totalPaise),
    amount: paiseToRupees(priced.amountPaise),
    offercode: priced.coupon?.code ?? null,
    serviceable: priced.serviceable,
    notes: priced.notes,
    message: messages.length > 0 ? messages.join(' ') : null,
    discount: paiseToRupees(priced.discountPaise),
    delivery_charge: paiseToRupees(priced.deliveryPaise),
    finalDelivery: paiseToRupees(priced.deliveryPaise),
    deliveryMessage: chargedMessages.length > 0 ? chargedMessages.join(' ') : priced.totalPaise > 0 ? CART_MESSAGES.freeDelivery : null,
    paymentMethods: PAYMENT_METHODS.filter((method) => method !== 'cod' || priced.codAllowed),
    items,
    grouped_items: view.groupByDelivery
      ? priced.groups.map((group) => ({ delivery_charge_id: group.deliveryChargeId, items: group.lines.map(toCartItem) }))
      : [],
    del_date: priced.slot?.date ?? null,
    del_start_time: priced.slot?.start ?? null,
    del_end_time: priced.slot?.end ?? null,
    deliveryInfo: priced.groups.map((group) => ({
      delivery_charge_id: group.deliveryChargeId,
      delivery_charge: paiseToRupees(group.deliveryPaise),
      free_above: group.freeAbovePaise === null ? null : paiseToRupees(group.freeAbovePaise),
      amount: paiseToRupees(group.amountPaise),
      message: group.message,
    })),
  };
}

export interface LoadCartOptions extends CartView {
  pincode: string | null;
  userId: number | null;
  now?: Date;
}

/** Prices the owner's cart, drops a coupon that no longer applies, and answers the whole cart. */
export async function loadCart(db: Db, websiteId: number, owner: CartOwner | null, options: LoadCartOptions): Promise<Cart> {
  const priced = await priceCart(db, websiteId, owner, { pincode: options.pincode, userId: options.userId, now: options.now ?? new Date() });
  if (priced.couponRefusal && priced.cartId !== null) await setCartCoupon(db, priced.cartId, null);
  return cartResponse(priced, options);
}

/** Lines that cannot be delivered from their warehouse to a new pincode move to the warehouse that serves it, when it stocks the pack. */
export async function moveCartToPincode(db: Db, websiteId: number, owner: CartOwner, warehouseId: number, pincode: string): Promise<void> {
  const cart = await findCart(db, websiteId, owner);
  if (!cart) return;
  await db.execute(sql`
    update cart_items set warehouse_id = ${warehouseId}
    where cart_id = ${cart.id}
      and not exists (select 1 from warehouse_pincodes wp where wp.warehouse_id = cart_items.warehouse_id and wp.pincode = ${pincode})
      and exists (select 1 from pack_stock ps where ps.pack_id = cart_items.pack_id and ps.warehouse_id = ${warehouseId})`);
}
