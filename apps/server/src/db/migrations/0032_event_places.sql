ALTER TABLE "events" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "home_geohash" text;--> statement-breakpoint
CREATE INDEX "events_place_idx" ON "events" USING gist (point("lng", "lat")) INCLUDE ("date", "id", "lat", "lng") WHERE "events"."hidden" IS NULL AND "events"."lat" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_pin_whole" CHECK (("events"."lat" IS NULL) = ("events"."lng" IS NULL));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_pin_range" CHECK ("events"."lat" BETWEEN -90 AND 90 AND "events"."lng" BETWEEN -180 AND 180);