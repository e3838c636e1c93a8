-- Statistics that steer the list and search plans, pinned (issue 29): a larger sample on the columns whose
-- estimates choose between an index walk and a bitmap scan (sale type, category, collection, creator, owner,
-- bidder), so two ANALYZE runs on one data set give the same plans; and the dependency between an item's sale
-- type, category and supply, which the planner otherwise multiplies as if independent.
ALTER TABLE "items" ALTER COLUMN "sale_type" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "items" ALTER COLUMN "category_id" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "items" ALTER COLUMN "collection_id" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "items" ALTER COLUMN "creator" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "items" ALTER COLUMN "supply" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "holdings" ALTER COLUMN "owner" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "holdings" ALTER COLUMN "sale_type" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "likes" ALTER COLUMN "address" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "bids" ALTER COLUMN "bidder" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "activity" ALTER COLUMN "action" SET STATISTICS 1000;--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "items_sale_category_supply" (dependencies, mcv) ON "sale_type", "category_id", "supply" FROM "items";
