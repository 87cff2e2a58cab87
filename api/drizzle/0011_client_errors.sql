CREATE TABLE "client_errors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"admin_id" integer,
	"app" text NOT NULL,
	"version" text NOT NULL,
	"kind" text NOT NULL,
	"screen" text NOT NULL,
	"message" text NOT NULL,
	"stack" text
);
--> statement-breakpoint
CREATE INDEX "client_errors_app_version_at_idx" ON "client_errors" USING btree ("app","version","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "client_errors_at_idx" ON "client_errors" USING btree ("at");