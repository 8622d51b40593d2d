CREATE TABLE "impact_closed" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "impact_closed_one_row" CHECK ("impact_closed"."id")
);
--> statement-breakpoint
CREATE TABLE "impact_credits" (
	"event_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"minutes" integer NOT NULL,
	CONSTRAINT "impact_credits_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "impact_event_totals" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid,
	"shown" boolean NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"month" text NOT NULL,
	"minutes" integer NOT NULL,
	"people" integer NOT NULL,
	"joined" integer NOT NULL,
	"counted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "impact_organization_people" (
	"organization_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"counted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "impact_organization_people_organization_id_user_id_pk" PRIMARY KEY("organization_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "impact_organization_reach" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"people" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "impact_organization_totals" (
	"organization_id" uuid NOT NULL,
	"type" text NOT NULL,
	"month" text NOT NULL,
	"events" integer NOT NULL,
	"minutes" integer NOT NULL,
	"people" integer NOT NULL,
	"joined" integer NOT NULL,
	CONSTRAINT "impact_organization_totals_organization_id_type_month_pk" PRIMARY KEY("organization_id","type","month")
);
--> statement-breakpoint
CREATE INDEX "impact_credits_user_idx" ON "impact_credits" USING btree ("user_id","event_id");--> statement-breakpoint
CREATE INDEX "impact_event_totals_organization_idx" ON "impact_event_totals" USING btree ("organization_id","ends_at") WHERE "impact_event_totals"."shown";--> statement-breakpoint
CREATE INDEX "impact_event_totals_uncounted_idx" ON "impact_event_totals" USING btree ("organization_id","ends_at") WHERE "impact_event_totals"."shown" AND NOT "impact_event_totals"."counted";--> statement-breakpoint
CREATE INDEX "impact_organization_people_since_idx" ON "impact_organization_people" USING btree ("organization_id","since");--> statement-breakpoint
CREATE INDEX "impact_organization_people_uncounted_idx" ON "impact_organization_people" USING btree ("organization_id","since") WHERE NOT "impact_organization_people"."counted";--> statement-breakpoint
CREATE INDEX "events_organization_shown_date_idx" ON "events" USING btree ("organization_id","date") WHERE "events"."hidden" IS NULL;--> statement-breakpoint
-- Kept totals (issue 41, decision 075). `impact_recount` is the one place for the rule (decision 068):
-- a person's credit at an event is the sum of their approved hours records there, or, where nobody
-- marked them and nobody was checked in at the event, the attendance sheet's default (present: the
-- event's length, or their shifts' lengths). It recounts the credits of the events given (of the
-- people given, or of everyone there), those events' totals, and the organizations' reached people
-- of the people whose credits changed. The triggers below call it in the statement's transaction.
-- A recounted event's (and person's) row is new and not counted: what was counted of the old one is
-- taken out of its organization's sums first; `impact_close` counts it again once ended. Rows are
-- locked before they are read, in one order (events' totals, organizations' sums, people, reach), as
-- `impact_close` does, so that a close and a change never count an event twice nor miss it. Plans are
-- generic, made once a session: planning each statement anew cost the embedded engine 10 times the work.
CREATE FUNCTION impact_recount(event_ids uuid[], user_ids text[]) RETURNS void LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  touched_users text[];
  touched_orgs uuid[];
BEGIN
  IF event_ids IS NULL OR cardinality(event_ids) = 0 OR cardinality(user_ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM impact_event_totals t WHERE t.event_id = ANY (event_ids) ORDER BY t.event_id FOR UPDATE;
  SELECT array_agg(DISTINCT c.user_id) INTO touched_users FROM impact_credits c
    WHERE c.event_id = ANY (event_ids) AND (user_ids IS NULL OR c.user_id = ANY (user_ids));
  SELECT array_agg(DISTINCT t.organization_id) INTO touched_orgs FROM impact_event_totals t
    WHERE t.event_id = ANY (event_ids) AND t.organization_id IS NOT NULL;

  DELETE FROM impact_credits c WHERE c.event_id = ANY (event_ids) AND (user_ids IS NULL OR c.user_id = ANY (user_ids));
  INSERT INTO impact_credits (event_id, user_id, minutes)
  SELECT parts.event_id, parts.user_id, sum(parts.minutes)::int FROM (
    SELECT r.event_id, r.user_id, r.minutes FROM hours_records r
      WHERE r.event_id = ANY (event_ids) AND (user_ids IS NULL OR r.user_id = ANY (user_ids)) AND r.status = 'approved'
    UNION ALL
    SELECT e.id, p.user_id, coalesce(e.duration_minutes, 0)::int
      FROM participations p JOIN events e ON e.id = p.event_id
      WHERE p.event_id = ANY (event_ids) AND (user_ids IS NULL OR p.user_id = ANY (user_ids)) AND p.attended
        AND NOT EXISTS (SELECT 1 FROM hours_records r WHERE r.event_id = e.id AND r.user_id = p.user_id AND r.shift_id IS NULL)
        AND NOT EXISTS (SELECT 1 FROM hours_records r WHERE r.event_id = e.id AND r.source = 'check-in')
    UNION ALL
    SELECT e.id, sp.user_id, round(extract(epoch FROM s."end" - s.start) / 60)::int
      FROM shift_participations sp JOIN shifts s ON s.id = sp.shift_id JOIN events e ON e.id = sp.event_id
      WHERE sp.event_id = ANY (event_ids) AND (user_ids IS NULL OR sp.user_id = ANY (user_ids)) AND sp.attended
        AND NOT EXISTS (SELECT 1 FROM hours_records r WHERE r.event_id = e.id AND r.user_id = sp.user_id AND r.shift_id = sp.shift_id)
        AND NOT EXISTS (SELECT 1 FROM hours_records r WHERE r.event_id = e.id AND r.source = 'check-in')
  ) parts
  GROUP BY parts.event_id, parts.user_id;
  SELECT array_agg(DISTINCT u) INTO touched_users FROM (
    SELECT unnest(touched_users) AS u
    UNION SELECT c.user_id FROM impact_credits c WHERE c.event_id = ANY (event_ids) AND (user_ids IS NULL OR c.user_id = ANY (user_ids))
  ) users;

  UPDATE impact_organization_totals ot
    SET events = ot.events - d.events, minutes = ot.minutes - d.minutes, people = ot.people - d.people, joined = ot.joined - d.joined
    FROM (SELECT t.organization_id, t.type, t.month, count(*)::int AS events, sum(t.minutes)::int AS minutes, sum(t.people)::int AS people,
        sum(t.joined)::int AS joined
      FROM impact_event_totals t WHERE t.event_id = ANY (event_ids) AND t.counted GROUP BY t.organization_id, t.type, t.month) d
    WHERE ot.organization_id = d.organization_id AND ot.type = d.type AND ot.month = d.month;
  DELETE FROM impact_organization_totals ot WHERE ot.events = 0
    AND (ot.organization_id, ot.type, ot.month) IN (SELECT t.organization_id, t.type, t.month FROM impact_event_totals t WHERE t.event_id = ANY (event_ids));
  DELETE FROM impact_event_totals t WHERE t.event_id = ANY (event_ids);
  INSERT INTO impact_event_totals (event_id, organization_id, shown, ends_at, type, month, minutes, people, joined)
  SELECT e.id, e.organization_id, e.hidden IS NULL, e.date + make_interval(mins => coalesce(e.duration_minutes, 0)), e.type,
    to_char(e.date AT TIME ZONE e.time_zone, 'YYYY-MM'), coalesce(c.minutes, 0), coalesce(c.people, 0),
    (SELECT count(*) FROM participations p WHERE p.event_id = e.id)
      + (SELECT count(DISTINCT sp.user_id) FROM shift_participations sp WHERE sp.event_id = e.id)
  FROM events e
  LEFT JOIN LATERAL (SELECT sum(c.minutes)::int AS minutes, count(*)::int AS people FROM impact_credits c WHERE c.event_id = e.id) c ON true
  WHERE e.id = ANY (event_ids);
  SELECT array_agg(DISTINCT o) INTO touched_orgs FROM (
    SELECT unnest(touched_orgs) AS o
    UNION SELECT t.organization_id FROM impact_event_totals t WHERE t.event_id = ANY (event_ids) AND t.organization_id IS NOT NULL
  ) orgs;

  IF touched_orgs IS NOT NULL AND touched_users IS NOT NULL THEN
    PERFORM 1 FROM impact_organization_people op WHERE op.organization_id = ANY (touched_orgs) AND op.user_id = ANY (touched_users)
      ORDER BY op.organization_id, op.user_id FOR UPDATE;
    UPDATE impact_organization_reach r SET people = r.people - d.people
      FROM (SELECT op.organization_id, count(*)::int AS people FROM impact_organization_people op
        WHERE op.organization_id = ANY (touched_orgs) AND op.user_id = ANY (touched_users) AND op.counted GROUP BY op.organization_id) d
      WHERE r.organization_id = d.organization_id;
    DELETE FROM impact_organization_people op WHERE op.organization_id = ANY (touched_orgs) AND op.user_id = ANY (touched_users);
    INSERT INTO impact_organization_people (organization_id, user_id, since)
    SELECT t.organization_id, c.user_id, min(t.ends_at)
      FROM impact_credits c JOIN impact_event_totals t ON t.event_id = c.event_id
      WHERE c.user_id = ANY (touched_users) AND t.organization_id = ANY (touched_orgs) AND t.shown
      GROUP BY t.organization_id, c.user_id;
  END IF;
END $$;
--> statement-breakpoint
-- Counts what ended before `upto` and is not counted yet into the organizations' sums and reach (the
-- server's jobs call it every minute; readers add what is not counted yet, so it only saves them reading).
-- The one row of impact_closed, taken first, makes closes wait for each other; rows are locked in key order.
CREATE FUNCTION impact_close(upto timestamptz) RETURNS void LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  INSERT INTO impact_closed (id, at) VALUES (true, upto) ON CONFLICT (id) DO UPDATE SET at = greatest(impact_closed.at, excluded.at);
  WITH closed AS (
    UPDATE impact_event_totals t SET counted = true
      WHERE t.event_id IN (SELECT u.event_id FROM impact_event_totals u
        WHERE u.shown AND NOT u.counted AND u.organization_id IS NOT NULL AND u.ends_at < upto ORDER BY u.event_id FOR UPDATE)
        AND t.shown AND NOT t.counted
      RETURNING t.organization_id, t.type, t.month, t.minutes, t.people, t.joined)
  INSERT INTO impact_organization_totals AS ot (organization_id, type, month, events, minutes, people, joined)
  SELECT organization_id, type, month, count(*), sum(minutes), sum(people), sum(joined) FROM closed GROUP BY organization_id, type, month
  ON CONFLICT (organization_id, type, month) DO UPDATE SET events = ot.events + excluded.events, minutes = ot.minutes + excluded.minutes,
    people = ot.people + excluded.people, joined = ot.joined + excluded.joined;
  WITH closed AS (
    UPDATE impact_organization_people op SET counted = true
      WHERE (op.organization_id, op.user_id) IN (SELECT q.organization_id, q.user_id FROM impact_organization_people q
        WHERE NOT q.counted AND q.since < upto ORDER BY q.organization_id, q.user_id FOR UPDATE)
        AND NOT op.counted
      RETURNING op.organization_id)
  INSERT INTO impact_organization_reach AS r (organization_id, people)
  SELECT organization_id, count(*) FROM closed GROUP BY organization_id
  ON CONFLICT (organization_id) DO UPDATE SET people = r.people + excluded.people;
END $$;
--> statement-breakpoint
-- What the readers read of an organization at `upto` (organizations/group-impact.ts): per type and month,
-- the counted sums and the kept rows of the events not counted yet that ended before it; for a moment
-- before the last close, every ended event's row. As functions, their plans are made once a session.
CREATE FUNCTION impact_organization_figures(organization uuid, upto timestamptz)
  RETURNS TABLE (type text, month text, events int, minutes int, people int, joined int)
  LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  IF coalesce((SELECT c.at <= upto FROM impact_closed c), true) THEN
    RETURN QUERY
      SELECT ot.type, ot.month, ot.events, ot.minutes, ot.people, ot.joined FROM impact_organization_totals ot
        WHERE ot.organization_id = organization AND ot.events > 0
      UNION ALL
      SELECT t.type, t.month, 1, t.minutes, t.people, t.joined FROM impact_event_totals t
        WHERE t.organization_id = organization AND t.shown AND NOT t.counted AND t.ends_at < upto;
  ELSE
    RETURN QUERY
      SELECT t.type, t.month, 1, t.minutes, t.people, t.joined FROM impact_event_totals t
        WHERE t.organization_id = organization AND t.shown AND t.ends_at < upto;
  END IF;
END $$;
--> statement-breakpoint
-- The distinct people credited at one of its shown events that ended before `upto`.
CREATE FUNCTION impact_organization_reached(organization uuid, upto timestamptz) RETURNS int
  LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  IF coalesce((SELECT c.at <= upto FROM impact_closed c), true) THEN
    RETURN coalesce((SELECT r.people FROM impact_organization_reach r WHERE r.organization_id = organization), 0)
      + (SELECT count(*) FROM impact_organization_people op WHERE op.organization_id = organization AND NOT op.counted AND op.since < upto);
  END IF;
  RETURN (SELECT count(*) FROM impact_organization_people op WHERE op.organization_id = organization AND op.since < upto);
END $$;
--> statement-breakpoint
-- Who joined or left an event, or was marked present or absent.
CREATE FUNCTION impact_participations_changed() RETURNS trigger LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM impact_recount(array_agg(DISTINCT event_id), array_agg(DISTINCT user_id)) FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM impact_recount(array_agg(DISTINCT event_id), array_agg(DISTINCT user_id)) FROM old_rows;
  ELSE
    PERFORM impact_recount(array_agg(DISTINCT event_id), array_agg(DISTINCT user_id)) FROM (
      (SELECT event_id, user_id, attended FROM new_rows EXCEPT SELECT event_id, user_id, attended FROM old_rows)
      UNION ALL (SELECT event_id, user_id, attended FROM old_rows EXCEPT SELECT event_id, user_id, attended FROM new_rows)) changed;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION impact_shift_participations_changed() RETURNS trigger LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM impact_recount(array_agg(DISTINCT event_id), array_agg(DISTINCT user_id)) FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM impact_recount(array_agg(DISTINCT event_id), array_agg(DISTINCT user_id)) FROM old_rows;
  ELSE
    PERFORM impact_recount(array_agg(DISTINCT event_id), array_agg(DISTINCT user_id)) FROM (
      (SELECT shift_id, event_id, user_id, attended FROM new_rows EXCEPT SELECT shift_id, event_id, user_id, attended FROM old_rows)
      UNION ALL (SELECT shift_id, event_id, user_id, attended FROM old_rows EXCEPT SELECT shift_id, event_id, user_id, attended FROM new_rows)) changed;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Hours records: the people's credits at their events; and everyone's at an event whose first
-- check-in record came or whose last went (from then on the sheet's default no longer stands there).
CREATE FUNCTION impact_hours_records_changed() RETURNS trigger LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM impact_recount(array_agg(DISTINCT event_id), NULL) FROM new_rows n
      WHERE n.source = 'check-in'
        AND NOT EXISTS (SELECT 1 FROM hours_records r WHERE r.event_id = n.event_id AND r.source = 'check-in' AND r.id NOT IN (SELECT id FROM new_rows));
    PERFORM impact_recount(array_agg(DISTINCT event_id), array_agg(DISTINCT user_id)) FROM new_rows WHERE event_id IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM impact_recount(array_agg(DISTINCT event_id), NULL) FROM old_rows o
      WHERE o.source = 'check-in' AND NOT EXISTS (SELECT 1 FROM hours_records r WHERE r.event_id = o.event_id AND r.source = 'check-in');
    PERFORM impact_recount(array_agg(DISTINCT event_id), array_agg(DISTINCT user_id)) FROM old_rows WHERE event_id IS NOT NULL;
  ELSE
    PERFORM impact_recount(array_agg(DISTINCT n.event_id), NULL) FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.source = 'check-in') <> (o.source = 'check-in') OR n.event_id IS DISTINCT FROM o.event_id;
    PERFORM impact_recount(array_agg(DISTINCT event_id), array_agg(DISTINCT user_id)) FROM (
      (SELECT event_id, user_id, shift_id, status, minutes, source FROM new_rows EXCEPT SELECT event_id, user_id, shift_id, status, minutes, source FROM old_rows)
      UNION ALL (SELECT event_id, user_id, shift_id, status, minutes, source FROM old_rows EXCEPT SELECT event_id, user_id, shift_id, status, minutes, source FROM new_rows)) changed
      WHERE event_id IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An event made, deleted, moved in or out of an organization, hidden or shown, or its time or type changed.
CREATE FUNCTION impact_events_changed() RETURNS trigger LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM impact_recount(array_agg(id), NULL) FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM impact_recount(array_agg(id), NULL) FROM old_rows;
  ELSE
    PERFORM impact_recount(array_agg(n.id), NULL) FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.date, n.duration_minutes, n.time_zone, n.type, n.organization_id, n.hidden IS NULL)
        IS DISTINCT FROM (o.date, o.duration_minutes, o.time_zone, o.type, o.organization_id, o.hidden IS NULL);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A shift's times: the lengths its people are credited.
CREATE FUNCTION impact_shifts_changed() RETURNS trigger LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  PERFORM impact_recount(array_agg(DISTINCT n.event_id), NULL) FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.start, n."end", n.event_id) IS DISTINCT FROM (o.start, o."end", o.event_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER impact_participations_inserted AFTER INSERT ON participations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION impact_participations_changed();--> statement-breakpoint
CREATE TRIGGER impact_participations_updated AFTER UPDATE ON participations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION impact_participations_changed();--> statement-breakpoint
CREATE TRIGGER impact_participations_deleted AFTER DELETE ON participations REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION impact_participations_changed();--> statement-breakpoint
CREATE TRIGGER impact_shift_participations_inserted AFTER INSERT ON shift_participations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION impact_shift_participations_changed();--> statement-breakpoint
CREATE TRIGGER impact_shift_participations_updated AFTER UPDATE ON shift_participations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION impact_shift_participations_changed();--> statement-breakpoint
CREATE TRIGGER impact_shift_participations_deleted AFTER DELETE ON shift_participations REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION impact_shift_participations_changed();--> statement-breakpoint
CREATE TRIGGER impact_hours_records_inserted AFTER INSERT ON hours_records REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION impact_hours_records_changed();--> statement-breakpoint
CREATE TRIGGER impact_hours_records_updated AFTER UPDATE ON hours_records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION impact_hours_records_changed();--> statement-breakpoint
CREATE TRIGGER impact_hours_records_deleted AFTER DELETE ON hours_records REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION impact_hours_records_changed();--> statement-breakpoint
CREATE TRIGGER impact_events_inserted AFTER INSERT ON events REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION impact_events_changed();--> statement-breakpoint
CREATE TRIGGER impact_events_updated AFTER UPDATE ON events REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION impact_events_changed();--> statement-breakpoint
CREATE TRIGGER impact_events_deleted AFTER DELETE ON events REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION impact_events_changed();--> statement-breakpoint
CREATE TRIGGER impact_shifts_updated AFTER UPDATE ON shifts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION impact_shifts_changed();--> statement-breakpoint
-- Every event's totals and every credit, from the history as it is.
SELECT impact_recount(array_agg(id), NULL) FROM events;--> statement-breakpoint
SELECT impact_close(now());--> statement-breakpoint
ANALYZE impact_credits, impact_event_totals, impact_organization_people, impact_organization_totals;
