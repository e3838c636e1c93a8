-- Issue 30 (lazy minting): vouchers a creator signed to list a token without minting it; the marketplace's
-- buyVoucher mints it to the first buyer. One live voucher per (collection, metadata digest).
CREATE TABLE "vouchers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"voucher" jsonb NOT NULL,
	"signature" text NOT NULL,
	"creator" text NOT NULL,
	"collection" text NOT NULL,
	"metadata_digest" text NOT NULL,
	"counter" numeric(78, 0) NOT NULL,
	"price" numeric(78, 0) NOT NULL,
	"supply" bigint NOT NULL,
	"sold" bigint DEFAULT 0 NOT NULL,
	"token_id" text,
	"status" text DEFAULT 'active' NOT NULL,
	"expiry" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_hash" UNIQUE("hash")
);
--> statement-breakpoint
CREATE INDEX "vouchers_creator" ON "vouchers" USING btree ("creator","status");
--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_live_metadata" ON "vouchers" USING btree ("collection","metadata_digest") WHERE "vouchers"."status" = 'active';
