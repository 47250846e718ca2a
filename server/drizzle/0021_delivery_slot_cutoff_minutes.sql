-- A window's cut-off was a time of day; it is now how long before the window starts it closes (across midnight too).
UPDATE "delivery_slots" SET "cutoff_minutes" = (
  (extract(epoch from "start_time"::time) - extract(epoch from "cutoff_time"::time))::integer / 60 + 1440
) % 1440;--> statement-breakpoint
ALTER TABLE "delivery_slots" DROP COLUMN "cutoff_time";
