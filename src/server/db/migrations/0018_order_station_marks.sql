CREATE TABLE "order_station_marks" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"restaurant_id" varchar(24) NOT NULL,
	"order_id" varchar(24) NOT NULL,
	"station" varchar(24) NOT NULL,
	"line" integer,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recalled_at" timestamp with time zone,
	"user_id" varchar(24),
	"user_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_station_marks" ADD CONSTRAINT "order_station_marks_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_station_marks" ADD CONSTRAINT "order_station_marks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_station_marks" ADD CONSTRAINT "order_station_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_station_marks_order_idx" ON "order_station_marks" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_station_marks_restaurant_done_idx" ON "order_station_marks" USING btree ("restaurant_id","done_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_station_marks_live_idx" ON "order_station_marks" USING btree ("order_id","station",coalesce("line", -1)) WHERE "order_station_marks"."recalled_at" is null;