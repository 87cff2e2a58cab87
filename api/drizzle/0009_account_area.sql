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
CREATE TABLE "models" (
	"model_id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"type" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
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
ALTER TABLE "account_languages" ADD CONSTRAINT "account_languages_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_languages" ADD CONSTRAINT "account_languages_language_id_languages_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("language_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_models" ADD CONSTRAINT "account_models_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_models" ADD CONSTRAINT "account_models_model_id_models_model_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("model_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_platforms" ADD CONSTRAINT "account_platforms_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_platforms" ADD CONSTRAINT "account_platforms_platform_id_platforms_platform_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("platform_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breadcrumbs" ADD CONSTRAINT "breadcrumbs_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breadcrumbs" ADD CONSTRAINT "breadcrumbs_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breadcrumbs" ADD CONSTRAINT "breadcrumbs_platform_id_platforms_platform_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("platform_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_subscriptions" ADD CONSTRAINT "platform_subscriptions_account_platform_fk" FOREIGN KEY ("account_id","platform_id") REFERENCES "public"."account_platforms"("account_id","platform_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_attribute_values" ADD CONSTRAINT "user_attribute_values_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_attribute_values" ADD CONSTRAINT "user_attribute_values_user_attribute_id_user_attributes_user_attribute_id_fk" FOREIGN KEY ("user_attribute_id") REFERENCES "public"."user_attributes"("user_attribute_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_platform_id_platforms_platform_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("platform_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_languages_language_idx" ON "account_languages" USING btree ("language_id");--> statement-breakpoint
CREATE INDEX "account_models_model_idx" ON "account_models" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "account_platforms_platform_idx" ON "account_platforms" USING btree ("platform_id");--> statement-breakpoint
CREATE INDEX "breadcrumbs_user_idx" ON "breadcrumbs" USING btree ("user_id","platform_id","updated_at" DESC NULLS LAST,"breadcrumb_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "breadcrumbs_account_idx" ON "breadcrumbs" USING btree ("account_id","platform_id","updated_at" DESC NULLS LAST,"breadcrumb_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "breadcrumbs_platform_idx" ON "breadcrumbs" USING btree ("platform_id");--> statement-breakpoint
CREATE INDEX "models_name_trgm_idx" ON "models" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "models_name_idx" ON "models" USING btree ("name","model_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_attribute_values_user_attribute_uq" ON "user_attribute_values" USING btree ("user_id","user_attribute_id");--> statement-breakpoint
CREATE INDEX "user_attribute_values_attribute_idx" ON "user_attribute_values" USING btree ("user_attribute_id");--> statement-breakpoint
CREATE INDEX "users_account_platform_idx" ON "users" USING btree ("account_id","platform_id","user_id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_account_platform_interaction_idx" ON "users" USING btree ("account_id","platform_id","last_interaction_time","user_id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_platform_idx" ON "users" USING btree ("platform_id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name" || ' ' || "screen_name" || ' ' || "phone_number") gin_trgm_ops);