ALTER TABLE "bids" ADD COLUMN "collection_id" integer;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "token_ids" text[];--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE no action ON UPDATE no action;