CREATE TABLE "account_configurations" (
	"account_configuration_id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"auto_reactivation_time" integer DEFAULT 0 NOT NULL,
	"case_queue_type" varchar(20) DEFAULT 'on_demand' NOT NULL,
	"close_case_time" integer DEFAULT 0 NOT NULL,
	"close_case_next_block_id" integer,
	"case_time_out" integer DEFAULT 0 NOT NULL,
	"case_assignment_times" integer DEFAULT 0 NOT NULL,
	"case_emergency_action" varchar(200) DEFAULT '' NOT NULL,
	"emergency_admin" varchar(254) DEFAULT '' NOT NULL,
	"emergency_group" varchar(200) DEFAULT '' NOT NULL,
	"emergency_sms" varchar(30) DEFAULT '' NOT NULL,
	"case_email_custom_content" text DEFAULT '' NOT NULL,
	"payment_link_life_time" integer DEFAULT 0 NOT NULL,
	"graph_nlp_enabled" boolean DEFAULT false NOT NULL,
	"always_send_case_email" boolean DEFAULT false NOT NULL,
	"add_unique_payment_reference" boolean DEFAULT false NOT NULL,
	"save_activity_logs" boolean DEFAULT true NOT NULL,
	"country_code" varchar(2) DEFAULT '' NOT NULL,
	"image_aspect_ratio" varchar(20) DEFAULT 'horizontal' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_languages" (
	"account_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_languages_account_id_language_id_pk" PRIMARY KEY("account_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "account_models" (
	"account_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_models_account_id_model_id_pk" PRIMARY KEY("account_id","model_id")
);
--> statement-breakpoint
CREATE TABLE "account_platforms" (
	"account_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"responding_mode" varchar(10) DEFAULT 'auto' NOT NULL,
	"confidence" numeric(3, 2) DEFAULT 0.8 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_platforms_account_id_platform_id_pk" PRIMARY KEY("account_id","platform_id"),
	CONSTRAINT "account_platforms_confidence_range" CHECK ("account_platforms"."confidence" between 0 and 1),
	CONSTRAINT "account_platforms_responding_mode" CHECK ("account_platforms"."responding_mode" in ('auto', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "breadcrumbs" (
	"breadcrumb_id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"block_id" integer,
	"log" text DEFAULT '' NOT NULL,
	"error_log" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lambdas" (
	"lambda_id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"arn" varchar(300) NOT NULL,
	"version" varchar(50) NOT NULL,
	"runtime" varchar(20) NOT NULL,
	"is_simple" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"message_template_id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "models" (
	"model_id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"type" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_payments" (
	"plan_payment_id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"plan_name" varchar(200) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"reference" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_payments_amount_positive" CHECK ("plan_payments"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "platform_subscriptions" (
	"account_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"external_id" varchar(100) NOT NULL,
	"name" varchar(200) NOT NULL,
	"subscribed" boolean DEFAULT false NOT NULL,
	"access_token" text NOT NULL,
	"secret_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_subscriptions_account_id_platform_id_pk" PRIMARY KEY("account_id","platform_id")
);
--> statement-breakpoint
CREATE TABLE "user_attribute_values" (
	"user_attribute_value_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"user_attribute_id" integer NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"first_name" varchar(100) DEFAULT '' NOT NULL,
	"last_name" varchar(100) DEFAULT '' NOT NULL,
	"screen_name" varchar(100) DEFAULT '' NOT NULL,
	"gender" varchar(10) DEFAULT 'none' NOT NULL,
	"locale" varchar(20) DEFAULT '' NOT NULL,
	"phone_number" varchar(30) DEFAULT '' NOT NULL,
	"ip" varchar(45) DEFAULT '' NOT NULL,
	"container" varchar(200) DEFAULT '' NOT NULL,
	"timezone" varchar(50) DEFAULT '' NOT NULL,
	"followers" integer DEFAULT 0 NOT NULL,
	"friends" integer DEFAULT 0 NOT NULL,
	"tweets" integer DEFAULT 0 NOT NULL,
	"sequence_id" integer,
	"sequence_step" integer,
	"profile_pic" text,
	"is_protected" boolean DEFAULT false NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_subscribed" boolean DEFAULT false NOT NULL,
	"bot_enabled" boolean DEFAULT true NOT NULL,
	"link_code" varchar(100) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_info_update" timestamp with time zone,
	"last_interaction_time" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "web_pay_credentials" (
	"web_paycredential_id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"company_id" varchar(100) NOT NULL,
	"branch_id" varchar(100) NOT NULL,
	"user" varchar(200) NOT NULL,
	"password" text NOT NULL,
	"key" text NOT NULL,
	"data0" varchar(500) NOT NULL,
	"username" varchar(200) NOT NULL,
	"merchant" varchar(200) NOT NULL,
	"is_sandbox" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"webhook_id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"url" text NOT NULL,
	"method" varchar(10) NOT NULL,
	"is_incoming" boolean DEFAULT false NOT NULL,
	"outgoing_type" varchar(20),
	"headers" json DEFAULT '{}'::json NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhooks_direction" CHECK (("webhooks"."is_incoming" and "webhooks"."outgoing_type" is null) or (not "webhooks"."is_incoming" and "webhooks"."outgoing_type" is not null))
);
--> statement-breakpoint
ALTER TABLE "account_configurations" ADD CONSTRAINT "account_configurations_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_configurations" ADD CONSTRAINT "account_configurations_close_case_next_block_id_blocks_block_id_fk" FOREIGN KEY ("close_case_next_block_id") REFERENCES "public"."blocks"("block_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_languages" ADD CONSTRAINT "account_languages_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_languages" ADD CONSTRAINT "account_languages_language_id_languages_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("language_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_models" ADD CONSTRAINT "account_models_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_models" ADD CONSTRAINT "account_models_model_id_models_model_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("model_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_platforms" ADD CONSTRAINT "account_platforms_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_platforms" ADD CONSTRAINT "account_platforms_platform_id_platforms_platform_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("platform_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breadcrumbs" ADD CONSTRAINT "breadcrumbs_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breadcrumbs" ADD CONSTRAINT "breadcrumbs_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breadcrumbs" ADD CONSTRAINT "breadcrumbs_platform_id_platforms_platform_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("platform_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lambdas" ADD CONSTRAINT "lambdas_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_platform_id_platforms_platform_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("platform_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_payments" ADD CONSTRAINT "plan_payments_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_subscriptions" ADD CONSTRAINT "platform_subscriptions_account_platform_fk" FOREIGN KEY ("account_id","platform_id") REFERENCES "public"."account_platforms"("account_id","platform_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_attribute_values" ADD CONSTRAINT "user_attribute_values_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_attribute_values" ADD CONSTRAINT "user_attribute_values_user_attribute_id_user_attributes_user_attribute_id_fk" FOREIGN KEY ("user_attribute_id") REFERENCES "public"."user_attributes"("user_attribute_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_platform_id_platforms_platform_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("platform_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_pay_credentials" ADD CONSTRAINT "web_pay_credentials_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_configurations_account_uq" ON "account_configurations" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "account_configurations_block_idx" ON "account_configurations" USING btree ("close_case_next_block_id");--> statement-breakpoint
CREATE INDEX "account_languages_language_idx" ON "account_languages" USING btree ("language_id");--> statement-breakpoint
CREATE INDEX "account_models_model_idx" ON "account_models" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "account_platforms_platform_idx" ON "account_platforms" USING btree ("platform_id");--> statement-breakpoint
CREATE INDEX "breadcrumbs_user_idx" ON "breadcrumbs" USING btree ("user_id","platform_id","updated_at" DESC NULLS LAST,"breadcrumb_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "breadcrumbs_account_idx" ON "breadcrumbs" USING btree ("account_id","platform_id","updated_at" DESC NULLS LAST,"breadcrumb_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "breadcrumbs_platform_idx" ON "breadcrumbs" USING btree ("platform_id");--> statement-breakpoint
CREATE INDEX "lambdas_account_idx" ON "lambdas" USING btree ("account_id","lambda_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lambdas_account_name_uq" ON "lambdas" USING btree ("account_id","name");--> statement-breakpoint
CREATE INDEX "lambdas_name_trgm_idx" ON "lambdas" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "message_templates_account_platform_name_uq" ON "message_templates" USING btree ("account_id","platform_id","name");--> statement-breakpoint
CREATE INDEX "message_templates_platform_idx" ON "message_templates" USING btree ("platform_id");--> statement-breakpoint
CREATE INDEX "message_templates_name_trgm_idx" ON "message_templates" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "models_name_trgm_idx" ON "models" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "models_name_idx" ON "models" USING btree ("name","model_id");--> statement-breakpoint
CREATE INDEX "plan_payments_account_idx" ON "plan_payments" USING btree ("account_id","plan_payment_id");--> statement-breakpoint
CREATE INDEX "plan_payments_account_created_idx" ON "plan_payments" USING btree ("account_id","created_at","plan_payment_id");--> statement-breakpoint
CREATE INDEX "plan_payments_reference_trgm_idx" ON "plan_payments" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "user_attribute_values_user_attribute_uq" ON "user_attribute_values" USING btree ("user_id","user_attribute_id");--> statement-breakpoint
CREATE INDEX "user_attribute_values_attribute_idx" ON "user_attribute_values" USING btree ("user_attribute_id");--> statement-breakpoint
CREATE INDEX "users_account_platform_idx" ON "users" USING btree ("account_id","platform_id","user_id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_account_platform_interaction_idx" ON "users" USING btree ("account_id","platform_id","last_interaction_time","user_id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_platform_idx" ON "users" USING btree ("platform_id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name" || ' ' || "screen_name" || ' ' || "phone_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "web_pay_credentials_account_idx" ON "web_pay_credentials" USING btree ("account_id","web_paycredential_id");--> statement-breakpoint
CREATE INDEX "web_pay_credentials_merchant_trgm_idx" ON "web_pay_credentials" USING gin ("merchant" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "webhooks_account_idx" ON "webhooks" USING btree ("account_id","webhook_id");--> statement-breakpoint
CREATE INDEX "webhooks_name_trgm_idx" ON "webhooks" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- Every account has its configuration: created with the account, whatever creates it (the API, the demo, an import).
CREATE FUNCTION account_configuration_create() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "account_configurations" ("account_id") VALUES (NEW."account_id");
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER accounts_configuration AFTER INSERT ON "accounts" FOR EACH ROW EXECUTE FUNCTION account_configuration_create();--> statement-breakpoint
INSERT INTO "account_configurations" ("account_id") SELECT "account_id" FROM "accounts";
