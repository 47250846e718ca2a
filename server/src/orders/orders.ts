/**
 * Orders: created from the signed-in shopper's cart in one transaction (re-priced from the database, stock
 * reserved atomically, cart emptied only once the order exists), listed, viewed and cancelled before packing.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  CANCELLABLE_STATUSES,
  COUPON_MESSAGES,
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  PAYMENT_MESSAGES,
  PAYMENT_PROVIDER_NAMES,
  formatINR,
  paiseToRupees,
  type CreateOrderBody,
  type OrderDetail,
  type OrderListQuery,
  type OrderListResponse,
  type OrderSummary,
  type PaymentStatusValue,
} from '@storefront/shared/contracts';
import { deleteCart, findCart, priceCart, type PricedCart, type PricedLine, findCouponByCode, type CouponRow } from '../cart/service';
import { inStockRowOrder, returnStock, takeStock } from '../catalogue/service';
import { findOwnAddress, type AddressRow } from '../account/service';
import type { Db } from '../db/client';
import { couponUses } from './couponUses';
import { giveBackDeliveryPlaces, recordDeliveryPlaces, takeDeliveryPlaces } from './deliveryPlaces';
import { earliestSlot, type DeliverySlot } from '../delivery/service';
import { orderItems, orderStatusHistory, orders, type OrderAddress, type PaymentStatus } from '../db/schema';
import { HttpError, badRequest, notFound } from '../http/errors';

export type OrderRow = typeof orders.$inferSelect;

/** An order's payment as a cancel sees it. */
interface OrderPayment {
  id: number;
  status: PaymentStatus;
  amountPaise: number;
  updatedAt: Date;
}

type Refund = { id: string; status: string };

/**
 * What orders ask of an order's payment: its state, and the refund of a paid order that is cancelled. The payments
 * domain hands it in (its decorated service, `app.payments`): payments calls the orders service to confirm and fail
 * orders, so orders never imports payments.
 */
export interface OrderPayments<Payment extends OrderPayment = OrderPayment> {
  statusOf(orderId: number): Promise<PaymentStatus | undefined>;
  /** The order's payment a cancel must refund (paid, or a refund already under way), or null. */
  refundablePayment(tx: Db, orderId: number): Promise<Payment | null>;
  claimForRefund(tx: Db, paymentId: number): Promise<void>;
  /** Refunds through the provider; one that refuses or cannot be reached throws an HttpError (502). */
  refundClaimed(payment: Payment): Promise<Refund>;
  releaseRefundClaim(db: Db, paymentId: number): Promise<void>;
  markRefunded(tx: Db, paymentId: number, refund: Refund, now: Date): Promise<void>;
}

/** The address an order is delivered to, frozen at order time (later edits of the address book change nothing). */
export function addressSnapshot(address: AddressRow): OrderAddress {
  return {
    name: address.name,
    phone: address.phone,
    line1: address.line1,
    line2: address.line2,
    landmark: address.landmark,
    city: address.city,
    state: address.state,
    pincode: address.pincode,
    type: address.type,
  };
}

const lineLabel = (line: PricedLine) => `${line.name} (${line.packName})`;

/** The coupon the shopper typed at checkout, refused when this website has no such code. */
async function typedCoupon(tx: Db, websiteId: number, offercode: string | null | undefined): Promise<CouponRow | undefined> {
  if (!offercode) return undefined;
  const found = await findCouponByCode(tx, websiteId, offercode);
  if (!found) throw badRequest(COUPON_MESSAGES.unknown(offercode.toUpperCase()), 'offercode');
  return found;
}

/** Refuses a cart that cannot be placed as it is priced: empty, not deliverable, a line or the coupon refused, or COD not offered. */
function assertPlaceable(priced: PricedCart, body: CreateOrderBody, pincode: string): void {
  if (priced.lines.length === 0) throw badRequest(ORDER_MESSAGES.emptyCart);
  if (!priced.serviceable) throw badRequest(ORDER_MESSAGES.notServiceable(pincode), 'address_id');
  const invalid = priced.lines.find((line) => !line.valid);
  if (invalid) throw new HttpError(409, ORDER_MESSAGES.invalidLine(lineLabel(invalid), invalid.message ?? ''));
  if (priced.couponRefusal) throw badRequest(priced.couponRefusal, 'offercode');
  if (body.payment === 'cod' && !priced.codAllowed) throw badRequest(ORDER_MESSAGES.codUnavailable(pincode), 'payment');
}

/** Reserves every line's units, or none: the first line out of stock refuses the order (rolling back the transaction). */
async function reserveUnits(tx: Db, lines: PricedLine[]): Promise<void> {
  for (const line of inStockRowOrder(lines)) {
    if (!(await takeStock(tx, line))) throw new HttpError(409, ORDER_MESSAGES.soldOut(lineLabel(line)));
  }
}

/** Writes the order, its lines and its first timeline entry; answers its id. */
async function insertOrder(
  tx: Db,
  placing: {
    websiteId: number;
    userId: number;
    body: CreateOrderBody;
    address: AddressRow;
    priced: PricedCart;
    slot: DeliverySlot | null;
    now: Date;
  },
) {
  const { websiteId, userId, body, address, priced, slot, now } = placing;
  const status = body.payment === 'cod' ? 'confirmed' : 'pending_payment';
  const [order] = await tx
    .insert(orders)
    .values({
      websiteId,
      userId,
      status,
      paymentMethod: body.payment,
      addressId: address.id,
      address: addressSnapshot(address),
      couponId: priced.coupon?.id ?? null,
      offercode: priced.coupon?.code ?? null,
      note: body.note || null,
      totalPaise: priced.totalPaise,
      discountPaise: priced.discountPaise,
      deliveryChargePaise: priced.deliveryPaise,
      amountPaise: priced.amountPaise,
      delDate: slot?.date ?? null,
      delStartTime: slot?.start ?? null,
      delEndTime: slot?.end ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id });
  await tx.insert(orderItems).values(
    priced.lines.map((line) => ({
      orderId: order.id,
      productId: line.productId,
      packId: line.packId,
      warehouseId: line.warehouseId,
      deliveryChargeId: line.deliveryChargeId,
      name: line.name,
      packName: line.packName,
      image: line.image,
      quantity: line.quantity,
      pricePaise: line.pricePaise,
      mrpPaise: line.mrpPaise,
      amountPaise: line.amountPaise,
    })),
  );
  const note = body.payment === 'cod' ? ORDER_MESSAGES.placedCod : PAYMENT_MESSAGES.placedOnline(PAYMENT_PROVIDER_NAMES[body.payment]);
  await tx.insert(orderStatusHistory).values({ orderId: order.id, status, note, createdAt: now });
  return order.id;
}

/**
 * Places the shopper's cart as an order; answers the new order's id. Cash on delivery confirms at once; an
 * online payment leaves the order pending_payment (its units reserved) until the provider's payment is verified.
 */
export async function createOrder(db: Db, websiteId: number, userId: number, body: CreateOrderBody, now = new Date()): Promise<number> {
  const address = await findOwnAddress(db, websiteId, userId, body.address_id);
  if (!address) throw notFound(ORDER_MESSAGES.addressNotFound);
  const owner = { userId };

  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // Locks the cart: a double-submitted checkout places one order.
    const cart = await findCart(tx, websiteId, owner, { forUpdate: true });
    if (!cart) throw badRequest(ORDER_MESSAGES.emptyCart);
    const coupon = await typedCoupon(tx, websiteId, body.offercode);
    const priced = await priceCart(tx, websiteId, owner, { pincode: address.pincode, userId, couponUses, now, coupon });
    assertPlaceable(priced, body, address.pincode);
    await reserveUnits(tx, priced.lines);
    const placed = await takeDeliveryPlaces(tx, priced.lines, body.delivery_slots, now);
    const orderId = await insertOrder(tx, { websiteId, userId, body, address, priced, slot: earliestSlot(placed), now });
    await recordDeliveryPlaces(tx, orderId, placed);
    await deleteCart(tx, cart.id);
    return orderId;
  });
}

/** An order by numeric id or by number (GR-000123); anything else matches nothing. */
export function orderKey(idOrNumber: string): SQL | null {
  if (/^\d{1,9}$/.test(idOrNumber)) return eq(orders.id, Number(idOrNumber));
  if (/^GR-\d{6,9}$/i.test(idOrNumber)) return eq(orders.orderNumber, idOrNumber.toUpperCase());
  return null;
}

/** What an order holds: its lines (different packs) and their units. */
interface OrderSize {
  items: number;
  units: number;
}

function toSummary(row: OrderRow, size: OrderSize): OrderSummary {
  return {
    id: row.id,
    order_number: row.orderNumber,
    status: row.status,
    payment_method: row.paymentMethod,
    created_at: row.createdAt.toISOString(),
    item_count: size.items,
    unit_count: size.units,
    total: paiseToRupees(row.totalPaise),
    discount: paiseToRupees(row.discountPaise),
    delivery_charge: paiseToRupees(row.deliveryChargePaise),
    amount: paiseToRupees(row.amountPaise),
    del_date: row.delDate,
    del_start_time: row.delStartTime,
    del_end_time: row.delEndTime,
    can_cancel: isCancellable(row),
  };
}

export async function listOrders(db: Db, websiteId: number, userId: number, query: OrderListQuery): Promise<OrderListResponse> {
  const where = and(eq(orders.websiteId, websiteId), eq(orders.userId, userId), query.status ? eq(orders.status, query.status) : undefined);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const [{ total }] = await db.select({ total: count() }).from(orders).where(where);
  // What each order on the page holds, in one grouped query. (A correlated subquery here once compared the lines'
  // order_id with their own id — the builder writes a one-table query's columns unqualified — and said '1 item'.)
  const sizes = new Map<number, OrderSize>();
  if (rows.length > 0) {
    const lines = await db
      .select({ orderId: orderItems.orderId, items: count(), units: sql<number>`sum(${orderItems.quantity})::int` })
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          rows.map((row) => row.id),
        ),
      )
      .groupBy(orderItems.orderId);
    for (const line of lines) sizes.set(line.orderId, { items: Number(line.items), units: Number(line.units) });
  }
  return { data: rows.map((row) => toSummary(row, sizes.get(row.id) ?? { items: 0, units: 0 })), meta: { total } };
}

/** An order by id, whoever's it is (a payment's order). */
export async function orderById(db: Db, orderId: number): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

/** An order of this website by id or number, or null. */
export async function findWebsiteOrder(db: Db, websiteId: number, idOrNumber: string): Promise<OrderRow | null> {
  const key = orderKey(idOrNumber);
  if (!key) return null;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(key, eq(orders.websiteId, websiteId)))
    .limit(1);
  return order ?? null;
}

/** The shopper's own order on this website by id or number; another's is simply not found. */
export async function findOwnOrder(db: Db, websiteId: number, userId: number, idOrNumber: string, { forUpdate = false } = {}): Promise<OrderRow> {
  const key = orderKey(idOrNumber);
  if (!key) throw notFound(ORDER_MESSAGES.notFound);
  const query = db
    .select()
    .from(orders)
    .where(and(key, eq(orders.websiteId, websiteId), eq(orders.userId, userId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  return row;
}

/**
 * Where the order's money stands. Cash is due at the door until delivery (nothing is owed once cancelled); online,
 * the payment's own state says it, and without a payment taken the order's status says whether one is awaited.
 */
function paymentStatus(order: OrderRow, payment: PaymentStatus | undefined): PaymentStatusValue {
  if (order.paymentMethod === 'cod') return order.status === 'delivered' ? 'paid' : order.status === 'cancelled' ? 'not_paid' : 'due_on_delivery';
  if (payment === 'paid' || payment === 'refunding' || payment === 'refunded') return payment;
  if (order.status === 'payment_failed') return 'failed';
  return order.status === 'cancelled' ? 'not_paid' : 'awaiting';
}

export async function orderDetail(
  db: Db,
  websiteId: number,
  userId: number,
  idOrNumber: string,
  payments: Pick<OrderPayments, 'statusOf'>,
): Promise<OrderDetail> {
  const order = await findOwnOrder(db, websiteId, userId, idOrNumber);
  return describeOrder(db, order, await payments.statusOf(order.id));
}

/** Everything an order's page shows, from its row and its payment's status: totals, payment, address, items and timeline. */
export async function describeOrder(db: Db, order: OrderRow, paymentState: PaymentStatus | undefined): Promise<OrderDetail> {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const timeline = await db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, order.id))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  return {
    ...toSummary(order, { items: items.length, units: items.reduce((sum, item) => sum + item.quantity, 0) }),
    payment_status: paymentStatus(order, paymentState),
    offercode: order.offercode,
    note: order.note,
    address: {
      name: order.address.name,
      phone: order.address.phone,
      line1: order.address.line1,
      line2: order.address.line2,
      landmark: order.address.landmark,
      city: order.address.city,
      state: order.address.state,
      pincode: order.address.pincode,
      type: order.address.type,
    },
    items: items.map((item) => ({
      product_id: item.productId,
      pack_id: item.packId,
      warehouse_id: item.warehouseId,
      name: item.name,
      pack: item.packName,
      image: item.image,
      quantity: item.quantity,
      price: paiseToRupees(item.pricePaise),
      act_price: paiseToRupees(item.mrpPaise),
      amount: paiseToRupees(item.amountPaise),
    })),
    timeline: timeline.map((entry) => ({ status: entry.status, note: entry.note, created_at: entry.createdAt.toISOString() })),
  };
}

/** Not packed yet; a failed online order only while its units are still held (after that it is closed). */
function isCancellable(order: Pick<OrderRow, 'status' | 'stockReleasedAt'>): boolean {
  return CANCELLABLE_STATUSES.includes(order.status) || (order.status === 'payment_failed' && order.stockReleasedAt === null);
}

function assertCancellable(order: OrderRow) {
  if (order.status === 'cancelled') throw new HttpError(409, ORDER_MESSAGES.alreadyCancelled(order.orderNumber));
  if (!isCancellable(order)) throw new HttpError(409, ORDER_MESSAGES.cannotCancel(order.orderNumber, ORDER_STATUS_LABELS[order.status]));
}

/** A cancel whose refund request started this long ago and never finished (its process died) may be taken over. */
const REFUND_CLAIM_STALE_MS = 2 * 60_000;

/**
 * Cancels an order that has not been packed yet and puts its units back in their warehouses. A paid order is
 * refunded through its provider first: if the provider refuses or cannot be reached, nothing changes. Its payment
 * is claimed ('refunding') before the provider is called, so cancels sent at once refund once; the provider call
 * itself runs outside any transaction (a slow provider must not hold database connections or row locks).
 */
export async function cancelOrder<Payment extends OrderPayment>(
  db: Db,
  websiteId: number,
  userId: number,
  idOrNumber: string,
  payments: OrderPayments<Payment>,
): Promise<void> {
  const claimed = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const order = await findOwnOrder(tx, websiteId, userId, idOrNumber, { forUpdate: true });
    assertCancellable(order);
    const payment = await payments.refundablePayment(tx, order.id);
    if (!payment) {
      await closeCancelled(tx, order, null, payments);
      return null;
    }
    if (payment.status === 'refunding' && Date.now() - payment.updatedAt.getTime() < REFUND_CLAIM_STALE_MS) {
      throw new HttpError(409, ORDER_MESSAGES.cancelInProgress(order.orderNumber));
    }
    await payments.claimForRefund(tx, payment.id);
    return { orderId: order.id, payment };
  });
  if (!claimed) return;

  let refund: Refund;
  try {
    refund = await payments.refundClaimed(claimed.payment);
  } catch (error) {
    await payments.releaseRefundClaim(db, claimed.payment.id);
    throw error;
  }
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const order = await findOwnOrder(tx, websiteId, userId, String(claimed.orderId), { forUpdate: true });
    await closeCancelled(tx, order, { payment: claimed.payment, refund }, payments);
  });
}

/** The cancel itself, on the locked order: status, units back (once), timeline, and the refund when there was one. */
async function closeCancelled(
  tx: Db,
  order: OrderRow,
  refunded: { payment: OrderPayment; refund: Refund } | null,
  payments: Pick<OrderPayments, 'markRefunded'>,
) {
  const now = new Date();
  await tx
    .update(orders)
    .set({ status: 'cancelled', updatedAt: now, stockReleasedAt: order.stockReleasedAt ?? now })
    .where(eq(orders.id, order.id));
  // A failed order's units may have gone back already (releaseUnpaidOrders); they are never returned twice.
  if (order.stockReleasedAt === null) {
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    for (const item of inStockRowOrder(items)) await returnStock(tx, item);
  }
  await giveBackDeliveryPlaces(tx, [order.id]);
  await tx.insert(orderStatusHistory).values({ orderId: order.id, status: 'cancelled', note: ORDER_MESSAGES.cancelledByCustomer, createdAt: now });
  if (refunded) {
    const { payment, refund } = refunded;
    await payments.markRefunded(tx, payment.id, refund, now);
    const note = PAYMENT_MESSAGES.noteRefunded(formatINR(paiseToRupees(payment.amountPaise)), refund.id);
    await tx.insert(orderStatusHistory).values({ orderId: order.id, status: 'cancelled', note, createdAt: new Date(now.getTime() + 1) });
  }
}
