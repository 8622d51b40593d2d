CREATE TABLE "shift_participations" (
	"shift_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"event_id" uuid NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shift_participations_shift_id_user_id_pk" PRIMARY KEY("shift_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"restricted" boolean DEFAULT false NOT NULL,
	"joined" integer DEFAULT 0 NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "shifts_joined_within_capacity" CHECK ("shifts"."joined" >= 0 AND "shifts"."joined" <= "shifts"."capacity"),
	CONSTRAINT "shifts_end_after_start" CHECK ("shifts"."end" > "shifts"."start")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "shift_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_participations" ADD CONSTRAINT "shift_participations_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_participations" ADD CONSTRAINT "shift_participations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_participations" ADD CONSTRAINT "shift_participations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shift_participations_user_idx" ON "shift_participations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shift_participations_event_idx" ON "shift_participations" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "shifts_event_start_idx" ON "shifts" USING btree ("event_id","start","position");