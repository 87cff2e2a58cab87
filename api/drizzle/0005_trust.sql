CREATE TABLE "app_secrets" (
	"name" varchar(100) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"audit_id" bigserial PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"resource" varchar(100) NOT NULL,
	"resource_id" varchar(100),
	"action" varchar(100) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"address" varchar(64),
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(400) PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"address" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_admin_id_admins_admin_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("admin_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST,"audit_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_admin_idx" ON "audit_log" USING btree ("admin_id","at" DESC NULLS LAST,"audit_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_resource_idx" ON "audit_log" USING btree ("resource","resource_id","at" DESC NULLS LAST,"audit_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_admin_idx" ON "sessions" USING btree ("admin_id");--> statement-breakpoint
-- The audit trail is append-only, also for anyone with SQL access through the API's role.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = '42501';
END;
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
