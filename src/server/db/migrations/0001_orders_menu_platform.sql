CREATE TABLE "drinks" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"restaurant_id" varchar(24) NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"price_minor" integer DEFAULT 0 NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extras" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"restaurant_id" varchar(24) NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_minor" integer DEFAULT 0 NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"galleryimages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"isavailable" boolean DEFAULT true NOT NULL,
	"translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"onlineposproductid" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_categories" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"restaurant_id" varchar(24) NOT NULL,
	"category" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ishidden" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"availability" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"restaurant_id" varchar(24) NOT NULL,
	"category_id" varchar(24),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_minor" integer NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"onlineposproductid" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"galleryimages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"isavailable" boolean DEFAULT true NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"extras" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "printers" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"restaurant_id" varchar(24) NOT NULL,
	"name" text NOT NULL,
	"serial" text NOT NULL,
	"language" text DEFAULT 'da' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_numbers" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"restaurant_id" varchar(24) NOT NULL,
	"number" integer NOT NULL,
	"floor" text DEFAULT '' NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"park_table" boolean DEFAULT false NOT NULL,
	"availability" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_numbers_restaurant_number_uq" UNIQUE("restaurant_id","number")
);
--> statement-breakpoint
CREATE TABLE "call_awaiter" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"restaurant_id" varchar(24) NOT NULL,
	"customer_id" varchar(24),
	"name" text NOT NULL,
	"tablenumber" integer NOT NULL,
	"status" text DEFAULT 'preorder' NOT NULL,
	"handled_by" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"owner" text NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"body_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_owner_key_pk" PRIMARY KEY("owner","key")
);
--> statement-breakpoint
CREATE TABLE "order_counters" (
	"restaurant_id" varchar(24) PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 1000 NOT NULL,
	"day" text DEFAULT '' NOT NULL,
	"last_daily" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"order_id" varchar(24) NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"user_id" varchar(24),
	"user_name" text DEFAULT '' NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"restaurant_id" varchar(24) NOT NULL,
	"order_number" integer NOT NULL,
	"ref_no" text NOT NULL,
	"customer_id" varchar(24),
	"guest_name" text DEFAULT '' NOT NULL,
	"mobilenumber" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"dine_in" boolean NOT NULL,
	"tablenumber" integer,
	"is_web" boolean DEFAULT false NOT NULL,
	"is_advance_order" boolean DEFAULT false NOT NULL,
	"advance_order_date" timestamp with time zone,
	"is_park_table" boolean DEFAULT false NOT NULL,
	"payment_type" text NOT NULL,
	"onlineposid" text DEFAULT '' NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_minor" integer NOT NULL,
	"bag_takeaway_minor" integer DEFAULT 0 NOT NULL,
	"delivery_fee_minor" integer DEFAULT 0 NOT NULL,
	"service_fee_permille" integer DEFAULT 0 NOT NULL,
	"service_fee_minor" integer DEFAULT 0 NOT NULL,
	"tip_minor" integer DEFAULT 0 NOT NULL,
	"tippercentage" integer DEFAULT 0 NOT NULL,
	"total_minor" integer NOT NULL,
	"amountcaptured_minor" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'DKK' NOT NULL,
	"iscard_eu" boolean DEFAULT true NOT NULL,
	"transactionfee_minor" integer DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"prep_minutes" integer,
	"accepted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"refund" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beacons" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"uuid" text NOT NULL,
	"radius" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "config_items" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "config_items_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "customer_devices" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"customer_id" varchar(24) NOT NULL,
	"token" text NOT NULL,
	"platform" text DEFAULT 'android' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_devices_token_uq" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "deal_redemptions" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"deal_id" varchar(24) NOT NULL,
	"customer_id" varchar(24),
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_queue" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"order_id" varchar(24) NOT NULL,
	"printer_id" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"printed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "push_logs" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"initiated_by" text NOT NULL,
	"type" text NOT NULL,
	"total_devices_pushed" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"others" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_notifications" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_logs" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"restaurant_id" varchar(24),
	"order_id" varchar(24),
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"mobile_number" text NOT NULL,
	"message" text NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_logs" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"date_time" timestamp with time zone DEFAULT now() NOT NULL,
	"email" text NOT NULL,
	"type" text NOT NULL,
	"others" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trucks" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_by" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "drinks" ADD CONSTRAINT "drinks_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras" ADD CONSTRAINT "extras_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_category_id_menu_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."menu_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_numbers" ADD CONSTRAINT "table_numbers_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_awaiter" ADD CONSTRAINT "call_awaiter_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_awaiter" ADD CONSTRAINT "call_awaiter_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_awaiter" ADD CONSTRAINT "call_awaiter_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_counters" ADD CONSTRAINT "order_counters_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_devices" ADD CONSTRAINT "customer_devices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_redemptions" ADD CONSTRAINT "deal_redemptions_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_redemptions" ADD CONSTRAINT "deal_redemptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_queue" ADD CONSTRAINT "print_queue_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_queue" ADD CONSTRAINT "print_queue_printer_id_printers_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."printers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_logs" ADD CONSTRAINT "sms_logs_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_logs" ADD CONSTRAINT "sms_logs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drinks_restaurant_idx" ON "drinks" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "extras_restaurant_idx" ON "extras" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "menu_categories_restaurant_idx" ON "menu_categories" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "menu_items_restaurant_idx" ON "menu_items" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "menu_items_category_idx" ON "menu_items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "printers_restaurant_idx" ON "printers" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "call_awaiter_restaurant_status_idx" ON "call_awaiter" USING btree ("restaurant_id","status");--> statement-breakpoint
CREATE INDEX "idempotency_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_restaurant_status_created_idx" ON "orders" USING btree ("restaurant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_restaurant_created_idx" ON "orders" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_restaurant_number_idx" ON "orders" USING btree ("restaurant_id","order_number");--> statement-breakpoint
CREATE INDEX "deal_redemptions_deal_idx" ON "deal_redemptions" USING btree ("deal_id","at");--> statement-breakpoint
CREATE INDEX "print_queue_printed_idx" ON "print_queue" USING btree ("printed_at");--> statement-breakpoint
CREATE INDEX "push_logs_date_idx" ON "push_logs" USING btree ("date");--> statement-breakpoint
CREATE INDEX "sms_logs_restaurant_date_idx" ON "sms_logs" USING btree ("restaurant_id","date");--> statement-breakpoint
CREATE INDEX "system_logs_date_idx" ON "system_logs" USING btree ("date_time");