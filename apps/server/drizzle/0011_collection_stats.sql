CREATE TABLE "collection_daily_stats" (
	"collection_id" integer NOT NULL,
	"day" date NOT NULL,
	"volume_usd" double precision DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"floor_usd" double precision,
	CONSTRAINT "collection_daily_stats_collection_id_day_pk" PRIMARY KEY("collection_id","day")
);
--> statement-breakpoint
CREATE TABLE "collection_stats" (
	"collection_id" integer PRIMARY KEY NOT NULL,
	"floor_usd" double precision,
	"floor_price" numeric(78, 0),
	"floor_currency" text,
	"volume_1d_usd" double precision DEFAULT 0 NOT NULL,
	"volume_7d_usd" double precision DEFAULT 0 NOT NULL,
	"volume_30d_usd" double precision DEFAULT 0 NOT NULL,
	"volume_prev_1d_usd" double precision DEFAULT 0 NOT NULL,
	"volume_prev_7d_usd" double precision DEFAULT 0 NOT NULL,
	"volume_prev_30d_usd" double precision DEFAULT 0 NOT NULL,
	"volume_total_usd" double precision DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"owners" integer DEFAULT 0 NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_daily_stats" ADD CONSTRAINT "collection_daily_stats_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_stats" ADD CONSTRAINT "collection_stats_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE no action ON UPDATE no action;