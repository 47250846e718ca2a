CREATE TABLE "code_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"identifier" text NOT NULL,
	"request_ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "code_requests" ADD CONSTRAINT "code_requests_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "code_requests_identifier" ON "code_requests" USING btree ("website_id","identifier","created_at");--> statement-breakpoint
CREATE INDEX "code_requests_ip" ON "code_requests" USING btree ("request_ip","created_at");--> statement-breakpoint
-- Codes sent within the longest window keep counting after the limiter moves to this table.
INSERT INTO "code_requests" ("website_id", "identifier", "request_ip", "created_at")
SELECT "website_id", "identifier", "request_ip", "created_at" FROM "otp_codes" WHERE "created_at" > now() - interval '1 hour';
