CREATE TABLE "item_traits" (
	"item_id" bigint NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "item_traits_type_value_item_id_pk" PRIMARY KEY("type","value","item_id")
);
--> statement-breakpoint
-- Hand-written: item_traits kept from items.properties. item_trait_pairs reads the string-valued properties (the
-- ones a `properties @> {"Type":"Value"}` filter can match). Inserts are set-based, a statement trigger over the
-- new rows, as the indexer's working set and bulk loads write many items at once; an update rewrites an item's
-- rows only when its properties changed; a deleted item's rows go with it (items are not deleted today).
CREATE FUNCTION "item_trait_pairs"("properties" jsonb) RETURNS TABLE ("type" text, "value" text)
	LANGUAGE sql IMMUTABLE AS $$
	SELECT p.key, p.value #>> '{}'
	FROM jsonb_each(CASE WHEN jsonb_typeof("properties") = 'object' THEN "properties" ELSE '{}'::jsonb END) p
	WHERE jsonb_typeof(p.value) = 'string'
$$;--> statement-breakpoint
CREATE FUNCTION "item_traits_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "item_traits" ("item_id", "type", "value")
		SELECT n."id", p."type", p."value" FROM "new_rows" n CROSS JOIN LATERAL "item_trait_pairs"(n."properties") p
		ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "item_traits_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "item_traits" t USING "item_trait_pairs"(OLD."properties") p
		WHERE t."type" = p."type" AND t."value" = p."value" AND t."item_id" = OLD."id";
	INSERT INTO "item_traits" ("item_id", "type", "value")
		SELECT NEW."id", p."type", p."value" FROM "item_trait_pairs"(NEW."properties") p
		ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "item_traits_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "item_traits" t USING "old_rows" o CROSS JOIN LATERAL "item_trait_pairs"(o."properties") p
		WHERE t."type" = p."type" AND t."value" = p."value" AND t."item_id" = o."id";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "items_traits_insert" AFTER INSERT ON "items" REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "item_traits_insert"();--> statement-breakpoint
CREATE TRIGGER "items_traits_update" AFTER UPDATE OF "properties" ON "items"
	FOR EACH ROW WHEN (OLD."properties" IS DISTINCT FROM NEW."properties") EXECUTE FUNCTION "item_traits_update"();--> statement-breakpoint
CREATE TRIGGER "items_traits_delete" AFTER DELETE ON "items" REFERENCING OLD TABLE AS "old_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "item_traits_delete"();--> statement-breakpoint
INSERT INTO "item_traits" ("item_id", "type", "value")
	SELECT i."id", p."type", p."value" FROM "items" i CROSS JOIN LATERAL "item_trait_pairs"(i."properties") p;
