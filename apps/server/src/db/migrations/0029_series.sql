CREATE TABLE "event_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text,
	"organization_id" uuid,
	"title" text NOT NULL,
	"time_zone" text NOT NULL,
	"first_start" timestamp with time zone NOT NULL,
	"recurrence" jsonb NOT NULL,
	"template" jsonb NOT NULL,
	"made_through" timestamp with time zone,
	"ends_after" timestamp with time zone,
	"confirm_days_before" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "series_members" (
	"series_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "series_members_series_id_user_id_pk" PRIMARY KEY("series_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "series_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "edited_alone" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "awaits_confirmation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "event_series" ADD CONSTRAINT "event_series_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_series" ADD CONSTRAINT "event_series_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_members" ADD CONSTRAINT "series_members_series_id_event_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."event_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_members" ADD CONSTRAINT "series_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_series_owner_idx" ON "event_series" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "series_members_user_idx" ON "series_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_series_id_event_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."event_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "events_series_start_idx" ON "events" USING btree ("series_id","series_start") WHERE "events"."series_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "events_confirm_token_idx" ON "events" USING btree ("confirm_token_hash") WHERE "events"."confirm_token_hash" IS NOT NULL;