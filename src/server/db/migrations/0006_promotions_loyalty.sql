CREATE TABLE "coupon_uses" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"coupon_id" varchar(24) NOT NULL,
	"customer_id" varchar(24),
	"order_id" varchar(24),
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"startdate" timestamp with time zone NOT NULL,
	"enddate" timestamp with time zone NOT NULL,
	"membersonly" boolean DEFAULT false NOT NULL,
	"isexclusive" boolean DEFAULT false NOT NULL,
	"isonetimeuse" boolean DEFAULT false NOT NULL,
	"priority" integer DEFAULT 1 NOT NULL,
	"qrvalue" text DEFAULT '' NOT NULL,
	"appcode" text DEFAULT '' NOT NULL,
	"emailmessage" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"thumbnail" text DEFAULT '' NOT NULL,
	"exclusiveusers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_passwords" (
	"customer_id" varchar(24) PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"customer_id" varchar(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_positions" (
	"device_id" varchar(24) PRIMARY KEY NOT NULL,
	"longitude" double precision NOT NULL,
	"latitude" double precision NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geo_points" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"longitude" double precision NOT NULL,
	"latitude" double precision NOT NULL,
	"radius_miles" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geo_push_logs" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"point_id" varchar(24) NOT NULL,
	"push_id" varchar(24),
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"initiated_by" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"radius_miles" real NOT NULL,
	"totalcount" integer NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geo_pushes" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"point_id" varchar(24) NOT NULL,
	"name" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "perk_clicks" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"perk_id" varchar(24) NOT NULL,
	"customer_id" varchar(24),
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "perks" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"buttontext" text DEFAULT '' NOT NULL,
	"galleryimages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_types" (
	"type" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"translation" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_uses" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"promo_id" varchar(24) NOT NULL,
	"customer_id" varchar(24),
	"order_id" varchar(24),
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promos" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"header" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"restaurant_id" varchar(24) NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"thumbnail" text DEFAULT '' NOT NULL,
	"startdate" timestamp with time zone NOT NULL,
	"enddate" timestamp with time zone NOT NULL,
	"price_minor" integer DEFAULT 0 NOT NULL,
	"termsandcondition" text DEFAULT '' NOT NULL,
	"translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"availability" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"isheystranger" boolean DEFAULT false NOT NULL,
	"isheyfriends" boolean DEFAULT false NOT NULL,
	"ismultipleuse" boolean DEFAULT false NOT NULL,
	"multiplelimit" integer DEFAULT 1 NOT NULL,
	"heystrangerorder" integer DEFAULT 0 NOT NULL,
	"heyfriendsorder" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stamp_balances" (
	"stamp_id" varchar(24) NOT NULL,
	"customer_id" varchar(24) NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stamp_balances_stamp_id_customer_id_pk" PRIMARY KEY("stamp_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "stamp_entries" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"stamp_id" varchar(24) NOT NULL,
	"customer_id" varchar(24) NOT NULL,
	"order_id" varchar(24),
	"kind" text NOT NULL,
	"delta" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stamps" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"restaurant_id" varchar(24) NOT NULL,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reward_id" varchar(24) NOT NULL,
	"maxcount" integer NOT NULL,
	"startdate" timestamp with time zone NOT NULL,
	"enddate" timestamp with time zone NOT NULL,
	"translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_passwords" ADD CONSTRAINT "customer_passwords_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD CONSTRAINT "customer_sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_positions" ADD CONSTRAINT "device_positions_device_id_customer_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."customer_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_push_logs" ADD CONSTRAINT "geo_push_logs_point_id_geo_points_id_fk" FOREIGN KEY ("point_id") REFERENCES "public"."geo_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_push_logs" ADD CONSTRAINT "geo_push_logs_push_id_geo_pushes_id_fk" FOREIGN KEY ("push_id") REFERENCES "public"."geo_pushes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_pushes" ADD CONSTRAINT "geo_pushes_point_id_geo_points_id_fk" FOREIGN KEY ("point_id") REFERENCES "public"."geo_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perk_clicks" ADD CONSTRAINT "perk_clicks_perk_id_perks_id_fk" FOREIGN KEY ("perk_id") REFERENCES "public"."perks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perk_clicks" ADD CONSTRAINT "perk_clicks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_uses" ADD CONSTRAINT "promo_uses_promo_id_promos_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_uses" ADD CONSTRAINT "promo_uses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_uses" ADD CONSTRAINT "promo_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promos" ADD CONSTRAINT "promos_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_balances" ADD CONSTRAINT "stamp_balances_stamp_id_stamps_id_fk" FOREIGN KEY ("stamp_id") REFERENCES "public"."stamps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_balances" ADD CONSTRAINT "stamp_balances_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_entries" ADD CONSTRAINT "stamp_entries_stamp_id_stamps_id_fk" FOREIGN KEY ("stamp_id") REFERENCES "public"."stamps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_entries" ADD CONSTRAINT "stamp_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_entries" ADD CONSTRAINT "stamp_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamps" ADD CONSTRAINT "stamps_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_uses_coupon_idx" ON "coupon_uses" USING btree ("coupon_id","at");--> statement-breakpoint
CREATE INDEX "coupon_uses_order_idx" ON "coupon_uses" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "customer_sessions_customer_idx" ON "customer_sessions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "geo_push_logs_point_idx" ON "geo_push_logs" USING btree ("point_id","date");--> statement-breakpoint
CREATE INDEX "perk_clicks_perk_idx" ON "perk_clicks" USING btree ("perk_id");--> statement-breakpoint
CREATE INDEX "promo_uses_promo_idx" ON "promo_uses" USING btree ("promo_id","customer_id");--> statement-breakpoint
CREATE INDEX "promo_uses_order_idx" ON "promo_uses" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "stamp_entries_order_idx" ON "stamp_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "stamp_entries_card_idx" ON "stamp_entries" USING btree ("stamp_id","customer_id");