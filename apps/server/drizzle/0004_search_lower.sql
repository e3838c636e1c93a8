DROP INDEX "items_recent_names";--> statement-breakpoint
DROP INDEX "users_created_count";--> statement-breakpoint
CREATE INDEX "items_recent_names" ON "items" USING btree ("id" DESC NULLS LAST,lower("name"),"name") WHERE "items"."supply" > 0;--> statement-breakpoint
CREATE INDEX "users_created_count" ON "users" USING btree ("created_count" DESC NULLS LAST,"address",lower("name"),lower("custom_url"),"name","custom_url","image");