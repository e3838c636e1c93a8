-- Hand-written (issue 29 part 2, fifth pass; search/users.ts, keyedUsers): the users whose name or custom URL
-- holds a word or a phrase, in the users_created_count order, without reading the most prolific users one by
-- one. Rows of a key and a text per user (user_search_keys_of): a query of one word holds its last trigram, so
-- its users are among the rows of that trigram, already in the list order (the index below), and the word is
-- checked on the index entry. The rows are kept by the triggers below; a users row whose name, custom URL and
-- created count do not change costs nothing.
CREATE TABLE "user_search_keys" (
	"key" text NOT NULL,
	"created_count" integer NOT NULL,
	"address" text NOT NULL,
	"word" text NOT NULL
);--> statement-breakpoint
-- The rows of a name and a custom URL, each distinct. A word's: each trigram of each run of letters and digits
-- of the lower-cased text (split as search_words splits names, 0002), with that run. A gap's: for each run of
-- other characters between two letters or digits, those two characters around one space (`n c`), with the
-- whole text lower-cased and every such run made one space (`neon city 5`): a phrase's users are among the
-- rows of its first gap.
CREATE FUNCTION "user_search_keys_of"("name" text, "custom_url" text) RETURNS TABLE ("key" text, "word" text)
	LANGUAGE sql STABLE AS $$
	SELECT substr(w, i, 3), w
	FROM regexp_split_to_table(lower(coalesce("name", '')) || ' ' || lower(coalesce("custom_url", '')), '[^[:alnum:]]+') AS w,
		generate_series(1, length(w) - 2) AS i
	UNION
	SELECT substr(s, i - 1, 3), s
	FROM (SELECT regexp_replace(lower(t), '[^[:alnum:]]+', ' ', 'g') FROM unnest(ARRAY["name", "custom_url"]) AS t
		WHERE t IS NOT NULL) AS n(s),
		generate_series(2, length(s) - 1) AS i
	WHERE substr(s, i, 1) = ' '
$$;--> statement-breakpoint
INSERT INTO "user_search_keys" ("key", "created_count", "address", "word")
	SELECT k."key", u."created_count", u."address", k."word" FROM "users" u
	CROSS JOIN LATERAL "user_search_keys_of"(u."name", u."custom_url") k;--> statement-breakpoint
CREATE INDEX "user_search_keys_order" ON "user_search_keys" USING btree ("key", "created_count" DESC NULLS LAST, "address", "word");--> statement-breakpoint
CREATE FUNCTION "user_search_keys_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "user_search_keys" ("key", "created_count", "address", "word")
		SELECT k."key", n."created_count", n."address", k."word" FROM "new_rows" n
		CROSS JOIN LATERAL "user_search_keys_of"(n."name", n."custom_url") k;
	RETURN NULL;
END $$;--> statement-breakpoint
-- A changed name, custom URL or created count (the indexer's counters: one update per creator and batch) moves
-- the user's rows: the old ones are found through the index by their key, count and address, then replaced.
CREATE FUNCTION "user_search_keys_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "user_search_keys" s
		USING "old_rows" o JOIN "new_rows" n ON n."address" = o."address"
		CROSS JOIN LATERAL "user_search_keys_of"(o."name", o."custom_url") k
		WHERE (o."name", o."custom_url", o."created_count") IS DISTINCT FROM (n."name", n."custom_url", n."created_count")
			AND s."key" = k."key" AND s."created_count" = o."created_count" AND s."address" = o."address" AND s."word" = k."word";
	INSERT INTO "user_search_keys" ("key", "created_count", "address", "word")
		SELECT k."key", n."created_count", n."address", k."word" FROM "old_rows" o JOIN "new_rows" n ON n."address" = o."address"
		CROSS JOIN LATERAL "user_search_keys_of"(n."name", n."custom_url") k
		WHERE (o."name", o."custom_url", o."created_count") IS DISTINCT FROM (n."name", n."custom_url", n."created_count");
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "user_search_keys_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "user_search_keys" s
		USING "old_rows" o CROSS JOIN LATERAL "user_search_keys_of"(o."name", o."custom_url") k
		WHERE s."key" = k."key" AND s."created_count" = o."created_count" AND s."address" = o."address" AND s."word" = k."word";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_search_keys_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "user_search_keys_insert"();--> statement-breakpoint
CREATE TRIGGER "users_search_keys_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "user_search_keys_update"();--> statement-breakpoint
CREATE TRIGGER "users_search_keys_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS "old_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "user_search_keys_delete"();
