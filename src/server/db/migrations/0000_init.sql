CREATE TABLE "deals" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"header" text DEFAULT '' NOT NULL,
	"price_minor" integer DEFAULT 0 NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"startdate" timestamp with time zone NOT NULL,
	"enddate" timestamp with time zone NOT NULL,
	"details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"isexclusive" boolean DEFAULT false NOT NULL,
	"exclusiveusers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"emailmessage" text DEFAULT '' NOT NULL,
	"translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"iscustom" boolean DEFAULT false NOT NULL,
	"promocode" text,
	"redeemed" integer DEFAULT 0 NOT NULL,
	"restaurant_id" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"galleryimages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"provider" text DEFAULT 'Local' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"mobilenumber" text DEFAULT '' NOT NULL,
	"last_order_from" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"coverimage" text DEFAULT '' NOT NULL,
	"galleryimages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"openhours" text DEFAULT '' NOT NULL,
	"move" boolean DEFAULT false NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"menuplaceholder" text DEFAULT '' NOT NULL,
	"beacon" jsonb,
	"translation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"longitude" double precision,
	"latitude" double precision,
	"timezone" text DEFAULT 'Europe/Copenhagen' NOT NULL,
	"isdinein" boolean DEFAULT true NOT NULL,
	"istakeout" boolean DEFAULT true NOT NULL,
	"availability" jsonb NOT NULL,
	"privateusers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"isprivate" boolean DEFAULT false NOT NULL,
	"customertype" text,
	"originlang" text DEFAULT 'da' NOT NULL,
	"servicefee" double precision DEFAULT 0 NOT NULL,
	"allow_advance_order" boolean DEFAULT false NOT NULL,
	"iscallawaiter" boolean DEFAULT true NOT NULL,
	"smsenabled" boolean DEFAULT true NOT NULL,
	"smsenabledapp" boolean DEFAULT false NOT NULL,
	"ismenubuyable" boolean DEFAULT true NOT NULL,
	"surveyenabled" boolean DEFAULT false NOT NULL,
	"surveylookupdate" text,
	"surveyminrating" integer DEFAULT 4 NOT NULL,
	"surveylinkshow" boolean DEFAULT false NOT NULL,
	"surveylinks" jsonb DEFAULT '{"google":"","tripadvisor":"","trustpilot":""}'::jsonb NOT NULL,
	"ispoolingenabled" boolean DEFAULT false NOT NULL,
	"onlineposdkenabled" boolean DEFAULT false NOT NULL,
	"onlineposdktoken" text DEFAULT '' NOT NULL,
	"onlineposdkfirmid" text DEFAULT '' NOT NULL,
	"disablesendingtoonlinepos" boolean DEFAULT false NOT NULL,
	"autoaccept" boolean DEFAULT false NOT NULL,
	"bagtakeaway" boolean DEFAULT false NOT NULL,
	"bagtakeawayprice_minor" integer DEFAULT 0 NOT NULL,
	"hasdeliveryfee" boolean DEFAULT false NOT NULL,
	"deliveryfee_minor" integer DEFAULT 0 NOT NULL,
	"hasparktable" boolean DEFAULT false NOT NULL,
	"asktakeawayroom" boolean DEFAULT false NOT NULL,
	"isvippsenabled" boolean DEFAULT false NOT NULL,
	"ismobilepayenabled" boolean DEFAULT false NOT NULL,
	"primarycolor" varchar(32) DEFAULT '#1c7ed6' NOT NULL,
	"secondarycolor" varchar(32) DEFAULT '#f08c00' NOT NULL,
	"textcolor" varchar(32) DEFAULT '#ffffff' NOT NULL,
	"weeklyreportschedule" text DEFAULT 'none' NOT NULL,
	"discountenabled" boolean DEFAULT false NOT NULL,
	"discount" double precision DEFAULT 0 NOT NULL,
	"currency" jsonb NOT NULL,
	"routed" boolean DEFAULT false NOT NULL,
	"automatedpushenabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"restaurant_id" varchar(24),
	"password_hash" text NOT NULL,
	"included_to_report" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_last_order_from_restaurants_id_fk" FOREIGN KEY ("last_order_from") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_email_idx" ON "customers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "login_failures_username_at_idx" ON "login_failures" USING btree ("username","at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_restaurant_idx" ON "users" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "users_type_idx" ON "users" USING btree ("type");