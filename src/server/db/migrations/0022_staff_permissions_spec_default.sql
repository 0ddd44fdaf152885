ALTER TABLE "restaurants" ALTER COLUMN "staff_permissions" SET DEFAULT '{"menu":true,"settings":true,"reports":true,"refund":false}'::jsonb;--> statement-breakpoint
-- Restaurants still at the old default (every toggle off, which no admin could tell from a choice) get the new one:
-- what the specification gives a RestaurantUser. Refunds stay off.
UPDATE "restaurants" SET "staff_permissions" = '{"menu":true,"settings":true,"reports":true,"refund":false}'::jsonb WHERE "staff_permissions" = '{"menu":false,"settings":false,"reports":false,"refund":false}'::jsonb;
