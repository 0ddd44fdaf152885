-- CloudPRNT printers authenticate (HTTP Basic, user = printer id). Every existing printer gets a random secret that
-- nobody knows (the default is volatile: one per row), so it prints again once an admin regenerates its password in
-- Printers and enters it in the printer. Printers and jobs also keep the printer's reported state and failures.
-- Settlement payouts are claimed under a lease before the provider is called.
ALTER TABLE "printers" ADD COLUMN "cloudprnt_secret_hash" text DEFAULT encode(sha256(convert_to(gen_random_uuid()::text, 'UTF8')), 'hex') NOT NULL;--> statement-breakpoint
ALTER TABLE "printers" ADD COLUMN "status_code" text;--> statement-breakpoint
ALTER TABLE "printers" ADD COLUMN "reported_mac" text;--> statement-breakpoint
ALTER TABLE "printers" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "printers" ADD COLUMN "rejected_why" text;--> statement-breakpoint
ALTER TABLE "print_queue" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "print_queue" ADD COLUMN "fail_code" text;--> statement-breakpoint
ALTER TABLE "print_queue" ADD COLUMN "download_timeouts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_logs" ADD COLUMN "payout_claim" text;--> statement-breakpoint
ALTER TABLE "settlement_logs" ADD COLUMN "payout_lease_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "print_queue_failed_idx" ON "print_queue" USING btree ("printer_id") WHERE failed_at is not null;