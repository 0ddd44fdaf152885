CREATE TABLE "automated_push_sends" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"push_id" varchar(24) NOT NULL,
	"order_id" varchar(24) NOT NULL,
	"customer_id" varchar(24),
	"visit_day" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automated_push_sends_push_order_uq" UNIQUE("push_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "automated_pushes" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"restaurant_id" varchar(24) NOT NULL,
	"name" text NOT NULL,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delay_minutes" integer NOT NULL,
	"times_per_visit" integer NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_devices" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"restaurant_id" varchar(24) NOT NULL,
	"uid" text NOT NULL,
	"name" text NOT NULL,
	"printers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"layouts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_devices_restaurant_uid_uq" UNIQUE("restaurant_id","uid")
);
--> statement-breakpoint
CREATE TABLE "print_layouts" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"restaurant_id" varchar(24) NOT NULL,
	"name" text NOT NULL,
	"default_printer" text NOT NULL,
	"layout" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "response_messages" (
	"restaurant_id" varchar(24) PRIMARY KEY NOT NULL,
	"accept" text DEFAULT '' NOT NULL,
	"longwait" text DEFAULT '' NOT NULL,
	"acceptadvance" text DEFAULT '' NOT NULL,
	"complete" text DEFAULT '' NOT NULL,
	"completetakeout" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tip_configs" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"restaurant_id" varchar(24) NOT NULL,
	"name" text NOT NULL,
	"percentage" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "printers" ADD COLUMN "last_poll_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "print_queue" ADD COLUMN "lines" jsonb;--> statement-breakpoint
ALTER TABLE "print_queue" ADD COLUMN "offered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "print_queue" ADD COLUMN "reason" text DEFAULT 'kitchen' NOT NULL;--> statement-breakpoint
ALTER TABLE "automated_push_sends" ADD CONSTRAINT "automated_push_sends_push_id_automated_pushes_id_fk" FOREIGN KEY ("push_id") REFERENCES "public"."automated_pushes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automated_push_sends" ADD CONSTRAINT "automated_push_sends_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automated_push_sends" ADD CONSTRAINT "automated_push_sends_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automated_pushes" ADD CONSTRAINT "automated_pushes_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_devices" ADD CONSTRAINT "pos_devices_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_layouts" ADD CONSTRAINT "print_layouts_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_messages" ADD CONSTRAINT "response_messages_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_configs" ADD CONSTRAINT "tip_configs_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "automated_push_sends_customer_idx" ON "automated_push_sends" USING btree ("customer_id","visit_day");--> statement-breakpoint
CREATE INDEX "automated_pushes_restaurant_idx" ON "automated_pushes" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "print_layouts_restaurant_idx" ON "print_layouts" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "tip_configs_restaurant_idx" ON "tip_configs" USING btree ("restaurant_id");