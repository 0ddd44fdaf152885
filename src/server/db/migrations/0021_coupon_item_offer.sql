ALTER TABLE "orders" ADD COLUMN "coupon_discount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "item_id" varchar(24);--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "item_quantity" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "item_percent" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_item_id_menu_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."menu_items"("id") ON DELETE set null ON UPDATE no action;