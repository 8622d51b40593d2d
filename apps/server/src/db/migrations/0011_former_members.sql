-- Issue 16: an ended event of an organizer who deleted their account stays, with no owner, for its volunteers' hours.
ALTER TABLE "events" DROP CONSTRAINT "events_owner_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "owner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;