-- Hand-written (issue 32). A registration is pending until its mailed link is confirmed with the password chosen
-- when registering: its email lives only in the verify token, and its username here, so that an unconfirmed
-- registration neither owns the email nor squats the username.
ALTER TABLE "accounts" ADD COLUMN "pending_username" text;--> statement-breakpoint
UPDATE "accounts" SET "email" = NULL WHERE "email_verified_at" IS NULL;--> statement-breakpoint
UPDATE "users" SET "custom_url" = NULL WHERE "address" IN (
	SELECT "address" FROM "accounts" WHERE "email_verified_at" IS NULL AND NOT "wallet_linked"
);
