-- Issue 41, decision 076: every change to a session or an account, whoever makes it, tells the
-- instances listening (PostgreSQL's NOTIFY, delivered at commit) to read that account's sessions
-- again. The trigger's argument names the column that holds the account's id.
CREATE FUNCTION "session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', to_jsonb(OLD) ->> TG_ARGV[0]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "user_changed" AFTER UPDATE OR DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION "session_changed"('id');
--> statement-breakpoint
CREATE TRIGGER "session_changed" AFTER UPDATE OR DELETE ON "session" FOR EACH ROW EXECUTE FUNCTION "session_changed"('user_id');
