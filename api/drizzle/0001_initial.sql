CREATE TYPE "public"."partner_status" AS ENUM('pre_register', 'in_review', 'rejected', 'registered', 'approved');--> statement-breakpoint
CREATE TABLE "account_statuses" (
	"account_status_id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"account_name" varchar(200) DEFAULT '' NOT NULL,
	"bot_template" varchar(200),
	"source" varchar(100),
	"account_type" varchar(100),
	"payment_enabled" boolean DEFAULT false NOT NULL,
	"payment_validated" boolean DEFAULT false NOT NULL,
	"bot_enabled" boolean DEFAULT true NOT NULL,
	"products_enabled" integer DEFAULT 0 NOT NULL,
	"kanguro_status" varchar(100),
	"max_free_shippings" integer DEFAULT 0 NOT NULL,
	"max_free_shippings_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"free_shippings_count" integer DEFAULT 0 NOT NULL,
	"total_amount_free_shippings" numeric(14, 2) DEFAULT 0 NOT NULL,
	"shippings_count" integer DEFAULT 0 NOT NULL,
	"total_amount_shippings" numeric(14, 2) DEFAULT 0 NOT NULL,
	"free_shippings_end_date" date,
	"top_product" varchar(200),
	"status_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"account_id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"type" varchar(100) DEFAULT 'konverza_free' NOT NULL,
	"organization_id" integer NOT NULL,
	"image_dashboard" text,
	"main_color_dashboard" varchar(6),
	"timezone" varchar(100),
	"username" varchar(250),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_accounts" (
	"admin_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_accounts_admin_id_account_id_pk" PRIMARY KEY("admin_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "admin_organizations" (
	"admin_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_organizations_admin_id_organization_id_pk" PRIMARY KEY("admin_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "admins" (
	"admin_id" serial PRIMARY KEY NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) DEFAULT '' NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"role_id" integer,
	"partner_id" integer,
	"organization_id_creator" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "certification_exams" (
	"certification_exam_id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"duration" integer DEFAULT 1 NOT NULL,
	"questions_number" integer DEFAULT 1 NOT NULL,
	"minimum_score" numeric(8, 2) DEFAULT 1 NOT NULL,
	"level" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certifications" (
	"certification_id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"enable" boolean DEFAULT true NOT NULL,
	"certification_exam_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lists" (
	"list_id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"organization_id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"service_id" integer,
	"partner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" varchar(254) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"text" text NOT NULL,
	"code" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"partner_id" serial PRIMARY KEY NOT NULL,
	"business_name" varchar(200) NOT NULL,
	"service_id" integer,
	"business_logo" text,
	"business_phone" varchar(50),
	"business_website" varchar(500),
	"business_email" varchar(254),
	"business_address" text,
	"business_country" varchar(100),
	"business_type" varchar(100),
	"expected_sales" numeric(14, 2),
	"last_dispersal" timestamp with time zone,
	"reference" varchar(200),
	"description" text,
	"contact_name" varchar(200),
	"contact_phone" varchar(50),
	"level" integer DEFAULT 1 NOT NULL,
	"clients_size" integer DEFAULT 0 NOT NULL,
	"status" "partner_status" DEFAULT 'pre_register' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"permission_id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"resource" varchar(200) DEFAULT '' NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"create" boolean DEFAULT false NOT NULL,
	"update" boolean DEFAULT false NOT NULL,
	"delete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"family_id" varchar(36) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" integer NOT NULL,
	"permission_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "role_permissions_role_id_permission_id_pk" PRIMARY KEY("role_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"role_id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" varchar(100) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"service_id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"title" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"validated_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_statuses" ADD CONSTRAINT "account_statuses_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_accounts" ADD CONSTRAINT "admin_accounts_admin_id_admins_admin_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("admin_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_accounts" ADD CONSTRAINT "admin_accounts_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_organizations" ADD CONSTRAINT "admin_organizations_admin_id_admins_admin_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("admin_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_organizations" ADD CONSTRAINT "admin_organizations_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_role_id_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("role_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_partner_id_partners_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("partner_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_organization_id_creator_organizations_organization_id_fk" FOREIGN KEY ("organization_id_creator") REFERENCES "public"."organizations"("organization_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_certification_exam_id_certification_exams_certification_exam_id_fk" FOREIGN KEY ("certification_exam_id") REFERENCES "public"."certification_exams"("certification_exam_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lists" ADD CONSTRAINT "lists_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_service_id_services_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("service_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_partner_id_partners_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("partner_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_service_id_services_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("service_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_admin_id_admins_admin_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("admin_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("role_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_id_permissions_permission_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("permission_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_codes" ADD CONSTRAINT "two_factor_codes_admin_id_admins_admin_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("admin_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_statuses_account_uq" ON "account_statuses" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "accounts_organization_idx" ON "accounts" USING btree ("organization_id","account_id");--> statement-breakpoint
CREATE INDEX "accounts_name_trgm_idx" ON "accounts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_username_uq" ON "accounts" USING btree ("username");--> statement-breakpoint
CREATE INDEX "admin_accounts_account_idx" ON "admin_accounts" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "admin_organizations_organization_idx" ON "admin_organizations" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "admins_email_active_uq" ON "admins" USING btree (lower("email")) WHERE "admins"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "admins_role_idx" ON "admins" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "admins_partner_idx" ON "admins" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "admins_organization_creator_idx" ON "admins" USING btree ("organization_id_creator");--> statement-breakpoint
CREATE INDEX "certification_exams_name_trgm_idx" ON "certification_exams" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "certifications_exam_idx" ON "certifications" USING btree ("certification_exam_id");--> statement-breakpoint
CREATE INDEX "certifications_name_trgm_idx" ON "certifications" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lists_account_idx" ON "lists" USING btree ("account_id","list_id");--> statement-breakpoint
CREATE INDEX "lists_name_trgm_idx" ON "lists" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "organizations_service_idx" ON "organizations" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "organizations_partner_idx" ON "organizations" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "organizations_name_trgm_idx" ON "organizations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outbox_messages_to_idx" ON "outbox_messages" USING btree ("to","id");--> statement-breakpoint
CREATE INDEX "partners_service_idx" ON "partners" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "partners_status_idx" ON "partners" USING btree ("status");--> statement-breakpoint
CREATE INDEX "partners_business_name_trgm_idx" ON "partners" USING gin ("business_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "permissions_name_uq" ON "permissions" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_uq" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_admin_idx" ON "refresh_tokens" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "role_permissions_permission_idx" ON "role_permissions" USING btree ("permission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_uq" ON "roles" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "services_name_uq" ON "services" USING btree ("name");--> statement-breakpoint
CREATE INDEX "two_factor_codes_admin_idx" ON "two_factor_codes" USING btree ("admin_id","id");