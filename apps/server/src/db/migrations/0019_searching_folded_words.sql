DROP INDEX "events_date_idx";--> statement-breakpoint
DROP INDEX "events_type_date_idx";--> statement-breakpoint
DROP INDEX "events_title_trgm_idx";--> statement-breakpoint
DROP INDEX "events_location_trgm_idx";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "title_folded" text GENERATED ALWAYS AS (lower(title)) STORED;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "location_folded" text GENERATED ALWAYS AS (lower(location)) STORED;--> statement-breakpoint
CREATE INDEX "events_date_idx" ON "events" USING btree ("date","id","title_folded","location_folded") WHERE "events"."hidden" IS NULL;--> statement-breakpoint
CREATE INDEX "events_type_date_idx" ON "events" USING btree ("type","date","id","title_folded","location_folded") WHERE "events"."hidden" IS NULL;--> statement-breakpoint
CREATE INDEX "events_title_trgm_idx" ON "events" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_location_trgm_idx" ON "events" USING gin ("location_folded" gin_trgm_ops);