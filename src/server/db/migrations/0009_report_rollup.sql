CREATE TABLE "report_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"restaurant_id" varchar(24) NOT NULL,
	"status" text NOT NULL,
	"kind" text NOT NULL,
	"category" text,
	"category_id" text,
	"name" text,
	"price" bigint,
	"at" timestamp with time zone NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	"cnt" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"card" bigint DEFAULT 0 NOT NULL,
	"mobilepay" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_rollup" (
	"restaurant_id" varchar(24) NOT NULL,
	"status" text NOT NULL,
	"kind" text NOT NULL,
	"category" text,
	"category_id" text,
	"name" text,
	"price" bigint,
	"day" date NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	"cnt" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"card" bigint DEFAULT 0 NOT NULL,
	"mobilepay" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_rollup_key" UNIQUE NULLS NOT DISTINCT("restaurant_id","day","status","kind","category","category_id","name","price")
);
--> statement-breakpoint
CREATE INDEX "report_deltas_restaurant_at_idx" ON "report_deltas" USING btree ("restaurant_id","at");