-- Order change notifications for "frequently bought together" (src/catalogue/boughtTogether.ts), on a channel of
-- their own, 'orders_changed': API processes drop a website's cached bought-together answers when one of its sales
-- starts or stops counting, and keep its listings (which no order changes, but for stock, already notified on
-- 'catalogue_changed'). A sale is an order that is paid or cash on delivery and still stands: order_is_sale, which
-- the answers' queries use too.
CREATE FUNCTION order_is_sale(status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $body$
  SELECT status IN ('confirmed', 'packed', 'out_for_delivery', 'delivered')
$body$;
--> statement-breakpoint
CREATE FUNCTION orders_notify_change() RETURNS trigger LANGUAGE plpgsql AS $body$
declare
  changed record;
begin
  if tg_op = 'DELETE' then changed := old; else changed := new; end if;
  perform pg_notify('orders_changed', coalesce(changed.website_id::text, ''));
  return null;
end
$body$;
--> statement-breakpoint
CREATE TRIGGER orders_changed_inserted AFTER INSERT ON orders FOR EACH ROW
  WHEN (order_is_sale(new.status)) EXECUTE FUNCTION orders_notify_change();
--> statement-breakpoint
-- Only a change of whether the order counts (or of its website): a delivery step of a sale changes no answer.
CREATE TRIGGER orders_changed_updated AFTER UPDATE ON orders FOR EACH ROW
  WHEN (order_is_sale(old.status) <> order_is_sale(new.status) OR (order_is_sale(new.status) AND old.website_id <> new.website_id))
  EXECUTE FUNCTION orders_notify_change();
--> statement-breakpoint
CREATE TRIGGER orders_changed_deleted AFTER DELETE ON orders FOR EACH ROW
  WHEN (order_is_sale(old.status)) EXECUTE FUNCTION orders_notify_change();
--> statement-breakpoint
-- Items are written with their order, in its transaction (its own notification covers them); these catch lines added
-- to a sale, changed or taken from it afterwards. Statement triggers (one per event, as transition tables require): a
-- batch of lines costs one notification per website. Lines deleted with their order find it gone: its delete notified.
CREATE FUNCTION order_items_notify_change() RETURNS trigger LANGUAGE plpgsql AS $body$
begin
  if tg_op = 'INSERT' then
    perform pg_notify('orders_changed', website_id::text) from (select distinct o.website_id from orders o
      where o.id in (select order_id from new_items) and order_is_sale(o.status)) sales;
  elsif tg_op = 'DELETE' then
    perform pg_notify('orders_changed', website_id::text) from (select distinct o.website_id from orders o
      where o.id in (select order_id from old_items) and order_is_sale(o.status)) sales;
  else
    perform pg_notify('orders_changed', website_id::text) from (select distinct o.website_id from orders o
      where o.id in (select order_id from new_items union select order_id from old_items) and order_is_sale(o.status)) sales;
  end if;
  return null;
end
$body$;
--> statement-breakpoint
CREATE TRIGGER order_items_changed_inserted AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION order_items_notify_change();
--> statement-breakpoint
CREATE TRIGGER order_items_changed_updated AFTER UPDATE ON order_items REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION order_items_notify_change();
--> statement-breakpoint
CREATE TRIGGER order_items_changed_deleted AFTER DELETE ON order_items REFERENCING OLD TABLE AS old_items
  FOR EACH STATEMENT EXECUTE FUNCTION order_items_notify_change();
