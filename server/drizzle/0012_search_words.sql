-- The words of product names, for a one-word query that no name holds (src/catalogue/products.ts): its look-alikes
-- are found among the catalogue's few hundred distinct words, then the products holding them by products_name_words,
-- instead of rechecking the trigram similarity of every name that shares a few trigrams with the query.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "products_name_words" ON "products" USING gin ("name_words") WITH (fastupdate = off);--> statement-breakpoint
-- Statement triggers (transition tables): a bulk insert adds its new words in one statement. Words are never
-- removed: one no product holds any more matches nothing.
CREATE OR REPLACE FUNCTION products_remember_words() RETURNS trigger LANGUAGE plpgsql AS $body$
begin
  if tg_op = 'INSERT' then
    insert into search_words (word) select distinct word from new_products, unnest(name_words) word where word <> '' on conflict do nothing;
  else
    insert into search_words (word)
      select distinct word from new_products n join old_products o on o.id = n.id, unnest(n.name_words) word
      where n.name is distinct from o.name and word <> ''
      on conflict do nothing;
  end if;
  return null;
end
$body$;
--> statement-breakpoint
CREATE TRIGGER products_words_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION products_remember_words();
--> statement-breakpoint
CREATE TRIGGER products_words_updated AFTER UPDATE ON products REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION products_remember_words();
--> statement-breakpoint
INSERT INTO search_words (word) SELECT DISTINCT word FROM products, unnest(name_words) word WHERE word <> '' ON CONFLICT DO NOTHING;
--> statement-breakpoint
ANALYZE search_words;
--> statement-breakpoint
ANALYZE products;
