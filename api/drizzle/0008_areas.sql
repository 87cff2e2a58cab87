CREATE TYPE "public"."partner_certification_status" AS ENUM('failed', 'certified', 'available');--> statement-breakpoint
CREATE TABLE "active_accounts" (
	"active_account_id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"business_name" varchar(200) NOT NULL,
	"plan_id" integer NOT NULL,
	"plan_name" varchar(200) NOT NULL,
	"max_users" integer NOT NULL,
	"plan_price" numeric(14, 2) NOT NULL,
	"plan_days" integer NOT NULL,
	"extra_days" integer DEFAULT 0 NOT NULL,
	"active_users" integer DEFAULT 0 NOT NULL,
	"start_date" date NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "active_accounts_plan_days_positive" CHECK ("active_accounts"."plan_days" > 0),
	CONSTRAINT "active_accounts_extra_days_range" CHECK ("active_accounts"."extra_days" >= 0)
);
--> statement-breakpoint
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
CREATE TABLE "bpayment_credentials" (
	"bpayment_credential_id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"username" varchar(200) NOT NULL,
	"password" text NOT NULL,
	"token" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certification_exam_questions" (
	"certification_exam_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "certification_exam_questions_certification_exam_id_question_id_pk" PRIMARY KEY("certification_exam_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "certification_exam_topics" (
	"certification_exam_id" integer NOT NULL,
	"c_t_id" integer NOT NULL,
	CONSTRAINT "certification_exam_topics_certification_exam_id_c_t_id_pk" PRIMARY KEY("certification_exam_id","c_t_id")
);
--> statement-breakpoint
CREATE TABLE "certification_resource_topics" (
	"certification_resource_id" integer NOT NULL,
	"c_t_id" integer NOT NULL,
	CONSTRAINT "certification_resource_topics_certification_resource_id_c_t_id_pk" PRIMARY KEY("certification_resource_id","c_t_id")
);
--> statement-breakpoint
CREATE TABLE "certification_resources" (
	"certification_resource_id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"url" varchar(2000),
	"type" varchar(100) DEFAULT '' NOT NULL,
	"difficulty" integer DEFAULT 1 NOT NULL,
	"image" varchar(2000),
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certification_topics" (
	"c_t_id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"classification" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
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
CREATE TABLE "invoices" (
	"invoice_id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"total_paid" numeric(14, 2) NOT NULL,
	"partner_commision" numeric(14, 2) NOT NULL,
	"level_on_payment" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_total_paid_positive" CHECK ("invoices"."total_paid" > 0)
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
CREATE TABLE "partner_certifications" (
	"partner_certification_id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"certification_id" integer NOT NULL,
	"status" "partner_certification_status" DEFAULT 'available' NOT NULL,
	"score" numeric(8, 2) DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_attempt_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_packages" (
	"partner_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_packages_partner_id_package_id_pk" PRIMARY KEY("partner_id","package_id")
);
--> statement-breakpoint
CREATE TABLE "question_answers" (
	"question_answer_id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"value" text NOT NULL,
	"image" varchar(2000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_topics" (
	"question_id" integer NOT NULL,
	"c_t_id" integer NOT NULL,
	CONSTRAINT "question_topics_question_id_c_t_id_pk" PRIMARY KEY("question_id","c_t_id")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"question_id" serial PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"points" integer DEFAULT 1 NOT NULL,
	"difficulty" integer DEFAULT 1 NOT NULL,
	"image" varchar(2000),
	"correct_answer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "active_accounts" ADD CONSTRAINT "active_accounts_partner_id_partners_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("partner_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "active_accounts" ADD CONSTRAINT "active_accounts_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "active_accounts" ADD CONSTRAINT "active_accounts_plan_id_plans_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("plan_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_content" ADD CONSTRAINT "bot_content_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_versions" ADD CONSTRAINT "bot_versions_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_versions" ADD CONSTRAINT "bot_versions_origin_account_id_accounts_account_id_fk" FOREIGN KEY ("origin_account_id") REFERENCES "public"."accounts"("account_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bpayment_credentials" ADD CONSTRAINT "bpayment_credentials_partner_id_partners_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("partner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_exam_questions" ADD CONSTRAINT "certification_exam_questions_certification_exam_id_certification_exams_certification_exam_id_fk" FOREIGN KEY ("certification_exam_id") REFERENCES "public"."certification_exams"("certification_exam_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_exam_questions" ADD CONSTRAINT "certification_exam_questions_question_id_questions_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("question_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_exam_topics" ADD CONSTRAINT "certification_exam_topics_certification_exam_id_certification_exams_certification_exam_id_fk" FOREIGN KEY ("certification_exam_id") REFERENCES "public"."certification_exams"("certification_exam_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_exam_topics" ADD CONSTRAINT "certification_exam_topics_c_t_id_certification_topics_c_t_id_fk" FOREIGN KEY ("c_t_id") REFERENCES "public"."certification_topics"("c_t_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_resource_topics" ADD CONSTRAINT "certification_resource_topics_certification_resource_id_certification_resources_certification_resource_id_fk" FOREIGN KEY ("certification_resource_id") REFERENCES "public"."certification_resources"("certification_resource_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_resource_topics" ADD CONSTRAINT "certification_resource_topics_c_t_id_certification_topics_c_t_id_fk" FOREIGN KEY ("c_t_id") REFERENCES "public"."certification_topics"("c_t_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entities" ADD CONSTRAINT "entities_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_accounts" ADD CONSTRAINT "entity_accounts_entity_id_entities_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_accounts" ADD CONSTRAINT "entity_accounts_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_attributes" ADD CONSTRAINT "entity_attributes_entity_id_entities_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_partner_id_partners_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("partner_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merge_jobs" ADD CONSTRAINT "merge_jobs_bot_version_id_bot_versions_bot_version_id_fk" FOREIGN KEY ("bot_version_id") REFERENCES "public"."bot_versions"("bot_version_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_billings" ADD CONSTRAINT "organization_billings_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_plugins" ADD CONSTRAINT "organization_plugins_plugin_id_plugins_plugin_id_fk" FOREIGN KEY ("plugin_id") REFERENCES "public"."plugins"("plugin_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_plugins" ADD CONSTRAINT "organization_plugins_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_subscriptions" ADD CONSTRAINT "organization_subscriptions_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_subscriptions" ADD CONSTRAINT "organization_subscriptions_subscription_id_subscriptions_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("subscription_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_certifications" ADD CONSTRAINT "partner_certifications_partner_id_partners_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("partner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_certifications" ADD CONSTRAINT "partner_certifications_certification_id_certifications_certification_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("certification_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_packages" ADD CONSTRAINT "partner_packages_partner_id_partners_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("partner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_packages" ADD CONSTRAINT "partner_packages_package_id_packages_package_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("package_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_question_id_questions_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("question_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_topics" ADD CONSTRAINT "question_topics_question_id_questions_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("question_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_topics" ADD CONSTRAINT "question_topics_c_t_id_certification_topics_c_t_id_fk" FOREIGN KEY ("c_t_id") REFERENCES "public"."certification_topics"("c_t_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_correct_answer_id_question_answers_question_answer_id_fk" FOREIGN KEY ("correct_answer_id") REFERENCES "public"."question_answers"("question_answer_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "active_accounts_partner_account_uq" ON "active_accounts" USING btree ("partner_id","account_id") WHERE "active_accounts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "active_accounts_partner_idx" ON "active_accounts" USING btree ("partner_id","active_account_id");--> statement-breakpoint
CREATE INDEX "active_accounts_live_idx" ON "active_accounts" USING btree ("active_account_id") WHERE "active_accounts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "active_accounts_account_idx" ON "active_accounts" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "active_accounts_plan_idx" ON "active_accounts" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "active_accounts_plan_name_idx" ON "active_accounts" USING btree ("plan_name");--> statement-breakpoint
CREATE UNIQUE INDEX "bot_content_account_group_name_uq" ON "bot_content" USING btree ("account_id","group","name");--> statement-breakpoint
CREATE INDEX "bot_versions_account_idx" ON "bot_versions" USING btree ("account_id","bot_version_id");--> statement-breakpoint
CREATE INDEX "bot_versions_origin_idx" ON "bot_versions" USING btree ("origin_account_id");--> statement-breakpoint
CREATE INDEX "bpayment_credentials_partner_idx" ON "bpayment_credentials" USING btree ("partner_id","bpayment_credential_id");--> statement-breakpoint
CREATE INDEX "certification_exam_questions_question_idx" ON "certification_exam_questions" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "certification_exam_topics_topic_idx" ON "certification_exam_topics" USING btree ("c_t_id","certification_exam_id");--> statement-breakpoint
CREATE INDEX "certification_resource_topics_topic_idx" ON "certification_resource_topics" USING btree ("c_t_id","certification_resource_id");--> statement-breakpoint
CREATE INDEX "certification_resources_name_trgm_idx" ON "certification_resources" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "certification_resources_name_idx" ON "certification_resources" USING btree ("name","certification_resource_id");--> statement-breakpoint
CREATE INDEX "certification_resources_difficulty_idx" ON "certification_resources" USING btree ("difficulty","certification_resource_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certification_topics_name_uq" ON "certification_topics" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "certification_topics_name_trgm_idx" ON "certification_topics" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "certification_topics_name_idx" ON "certification_topics" USING btree ("name","c_t_id");--> statement-breakpoint
CREATE INDEX "entities_organization_idx" ON "entities" USING btree ("organization_id","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "entities_organization_name_uq" ON "entities" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "entities_name_trgm_idx" ON "entities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "entity_accounts_account_idx" ON "entity_accounts" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "entity_attributes_entity_idx" ON "entity_attributes" USING btree ("entity_id","attribute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "entity_attributes_entity_name_uq" ON "entity_attributes" USING btree ("entity_id","name");--> statement-breakpoint
CREATE INDEX "entity_attributes_name_trgm_idx" ON "entity_attributes" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_partner_idx" ON "invoices" USING btree ("partner_id","invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_account_idx" ON "invoices" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "merge_jobs_running_idx" ON "merge_jobs" USING btree ("target_account") WHERE "merge_jobs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "merge_jobs_bot_version_idx" ON "merge_jobs" USING btree ("bot_version_id");--> statement-breakpoint
CREATE INDEX "organization_plugins_organization_idx" ON "organization_plugins" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "organization_subscriptions_organization_idx" ON "organization_subscriptions" USING btree ("organization_id","organization_subscription_id");--> statement-breakpoint
CREATE INDEX "organization_subscriptions_subscription_idx" ON "organization_subscriptions" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_certifications_partner_certification_uq" ON "partner_certifications" USING btree ("partner_id","certification_id");--> statement-breakpoint
CREATE INDEX "partner_certifications_certification_idx" ON "partner_certifications" USING btree ("certification_id");--> statement-breakpoint
CREATE INDEX "partner_certifications_certified_idx" ON "partner_certifications" USING btree ("partner_id") WHERE "partner_certifications"."status" = 'certified';--> statement-breakpoint
CREATE INDEX "partner_packages_package_idx" ON "partner_packages" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "question_answers_question_idx" ON "question_answers" USING btree ("question_id","question_answer_id");--> statement-breakpoint
CREATE INDEX "question_topics_topic_idx" ON "question_topics" USING btree ("c_t_id","question_id");--> statement-breakpoint
CREATE INDEX "questions_value_trgm_idx" ON "questions" USING gin ("value" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "questions_correct_answer_idx" ON "questions" USING btree ("correct_answer_id");--> statement-breakpoint
CREATE INDEX "questions_difficulty_idx" ON "questions" USING btree ("difficulty","question_id");--> statement-breakpoint
CREATE INDEX "questions_points_idx" ON "questions" USING btree ("points","question_id");--> statement-breakpoint
ALTER TABLE "certification_exams" DROP COLUMN "level";