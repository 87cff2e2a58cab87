-- What the staff guard reads (an admin, their sessions, their role and its permissions) announces its changes on
-- the channel staff_changes, so that every API instance drops what it cached at once (src/auth/guard.ts).
-- The payload is the admin's id, or '' for a change of roles or permissions, which may touch anyone.
-- Inserts need no notice: a new session or admin was never cached; a permission deleted reaches role_permissions
-- by its cascade.
CREATE FUNCTION "staff_changes_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    PERFORM pg_notify('staff_changes', OLD."admin_id"::text);
  ELSE
    PERFORM pg_notify('staff_changes', '');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_staff_changes" AFTER UPDATE OF "session_id", "admin_id", "revoked_at" OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "staff_changes_notify"();--> statement-breakpoint
CREATE TRIGGER "admins_staff_changes" AFTER UPDATE OF "admin_id", "first_name", "last_name", "email", "role_id", "partner_id", "deleted_at" OR DELETE ON "admins"
  FOR EACH ROW EXECUTE FUNCTION "staff_changes_notify"();--> statement-breakpoint
CREATE TRIGGER "roles_staff_changes" AFTER UPDATE OF "role_id", "name" OR DELETE ON "roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "staff_changes_notify"();--> statement-breakpoint
CREATE TRIGGER "role_permissions_staff_changes" AFTER INSERT OR UPDATE OR DELETE ON "role_permissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "staff_changes_notify"();--> statement-breakpoint
CREATE TRIGGER "permissions_staff_changes" AFTER UPDATE OF "permission_id", "resource", "read", "create", "update", "delete" ON "permissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "staff_changes_notify"();--> statement-breakpoint
CREATE TRIGGER "staff_tables_truncated" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "staff_changes_notify"();--> statement-breakpoint
CREATE TRIGGER "staff_tables_truncated" AFTER TRUNCATE ON "admins"
  FOR EACH STATEMENT EXECUTE FUNCTION "staff_changes_notify"();--> statement-breakpoint
CREATE TRIGGER "staff_tables_truncated" AFTER TRUNCATE ON "roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "staff_changes_notify"();--> statement-breakpoint
CREATE TRIGGER "staff_tables_truncated" AFTER TRUNCATE ON "role_permissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "staff_changes_notify"();--> statement-breakpoint
CREATE TRIGGER "staff_tables_truncated" AFTER TRUNCATE ON "permissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "staff_changes_notify"();
