ALTER TABLE "orders" ADD COLUMN "promised_minutes" integer;--> statement-breakpoint
ALTER TABLE "menu_ratings" ADD COLUMN "order_id" varchar(24);--> statement-breakpoint
ALTER TABLE "restaurant_menu_settings" ADD COLUMN "preparation_minutes" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_menu_settings" ADD COLUMN "rush_margin_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_ratings" ADD CONSTRAINT "menu_ratings_order_unique" UNIQUE("order_id");