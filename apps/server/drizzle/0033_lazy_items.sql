-- Issue 30 (lazy minting): a voucher's item exists before its mint, at its final id (the metadata digest as a
-- number). `minted` is false until the chain's Minted log arrives; the voucher itself is a listing row
-- (`voucher`) of its creator, so the sale rows, cancels, counter bumps and expiry treat it as an order.
ALTER TABLE "items" ADD COLUMN "minted" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "voucher" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE INDEX "items_unminted" ON "items" USING btree ("metadata_cid") WHERE NOT "items"."minted";
