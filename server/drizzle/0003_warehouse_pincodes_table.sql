-- Pincodes move from a jsonb list on the warehouse to their own rows (with COD per pincode); keep existing data.
INSERT INTO "warehouse_pincodes" ("warehouse_id", "pincode") SELECT "id", jsonb_array_elements_text("pincodes") FROM "warehouses" ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "warehouses" DROP COLUMN "pincodes";
