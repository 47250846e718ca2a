CREATE TABLE "search_counts" (
	"website_id" integer NOT NULL,
	"day" date NOT NULL,
	"term" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "search_counts_website_id_day_term_pk" PRIMARY KEY("website_id","day","term")
);
--> statement-breakpoint
ALTER TABLE "search_counts" ADD CONSTRAINT "search_counts_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;