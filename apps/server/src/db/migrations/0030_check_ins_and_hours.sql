CREATE TABLE "check_in_scans" (
	"event_id" uuid NOT NULL,
	"key" text NOT NULL,
	"user_id" text NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"scanned_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_in_scans_event_id_key_pk" PRIMARY KEY("event_id","key")
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"shift_id" uuid,
	"in_at" timestamp with time zone NOT NULL,
	"out_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "hours_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"event_id" uuid,
	"shift_id" uuid,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"minutes" integer NOT NULL,
	"title" text,
	"day" text,
	"reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"supervisor_email" text,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hours_records_source_known" CHECK ("hours_records"."source" IN ('check-in', 'organizer', 'self-reported')),
	CONSTRAINT "hours_records_status_known" CHECK ("hours_records"."status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "hours_records_minutes_range" CHECK ("hours_records"."minutes" BETWEEN 0 AND 1440),
	CONSTRAINT "hours_records_elsewhere_whole" CHECK (("hours_records"."event_id" IS NULL) = ("hours_records"."source" = 'self-reported'))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "credit_scheduled_hours" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "check_in_scans" ADD CONSTRAINT "check_in_scans_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_scans" ADD CONSTRAINT "check_in_scans_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_scans" ADD CONSTRAINT "check_in_scans_scanned_by_user_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hours_records" ADD CONSTRAINT "hours_records_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hours_records" ADD CONSTRAINT "hours_records_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hours_records" ADD CONSTRAINT "hours_records_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hours_records" ADD CONSTRAINT "hours_records_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_in_scans_user_idx" ON "check_in_scans" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_once" ON "check_ins" USING btree ("event_id","user_id",coalesce("shift_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "check_ins_user_idx" ON "check_ins" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hours_records_once" ON "hours_records" USING btree ("event_id","user_id",coalesce("shift_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "hours_records"."event_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "hours_records_user_idx" ON "hours_records" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "hours_records_event_idx" ON "hours_records" USING btree ("event_id","source");--> statement-breakpoint
CREATE UNIQUE INDEX "hours_records_token_idx" ON "hours_records" USING btree ("token_hash");--> statement-breakpoint
-- The attendance marks of events and shifts that have ended become organizer records (decision 068): present approved, a no-show rejected.
INSERT INTO "hours_records" ("user_id", "event_id", "source", "status", "minutes", "decided_by", "decided_at")
SELECT p."user_id", p."event_id", 'organizer', CASE WHEN p."attended" THEN 'approved' ELSE 'rejected' END,
  coalesce(e."duration_minutes", 0), e."owner_id", now()
FROM "participations" p JOIN "events" e ON e."id" = p."event_id"
WHERE e."date" + make_interval(mins => coalesce(e."duration_minutes", 0)) < now();--> statement-breakpoint
INSERT INTO "hours_records" ("user_id", "event_id", "shift_id", "source", "status", "minutes", "decided_by", "decided_at")
SELECT sp."user_id", sp."event_id", sp."shift_id", 'organizer', CASE WHEN sp."attended" THEN 'approved' ELSE 'rejected' END,
  least(1440, round(extract(epoch FROM s."end" - s."start") / 60))::int, e."owner_id", now()
FROM "shift_participations" sp JOIN "shifts" s ON s."id" = sp."shift_id" JOIN "events" e ON e."id" = sp."event_id"
WHERE s."end" < now();
