DROP INDEX "events_date_idx";--> statement-breakpoint
DROP INDEX "events_type_date_idx";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "hidden" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "trusted_organizer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "mail_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "mail_announcements" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "mail_waitlist" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "events_date_idx" ON "events" USING btree ("date","id","title","location") WHERE "events"."hidden" IS NULL;--> statement-breakpoint
CREATE INDEX "events_type_date_idx" ON "events" USING btree ("type","date","id","title","location") WHERE "events"."hidden" IS NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_hidden_known" CHECK ("events"."hidden" IS NULL OR "events"."hidden" IN ('moderator', 'suspension', 'review'));--> statement-breakpoint
-- Accounts and subscriptions from before verification count as verified and confirmed; their owners are trusted organizers.
UPDATE "user" SET "email_verified" = true, "trusted_organizer" = true;--> statement-breakpoint
UPDATE "newsletter_subscriptions" SET "confirmed_at" = "created_at";
