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
  paiseToRupees,
  type Cart,
  type CartItem,
  type PaymentMethod,
} from '@storefront/shared/contracts';
import type { Db } from '../db/client';
import { cartItems, carts, type PaymentProvider } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { earliestSlot, nextSlot, type DeliverySlot, groupDeliveryCharge, servingWarehouses, type ServingWarehouse } from '../delivery/service';
import { couponDiscount, couponRefusal, findCouponById, type CouponRow, type CouponUses } from './coupons';
import { preparedRows, type PreparedStatement } from '../db/preparedStatements';
import { untouchedSessionBounds } from '../http/sessions';

export type CartOwner = { userId: number } | { sessionId: string };

/** Whose cart a request works on: the signed-in user's, else the session's; null for a visitor without a session. */
export function cartOwnerOf(request: { user: { id: number } | null; session: { id: string } | null }): CartOwner | null {
  if (request.user) return { userId: request.user.id };
  if (request.session) return { sessionId: request.session.id };
  return null;
}

const ownerCondition = (owner: CartOwner) => ('userId' in owner ? eq(carts.userId, owner.userId) : eq(carts.sessionId, owner.sessionId));

/** The cart row pricing needs; `addToCart` and `removeFromCart` answer it so the cart is not looked up again. */
export interface CartRow {
  id: number;
  couponId: number | null;
  notes: string | null;
}

const findCartBy = (ownerColumn: 'user_id' | 'session_id'): PreparedStatement => ({
  name: `cart_find_by_${ownerColumn}`,
  types: ['int', ownerColumn === 'user_id' ? 'int' : 'text'],
  text: `select id, coupon_id, notes from carts where website_id = $1 and ${ownerColumn} = $2`,
});
const FIND_FOR_USER = findCartBy('user_id');
const FIND_FOR_SESSION = findCartBy('session_id');

/** Deletes a cart and its lines (an order placed from it), in the caller's transaction. */
export async function deleteCart(tx: Db, cartId: number): Promise<void> {
  await tx.delete(carts).where(eq(carts.id, cartId));
}

/** The owner's cart; `forUpdate` locks it until the caller's transaction ends. */
export async function findCart(db: Db, websiteId: number, owner: CartOwner, { forUpdate = false } = {}): Promise<CartRow | null> {
  if (forUpdate) {
    const [locked] = await db
      .select({ id: carts.id, couponId: carts.couponId, notes: carts.notes })
      .from(carts)
      .where(and(eq(carts.websiteId, websiteId), ownerCondition(owner)))
      .limit(1)
      .for('update');
    return locked ?? null;
  }
  const [statement, ownerValue] = 'userId' in owner ? [FIND_FOR_USER, owner.userId] : [FIND_FOR_SESSION, owner.sessionId];
  const [row] = await preparedRows<{ id: number; coupon_id: number | null; notes: string | null }>(db, statement, [websiteId, ownerValue]);
  return row ? { id: row.id, couponId: row.coupon_id, notes: row.notes } : null;
}

export interface LineRow extends Record<string, unknown> {
  pack_id: number;
  product_id: number;
  warehouse_id: number;
  quantity: number;
  pack_name: string;
  price_paise: number;
  mrp_paise: number;
  name: string;
  /** The product's first picture, null when it has none. */
  image: string | null;
  available: boolean;
  stock: number;
  delivery_charge_id: number | null;
  charge_paise: number | null;
  free_above_paise: number | null;
}

/**
 * Lines with what pricing them needs, in the order they were added: `source` names a relation of cart lines
 * (pack_id, warehouse_id, quantity, added_at); $1 is the website.
 */
const pricedLines = (source: string) => `
  select li.pack_id, pk.product_id, li.warehouse_id, li.quantity, li.added_at, pk.name as pack_name, pk.price_paise, pk.mrp_paise,
    p.name, p.medias->>0 as image, (p.is_active and p.website_id = $1 and w.website_id = $1) as available,
    coalesce(ps.quantity, 0)::int as stock, w.delivery_charge_id, dc.charge_paise, dc.free_above_paise
  from ${source} li
  join packs pk on pk.id = li.pack_id
  join products p on p.id = pk.product_id
  join warehouses w on w.id = li.warehouse_id
  left join delivery_charges dc on dc.id = w.delivery_charge_id
  left join pack_stock ps on ps.pack_id = li.pack_id and ps.warehouse_id = li.warehouse_id`;

/** The lines of cart $2 ($1 the website). */
const CART_LINES: PreparedStatement = {
  name: 'cart_lines',
  types: ['int', 'int'],
  text: `${pricedLines('(select * from cart_items where cart_id = $2)')} order by li.added_at, li.pack_id`,
};

/** A cart as a caller has just read it, with its lines when it read them too (`addToCart`). */
export interface ReadCart extends CartRow {
  lines?: LineRow[];
}

interface AddRow extends Partial<LineRow> {
  owner_found: boolean;
  owner_user_id: number | null;
  owner_pincode: string | null;
  pack_found: boolean;
  target_stock: number | null;
  cart_id: number | null;
  coupon_id: number | null;
  notes: string | null;
  added: number | null;
}

/**
 * One add as one statement ($1 website, $2 pack, $3 warehouse): `owner` selects whose cart it is, as a row of
 * (session_id, user_id, pincode) with one of the ids set, or no row. Answers a row of the outcome for each line of
 * the cart after the add (one with no line when the cart is empty, the add refused or no owner found).
 */
function addStatement(name: string, types: PreparedStatement['types'], owner: string): PreparedStatement {
  return {
    name,
    types,
    text: `
    with owner as (${owner}),
    target as (
      select ps.quantity as stock
      from packs pk
      join products p on p.id = pk.product_id and p.website_id = $1 and p.is_active
      left join warehouses w on w.id = $3 and w.website_id = $1
      left join pack_stock ps on ps.pack_id = pk.id and ps.warehouse_id = w.id
      where pk.id = $2
    ),
    found as (
      select c.id, c.coupon_id, c.notes from owner join carts c on c.website_id = $1 and c.user_id = owner.user_id
      union all
      select c.id, c.coupon_id, c.notes from owner join carts c on c.website_id = $1 and c.session_id = owner.session_id
    ),
    created as (
      insert into carts (website_id, session_id, user_id)
      select $1, owner.session_id, owner.user_id from owner
      where not exists (select 1 from found) and exists (select 1 from target where stock > 0)
      on conflict do nothing
      returning id, coupon_id, notes
    ),
    cart as (select * from found union all select * from created),
    added as (
      insert into cart_items (cart_id, pack_id, warehouse_id, quantity)
      select cart.id, $2, $3, 1 from cart, target where target.stock > 0
      on conflict (cart_id, pack_id) do update set quantity = cart_items.quantity + 1, warehouse_id = excluded.warehouse_id
      where cart_items.quantity + 1 <= least(${MAX_QUANTITY_PER_LINE},
        (select quantity from pack_stock where pack_id = excluded.pack_id and warehouse_id = excluded.warehouse_id))
      returning pack_id, warehouse_id, quantity, added_at
    ),
    outcome as (
      select exists (select 1 from owner) as owner_found, (select user_id from owner) as owner_user_id,
        (select pincode from owner) as owner_pincode,
        exists (select 1 from target) as pack_found, (select stock from target) as target_stock,
        cart.id as cart_id, cart.coupon_id, cart.notes, (select quantity from added) as added
      from (select 1) as one left join cart on true
    ),
    -- The statement sees the lines as they were before it: the added line (pack $2) comes from the insert.
    lines as (
      select ci.pack_id, ci.warehouse_id, ci.quantity, ci.added_at from cart_items ci join cart on ci.cart_id = cart.id
      where ci.pack_id <> $2 or not exists (select 1 from added)
      union all
      select pack_id, warehouse_id, quantity, added_at from added
    ),
    priced as (${pricedLines('lines')})
    select * from outcome left join priced on true
    order by priced.added_at, priced.pack_id`,
  };
}
const ADD_FOR_USER = addStatement(
  'cart_add_by_user',
  ['int', 'int', 'int', 'int'],
  'select null::text as session_id, $4::int as user_id, null::text as pincode',
);
const ADD_FOR_SESSION = addStatement(
  'cart_add_by_session',
  ['int', 'int', 'int', 'text'],
  'select $4::text as session_id, null::int as user_id, null::text as pincode',
);
/**
 * The owner of session $4 ($5 and $6: `untouchedSessionBounds`) when the add may use it as it is: live, not due a
 * touch, and not a superadmin's on another website they chose. Otherwise no row: the caller takes the usual way.
 */
const ADD_FOR_VISITOR = addStatement(
  'cart_add_by_visitor',
  ['int', 'int', 'int', 'text', 'text', 'text'],
  `select case when s.user_id is null then s.id end as session_id, s.user_id, s.pincode
    from sessions s
    where s.id = $4 and s.website_id = $1 and s.last_seen_at >= $5::timestamptz and s.created_at >= $6::timestamptz
      and case when s.chosen_website_id is null then true
        else not coalesce((select u.superadmin from users u where u.id = s.user_id), false) end`,
);

/** The cart after an add, and what pricing it needs to know of the visitor the session belongs to. */
export interface VisitorAdd {
  cart: ReadCart;
  userId: number | null;
  pincode: string | null;
}

/**
 * Adds one unit of a pack from a warehouse, within the warehouse's stock and the per-line maximum, creating the
 * cart on the first add. One statement: two quick taps cannot both pass the bound, and a refused add changes no
 * rows. Answers the cart.
 */
export async function addToCart(db: Db, websiteId: number, owner: CartOwner, packId: number, warehouseId: number): Promise<ReadCart> {
  const [statement, ownerValue] = 'userId' in owner ? [ADD_FOR_USER, owner.userId] : [ADD_FOR_SESSION, owner.sessionId];
  // An owner named by its id is always found.
  return (await runAdd(db, statement, packId, [websiteId, packId, warehouseId, ownerValue]))!.cart;
}

/**
 * `addToCart` for the owner of session `sessionId`, read in the same statement; null (nothing changed) when that
 * session cannot be used as it is (see ADD_FOR_VISITOR).
 */
export async function addToVisitorCart(
  db: Db,
  websiteId: number,
  sessionId: string,
  packId: number,
  warehouseId: number,
): Promise<VisitorAdd | null> {
  const { seenSince, createdSince } = untouchedSessionBounds();
  return runAdd(db, ADD_FOR_VISITOR, packId, [websiteId, packId, warehouseId, sessionId, seenSince, createdSince]);
}

/** Runs an add statement: the cart after the add, null when its owner was not found, or the refusal thrown. */
async function runAdd(db: Db, statement: PreparedStatement, packId: number, parameters: (number | string)[]): Promise<VisitorAdd | null> {
  const attempt = () => preparedRows<AddRow>(db, statement, parameters);
  let rows = await attempt();
  if (!rows[0].owner_found) return null;
  // The first add of two at once: the other created the cart after this statement's snapshot; now it is seen.
  if (rows[0].cart_id === null && (rows[0].target_stock ?? 0) > 0) rows = await attempt();
  const [row] = rows;
  const stock = row.target_stock;
  if (!row.pack_found) throw notFound(CART_MESSAGES.packNotFound);
  if (stock === null) throw notFound(CART_MESSAGES.warehouseNotFound);
  if (stock <= 0) throw new HttpError(409, CART_MESSAGES.outOfStock);
  if (row.cart_id === null) throw new Error('The cart could not be created');
  if (row.added !== null) {
    const lines = rows.filter((line): line is AddRow & LineRow => line.pack_id !== null);
    const cart = { id: row.cart_id, couponId: row.coupon_id, notes: row.notes, lines };
    return { cart, userId: row.owner_user_id, pincode: row.owner_pincode };
  }
  // A refused add leaves the lines as they were, the pack's own among them.
  const lineQuantity = rows.find((line) => line.pack_id === packId)?.quantity ?? 0;
  if (lineQuantity + 1 > MAX_QUANTITY_PER_LINE) throw new HttpError(409, CART_MESSAGES.maxPerLine);
  throw new HttpError(409, CART_MESSAGES.onlyLeft(stock));
}

/** Removes one unit, or the whole line when `removeLine` (or when the last unit goes). Answers the cart. */
export async function removeFromCart(db: Db, websiteId: number, owner: CartOwner, packId: number, removeLine: boolean): Promise<CartRow> {
  const cart = await findCart(db, websiteId, owner);
  if (!cart) throw notFound(CART_MESSAGES.notInCart);
  const line = and(eq(cartItems.cartId, cart.id), eq(cartItems.packId, packId));
  if (!removeLine) {
    const [decremented] = await db
      .update(cartItems)
      .set({ quantity: sql`${cartItems.quantity} - 1` })
      .where(and(line, sql`${cartItems.quantity} > 1`))
      .returning({ quantity: cartItems.quantity });
    if (decremented) return cart;
  }
  const [removed] = await db.delete(cartItems).where(line).returning({ packId: cartItems.packId });
  if (!removed) throw notFound(CART_MESSAGES.notInCart);
  return cart;
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

export interface PriceOptions {
  /** The pincode deliveries go to (session's or the chosen address's); null when none is chosen. */
  pincode: string | null;
  /** The signed-in shopper (per-user coupon limits), or null for a guest. */
  userId: number | null;
  /** The shopper's uses of a coupon, for its per-user limit. */
  couponUses: CouponUses;
  now: Date;
  /** A coupon to price with instead of the cart's own (order creation with an offercode). */
  coupon?: CouponRow | null;
  /** The owner's cart when the caller has just read it (undefined: look it up). */
  cart?: ReadCart | null;
}

function lineProblem(row: LineRow, pincode: string | null, served: Map<number, ServingWarehouse>): string | null {
  if (!row.available) return CART_MESSAGES.productUnavailable;
  if (pincode && !served.has(row.warehouse_id)) return CART_MESSAGES.notDeliverable(pincode);
  if (row.stock <= 0) return CART_MESSAGES.outOfStock;
  if (row.stock < row.quantity) return CART_MESSAGES.onlyLeft(row.stock);
  if (row.quantity > MAX_QUANTITY_PER_LINE) return CART_MESSAGES.maxPerLine;
  return null;
}

/** One slot per warehouse, worked out once: in shop time it costs more than the rest of a line. */
function slotsByWarehouse(now: Date): (warehouse: ServingWarehouse) => DeliverySlot | null {
  const slots = new Map<number, DeliverySlot | null>();
  return (warehouse) => {
    if (!slots.has(warehouse.warehouseId)) slots.set(warehouse.warehouseId, nextSlot(warehouse.slots, now));
    return slots.get(warehouse.warehouseId) ?? null;
  };
}

/** A cart line priced from its row: refused with the reason `problem`, or valid (with the slot it can be delivered in). */
function pricedLine(row: LineRow, problem: string | null, slot: DeliverySlot | null): PricedLine {
  return {
    packId: row.pack_id,
    productId: row.product_id,
    warehouseId: row.warehouse_id,
    deliveryChargeId: row.delivery_charge_id,
    name: row.name,
    packName: row.pack_name,
    image: row.image ?? '',
    quantity: row.quantity,
    pricePaise: row.price_paise,
    mrpPaise: row.mrp_paise,
    amountPaise: row.price_paise * row.quantity,
    valid: problem === null,
    message: problem,
    slot,
  };
}

/** The lines grouped by their delivery-charge rule, each group charged on the amount of its valid lines. */
function deliveryGroups(rows: LineRow[], lines: PricedLine[]): DeliveryGroup[] {
  const groups = new Map<number | null, DeliveryGroup>();
  rows.forEach((row, index) => {
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
    group.lines.push(lines[index]);
    if (lines[index].valid) group.amountPaise += lines[index].amountPaise;
  });
  for (const group of groups.values()) {
    const delivery = groupDeliveryCharge(group, group.amountPaise);
    group.deliveryPaise = delivery.chargePaise;
    group.message = delivery.message;
  }
  return [...groups.values()];
}

/** The coupon the cart is priced with (the caller's, else the cart's own), why it is refused, and its discount. */
async function pricedCoupon(db: Db, websiteId: number, cart: ReadCart | null, totalPaise: number, options: PriceOptions) {
  const couponId = options.coupon === undefined ? cart?.couponId : options.coupon?.id;
  const coupon = options.coupon ?? (couponId ? await findCouponById(db, websiteId, couponId) : null);
  const refusal = coupon ? await couponRefusal(db, coupon, totalPaise, options, options.now) : null;
  return { coupon: refusal ? null : coupon, refusal, discountPaise: coupon && !refusal ? couponDiscount(coupon, totalPaise) : 0 };
}

/** Prices a cart from the database; reads only. */
export async function priceCart(db: Db, websiteId: number, owner: CartOwner | null, options: PriceOptions): Promise<PricedCart> {
  const { pincode } = options;
  const cart: ReadCart | null = options.cart !== undefined ? options.cart : owner ? await findCart(db, websiteId, owner) : null;
  const rows = cart ? (cart.lines ?? (await preparedRows<LineRow>(db, CART_LINES, [websiteId, cart.id]))) : [];
  const serving = pincode ? await servingWarehouses(db, websiteId, pincode) : [];
  const served = new Map(serving.map((warehouse) => [warehouse.warehouseId, warehouse]));
  const slotOf = slotsByWarehouse(options.now);
  const lines = rows.map((row) => {
    const problem = lineProblem(row, pincode, served);
    const warehouse = served.get(row.warehouse_id);
    return pricedLine(row, problem, problem === null && warehouse ? slotOf(warehouse) : null);
  });
  const groups = deliveryGroups(rows, lines);

  const validLines = lines.filter((line) => line.valid);
  const totalPaise = validLines.reduce((sum, line) => sum + line.amountPaise, 0);
  const deliveryPaise = groups.reduce((sum, group) => sum + group.deliveryPaise, 0);
  const { coupon, refusal, discountPaise } = await pricedCoupon(db, websiteId, cart, totalPaise, options);

  return {
    cartId: cart?.id ?? null,
    notes: cart?.notes ?? null,
    pincode,
    serviceable: serving.length > 0,
    codAllowed: serving.every((warehouse) => warehouse.codAllowed),
    lines,
    groups,
    quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    totalPaise,
    discountPaise,
    deliveryPaise,
    amountPaise: totalPaise - discountPaise + deliveryPaise,
    slot: earliestSlot(validLines.map((line) => line.slot)),
    coupon,
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

/** What the shopper may pay with: the shop's online providers in the shop's order, then cash on delivery where it is allowed. */
export function paymentMethodsFor(providers: readonly PaymentProvider[], codAllowed: boolean): PaymentMethod[] {
  return codAllowed ? [...providers, 'cod'] : [...providers];
}

/** The whole cart as the API answers it; `paymentProviders`: the shop's (its website setting). */
export function cartResponse(priced: PricedCart, view: CartView & { paymentProviders: readonly PaymentProvider[] }): Cart {
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
    paymentMethods: paymentMethodsFor(view.paymentProviders, priced.codAllowed),
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
  /** The shop's online payment providers (its website setting). */
  paymentProviders: readonly PaymentProvider[];
  pincode: string | null;
  userId: number | null;
  couponUses: CouponUses;
  now?: Date;
  /** The owner's cart when the caller has just read it. */
  cart?: ReadCart | null;
}

/** Prices the owner's cart, drops a coupon that no longer applies, and answers the whole cart. */
export async function loadCart(db: Db, websiteId: number, owner: CartOwner | null, options: LoadCartOptions): Promise<Cart> {
  const priced = await priceCart(db, websiteId, owner, {
    pincode: options.pincode,
    userId: options.userId,
    couponUses: options.couponUses,
    now: options.now ?? new Date(),
    cart: options.cart,
  });
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
