/**
 * The event log schema, the same on PostgreSQL and PGlite.
 *
 * Global order without gaps (DESIGN.md, decision 3): every row records the id of the
 * transaction that wrote it (`xid8`). Readers order by (transaction_id, global_position) and
 * only read rows whose transaction id is below the oldest transaction still running
 * (`pg_snapshot_xmin`). A transaction that took a low position but commits late therefore
 * cannot appear behind a reader's checkpoint: its id is at least the xmin the reader saw.
 * Rolled-back transactions leave sequence holes, which nobody waits for.
 *
 * Appends only ever insert (see es_append_one): no per-stream row is updated, so the write
 * path has no hot rows for MVCC to chain up behind a long-open snapshot.
 */
export const schemaSql = /* sql */ `
CREATE TABLE IF NOT EXISTS es_events (
  global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id  xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_id       text NOT NULL,
  stream_revision bigint NOT NULL,
  event_id        uuid NOT NULL,
  event_type      text NOT NULL,
  schema_version  integer NOT NULL,
  data            jsonb NOT NULL,
  metadata        jsonb NOT NULL,
  -- Set on the last event of each append that carried a commandId: its revision and position
  -- are the answer to a replay of that command.
  command_id      text,
  recorded_at     timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT es_events_stream_revision UNIQUE (stream_id, stream_revision)
);
CREATE INDEX IF NOT EXISTS es_events_reader_order ON es_events (transaction_id, global_position);
CREATE UNIQUE INDEX IF NOT EXISTS es_events_command ON es_events (command_id) WHERE command_id IS NOT NULL;

-- Appends one command's events to one stream. Insert-only: the stream's revision is the
-- highest stored one (read from the unique index), and a concurrent writer that took the same
-- revision fails on that index (23505), after which the caller decides again. Nothing is
-- updated in place, so long-open snapshots elsewhere cannot slow appends down.
-- Expected kinds: 0 any, 1 no_stream, 2 exact revision, 3 stream_exists. Returns
-- (outcome, next_revision, last_position) with outcome 'ok' or 'duplicate'; a failed
-- expectation raises SQLSTATE ES409 with the actual revision (or -1) in DETAIL.
CREATE OR REPLACE FUNCTION es_append_one(item jsonb, OUT outcome text, OUT next_revision bigint, OUT last_position bigint)
LANGUAGE plpgsql AS $fn$
DECLARE
  v_stream   text := item->>'s';
  v_kind     int := (item->>'k')::int;
  v_expected bigint := (item->>'e')::bigint;
  v_command  text := item->>'c';
  v_events   jsonb := item->'ev';
  v_n        int := jsonb_array_length(item->'ev');
  v_current  bigint;
BEGIN
  IF v_command IS NOT NULL THEN
    SELECT 'duplicate', e.stream_revision, e.global_position INTO outcome, next_revision, last_position
      FROM es_events e WHERE e.command_id = v_command;
    IF FOUND THEN RETURN; END IF;
  END IF;

  SELECT coalesce(max(e.stream_revision), -1) INTO v_current FROM es_events e WHERE e.stream_id = v_stream;
  IF (v_kind = 1 AND v_current <> -1) OR (v_kind = 2 AND v_current <> v_expected) OR (v_kind = 3 AND v_current = -1) THEN
    RAISE EXCEPTION 'wrong expected revision' USING ERRCODE = 'ES409', DETAIL = v_current::text;
  END IF;

  WITH inserted AS (
    INSERT INTO es_events (stream_id, stream_revision, event_id, event_type, schema_version, data, metadata, command_id)
      SELECT v_stream, v_current + e.ordinality, (e.value->>'id')::uuid, e.value->>'t', (e.value->>'v')::int,
             e.value->'d', e.value->'m', CASE WHEN e.ordinality = v_n THEN v_command END
        FROM jsonb_array_elements(v_events) WITH ORDINALITY AS e
      RETURNING global_position
  )
  SELECT max(global_position) INTO last_position FROM inserted;
  next_revision := v_current + v_n;
  outcome := 'ok';
END
$fn$;

-- Group commit: many commands in one transaction. Each item runs in its own subtransaction so
-- one failed expectation does not undo the others; failures come back as rows, not errors.
CREATE OR REPLACE FUNCTION es_append_many(items jsonb)
RETURNS TABLE (idx int, outcome text, next_revision bigint, last_position bigint, error_code text, error_detail text)
LANGUAGE plpgsql AS $fn$
DECLARE
  v_item jsonb;
  v_i int := 0;
  v_state text;
  v_detail text;
BEGIN
  FOR v_item IN SELECT value FROM jsonb_array_elements(items) LOOP
    idx := v_i;
    BEGIN
      SELECT r.outcome, r.next_revision, r.last_position INTO outcome, next_revision, last_position FROM es_append_one(v_item) r;
      error_code := NULL; error_detail := NULL;
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS v_state = RETURNED_SQLSTATE, v_detail = PG_EXCEPTION_DETAIL;
      outcome := 'error'; next_revision := NULL; last_position := NULL;
      error_code := v_state; error_detail := v_detail;
    END;
    RETURN NEXT;
    v_i := v_i + 1;
  END LOOP;
END
$fn$;
`;
