CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "items_auction_end";--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_auction_end" ON "items" USING btree ("auction_end","id") WHERE "items"."sale_type" = 'TimedAuction';--> statement-breakpoint
-- Hand-written: keep search_words filled from item and user names (statement-level, so a bulk insert is one
-- set-based pass), and backfill it from the rows already there.
CREATE FUNCTION "search_words_collect"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "search_words" ("word")
		SELECT DISTINCT w FROM "changed", regexp_split_to_table(lower("changed"."name"), '[^[:alnum:]]+') AS w
		WHERE length(w) BETWEEN 3 AND 40 AND w ~ '[[:alpha:]]'
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "items_search_words_insert" AFTER INSERT ON "items" REFERENCING NEW TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_words_collect"();--> statement-breakpoint
CREATE TRIGGER "items_search_words_update" AFTER UPDATE ON "items" REFERENCING NEW TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_words_collect"();--> statement-breakpoint
CREATE TRIGGER "users_search_words_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_words_collect"();--> statement-breakpoint
CREATE TRIGGER "users_search_words_update" AFTER UPDATE ON "users" REFERENCING NEW TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_words_collect"();--> statement-breakpoint
INSERT INTO "search_words" ("word")
	SELECT DISTINCT w FROM (SELECT "name" FROM "items" UNION ALL SELECT "name" FROM "users") AS n,
		regexp_split_to_table(lower(n."name"), '[^[:alnum:]]+') AS w
	WHERE length(w) BETWEEN 3 AND 40 AND w ~ '[[:alpha:]]'
ON CONFLICT DO NOTHING;
