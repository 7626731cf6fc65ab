-- Every app instance keeps recently used sessions in memory (platform/auth/session-cache.ts). Any
-- change to a user or a session (sign-out, password change, role change, deletion, also by the admin
-- CLI or by hand in psql) tells all of them which users to forget, once per statement.
CREATE OR REPLACE FUNCTION arthshala_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    SELECT string_agg(DISTINCT id::text, ',') INTO ids FROM changed_rows;
  ELSE
    SELECT string_agg(DISTINCT user_id::text, ',') INTO ids FROM changed_rows;
  END IF;
  IF ids IS NOT NULL THEN
    -- A NOTIFY payload must stay under 8,000 bytes: past that, everyone forgets everything.
    PERFORM pg_notify('arthshala_auth', CASE WHEN length(ids) > 7000 THEN '*' ELSE ids END);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_auth_changed_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION arthshala_auth_changed();
--> statement-breakpoint
CREATE TRIGGER users_auth_changed_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION arthshala_auth_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed_update AFTER UPDATE ON sessions
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION arthshala_auth_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed_delete AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION arthshala_auth_changed();
