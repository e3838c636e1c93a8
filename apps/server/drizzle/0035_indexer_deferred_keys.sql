-- Hand-written: the item keys of activity and notifications may be checked at commit. The indexer's batch inserts
-- each fetched range's activity and notifications while the next range is fetched, before it writes the items the
-- batch creates, and defers these two checks in its transaction (chain/pipeline.ts); every other writer keeps
-- them immediate.
ALTER TABLE "activity" ALTER CONSTRAINT "activity_item_id_items_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "notifications" ALTER CONSTRAINT "notifications_item_id_items_id_fk" DEFERRABLE INITIALLY IMMEDIATE;
