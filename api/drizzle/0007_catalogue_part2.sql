CREATE TABLE "blocks" (
	"block_id" serial PRIMARY KEY NOT NULL,
	"flow_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extension_accounts" (
	"extension_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extension_accounts_extension_id_account_id_pk" PRIMARY KEY("extension_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "extensions" (
	"extension_id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"runtime" varchar(30) NOT NULL,
	"input" text NOT NULL,
	"output" text NOT NULL,
	"status" varchar(100) NOT NULL,
	"version" varchar(50) NOT NULL,
	"handler" varchar(200) NOT NULL,
	"file_name" varchar(300) NOT NULL,
	"service_id" integer,
	"code" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flows" (
	"flow_id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "milestone_components" (
	"milestone_id" integer NOT NULL,
	"component_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "milestone_components_milestone_id_component_id_pk" PRIMARY KEY("milestone_id","component_id")
);
--> statement-breakpoint
CREATE TABLE "milestone_roles" (
	"milestone_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "milestone_roles_milestone_id_role_id_pk" PRIMARY KEY("milestone_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "milestone_services" (
	"milestone_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "milestone_services_milestone_id_service_id_pk" PRIMARY KEY("milestone_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "milestones" (
	"milestone_id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" varchar(30),
	"status" varchar(30) DEFAULT 'on_hold' NOT NULL,
	"published_date" date,
	"scheduled_date" date,
	"notify" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_attributes" (
	"package_attribute_id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"title" varchar(200) DEFAULT '' NOT NULL,
	"type" varchar(20) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"value" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"frontend_type" varchar(30) DEFAULT 'input_text' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_flows" (
	"package_id" integer NOT NULL,
	"flow_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_flows_package_id_flow_id_pk" PRIMARY KEY("package_id","flow_id")
);
--> statement-breakpoint
CREATE TABLE "package_lists" (
	"package_id" integer NOT NULL,
	"list_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_lists_package_id_list_id_pk" PRIMARY KEY("package_id","list_id")
);
--> statement-breakpoint
CREATE TABLE "package_sequences" (
	"package_id" integer NOT NULL,
	"sequence_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_sequences_package_id_sequence_id_pk" PRIMARY KEY("package_id","sequence_id")
);
--> statement-breakpoint
CREATE TABLE "package_user_attributes" (
	"package_id" integer NOT NULL,
	"user_attribute_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_user_attributes_package_id_user_attribute_id_pk" PRIMARY KEY("package_id","user_attribute_id")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"package_id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"category" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"creator" varchar(200) DEFAULT '' NOT NULL,
	"image" text,
	"type" varchar(100) DEFAULT '' NOT NULL,
	"account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sequences" (
	"sequence_id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shippings" (
	"shipping_id" serial PRIMARY KEY NOT NULL,
	"order_id" varchar(100) NOT NULL,
	"pickup_location_id" integer,
	"total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"destination_name" varchar(200) NOT NULL,
	"destination_email" varchar(254),
	"destination_home_phone" varchar(50) DEFAULT '' NOT NULL,
	"destination_street" varchar(200) DEFAULT '' NOT NULL,
	"destination_street_number" varchar(50) DEFAULT '' NOT NULL,
	"destination_colony" varchar(200) DEFAULT '' NOT NULL,
	"destination_city" varchar(200) DEFAULT '' NOT NULL,
	"destination_state" varchar(200) DEFAULT '' NOT NULL,
	"destination_zip" varchar(20) DEFAULT '' NOT NULL,
	"destination_notes" text DEFAULT '' NOT NULL,
	"kanguro_uuid" varchar(100) DEFAULT '' NOT NULL,
	"status" varchar(100) DEFAULT '' NOT NULL,
	"kanguro_order_id" varchar(100) DEFAULT '' NOT NULL,
	"rate_id" varchar(100) DEFAULT '' NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"service" varchar(100) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "short_urls" (
	"short_url_id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"target" text NOT NULL,
	"custom" boolean DEFAULT false NOT NULL,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_attributes" (
	"user_attribute_id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"type" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wabas" (
	"waba_id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"business_account_id" varchar(50) NOT NULL,
	"access_token" text DEFAULT '' NOT NULL,
	"account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_numbers" (
	"model_id" serial PRIMARY KEY NOT NULL,
	"waba_id" integer NOT NULL,
	"account_id" integer,
	"phone_number" varchar(30) NOT NULL,
	"display_name" varchar(200) DEFAULT '' NOT NULL,
	"api_token" text DEFAULT '' NOT NULL,
	"auth_token" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_flow_id_flows_flow_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."flows"("flow_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extension_accounts" ADD CONSTRAINT "extension_accounts_extension_id_extensions_extension_id_fk" FOREIGN KEY ("extension_id") REFERENCES "public"."extensions"("extension_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extension_accounts" ADD CONSTRAINT "extension_accounts_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extensions" ADD CONSTRAINT "extensions_service_id_services_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("service_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flows" ADD CONSTRAINT "flows_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_components" ADD CONSTRAINT "milestone_components_milestone_id_milestones_milestone_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."milestones"("milestone_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_components" ADD CONSTRAINT "milestone_components_component_id_components_component_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."components"("component_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_roles" ADD CONSTRAINT "milestone_roles_milestone_id_milestones_milestone_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."milestones"("milestone_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_roles" ADD CONSTRAINT "milestone_roles_role_id_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("role_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_services" ADD CONSTRAINT "milestone_services_milestone_id_milestones_milestone_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."milestones"("milestone_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_services" ADD CONSTRAINT "milestone_services_service_id_services_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("service_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_attributes" ADD CONSTRAINT "package_attributes_package_id_packages_package_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("package_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_flows" ADD CONSTRAINT "package_flows_package_id_packages_package_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("package_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_flows" ADD CONSTRAINT "package_flows_flow_id_flows_flow_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."flows"("flow_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_lists" ADD CONSTRAINT "package_lists_package_id_packages_package_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("package_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_lists" ADD CONSTRAINT "package_lists_list_id_lists_list_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("list_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_sequences" ADD CONSTRAINT "package_sequences_package_id_packages_package_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("package_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_sequences" ADD CONSTRAINT "package_sequences_sequence_id_sequences_sequence_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."sequences"("sequence_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_user_attributes" ADD CONSTRAINT "package_user_attributes_package_id_packages_package_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("package_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_user_attributes" ADD CONSTRAINT "package_user_attributes_user_attribute_id_user_attributes_user_attribute_id_fk" FOREIGN KEY ("user_attribute_id") REFERENCES "public"."user_attributes"("user_attribute_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequences" ADD CONSTRAINT "sequences_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_urls" ADD CONSTRAINT "short_urls_admin_id_admins_admin_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("admin_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_attributes" ADD CONSTRAINT "user_attributes_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wabas" ADD CONSTRAINT "wabas_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_numbers" ADD CONSTRAINT "whatsapp_numbers_waba_id_wabas_waba_id_fk" FOREIGN KEY ("waba_id") REFERENCES "public"."wabas"("waba_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_numbers" ADD CONSTRAINT "whatsapp_numbers_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocks_flow_idx" ON "blocks" USING btree ("flow_id","block_id");--> statement-breakpoint
CREATE INDEX "extension_accounts_account_idx" ON "extension_accounts" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "extensions_service_idx" ON "extensions" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "extensions_name_trgm_idx" ON "extensions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "flows_account_idx" ON "flows" USING btree ("account_id","flow_id");--> statement-breakpoint
CREATE INDEX "milestone_components_item_idx" ON "milestone_components" USING btree ("component_id");--> statement-breakpoint
CREATE INDEX "milestone_roles_item_idx" ON "milestone_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "milestone_services_item_idx" ON "milestone_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "milestones_title_trgm_idx" ON "milestones" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "package_attributes_package_idx" ON "package_attributes" USING btree ("package_id","package_attribute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "package_attributes_package_name_uq" ON "package_attributes" USING btree ("package_id","name");--> statement-breakpoint
CREATE INDEX "package_flows_item_idx" ON "package_flows" USING btree ("flow_id");--> statement-breakpoint
CREATE INDEX "package_lists_item_idx" ON "package_lists" USING btree ("list_id");--> statement-breakpoint
CREATE INDEX "package_sequences_item_idx" ON "package_sequences" USING btree ("sequence_id");--> statement-breakpoint
CREATE INDEX "package_user_attributes_item_idx" ON "package_user_attributes" USING btree ("user_attribute_id");--> statement-breakpoint
CREATE INDEX "packages_account_idx" ON "packages" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "packages_name_trgm_idx" ON "packages" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sequences_account_idx" ON "sequences" USING btree ("account_id","sequence_id");--> statement-breakpoint
CREATE INDEX "shippings_order_trgm_idx" ON "shippings" USING gin ("order_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shippings_name_trgm_idx" ON "shippings" USING gin ("destination_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "short_urls_code_uq" ON "short_urls" USING btree ("code");--> statement-breakpoint
CREATE INDEX "short_urls_target_idx" ON "short_urls" USING btree (md5("target")) WHERE not "short_urls"."custom";--> statement-breakpoint
CREATE INDEX "user_attributes_account_idx" ON "user_attributes" USING btree ("account_id","user_attribute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_attributes_account_name_uq" ON "user_attributes" USING btree ("account_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "wabas_business_account_uq" ON "wabas" USING btree ("business_account_id");--> statement-breakpoint
CREATE INDEX "wabas_account_idx" ON "wabas" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "whatsapp_numbers_waba_idx" ON "whatsapp_numbers" USING btree ("waba_id","model_id");--> statement-breakpoint
CREATE INDEX "whatsapp_numbers_account_idx" ON "whatsapp_numbers" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_numbers_phone_uq" ON "whatsapp_numbers" USING btree ("phone_number");