-- Each name's lower-case words, stored: the search's edit distance (src/catalogue/products.ts) read them from a regexp
-- split of every matching name, a large part of a look-alike search on PGlite.
ALTER TABLE "brands" ADD COLUMN "name_words" text[] GENERATED ALWAYS AS (regexp_split_to_array(lower(name), '[^[:alnum:]]+')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_words" text[] GENERATED ALWAYS AS (regexp_split_to_array(lower(name), '[^[:alnum:]]+')) STORED NOT NULL;