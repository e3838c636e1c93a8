CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"name" text NOT NULL,
	"custom_url" text NOT NULL,
	"type" text NOT NULL,
	"category_id" integer,
	"logo" text,
	"cover" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collections_owner_name" UNIQUE("owner","name"),
	CONSTRAINT "collections_owner_url" UNIQUE("owner","custom_url")
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"symbol" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"decimals" integer DEFAULT 18 NOT NULL,
	"usd_price" text DEFAULT '0' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_entries" (
	"key" text PRIMARY KEY NOT NULL,
	"html" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"image" text,
	"link" text,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"tag" text NOT NULL,
	CONSTRAINT "share_tags_tag_unique" UNIQUE("tag")
);
--> statement-breakpoint
CREATE TABLE "social_links" (
	"key" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holdings" (
	"item_id" bigint NOT NULL,
	"owner" text NOT NULL,
	"balance" bigint NOT NULL,
	"sale_type" text,
	"price" numeric(78, 0),
	"currency" text,
	"quantity_on_sale" bigint DEFAULT 0 NOT NULL,
	"min_bid" numeric(78, 0),
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"listed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holdings_item_id_owner_pk" PRIMARY KEY("item_id","owner")
);
--> statement-breakpoint
CREATE TABLE "item_drafts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"creator" text NOT NULL,
	"metadata_cid" text NOT NULL,
	"media_cid" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" integer,
	"collection_id" integer,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"unlockable" text,
	"media" text,
	"preview" text,
	"media_kind" text DEFAULT 'image' NOT NULL,
	"sale" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_drafts_cid_creator" UNIQUE("metadata_cid","creator")
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"type" smallint NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" integer,
	"collection_id" integer,
	"creator" text NOT NULL,
	"royalty_bps" integer DEFAULT 0 NOT NULL,
	"quantity" bigint NOT NULL,
	"supply" bigint NOT NULL,
	"metadata_cid" text,
	"media_cid" text,
	"media" text,
	"preview" text,
	"media_kind" text DEFAULT 'image' NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"unlockable" text,
	"like_count" integer DEFAULT 0 NOT NULL,
	"sale_type" text,
	"price_usd" double precision,
	"listed_at" timestamp with time zone,
	"auction_start" timestamp with time zone,
	"auction_end" timestamp with time zone,
	"minted_block" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_contract_token" UNIQUE("contract","token_id")
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"item_id" bigint NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_item_id_address_pk" PRIMARY KEY("item_id","address")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" bigint NOT NULL,
	"reporter" text NOT NULL,
	"message" text NOT NULL,
	"resolved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_item_reporter" UNIQUE("item_id","reporter")
);
--> statement-breakpoint
CREATE TABLE "activity" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"item_id" bigint,
	"from_address" text,
	"to_address" text,
	"text" text NOT NULL,
	"price" numeric(78, 0),
	"currency" text,
	"quantity" bigint,
	"tx_hash" text,
	"log_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applied_logs" (
	"chain_id" integer NOT NULL,
	"block_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applied_logs_chain_id_block_hash_log_index_pk" PRIMARY KEY("chain_id","block_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "auctions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" bigint NOT NULL,
	"seller" text NOT NULL,
	"currency" text NOT NULL,
	"min_bid" numeric(78, 0) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"signature" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" bigint NOT NULL,
	"auction_id" bigint,
	"bidder" text NOT NULL,
	"owner" text,
	"currency" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"quantity" bigint NOT NULL,
	"pending" bigint NOT NULL,
	"nonce" numeric(78, 0) NOT NULL,
	"deadline" bigint NOT NULL,
	"signature" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indexed_blocks" (
	"chain_id" integer NOT NULL,
	"number" bigint NOT NULL,
	"hash" text NOT NULL,
	"parent_hash" text NOT NULL,
	CONSTRAINT "indexed_blocks_chain_id_number_pk" PRIMARY KEY("chain_id","number")
);
--> statement-breakpoint
CREATE TABLE "indexer_checkpoints" (
	"name" text PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_listing_id" numeric(78, 0),
	"item_id" bigint NOT NULL,
	"seller" text NOT NULL,
	"price" numeric(78, 0) NOT NULL,
	"currency" text NOT NULL,
	"quantity" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_chain_id" UNIQUE("chain_listing_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"from_address" text,
	"item_id" bigint,
	"action" text NOT NULL,
	"text" text NOT NULL,
	"is_new" boolean DEFAULT true NOT NULL,
	"log_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"follower" text NOT NULL,
	"followee" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_follower_followee_pk" PRIMARY KEY("follower","followee")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "siwe_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"address" text PRIMARY KEY NOT NULL,
	"name" text,
	"custom_url" text,
	"bio" text,
	"email" text,
	"image" text,
	"cover" text,
	"youtube" text,
	"whatsapp" text,
	"facebook" text,
	"twitter" text,
	"youtube_check" boolean DEFAULT false NOT NULL,
	"whatsapp_check" boolean DEFAULT false NOT NULL,
	"facebook_check" boolean DEFAULT false NOT NULL,
	"twitter_check" boolean DEFAULT false NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"bought_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_custom_url_unique" UNIQUE("custom_url")
);
--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_drafts" ADD CONSTRAINT "item_drafts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_drafts" ADD CONSTRAINT "item_drafts_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_users_address_fk" FOREIGN KEY ("follower") REFERENCES "public"."users"("address") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_followee_users_address_fk" FOREIGN KEY ("followee") REFERENCES "public"."users"("address") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_address_users_address_fk" FOREIGN KEY ("address") REFERENCES "public"."users"("address") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "holdings_owner" ON "holdings" USING btree ("owner","item_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "holdings_owner_on_sale" ON "holdings" USING btree ("owner","item_id" DESC NULLS LAST) WHERE "holdings"."sale_type" is not null;--> statement-breakpoint
CREATE INDEX "items_category" ON "items" USING btree ("category_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "items_collection" ON "items" USING btree ("collection_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "items_creator" ON "items" USING btree ("creator","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "items_sale_type" ON "items" USING btree ("sale_type","listed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "items"."sale_type" is not null;--> statement-breakpoint
CREATE INDEX "items_price_usd" ON "items" USING btree ("price_usd","id") WHERE "items"."price_usd" is not null;--> statement-breakpoint
CREATE INDEX "items_listed" ON "items" USING btree ("listed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "items"."listed_at" is not null;--> statement-breakpoint
CREATE INDEX "items_auction_end" ON "items" USING btree ("auction_end") WHERE "items"."sale_type" = 'TimedAuction';--> statement-breakpoint
CREATE INDEX "items_metadata_cid" ON "items" USING btree ("metadata_cid");--> statement-breakpoint
CREATE INDEX "items_name_trgm" ON "items" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "likes_address" ON "likes" USING btree ("address","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_created" ON "reports" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_action" ON "activity" USING btree ("action","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_from" ON "activity" USING btree ("from_address","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_to" ON "activity" USING btree ("to_address","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_item" ON "activity" USING btree ("item_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_log_key" ON "activity" USING btree ("log_key");--> statement-breakpoint
CREATE INDEX "applied_logs_block" ON "applied_logs" USING btree ("chain_id","block_number");--> statement-breakpoint
CREATE INDEX "auctions_item" ON "auctions" USING btree ("item_id","status");--> statement-breakpoint
CREATE INDEX "auctions_ends" ON "auctions" USING btree ("ends_at") WHERE "auctions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "bids_item_status_amount" ON "bids" USING btree ("item_id","status","amount" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bids_bidder" ON "bids" USING btree ("bidder","status");--> statement-breakpoint
CREATE INDEX "listings_item" ON "listings" USING btree ("item_id","status");--> statement-breakpoint
CREATE INDEX "listings_seller" ON "listings" USING btree ("seller","status");--> statement-breakpoint
CREATE INDEX "notifications_recipient" ON "notifications" USING btree ("recipient","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "follows_followee" ON "follows" USING btree ("followee","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "follows_follower_created" ON "follows" USING btree ("follower","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_address" ON "sessions" USING btree ("address");--> statement-breakpoint
CREATE INDEX "users_name_trgm" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_custom_url_trgm" ON "users" USING gin ("custom_url" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_count" ON "users" USING btree ("created_count" DESC NULLS LAST,"address");--> statement-breakpoint
CREATE INDEX "users_bought_count" ON "users" USING btree ("bought_count" DESC NULLS LAST,"address");