CREATE TABLE "platforms" (
	"platform_id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon" varchar(100) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "platforms_name_uq" ON "platforms" USING btree ("name");--> statement-breakpoint
CREATE INDEX "platforms_name_trgm_idx" ON "platforms" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_name_idx" ON "accounts" USING btree ("name","account_id");--> statement-breakpoint
CREATE INDEX "accounts_created_idx" ON "accounts" USING btree ("created_at","account_id");--> statement-breakpoint
CREATE INDEX "admins_first_name_idx" ON "admins" USING btree ("first_name","admin_id");--> statement-breakpoint
CREATE INDEX "admins_created_idx" ON "admins" USING btree ("created_at","admin_id");--> statement-breakpoint
CREATE INDEX "organizations_name_idx" ON "organizations" USING btree ("name","organization_id");--> statement-breakpoint
CREATE INDEX "organizations_created_idx" ON "organizations" USING btree ("created_at","organization_id");