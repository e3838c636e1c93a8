-- v1 listings were on-chain listing ids of the replaced contract: none can fill under v2 (signed orders).
DELETE FROM "listings";--> statement-breakpoint
ALTER TABLE "listings" DROP CONSTRAINT "listings_chain_id";--> statement-breakpoint
ALTER TABLE "bids" ALTER COLUMN "item_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "any_token" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "collection" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "order" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "signature" text NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "nonce" numeric(78, 0) NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "counter" numeric(78, 0) NOT NULL;--> statement-breakpoint
CREATE INDEX "auctions_hash" ON "auctions" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "bids_collection_offers" ON "bids" USING btree ("collection","status") WHERE "bids"."any_token";--> statement-breakpoint
ALTER TABLE "listings" DROP COLUMN "chain_listing_id";--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_hash" UNIQUE("hash");