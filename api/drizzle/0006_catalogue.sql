CREATE TABLE "components" (
	"component_id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_view_accounts" (
	"custom_view_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_view_accounts_custom_view_id_account_id_pk" PRIMARY KEY("custom_view_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "custom_views" (
	"custom_view_id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"slug" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"email_template_id" serial PRIMARY KEY NOT NULL,
	"external_template_id" varchar(200) NOT NULL,
	"name" varchar(200) NOT NULL,
	"title" varchar(200) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"email_platform" varchar(100) DEFAULT 'Sendgrid' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"language_id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"locale" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parameters" (
	"parameter_id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"code" varchar(100) NOT NULL,
	"data_type" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_groups" (
	"plan_group_id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"service_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"plan_id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"features" text DEFAULT '' NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"max_users" integer NOT NULL,
	"cost_per_user" numeric(14, 2) DEFAULT 0 NOT NULL,
	"active_days" integer NOT NULL,
	"is_offer" boolean DEFAULT true NOT NULL,
	"is_free_trial" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"plan_group_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plugin_attributes" (
	"plugin_attribute_id" serial PRIMARY KEY NOT NULL,
	"plugin_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" varchar(20) DEFAULT 'text' NOT NULL,
	"default_value" text DEFAULT '' NOT NULL,
	"frontend_type" varchar(30) NOT NULL,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plugins" (
	"plugin_id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon" varchar(100) DEFAULT '' NOT NULL,
	"menu_name" varchar(200) DEFAULT '' NOT NULL,
	"show_on_sidebar" boolean DEFAULT false NOT NULL,
	"type" varchar(100) DEFAULT '' NOT NULL,
	"parent" varchar(200) DEFAULT '' NOT NULL,
	"number" integer DEFAULT 0 NOT NULL,
	"resource_name" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"subscription_id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"max_accounts" integer DEFAULT 0 NOT NULL,
	"price" numeric(14, 2) DEFAULT 0 NOT NULL,
	"months" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "views" (
	"view_id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"slug" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_view_accounts" ADD CONSTRAINT "custom_view_accounts_custom_view_id_custom_views_custom_view_id_fk" FOREIGN KEY ("custom_view_id") REFERENCES "public"."custom_views"("custom_view_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_view_accounts" ADD CONSTRAINT "custom_view_accounts_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_groups" ADD CONSTRAINT "plan_groups_service_id_services_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("service_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_plan_group_id_plan_groups_plan_group_id_fk" FOREIGN KEY ("plan_group_id") REFERENCES "public"."plan_groups"("plan_group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plugin_attributes" ADD CONSTRAINT "plugin_attributes_plugin_id_plugins_plugin_id_fk" FOREIGN KEY ("plugin_id") REFERENCES "public"."plugins"("plugin_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "components_name_trgm_idx" ON "components" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "custom_view_accounts_account_idx" ON "custom_view_accounts" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_views_slug_uq" ON "custom_views" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "custom_views_name_trgm_idx" ON "custom_views" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_name_uq" ON "email_templates" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "email_templates_name_trgm_idx" ON "email_templates" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "languages_locale_uq" ON "languages" USING btree ("locale");--> statement-breakpoint
CREATE INDEX "languages_name_trgm_idx" ON "languages" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "parameters_code_uq" ON "parameters" USING btree ("code");--> statement-breakpoint
CREATE INDEX "parameters_name_trgm_idx" ON "parameters" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "plan_groups_service_idx" ON "plan_groups" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "plan_groups_name_trgm_idx" ON "plan_groups" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "plans_plan_group_idx" ON "plans" USING btree ("plan_group_id");--> statement-breakpoint
CREATE INDEX "plans_enabled_idx" ON "plans" USING btree ("plan_id") WHERE "plans"."enabled";--> statement-breakpoint
CREATE INDEX "plans_name_trgm_idx" ON "plans" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "plugin_attributes_plugin_idx" ON "plugin_attributes" USING btree ("plugin_id","plugin_attribute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plugin_attributes_plugin_name_uq" ON "plugin_attributes" USING btree ("plugin_id","name");--> statement-breakpoint
CREATE INDEX "plugin_attributes_name_trgm_idx" ON "plugin_attributes" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "plugins_name_trgm_idx" ON "plugins" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subscriptions_name_trgm_idx" ON "subscriptions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "views_slug_uq" ON "views" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "views_name_trgm_idx" ON "views" USING gin ("name" gin_trgm_ops);