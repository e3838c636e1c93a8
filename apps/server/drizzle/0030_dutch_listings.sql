-- Issue 30: declining-price (Dutch) listings. The marketplace's Order gained endUnitPrice, so every order signed
-- for the previous contract's types can never fill on the new one (as 0022 did for maxRoyaltyBps).
DELETE FROM "listings" WHERE NOT ("order" ? 'endUnitPrice');--> statement-breakpoint
UPDATE "auctions" SET "status" = 'cancelled', "order" = NULL WHERE "order" IS NOT NULL AND NOT ("order" ? 'endUnitPrice');--> statement-breakpoint
-- A Dutch listing's price at its end (null for a fixed price) and its start (unix seconds; 0 for a fixed price).
ALTER TABLE "listings" ADD COLUMN "end_price" numeric(78, 0);--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "starts_at" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The holder's sale row of a Dutch listing: price is the start price, end_price the end price.
ALTER TABLE "holdings" ADD COLUMN "end_price" numeric(78, 0);--> statement-breakpoint
-- Each indexer batch re-prices the items of live Dutch listings (explore's price sort and range filter).
CREATE INDEX "listings_declining" ON "listings" USING btree ("starts_at") WHERE "listings"."status" = 'active' and "listings"."end_price" is not null;
