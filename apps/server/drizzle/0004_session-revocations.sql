-- Every app instance keeps recently checked sessions in memory (modules/auth/session-cache.ts). Whatever can end
-- a session, or change what a session says about its user, bumps one revision in the database and announces it,
-- in the transaction of the change: better-auth's sign-out and revocations, password resets, our own role
-- change, a cascade from a deleted user, or SQL typed by hand. Instances read the revision before answering
-- from memory, so none serves a session after the change that ended it has committed.
INSERT INTO "app_settings" ("name", "value") VALUES ('session_revision', '0') ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "messhall_session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  affected text;
  revision bigint;
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    affected := OLD."user_id";
  ELSE
    affected := NEW."id";
    -- A banned user keeps no session, whichever way the ban was written.
    IF NEW."banned" IS TRUE AND OLD."banned" IS NOT TRUE THEN
      DELETE FROM "sessions" WHERE "user_id" = NEW."id";
    END IF;
  END IF;
  UPDATE "app_settings" SET "value" = ("value"::bigint + 1)::text WHERE "name" = 'session_revision'
    RETURNING "value"::bigint INTO revision;
  PERFORM pg_notify('messhall_sessions', json_build_object('revision', revision, 'userId', affected)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_ended" AFTER DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "messhall_session_changed"();
--> statement-breakpoint
-- A refresh only moves expires_at later; anything else done to a live session row counts as a change.
CREATE TRIGGER "sessions_changed" AFTER UPDATE ON "sessions"
  FOR EACH ROW
  WHEN (NEW."expires_at" < OLD."expires_at" OR NEW."token" IS DISTINCT FROM OLD."token"
    OR NEW."user_id" IS DISTINCT FROM OLD."user_id")
  EXECUTE FUNCTION "messhall_session_changed"();
--> statement-breakpoint
-- The fields a session check hands to the routes (and get-session to the page); last_login_at and the like
-- change on every sign-in and must not empty the caches.
CREATE TRIGGER "users_session_facts_changed" AFTER UPDATE ON "users"
  FOR EACH ROW
  WHEN (NEW."role" IS DISTINCT FROM OLD."role" OR NEW."banned" IS DISTINCT FROM OLD."banned"
    OR NEW."ban_expires" IS DISTINCT FROM OLD."ban_expires" OR NEW."ban_reason" IS DISTINCT FROM OLD."ban_reason"
    OR NEW."email" IS DISTINCT FROM OLD."email" OR NEW."name" IS DISTINCT FROM OLD."name"
    OR NEW."image" IS DISTINCT FROM OLD."image" OR NEW."email_verified" IS DISTINCT FROM OLD."email_verified")
  EXECUTE FUNCTION "messhall_session_changed"();
