-- Hand-written: the card's holding and creator read from an index alone (items/cards.ts): a search's six cards
-- each skipped a heap page of holdings and one of users (an index-only scan only checks the visibility map).
CREATE INDEX "holdings_card" ON "holdings" USING btree ("item_id", "owner", "balance", "sale_type", "price", "end_price", "currency", "starts_at", "ends_at", "min_bid") WHERE "balance" > 0;
--> statement-breakpoint
CREATE INDEX "users_card" ON "users" USING btree ("address", "name", "custom_url", "image", "verified");
