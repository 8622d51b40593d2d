DROP INDEX "events_date_idx";--> statement-breakpoint
DROP INDEX "events_type_date_idx";--> statement-breakpoint
CREATE INDEX "events_date_idx" ON "events" USING btree ("date","id","title","location");--> statement-breakpoint
CREATE INDEX "events_type_date_idx" ON "events" USING btree ("type","date","id","title","location");