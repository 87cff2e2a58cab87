CREATE TABLE "bot_content" (
	"bot_content_id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"group" varchar(50) NOT NULL,
	"name" varchar(200) NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_versions" (
	"bot_version_id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"origin_account_id" integer,
	"origin_name" varchar(200) NOT NULL,
	"mode" varchar(10) NOT NULL,
	"exclude" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"admin_id" integer,
	"counts" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"changes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entities" (
	"entity_id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entity_accounts" (
	"entity_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entity_accounts_entity_id_account_id_pk" PRIMARY KEY("entity_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "entity_attributes" (
	"attribute_id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"type" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merge_jobs" (
	"job_id" serial PRIMARY KEY NOT NULL,
	"mode" varchar(10) NOT NULL,
	"origin_account" integer NOT NULL,
	"target_account" integer NOT NULL,
	"exclude" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"admin_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'running' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"step" varchar(100),
	"result" jsonb,
	"error" text,
	"bot_version_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "organization_billings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"business_name" varchar(200) NOT NULL,
	"tax_id" varchar(30) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(50) DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" varchar(100) DEFAULT '' NOT NULL,
	"country" varchar(100) DEFAULT '' NOT NULL,
	"zip_code" varchar(20) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_plugins" (
	"plugin_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_plugins_plugin_id_organization_id_pk" PRIMARY KEY("plugin_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "organization_subscriptions" (
	"organization_subscription_id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"expire_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bot_content" ADD CONSTRAINT "bot_content_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_versions" ADD CONSTRAINT "bot_versions_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_versions" ADD CONSTRAINT "bot_versions_origin_account_id_accounts_account_id_fk" FOREIGN KEY ("origin_account_id") REFERENCES "public"."accounts"("account_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entities" ADD CONSTRAINT "entities_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_accounts" ADD CONSTRAINT "entity_accounts_entity_id_entities_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_accounts" ADD CONSTRAINT "entity_accounts_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_attributes" ADD CONSTRAINT "entity_attributes_entity_id_entities_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merge_jobs" ADD CONSTRAINT "merge_jobs_bot_version_id_bot_versions_bot_version_id_fk" FOREIGN KEY ("bot_version_id") REFERENCES "public"."bot_versions"("bot_version_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_billings" ADD CONSTRAINT "organization_billings_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_plugins" ADD CONSTRAINT "organization_plugins_plugin_id_plugins_plugin_id_fk" FOREIGN KEY ("plugin_id") REFERENCES "public"."plugins"("plugin_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_plugins" ADD CONSTRAINT "organization_plugins_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_subscriptions" ADD CONSTRAINT "organization_subscriptions_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_subscriptions" ADD CONSTRAINT "organization_subscriptions_subscription_id_subscriptions_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("subscription_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bot_content_account_group_name_uq" ON "bot_content" USING btree ("account_id","group","name");--> statement-breakpoint
CREATE INDEX "bot_versions_account_idx" ON "bot_versions" USING btree ("account_id","bot_version_id");--> statement-breakpoint
CREATE INDEX "bot_versions_origin_idx" ON "bot_versions" USING btree ("origin_account_id");--> statement-breakpoint
CREATE INDEX "entities_organization_idx" ON "entities" USING btree ("organization_id","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "entities_organization_name_uq" ON "entities" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "entities_name_trgm_idx" ON "entities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "entity_accounts_account_idx" ON "entity_accounts" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "entity_attributes_entity_idx" ON "entity_attributes" USING btree ("entity_id","attribute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "entity_attributes_entity_name_uq" ON "entity_attributes" USING btree ("entity_id","name");--> statement-breakpoint
CREATE INDEX "entity_attributes_name_trgm_idx" ON "entity_attributes" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merge_jobs_running_idx" ON "merge_jobs" USING btree ("target_account") WHERE "merge_jobs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "merge_jobs_bot_version_idx" ON "merge_jobs" USING btree ("bot_version_id");--> statement-breakpoint
CREATE INDEX "organization_plugins_organization_idx" ON "organization_plugins" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "organization_subscriptions_organization_idx" ON "organization_subscriptions" USING btree ("organization_id","organization_subscription_id");--> statement-breakpoint
CREATE INDEX "organization_subscriptions_subscription_idx" ON "organization_subscriptions" USING btree ("subscription_id");