-- Hand-written (issue 32). A registration is pending until its mailed link is confirmed with the password chosen
-- when registering: its email lives only in the verify token, and its username here, so that an unconfirmed
-- registration neither owns the email nor squats the username.
ALTER TABLE "accounts" ADD COLUMN "pending_username" text;--> statement-breakpoint
UPDATE "accounts" SET "email" = NULL WHERE "email_verified_at" IS NULL;--> statement-breakpoint
UPDATE "users" SET "custom_url" = NULL WHERE "address" IN (
	SELECT "address" FROM "accounts" WHERE "email_verified_at" IS NULL AND NOT "wallet_linked"
);
--> statement-breakpoint
-- Browsers that logged in to an account: their logins skip the password-guessing slowdown (accounts/devices.ts).
CREATE TABLE "known_devices" (
	"account_id" uuid NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_devices_account_id_token_hash_pk" PRIMARY KEY("account_id","token_hash")
);
