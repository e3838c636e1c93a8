ALTER TABLE "account_tokens" ADD COLUMN "used_at" timestamp with time zone;
