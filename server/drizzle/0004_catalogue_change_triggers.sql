-- Catalogue change notifications (src/catalogue/changes.ts): row triggers on every table the product listing
-- reads call pg_notify('catalogue_changed', website_id). PostgreSQL delivers them after COMMIT to every
-- listening API process, which then drops that website's cached listings; identical notifications of one
-- transaction are folded into one. '' (every website) when the owner cannot be told (e.g. a cascaded delete).
-- OR REPLACE: databases that ran the earlier start-up installer already hold these.
CREATE OR REPLACE FUNCTION catalogue_notify_change() RETURNS trigger LANGUAGE plpgsql AS $body$
declare
  changed record;
  website integer;
begin
  if tg_op = 'DELETE' then changed := old; else changed := new; end if;
  if tg_table_name = 'packs' then
    select website_id into website from products where id = changed.product_id;
  elsif tg_table_name in ('pack_stock', 'warehouse_pincodes') then
    select website_id into website from warehouses where id = changed.warehouse_id;
  else
    website := changed.website_id;
  end if;
  perform pg_notify('catalogue_changed', coalesce(website::text, ''));
  return null;
end
$body$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER catalogue_changed_products AFTER INSERT OR UPDATE OR DELETE ON products FOR EACH ROW EXECUTE FUNCTION catalogue_notify_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER catalogue_changed_packs AFTER INSERT OR UPDATE OR DELETE ON packs FOR EACH ROW EXECUTE FUNCTION catalogue_notify_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER catalogue_changed_categories AFTER INSERT OR UPDATE OR DELETE ON categories FOR EACH ROW EXECUTE FUNCTION catalogue_notify_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER catalogue_changed_brands AFTER INSERT OR UPDATE OR DELETE ON brands FOR EACH ROW EXECUTE FUNCTION catalogue_notify_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER catalogue_changed_suppliers AFTER INSERT OR UPDATE OR DELETE ON suppliers FOR EACH ROW EXECUTE FUNCTION catalogue_notify_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER catalogue_changed_warehouses AFTER INSERT OR UPDATE OR DELETE ON warehouses FOR EACH ROW EXECUTE FUNCTION catalogue_notify_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER catalogue_changed_warehouse_pincodes AFTER INSERT OR UPDATE OR DELETE ON warehouse_pincodes FOR EACH ROW EXECUTE FUNCTION catalogue_notify_change();
--> statement-breakpoint
-- Stock matters to the listing only as in or out of stock.
CREATE OR REPLACE TRIGGER catalogue_changed_stock_rows AFTER INSERT OR DELETE ON pack_stock FOR EACH ROW EXECUTE FUNCTION catalogue_notify_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER catalogue_changed_stock_levels AFTER UPDATE ON pack_stock FOR EACH ROW
  WHEN (old.pack_id <> new.pack_id OR old.warehouse_id <> new.warehouse_id OR (old.quantity > 0) <> (new.quantity > 0))
  EXECUTE FUNCTION catalogue_notify_change();
--> statement-breakpoint
-- Listing sorts as index order (src/catalogue/products.ts): the first page of an unfiltered listing reads 24 rows.
CREATE INDEX products_listing_popularity ON products (website_id, popularity DESC, id) WHERE is_active;
--> statement-breakpoint
CREATE INDEX products_listing_newest ON products (website_id, created_at DESC, id DESC) WHERE is_active;
--> statement-breakpoint
CREATE INDEX products_listing_name ON products (website_id, lower(name), id) WHERE is_active;
--> statement-breakpoint
-- A product's cheapest pack and best discount from the index alone (price and discount sorts).
CREATE INDEX packs_product_price ON packs (product_id, price_paise, mrp_paise);
--> statement-breakpoint
-- New rows go straight into the search index: PGlite has no autovacuum to flush a GIN pending list, and while
-- one is long the planner rightly avoids the index and computes trigram similarity on every product.
ALTER INDEX products_name_trgm SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('products_name_trgm');
