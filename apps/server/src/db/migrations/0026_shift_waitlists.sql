CREATE TABLE "shift_waitlist_entries" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shift_waitlist_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shift_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_until" timestamp with time zone,
	CONSTRAINT "shift_waitlist_entries_offer_whole" CHECK (("shift_waitlist_entries"."offered_at" IS NULL) = ("shift_waitlist_entries"."offer_until" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "shift_waitlist_entries" ADD CONSTRAINT "shift_waitlist_entries_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_waitlist_entries" ADD CONSTRAINT "shift_waitlist_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_waitlist_entries" ADD CONSTRAINT "shift_waitlist_entries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shift_waitlist_entries_once" ON "shift_waitlist_entries" USING btree ("shift_id","user_id");--> statement-breakpoint
CREATE INDEX "shift_waitlist_entries_order_idx" ON "shift_waitlist_entries" USING btree ("shift_id","seq");--> statement-breakpoint
CREATE INDEX "shift_waitlist_entries_event_idx" ON "shift_waitlist_entries" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "shift_waitlist_entries_user_idx" ON "shift_waitlist_entries" USING btree ("user_id");