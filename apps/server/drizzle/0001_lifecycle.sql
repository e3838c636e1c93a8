CREATE TABLE "log_effects" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"table_name" text NOT NULL,
	"key" jsonb NOT NULL,
	"before" jsonb
);
--> statement-breakpoint
ALTER TABLE "auctions" ALTER COLUMN "starts_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ALTER COLUMN "ends_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "sale_type" text DEFAULT 'TimedAuction' NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "order" jsonb;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "order" jsonb;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "expiry" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "log_effects_block" ON "log_effects" USING btree ("chain_id","block_number","block_hash");--> statement-breakpoint
CREATE INDEX "bids_hash" ON "bids" USING btree ("hash");