ALTER TABLE "settlement_logs" ADD COLUMN "payout_claim" text;--> statement-breakpoint
ALTER TABLE "settlement_logs" ADD COLUMN "payout_lease_until" timestamp with time zone;