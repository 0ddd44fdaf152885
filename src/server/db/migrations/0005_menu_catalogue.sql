CREATE TABLE "higher_categories" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"restaurant_id" varchar(24) NOT NULL,
	"category" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"availability" jsonb,
	"tagged_categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_ratings" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"restaurant_id" varchar(24) NOT NULL,
	"customer_id" varchar(24),
	"user_name" text DEFAULT '' NOT NULL,
	"user_avatar" text DEFAULT '' NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"main_rating" smallint NOT NULL,
	"food" smallint NOT NULL,
	"service" smallint NOT NULL,
	"waiting_time" smallint NOT NULL,
	"ordering_experience" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurant_menu_settings" (
	"restaurant_id" varchar(24) PRIMARY KEY NOT NULL,
	"promo_availability" jsonb,
	"rush_mode" boolean DEFAULT false NOT NULL,
	"rush_mode_times" jsonb,
	"rush_mode_header" text DEFAULT '' NOT NULL,
	"rush_mode_message" text DEFAULT '' NOT NULL,
	"promo_popup_enabled" boolean DEFAULT false NOT NULL,
	"promo_header" text DEFAULT '' NOT NULL,
	"promo_message" text DEFAULT '' NOT NULL,
	"promo_image" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "higher_categories" ADD CONSTRAINT "higher_categories_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_ratings" ADD CONSTRAINT "menu_ratings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_ratings" ADD CONSTRAINT "menu_ratings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_menu_settings" ADD CONSTRAINT "restaurant_menu_settings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "higher_categories_restaurant_idx" ON "higher_categories" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "menu_ratings_restaurant_date_idx" ON "menu_ratings" USING btree ("restaurant_id","date");