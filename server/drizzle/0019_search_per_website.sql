-- Each website's search words apart (src/catalogue/products.ts): a word only another website's products use must not
-- change this website's corrections or suggestions. The table is refilled from the names, so it is made anew.
DROP TABLE "search_words";
--> statement-breakpoint
CREATE TABLE "search_words" (
	"website_id" integer NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_website_id_word_pk" PRIMARY KEY("website_id","word")
);
--> statement-breakpoint
ALTER TABLE "search_words" ADD CONSTRAINT "search_words_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_remember_words() RETURNS trigger LANGUAGE plpgsql AS $body$
begin
  if tg_op = 'INSERT' then
    insert into search_words (website_id, word) select distinct website_id, word from new_products, unnest(name_words) word
      where word <> '' on conflict do nothing;
  else
    insert into search_words (website_id, word)
      select distinct n.website_id, word from new_products n join old_products o on o.id = n.id, unnest(n.name_words) word
      where n.name is distinct from o.name and word <> ''
      on conflict do nothing;
  end if;
  return null;
end
$body$;
--> statement-breakpoint
INSERT INTO search_words (website_id, word) SELECT DISTINCT website_id, word FROM products, unnest(name_words) word WHERE word <> '' ON CONFLICT DO NOTHING;
--> statement-breakpoint
ANALYZE search_words;
--> statement-breakpoint
-- A website's synonyms answer its searches, so a change to them is a catalogue change (migration 0004).
CREATE TABLE "search_synonyms" (
	"website_id" integer NOT NULL,
	"word" text NOT NULL,
	"target" text NOT NULL,
	CONSTRAINT "search_synonyms_website_id_word_pk" PRIMARY KEY("website_id","word")
);
--> statement-breakpoint
ALTER TABLE "search_synonyms" ADD CONSTRAINT "search_synonyms_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER catalogue_changed_search_synonyms AFTER INSERT OR UPDATE OR DELETE ON search_synonyms FOR EACH ROW EXECUTE FUNCTION catalogue_notify_change();
