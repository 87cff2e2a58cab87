DROP INDEX "breadcrumbs_platform_idx";--> statement-breakpoint
DROP INDEX "users_platform_idx";--> statement-breakpoint
CREATE INDEX "breadcrumbs_time_idx" ON "breadcrumbs" USING btree ("updated_at" DESC NULLS LAST,"breadcrumb_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "breadcrumbs_platform_time_idx" ON "breadcrumbs" USING btree ("platform_id","updated_at" DESC NULLS LAST,"breadcrumb_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_platform_user_idx" ON "users" USING btree ("platform_id","user_id");--> statement-breakpoint
CREATE INDEX "users_first_name_idx" ON "users" USING btree ("first_name","user_id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","user_id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_interaction_idx" ON "users" USING btree ("last_interaction_time","user_id") WHERE "users"."deleted_at" is null;