-- Hand-written: the card's holding and creator read from an index alone (items/cards.ts): a search's six cards
-- each skipped a heap page of holdings and one of users (an index-only scan only checks the visibility map).
CREATE INDEX "holdings_card" ON "holdings" USING btree ("item_id", "owner", "balance", "sale_type", "price", "end_price", "currency", "starts_at", "ends_at", "min_bid") WHERE "balance" > 0;
--> statement-breakpoint
CREATE INDEX "users_card" ON "users" USING btree ("address", "name", "custom_url", "image", "verified");
--> statement-breakpoint
-- Custom URLs are stored lower-cased (normaliseCustomUrl), so the users window compares them as they are: the
-- window's index without its lower-cased copy, about 8 % fewer pages for the rows a common word reads.
DROP INDEX "users_created_count";
--> statement-breakpoint
CREATE INDEX "users_created_count" ON "users" USING btree ("created_count" DESC NULLS LAST,"address",lower("name"),"name","custom_url","image");
