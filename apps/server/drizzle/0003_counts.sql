CREATE TABLE "user_counts" (
	"address" text PRIMARY KEY NOT NULL,
	"collectibles" integer DEFAULT 0 NOT NULL,
	"on_sale" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"liked" integer DEFAULT 0 NOT NULL,
	"following" integer DEFAULT 0 NOT NULL,
	"followers" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_created_count";--> statement-breakpoint
CREATE INDEX "items_recent_names" ON "items" USING btree ("id" DESC NULLS LAST,"name") WHERE "items"."supply" > 0;--> statement-breakpoint
CREATE INDEX "users_created_count" ON "users" USING btree ("created_count" DESC NULLS LAST,"address","name","custom_url","image");--> statement-breakpoint
-- Hand-written: user_counts kept by statement-level triggers (a bulk write is one set-based upsert, ordered by
-- address so that concurrent writers lock rows in the same order), then filled from the rows already there.
-- TG_ARGV[0] is a SELECT of (address, collectibles, on_sale, created, liked, following, followers) over the
-- transition table named by %1$I: what each row adds to its wallets' counts; old rows subtract it.
CREATE FUNCTION "user_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	parts text[] := '{}';
BEGIN
	IF TG_OP <> 'DELETE' THEN
		parts := parts || format(TG_ARGV[0], 'new_rows');
	END IF;
	IF TG_OP <> 'INSERT' THEN
		parts := parts || format('SELECT a, -c, -s, -cr, -l, -fg, -fr FROM (%s) o (a, c, s, cr, l, fg, fr)',
			format(TG_ARGV[0], 'old_rows'));
	END IF;
	EXECUTE format('INSERT INTO "user_counts" AS u
			("address", "collectibles", "on_sale", "created", "liked", "following", "followers")
		SELECT a, sum(c), sum(s), sum(cr), sum(l), sum(fg), sum(fr) FROM (%s) d (a, c, s, cr, l, fg, fr)
		GROUP BY a HAVING (sum(c), sum(s), sum(cr), sum(l), sum(fg), sum(fr)) <> (0, 0, 0, 0, 0, 0) ORDER BY a
		ON CONFLICT ("address") DO UPDATE SET "collectibles" = u."collectibles" + excluded."collectibles",
			"on_sale" = u."on_sale" + excluded."on_sale", "created" = u."created" + excluded."created",
			"liked" = u."liked" + excluded."liked", "following" = u."following" + excluded."following",
			"followers" = u."followers" + excluded."followers"', array_to_string(parts, ' UNION ALL '));
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "holdings_counts_insert" AFTER INSERT ON "holdings" REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_apply"('SELECT "owner", ("balance" > 0)::int, ("balance" > 0 AND "sale_type" IS NOT NULL)::int, 0, 0, 0, 0 FROM %1$I');--> statement-breakpoint
CREATE TRIGGER "holdings_counts_update" AFTER UPDATE ON "holdings" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_apply"('SELECT "owner", ("balance" > 0)::int, ("balance" > 0 AND "sale_type" IS NOT NULL)::int, 0, 0, 0, 0 FROM %1$I');--> statement-breakpoint
CREATE TRIGGER "holdings_counts_delete" AFTER DELETE ON "holdings" REFERENCING OLD TABLE AS "old_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_apply"('SELECT "owner", ("balance" > 0)::int, ("balance" > 0 AND "sale_type" IS NOT NULL)::int, 0, 0, 0, 0 FROM %1$I');--> statement-breakpoint
CREATE TRIGGER "items_counts_insert" AFTER INSERT ON "items" REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_apply"('SELECT "creator", 0, 0, 1, 0, 0, 0 FROM %1$I');--> statement-breakpoint
CREATE TRIGGER "items_counts_delete" AFTER DELETE ON "items" REFERENCING OLD TABLE AS "old_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_apply"('SELECT "creator", 0, 0, 1, 0, 0, 0 FROM %1$I');--> statement-breakpoint
CREATE TRIGGER "likes_counts_insert" AFTER INSERT ON "likes" REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_apply"('SELECT "address", 0, 0, 0, 1, 0, 0 FROM %1$I');--> statement-breakpoint
CREATE TRIGGER "likes_counts_delete" AFTER DELETE ON "likes" REFERENCING OLD TABLE AS "old_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_apply"('SELECT "address", 0, 0, 0, 1, 0, 0 FROM %1$I');--> statement-breakpoint
CREATE TRIGGER "follows_counts_insert" AFTER INSERT ON "follows" REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_apply"('SELECT x.* FROM %1$I r, LATERAL (VALUES (r."follower", 0, 0, 0, 0, 1, 0), (r."followee", 0, 0, 0, 0, 0, 1)) x');--> statement-breakpoint
CREATE TRIGGER "follows_counts_delete" AFTER DELETE ON "follows" REFERENCING OLD TABLE AS "old_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_apply"('SELECT x.* FROM %1$I r, LATERAL (VALUES (r."follower", 0, 0, 0, 0, 1, 0), (r."followee", 0, 0, 0, 0, 0, 1)) x');--> statement-breakpoint
INSERT INTO "user_counts" ("address", "collectibles", "on_sale", "created", "liked", "following", "followers")
	SELECT a, sum(c), sum(s), sum(cr), sum(l), sum(fg), sum(fr) FROM (
		SELECT "owner", 1, ("sale_type" IS NOT NULL)::int, 0, 0, 0, 0 FROM "holdings" WHERE "balance" > 0
		UNION ALL SELECT "creator", 0, 0, 1, 0, 0, 0 FROM "items"
		UNION ALL SELECT "address", 0, 0, 0, 1, 0, 0 FROM "likes"
		UNION ALL SELECT "follower", 0, 0, 0, 0, 1, 0 FROM "follows"
		UNION ALL SELECT "followee", 0, 0, 0, 0, 0, 1 FROM "follows"
	) d (a, c, s, cr, l, fg, fr) GROUP BY a;
