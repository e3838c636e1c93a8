-- Hand-written (issue 29.4, fourth pass; docs/indexer.md): cheaper bulk writes of the indexer, same rows.
-- The item keys of activity and notifications go: their per-row check was 20-40 % of these tables' inserts in a
-- catch-up. Their item ids come from the indexer's own items or an item the API read; items are only deleted
-- when a reorg undoes their mint, and that deletes their activity and notifications first (chain/journal.ts).
ALTER TABLE "activity" DROP CONSTRAINT "activity_item_id_items_id_fk";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_item_id_items_id_fk";--> statement-breakpoint
-- Names without a letter hold no search word: skipped before they are split (the indexer inserts minted items
-- as "#<token id>" until their metadata arrives; splitting those was a fifth of the items' insert).
CREATE OR REPLACE FUNCTION "search_words_collect"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "search_words" ("word")
		SELECT DISTINCT w FROM "changed", regexp_split_to_table(lower("changed"."name"), '[^[:alnum:]]+') AS w
		WHERE "changed"."name" ~ '[[:alpha:]]' AND length(w) BETWEEN 3 AND 40 AND w ~ '[[:alpha:]]'
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;--> statement-breakpoint
-- Empty properties hold no trait: skipped before item_trait_pairs (every item the indexer mints starts empty).
CREATE OR REPLACE FUNCTION "item_traits_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "item_traits" ("item_id", "type", "value")
		SELECT n."id", p."type", p."value" FROM "new_rows" n CROSS JOIN LATERAL "item_trait_pairs"(n."properties") p
		WHERE n."properties" <> '{}'::jsonb
		ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;
