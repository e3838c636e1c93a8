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
-- PL/pgSQL, not SQL: an SQL function would be inlined into the triggers' statements, where the planner takes
-- its two set-returning calls for a million rows and compiles the statement (JIT: 26 ms a user).
CREATE FUNCTION "user_search_keys_of"("name" text, "custom_url" text) RETURNS TABLE ("key" text, "word" text)
	LANGUAGE plpgsql STABLE ROWS 20 SET jit = off AS $$
BEGIN
	RETURN QUERY
	SELECT substr(w, i, 3), w
	FROM regexp_split_to_table(lower(coalesce("name", '')) || ' ' || lower(coalesce("custom_url", '')), '[^[:alnum:]]+') AS w,
		generate_series(1, length(w) - 2) AS i
	UNION
	SELECT substr(s, i - 1, 3), s
	FROM (SELECT regexp_replace(lower(t), '[^[:alnum:]]+', ' ', 'g') FROM unnest(ARRAY["name", "custom_url"]) AS t
		WHERE t IS NOT NULL) AS n(s),
		generate_series(2, length(s) - 1) AS i
	WHERE substr(s, i, 1) = ' ';
END $$;--> statement-breakpoint
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
-- A changed name, custom URL or created count (the indexer's counters: one upsert of a batch's creators) or a
-- deleted user moves the user's rows, one user at a time: the old rows are those of the old keys, count and
-- address, an index range each. (Joined to the keys, the planner read the whole table by a hash join: 114 ms a
-- user; a statement trigger joining the transition tables did so too.)
CREATE FUNCTION "user_search_keys_move"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	old_keys text[] := ARRAY(SELECT k."key" FROM "user_search_keys_of"(OLD."name", OLD."custom_url") k);
BEGIN
	-- The counters alone (most updates): the same rows under the new count.
	IF TG_OP = 'UPDATE' AND OLD."name" IS NOT DISTINCT FROM NEW."name" AND OLD."custom_url" IS NOT DISTINCT FROM NEW."custom_url" THEN
		UPDATE "user_search_keys" s SET "created_count" = NEW."created_count"
			WHERE s."key" = ANY (old_keys) AND s."created_count" = OLD."created_count" AND s."address" = OLD."address";
		RETURN NULL;
	END IF;
	DELETE FROM "user_search_keys" s
		WHERE s."key" = ANY (old_keys) AND s."created_count" = OLD."created_count" AND s."address" = OLD."address";
	IF TG_OP = 'UPDATE' THEN
		INSERT INTO "user_search_keys" ("key", "created_count", "address", "word")
			SELECT k."key", NEW."created_count", NEW."address", k."word" FROM "user_search_keys_of"(NEW."name", NEW."custom_url") k;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_search_keys_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "user_search_keys_insert"();--> statement-breakpoint
CREATE TRIGGER "users_search_keys_update" AFTER UPDATE OF "name", "custom_url", "created_count" ON "users" FOR EACH ROW
	WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."custom_url" IS DISTINCT FROM NEW."custom_url"
		OR OLD."created_count" IS DISTINCT FROM NEW."created_count")
	EXECUTE FUNCTION "user_search_keys_move"();--> statement-breakpoint
CREATE TRIGGER "users_search_keys_delete" AFTER DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "user_search_keys_move"();
