-- Issue 28: the marketplace's Order gained maxRoyaltyBps and its Bid gained auction, so every order signed for the
-- previous contract's types can never fill on the new one, and replies now require the new field.
DELETE FROM "listings" WHERE NOT ("order" ? 'maxRoyaltyBps');--> statement-breakpoint
UPDATE "auctions" SET "status" = 'cancelled', "order" = NULL WHERE "order" IS NOT NULL AND NOT ("order" ? 'maxRoyaltyBps');
