CREATE TABLE "mail_preferences" (
	"address" text PRIMARY KEY NOT NULL REFERENCES "users"("address"),
	"kinds" text[] NOT NULL,
	"unsubscribe_token" text NOT NULL UNIQUE,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_mails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"to_email" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"unsubscribe_url" text NOT NULL,
	"digest" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "notification_mails_recipient" ON "notification_mails" USING btree ("recipient","created_at");
--> statement-breakpoint
CREATE INDEX "notification_mails_due" ON "notification_mails" USING btree ("id") WHERE "sent_at" IS NULL;
--> statement-breakpoint
-- Notifications stored before the job existed are never mailed: they get 'old', new rows 'pending'.
ALTER TABLE "notifications" ADD COLUMN "mail_state" text DEFAULT 'old' NOT NULL;
--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "mail_state" SET DEFAULT 'pending';
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mail_id" bigint;
--> statement-breakpoint
CREATE INDEX "notifications_mail_pending" ON "notifications" USING btree ("id") WHERE "mail_state" = 'pending';
--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "ending_notified" boolean DEFAULT false NOT NULL;
