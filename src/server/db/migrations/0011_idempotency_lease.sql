ALTER TABLE "idempotency_keys" ADD COLUMN "holder" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "claim_id" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "lease_until" timestamp with time zone;