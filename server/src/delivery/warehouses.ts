/** Which warehouses deliver to a pincode, with their COD rule, delivery-charge rule and slots. */
import { sql } from 'drizzle-orm';
import { CART_MESSAGES, formatINR, paiseToRupees } from '@storefront/shared/contracts';
import { catalogueCacheOf } from '../catalogue/service';
import { queryRows, type Db } from '../db/client';
import type { SlotRule } from './slots';

export interface ServingWarehouse {
  warehouseId: number;
  city: string;
  area: string;
  codAllowed: boolean;
  deliveryChargeId: number | null;
  chargePaise: number;
  freeAbovePaise: number | null;
  slots: SlotRule[];
}

interface ServingRow extends Record<string, unknown> {
  id: number;
  city: string;
  area: string;
  cod_allowed: boolean;
  delivery_charge_id: number | null;
  charge_paise: number | null;
  free_above_paise: number | null;
  slots: SlotRule[] | string;
}

/**
 * The website's warehouses that serve this pincode, lowest id first (the one the catalogue prices from). Asked
 * on every cart read, so answers are cached until the database notifies a change of the website's warehouses,
 * pincodes, delivery charges or slots; a transaction (`db` other than the app's) reads them itself.
 */
export function servingWarehouses(db: Db, websiteId: number, pincode: string): Promise<readonly ServingWarehouse[]> {
  const cache = catalogueCacheOf(db);
  const load = () => lookUpServingWarehouses(db, websiteId, pincode);
  return cache ? cache.servingWarehouses(websiteId, pincode, load) : load();
}

async function lookUpServingWarehouses(db: Db, websiteId: number, pincode: string): Promise<ServingWarehouse[]> {
  const rows = await queryRows<ServingRow>(
    db,
    sql`
    select w.id, w.city, wp.area, wp.cod_allowed, w.delivery_charge_id, dc.charge_paise, dc.free_above_paise,
      coalesce((select json_agg(json_build_object('id', s.id, 'startTime', s.start_time, 'endTime', s.end_time, 'cutoffMinutes', s.cutoff_minutes,
                  'capacity', s.capacity, 'weekdays', s.weekdays))
                from delivery_slots s where s.warehouse_id = w.id), '[]'::json) as slots
    from warehouse_pincodes wp
    join warehouses w on w.id = wp.warehouse_id
    left join delivery_charges dc on dc.id = w.delivery_charge_id
    where w.website_id = ${websiteId} and wp.pincode = ${pincode}
    order by w.id`,
  );
  return rows.map((row) => ({
    warehouseId: row.id,
    city: row.city,
    area: row.area,
    codAllowed: row.cod_allowed,
    deliveryChargeId: row.delivery_charge_id,
    chargePaise: row.charge_paise ?? 0,
    freeAbovePaise: row.free_above_paise,
    slots: typeof row.slots === 'string' ? (JSON.parse(row.slots) as SlotRule[]) : row.slots,
  }));
}

export interface DeliveryRule {
  chargePaise: number;
  freeAbovePaise: number | null;
}

/** What one delivery group (lines sharing a delivery_charge_id) pays for delivery, and what to tell the shopper. */
export function groupDeliveryCharge(rule: DeliveryRule | null, amountPaise: number): { chargePaise: number; message: string | null } {
  if (amountPaise <= 0) return { chargePaise: 0, message: null };
  if (!rule || rule.chargePaise === 0) return { chargePaise: 0, message: CART_MESSAGES.freeDelivery };
  if (rule.freeAbovePaise !== null && amountPaise >= rule.freeAbovePaise) return { chargePaise: 0, message: CART_MESSAGES.freeDelivery };
  const message = rule.freeAbovePaise === null ? null : CART_MESSAGES.addForFreeDelivery(formatINR(paiseToRupees(rule.freeAbovePaise - amountPaise)));
  return { chargePaise: rule.chargePaise, message };
}
