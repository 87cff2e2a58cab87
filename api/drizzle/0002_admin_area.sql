-- Admin area: admins.dashboard (bulk creation), trigram indexes of the admin, role and permission searches
-- (the admin name search matches "first_name last_name", an expression index), and two foreign keys
-- turned from restrict / set null into no action, so the database refuses (23503, answered 409) deleting
-- an organization that has accounts or a role still held by an admin.
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_organization_id_organizations_organization_id_fk";
--> statement-breakpoint
ALTER TABLE "admins" DROP CONSTRAINT "admins_role_id_roles_role_id_fk";
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "dashboard" varchar(50);--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_organization_id_organizations_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("organization_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_role_id_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("role_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admins_full_name_trgm_idx" ON "admins" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "admins_email_trgm_idx" ON "admins" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "permissions_name_trgm_idx" ON "permissions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "roles_name_trgm_idx" ON "roles" USING gin ("name" gin_trgm_ops);