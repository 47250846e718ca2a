-- Site change notifications on the catalogue channel (src/catalogue/changes.ts), for what API processes cache
-- besides the listing: the website row (init's site data, the origin resolver), its domains, and the delivery
-- charges and slots the cart prices with. '' (every website) when the owner cannot be told, and for domains:
-- an origin can move between websites or stop being unknown.
CREATE OR REPLACE FUNCTION site_notify_change() RETURNS trigger LANGUAGE plpgsql AS $body$
declare
  changed record;
  website integer;
begin
  if tg_op = 'DELETE' then changed := old; else changed := new; end if;
  if tg_table_name = 'websites' then
    website := changed.id;
  elsif tg_table_name = 'delivery_slots' then
    select website_id into website from warehouses where id = changed.warehouse_id;
  elsif tg_table_name = 'delivery_charges' then
    website := changed.website_id;
  end if;
  perform pg_notify('catalogue_changed', coalesce(website::text, ''));
  return null;
end
$body$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER site_changed_websites AFTER INSERT OR UPDATE OR DELETE ON websites FOR EACH ROW EXECUTE FUNCTION site_notify_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER site_changed_website_domains AFTER INSERT OR UPDATE OR DELETE ON website_domains FOR EACH ROW EXECUTE FUNCTION site_notify_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER site_changed_delivery_charges AFTER INSERT OR UPDATE OR DELETE ON delivery_charges FOR EACH ROW EXECUTE FUNCTION site_notify_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER site_changed_delivery_slots AFTER INSERT OR UPDATE OR DELETE ON delivery_slots FOR EACH ROW EXECUTE FUNCTION site_notify_change();
