-- Hand-written (issue 29 part 2, fifth pass; search/users.ts, keyedUsers): the users whose name or custom URL
-- holds a word, in the users_created_count order, without reading the most prolific users one by one. A row per
-- user, word (a run of letters and digits of the lower-cased name or custom URL) and trigram of that word: a
-- query of one word holds its last trigram, so its matches are among the rows of that trigram, already in the
-- list order (the index below), and the word is checked on the index entry. The rows are kept by the triggers
-- below; a users row whose name, custom URL and created count do not change costs nothing.
CREATE TABLE "user_search_keys" (
	"key" text NOT NULL,
	"created_count" integer NOT NULL,
	"address" text NOT NULL,
	"word" text NOT NULL
);--> statement-breakpoint
-- Each distinct (trigram, word) of a name and custom URL, split as search_words splits names (0002).
CREATE FUNCTION "user_search_keys_of"("name" text, "custom_url" text) RETURNS TABLE ("key" text, "word" text)
	LANGUAGE sql STABLE AS $$
	SELECT DISTINCT substr(w, i, 3), w
	FROM regexp_split_to_table(lower(coalesce("name", '')) || ' ' || lower(coalesce("custom_url", '')), '[^[:alnum:]]+') AS w,
		generate_series(1, length(w) - 2) AS i
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
