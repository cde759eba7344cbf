-- A like or an unlike in one call (modules/meals/meal-likes.repository.ts, toggleMealLike). Each round trip to
-- the database costs the server more CPU than the rest of the request, and a transaction of separate
-- statements is four of them. A volatile function's statements each take a fresh snapshot, so the toggle,
-- run after the lock, sees every toggle of the same (meal, user) pair that committed before it: parallel
-- toggles of one pair are flips in some order, and the counter moves by exactly one per flip.
-- An upcoming meal is toggled only when "p_upcoming" says the caller runs it inside the transaction that also
-- counts the likes that publish it; otherwise the answer is its status alone and nothing changes.
-- No row: no such meal (or it was deleted meanwhile).
CREATE FUNCTION "messhall_toggle_like"("p_meal" uuid, "p_user" text, "p_upcoming" boolean)
  RETURNS TABLE ("toggled_likes" integer, "meal_status" text, "now_liked" boolean)
  LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  "found_status" text;
BEGIN
  SELECT "status"::text INTO "found_status" FROM "meals" WHERE "id" = "p_meal";
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF "found_status" = 'upcoming' AND NOT "p_upcoming" THEN
    RETURN QUERY SELECT NULL::integer, 'upcoming'::text, NULL::boolean;
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext("p_meal"::text), hashtext("p_user"));
  RETURN QUERY
    WITH "inserted" AS (
      INSERT INTO "meal_likes" ("meal_id", "user_id") VALUES ("p_meal", "p_user")
      ON CONFLICT DO NOTHING RETURNING 1
    ), "deleted" AS (
      DELETE FROM "meal_likes" WHERE "meal_id" = "p_meal" AND "user_id" = "p_user"
        AND NOT EXISTS (SELECT 1 FROM "inserted")
      RETURNING 1
    )
    UPDATE "meals" SET "likes_count" = "meals"."likes_count"
      + (SELECT count(*) FROM "inserted")::int - (SELECT count(*) FROM "deleted")::int
    WHERE "meals"."id" = "p_meal" AND (EXISTS (SELECT 1 FROM "inserted") OR EXISTS (SELECT 1 FROM "deleted"))
    RETURNING "meals"."likes_count", "meals"."status"::text, EXISTS (SELECT 1 FROM "inserted");
END
$$;
