-- The listing's price and discount sorts follow the pack each card shows (listing_packs, src/db/schema.ts), not the
-- product's cheapest pack and best discount, which could belong to a pack out of stock at the shopper's warehouse.
-- The columns those sorts read on products, their indexes and the triggers that kept them go.
DROP TRIGGER "packs_summary_inserted" ON "packs";--> statement-breakpoint
DROP TRIGGER "packs_summary_updated" ON "packs";--> statement-breakpoint
DROP TRIGGER "packs_summary_deleted" ON "packs";--> statement-breakpoint
DROP FUNCTION "packs_refresh_product_summary"();--> statement-breakpoint
DROP FUNCTION "refresh_product_pack_summary"(integer[]);--> statement-breakpoint
DROP INDEX "packs_product_price";--> statement-breakpoint
CREATE TABLE "listing_packs" (
	"warehouse_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price_paise" integer,
	"discount" real NOT NULL,
	CONSTRAINT "listing_packs_warehouse_id_product_id_pk" PRIMARY KEY("warehouse_id","product_id")
);
--> statement-breakpoint
DROP INDEX "products_listing_price";--> statement-breakpoint
DROP INDEX "products_listing_discount";--> statement-breakpoint
ALTER TABLE "listing_packs" ADD CONSTRAINT "listing_packs_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_packs" ADD CONSTRAINT "listing_packs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_packs_price" ON "listing_packs" USING btree ("warehouse_id","price_paise","product_id");--> statement-breakpoint
CREATE INDEX "listing_packs_product" ON "listing_packs" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "min_price_paise";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "best_discount";--> statement-breakpoint
-- A pack's discount as the listing sorts it: a fraction of its MRP, 0 when it sells at MRP or above (the card then
-- shows no discount either).
CREATE FUNCTION pack_discount(price_paise integer, mrp_paise integer) RETURNS real LANGUAGE sql IMMUTABLE AS $body$
  SELECT CASE WHEN mrp_paise > price_paise THEN (mrp_paise - price_paise)::real / mrp_paise ELSE 0 END
$body$;
--> statement-breakpoint
-- The products' rows, one per warehouse of their website: the first pack in stock there (by position, then id), else
-- the first; no price and no discount without packs. Every product has its rows, so the listing joins them without
-- losing any and may read a whole catalogue in price order from the index. An upsert, not delete-and-insert, so two
-- transactions refreshing one product cannot collide on the key.
CREATE FUNCTION refresh_listing_packs(product_ids integer[]) RETURNS void LANGUAGE sql AS $body$
  INSERT INTO listing_packs (warehouse_id, product_id, price_paise, discount)
  SELECT DISTINCT ON (w.id, p.id) w.id, p.id, pk.price_paise, coalesce(pack_discount(pk.price_paise, pk.mrp_paise), 0)
  FROM products p
  JOIN warehouses w ON w.website_id = p.website_id
  LEFT JOIN packs pk ON pk.product_id = p.id
  LEFT JOIN pack_stock ps ON ps.pack_id = pk.id AND ps.warehouse_id = w.id
  WHERE p.id = ANY(product_ids)
  ORDER BY w.id, p.id, coalesce(ps.quantity, 0) > 0 DESC, pk.position, pk.id
  ON CONFLICT (warehouse_id, product_id) DO UPDATE SET price_paise = excluded.price_paise, discount = excluded.discount
    WHERE (listing_packs.price_paise, listing_packs.discount) IS DISTINCT FROM (excluded.price_paise, excluded.discount)
$body$;
--> statement-breakpoint
CREATE FUNCTION products_refresh_listing_packs() RETURNS trigger LANGUAGE plpgsql AS $body$
begin
  perform refresh_listing_packs(array(select id from new_products));
  return null;
end
$body$;
--> statement-breakpoint
CREATE TRIGGER products_listing_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION products_refresh_listing_packs();
--> statement-breakpoint
-- Statement triggers (one per event, as transition tables require): a bulk insert of many packs or stock rows costs
-- one refresh.
CREATE FUNCTION packs_refresh_listing_packs() RETURNS trigger LANGUAGE plpgsql AS $body$
begin
  if tg_op = 'INSERT' then
    perform refresh_listing_packs(array(select distinct product_id from new_packs));
  elsif tg_op = 'DELETE' then
    perform refresh_listing_packs(array(select distinct product_id from old_packs));
  else
    perform refresh_listing_packs(array(select product_id from new_packs union select product_id from old_packs));
  end if;
  return null;
end
$body$;
--> statement-breakpoint
CREATE TRIGGER packs_listing_inserted AFTER INSERT ON packs REFERENCING NEW TABLE AS new_packs
  FOR EACH STATEMENT EXECUTE FUNCTION packs_refresh_listing_packs();
--> statement-breakpoint
CREATE TRIGGER packs_listing_updated AFTER UPDATE ON packs REFERENCING OLD TABLE AS old_packs NEW TABLE AS new_packs
  FOR EACH STATEMENT EXECUTE FUNCTION packs_refresh_listing_packs();
--> statement-breakpoint
CREATE TRIGGER packs_listing_deleted AFTER DELETE ON packs REFERENCING OLD TABLE AS old_packs
  FOR EACH STATEMENT EXECUTE FUNCTION packs_refresh_listing_packs();
--> statement-breakpoint
-- Stock matters only as in or out of stock: an order taking some units of a pack still in stock refreshes nothing.
CREATE FUNCTION pack_stock_refresh_listing_packs() RETURNS trigger LANGUAGE plpgsql AS $body$
begin
  if tg_op = 'INSERT' then
    perform refresh_listing_packs(array(select distinct pk.product_id from new_stock s join packs pk on pk.id = s.pack_id));
  elsif tg_op = 'DELETE' then
    perform refresh_listing_packs(array(select distinct pk.product_id from old_stock s join packs pk on pk.id = s.pack_id));
  else
    perform refresh_listing_packs(array(
      select distinct pk.product_id
      from ((select pack_id, warehouse_id, quantity > 0 from new_stock except select pack_id, warehouse_id, quantity > 0 from old_stock)
        union all (select pack_id, warehouse_id, quantity > 0 from old_stock except select pack_id, warehouse_id, quantity > 0 from new_stock)) changed
      join packs pk on pk.id = changed.pack_id));
  end if;
  return null;
end
$body$;
--> statement-breakpoint
CREATE TRIGGER pack_stock_listing_inserted AFTER INSERT ON pack_stock REFERENCING NEW TABLE AS new_stock
  FOR EACH STATEMENT EXECUTE FUNCTION pack_stock_refresh_listing_packs();
--> statement-breakpoint
CREATE TRIGGER pack_stock_listing_updated AFTER UPDATE ON pack_stock REFERENCING OLD TABLE AS old_stock NEW TABLE AS new_stock
  FOR EACH STATEMENT EXECUTE FUNCTION pack_stock_refresh_listing_packs();
--> statement-breakpoint
CREATE TRIGGER pack_stock_listing_deleted AFTER DELETE ON pack_stock REFERENCING OLD TABLE AS old_stock
  FOR EACH STATEMENT EXECUTE FUNCTION pack_stock_refresh_listing_packs();
--> statement-breakpoint
-- A new warehouse sells every product of its website (out of stock until it has some); a deleted one takes its rows
-- with it (on delete cascade).
CREATE FUNCTION warehouses_refresh_listing_packs() RETURNS trigger LANGUAGE plpgsql AS $body$
begin
  perform refresh_listing_packs(array(select p.id from products p where p.website_id in (select website_id from new_warehouses)));
  return null;
end
$body$;
--> statement-breakpoint
CREATE TRIGGER warehouses_listing_inserted AFTER INSERT ON warehouses REFERENCING NEW TABLE AS new_warehouses
  FOR EACH STATEMENT EXECUTE FUNCTION warehouses_refresh_listing_packs();
--> statement-breakpoint
SELECT refresh_listing_packs(array(SELECT id FROM products));
--> statement-breakpoint
ANALYZE listing_packs;
