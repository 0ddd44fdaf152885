CREATE TABLE "kitchen_screens" (
	"restaurant_id" varchar(24) NOT NULL,
	"screen_id" varchar(64) NOT NULL,
	"station" varchar(24),
	"app_version" text DEFAULT '' NOT NULL,
	"queued_actions" integer DEFAULT 0 NOT NULL,
	"user_id" varchar(24),
	"connected" boolean DEFAULT true NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kitchen_screens_restaurant_id_screen_id_pk" PRIMARY KEY("restaurant_id","screen_id")
);
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "callawaiterrenotifyseconds" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "kitchenwatchdogseconds" integer DEFAULT 45 NOT NULL;--> statement-breakpoint
ALTER TABLE "kitchen_screens" ADD CONSTRAINT "kitchen_screens_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_screens" ADD CONSTRAINT "kitchen_screens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kitchen_screens_seen_idx" ON "kitchen_screens" USING btree ("last_seen_at");