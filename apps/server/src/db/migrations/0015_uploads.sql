CREATE TABLE "media" (
	"upload_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"etag" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "media_upload_id_width_format_pk" PRIMARY KEY("upload_id","width","format"),
	CONSTRAINT "media_format_known" CHECK ("media"."format" IN ('avif', 'webp', 'jpeg'))
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" jsonb NOT NULL,
	"bytes" integer NOT NULL,
	"placeholder" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "uploads_created_idx" ON "uploads" USING btree ("created_at");