-- The online payment providers a shop takes (a website setting), the first the one the checkout suggests. A new shop
-- takes Razorpay; the shops already here keep offering both providers, as they did before the setting existed.
ALTER TABLE "websites" ADD COLUMN "payment_providers" jsonb DEFAULT '["razorpay"]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "websites" SET "payment_providers" = '["razorpay", "cashfree"]'::jsonb;
