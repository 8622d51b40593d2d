-- The trigram indexes keep no pending list (decision 085): each new entry goes into the index at once.
ALTER INDEX "events_title_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "events_location_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
-- What the lists hold now goes in too, as a vacuum would put it.
SELECT gin_clean_pending_list('events_title_trgm_idx'::regclass), gin_clean_pending_list('events_location_trgm_idx'::regclass);
