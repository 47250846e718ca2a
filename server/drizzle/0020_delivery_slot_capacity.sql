CREATE TABLE "delivery_closed_days" (
	"warehouse_id" integer NOT NULL,
	"date" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "delivery_closed_days_warehouse_id_date_pk" PRIMARY KEY("warehouse_id","date")
);
--> statement-breakpoint
CREATE TABLE "delivery_slot_bookings" (
	"slot_id" integer NOT NULL,
	"date" text NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_slot_bookings_slot_id_date_pk" PRIMARY KEY("slot_id","date")
);
--> statement-breakpoint
CREATE TABLE "order_delivery_slots" (
	"order_id" integer NOT NULL,
	"slot_id" integer NOT NULL,
	"date" text NOT NULL,
	"delivery_charge_id" integer,
	CONSTRAINT "order_delivery_slots_order_id_slot_id_date_pk" PRIMARY KEY("order_id","slot_id","date")
);
--> statement-breakpoint
ALTER TABLE "delivery_slots" ADD COLUMN "capacity" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_slots" ADD COLUMN "cutoff_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_slots" ADD COLUMN "weekdays" integer[] DEFAULT '{0,1,2,3,4,5,6}' NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_closed_days" ADD CONSTRAINT "delivery_closed_days_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_slot_bookings" ADD CONSTRAINT "delivery_slot_bookings_slot_id_delivery_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."delivery_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_delivery_slots" ADD CONSTRAINT "order_delivery_slots_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_delivery_slots" ADD CONSTRAINT "order_delivery_slots_slot_id_delivery_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."delivery_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_delivery_slots_slot" ON "order_delivery_slots" USING btree ("slot_id","date");