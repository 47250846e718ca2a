ALTER TABLE "products" ADD COLUMN "min_price_paise" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "best_discount" real DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_listing_price" ON "products" USING btree ("website_id","min_price_paise","id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_listing_discount" ON "products" USING btree ("website_id","best_discount" DESC NULLS FIRST,"popularity" DESC NULLS FIRST,"id") WHERE "products"."is_active";--> statement-breakpoint
-- The columns follow the packs: statement triggers (one per event, as transition tables require) recompute the
-- products whose packs a statement touched, so a bulk insert of many packs costs one update.
CREATE OR REPLACE FUNCTION refresh_product_pack_summary(product_ids integer[]) RETURNS void LANGUAGE sql AS $body$
  UPDATE products p SET min_price_paise = s.min_price, best_discount = s.best_discount
  FROM (
    SELECT ids.id, min(pk.price_paise) AS min_price,
      coalesce(max(CASE WHEN pk.mrp_paise > 0 THEN (pk.mrp_paise - pk.price_paise)::real / pk.mrp_paise ELSE 0 END), 0)::real AS best_discount
    FROM unnest(product_ids) AS ids(id) LEFT JOIN packs pk ON pk.product_id = ids.id
    GROUP BY ids.id
  ) s
  WHERE p.id = s.id AND (p.min_price_paise IS DISTINCT FROM s.min_price OR p.best_discount IS DISTINCT FROM s.best_discount)
$body$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION packs_refresh_product_summary() RETURNS trigger LANGUAGE plpgsql AS $body$
begin
  if tg_op = 'INSERT' then
    perform refresh_product_pack_summary(array(select distinct product_id from new_packs));
  elsif tg_op = 'DELETE' then
    perform refresh_product_pack_summary(array(select distinct product_id from old_packs));
  else
    perform refresh_product_pack_summary(array(select product_id from new_packs union select product_id from old_packs));
  end if;
  return null;
end
$body$;
--> statement-breakpoint
CREATE TRIGGER packs_summary_inserted AFTER INSERT ON packs REFERENCING NEW TABLE AS new_packs
  FOR EACH STATEMENT EXECUTE FUNCTION packs_refresh_product_summary();
--> statement-breakpoint
CREATE TRIGGER packs_summary_updated AFTER UPDATE ON packs REFERENCING OLD TABLE AS old_packs NEW TABLE AS new_packs
  FOR EACH STATEMENT EXECUTE FUNCTION packs_refresh_product_summary();
--> statement-breakpoint
CREATE TRIGGER packs_summary_deleted AFTER DELETE ON packs REFERENCING OLD TABLE AS old_packs
  FOR EACH STATEMENT EXECUTE FUNCTION packs_refresh_product_summary();
--> statement-breakpoint
SELECT refresh_product_pack_summary(array(SELECT DISTINCT product_id FROM packs));
--> statement-breakpoint
ANALYZE products;
--> statement-breakpoint
ANALYZE packs;
