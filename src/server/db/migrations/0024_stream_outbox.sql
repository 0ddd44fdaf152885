CREATE TABLE "stream_events" (
	"restaurant_id" varchar(24) NOT NULL,
	"seq" bigint NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stream_events_restaurant_id_seq_pk" PRIMARY KEY("restaurant_id","seq")
);
--> statement-breakpoint
CREATE TABLE "stream_heads" (
	"restaurant_id" varchar(24) PRIMARY KEY NOT NULL,
	"last_seq" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stream_events" ADD CONSTRAINT "stream_events_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_heads" ADD CONSTRAINT "stream_heads_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stream_events_created_idx" ON "stream_events" USING btree ("created_at");