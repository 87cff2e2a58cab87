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
ALTER TABLE "bpayment_credentials" ADD CONSTRAINT "bpayment_credentials_partner_id_partners_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("partner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_exam_questions" ADD CONSTRAINT "certification_exam_questions_certification_exam_id_certification_exams_certification_exam_id_fk" FOREIGN KEY ("certification_exam_id") REFERENCES "public"."certification_exams"("certification_exam_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_exam_questions" ADD CONSTRAINT "certification_exam_questions_question_id_questions_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("question_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_exam_topics" ADD CONSTRAINT "certification_exam_topics_certification_exam_id_certification_exams_certification_exam_id_fk" FOREIGN KEY ("certification_exam_id") REFERENCES "public"."certification_exams"("certification_exam_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_exam_topics" ADD CONSTRAINT "certification_exam_topics_c_t_id_certification_topics_c_t_id_fk" FOREIGN KEY ("c_t_id") REFERENCES "public"."certification_topics"("c_t_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_resource_topics" ADD CONSTRAINT "certification_resource_topics_certification_resource_id_certification_resources_certification_resource_id_fk" FOREIGN KEY ("certification_resource_id") REFERENCES "public"."certification_resources"("certification_resource_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_resource_topics" ADD CONSTRAINT "certification_resource_topics_c_t_id_certification_topics_c_t_id_fk" FOREIGN KEY ("c_t_id") REFERENCES "public"."certification_topics"("c_t_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_partner_id_partners_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("partner_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "invoices_partner_idx" ON "invoices" USING btree ("partner_id","invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_account_idx" ON "invoices" USING btree ("account_id");--> statement-breakpoint
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