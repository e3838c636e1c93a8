ALTER TABLE "items" ADD COLUMN "metadata_fetch" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "metadata_attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "metadata_retry_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "items_metadata_pending" ON "items" USING btree ("metadata_retry_at","id") WHERE "items"."metadata_fetch" = 'pending';--> statement-breakpoint
-- Hand-written: items minted before the backfill without a create draft (a metadata CID, no media CID) are
-- read once too.
UPDATE "items" SET "metadata_fetch" = 'pending'
WHERE "metadata_cid" IS NOT NULL AND "media_cid" IS NULL AND NOT EXISTS (
  SELECT 1 FROM "item_drafts" d WHERE d."metadata_cid" = "items"."metadata_cid" AND d."creator" = "items"."creator");
