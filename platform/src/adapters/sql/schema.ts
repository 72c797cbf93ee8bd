/**
 * The event log schema, the same on PostgreSQL and PGlite.
 *
 * Global order without gaps (DESIGN.md, decision 3): every row records the id of the
 * transaction that wrote it (`xid8`). Readers order by (transaction_id, global_position) and
 * only read rows below a horizon: the oldest transaction still appending (ADR 1, ADR 10). A
 * transaction that took a low position but commits late therefore cannot appear behind a
 * reader's checkpoint. Rolled-back transactions leave sequence holes, which nobody waits for.
 *
 * Appends only ever insert (see es_append_unit): no per-stream row is updated, so the write
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
-- The stream's hash chain (ADR 27): sha256 over the previous event's hash in the stream, the
-- revision, recorded_at in microseconds and the content hash the writer sent (RFC 8785 text of
-- the stored form). Null only on events from before the chain, until SqlEventStore.init backfills.
ALTER TABLE es_events ADD COLUMN IF NOT EXISTS hash bytea;
-- Empty once backfilled: lets every start ask "anything to backfill?" without a scan.
CREATE INDEX IF NOT EXISTS es_events_unhashed ON es_events (stream_id) WHERE hash IS NULL;
CREATE INDEX IF NOT EXISTS es_events_reader_order ON es_events (transaction_id, global_position);
CREATE UNIQUE INDEX IF NOT EXISTS es_events_command ON es_events (command_id) WHERE command_id IS NOT NULL;

-- The oldest transaction id readers must wait for: the snapshot's running transactions that
-- hold the appender mark (es_enter_append), or whose lock entry is gone (they ended after the
-- snapshot, and their rows may be invisible to it), else the snapshot's xmax. A transaction
-- that runs without the mark wrote something else first and can never append (es_enter_append
-- refuses it), so an unrelated long transaction anywhere on the cluster holds nobody back. The
-- lock view is read once (MATERIALIZED): both lock kinds must come from the same picture.
CREATE OR REPLACE FUNCTION es_read_horizon() RETURNS xid8
LANGUAGE sql STABLE AS $fn$
  WITH snap AS (SELECT pg_current_snapshot() AS s),
  locks AS MATERIALIZED (
    SELECT locktype, transactionid, pid, mode, granted, classid, objid, objsubid
      FROM pg_locks
     WHERE locktype = 'transactionid'
        OR (locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database()))
  ),
  -- Matched by backend pid, not virtualtransaction: pg_locks samples each row's local
  -- transaction id from the backend as it reads it, and a transaction that is ending shows 0 on
  -- one row and its id on another. A backend releases its xid lock before its advisory locks,
  -- so while the xid lock is listed, the same transaction's mark is listed too.
  bystanders AS (
    SELECT t.transactionid FROM locks t
     WHERE t.locktype = 'transactionid' AND t.granted AND t.mode = 'ExclusiveLock' AND t.pid IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM locks a
                        WHERE a.locktype = 'advisory' AND a.pid = t.pid
                          AND a.classid = 0 AND a.objid = 7400002 AND a.objsubid = 1)
  )
  SELECT coalesce(
    (SELECT min(x) FROM snap, pg_snapshot_xip(snap.s) AS x WHERE xid(x) NOT IN (SELECT transactionid FROM bystanders)),
    (SELECT pg_snapshot_xmax(s) FROM snap))
$fn$;

-- Earlier versions had one function per stream; their result types differ, so they are dropped
-- rather than replaced.
DROP FUNCTION IF EXISTS es_append_one(jsonb);
DROP FUNCTION IF EXISTS es_append_many(jsonb);

-- Marks the running transaction as one that appends, before it has a transaction id (ADR 10).
-- Readers wait only for transactions holding this shared advisory lock, so a transaction that
-- already wrote something else (and so has an id that readers may have passed) must not start
-- appending: it is refused. Taking the lock a second time in the same transaction is a no-op.
CREATE OR REPLACE FUNCTION es_enter_append() RETURNS void
LANGUAGE plpgsql AS $fn$
BEGIN
  IF current_setting('es.appending', true) IS DISTINCT FROM 'on' THEN
    IF pg_current_xact_id_if_assigned() IS NOT NULL THEN
      RAISE EXCEPTION 'an append must be the first write of its transaction' USING ERRCODE = 'ES500';
    END IF;
    PERFORM pg_advisory_xact_lock_shared(7400002);
    PERFORM set_config('es.appending', 'on', true);
  END IF;
END
$fn$;

-- Appends one command's events to one or more streams, all or nothing (ADR 10). Insert-only:
-- a stream's revision is the highest stored one (read from the unique index), and a concurrent
-- writer that took the same revision fails on that index (23505), after which the caller
-- decides again. Nothing is updated in place, so long-open snapshots elsewhere cannot slow
-- appends down.
-- item: {c: commandId | null, st: [{s: stream, k: kind, e: expected, h: hashes, ev: [{id, t, v, d, m}]}]},
-- h being the hex content hashes the writer computed over each event's d and m as it sent them,
-- one after the other (ADR 27).
-- Expected kinds: 0 any, 1 no_stream, 2 exact revision, 3 stream_exists. Returns (outcome,
-- next_revision of the last stream, last_position, revisions of every stream) with outcome 'ok'
-- or 'duplicate'; a failed expectation raises SQLSTATE ES409 with '<stream index>:<actual
-- revision or -1>' in DETAIL. The commandId goes on the very last event of the command: its
-- revision and position answer a replay.
CREATE OR REPLACE FUNCTION es_append_unit(item jsonb, OUT outcome text, OUT next_revision bigint, OUT last_position bigint, OUT revisions bigint[])
LANGUAGE plpgsql AS $fn$
DECLARE
  v_command  text := item->>'c';
  v_streams  int := jsonb_array_length(item->'st');
  v_write    jsonb;
  v_i        int := 0;
  v_stream   text;
  v_kind     int;
  v_n        int;
  v_current  bigint;
  v_last     bigint;
  v_prev     bytea;
  v_contents bytea;
  v_hashes   bytea[];
  v_j        int;
  v_now      timestamptz := now();
  v_micros   bytea := int8send((extract(epoch FROM v_now) * 1000000)::bigint);
  v_zero     bytea := decode(repeat('00', 32), 'hex');
BEGIN
  PERFORM es_enter_append();
  IF v_command IS NOT NULL THEN
    SELECT 'duplicate', e.stream_revision, e.global_position INTO outcome, next_revision, last_position
      FROM es_events e WHERE e.command_id = v_command;
    IF FOUND THEN RETURN; END IF;
  END IF;

  revisions := ARRAY[]::bigint[];
  FOR v_write IN SELECT value FROM jsonb_array_elements(item->'st') LOOP
    v_stream := v_write->>'s';
    v_kind := (v_write->>'k')::int;
    v_n := jsonb_array_length(v_write->'ev');
    -- The last event's revision and hash in one probe of the (stream_id, stream_revision) index.
    SELECT e.stream_revision, e.hash INTO v_current, v_prev FROM es_events e WHERE e.stream_id = v_stream ORDER BY e.stream_revision DESC LIMIT 1;
    IF NOT FOUND THEN v_current := -1; v_prev := NULL; END IF;
    IF (v_kind = 1 AND v_current <> -1) OR (v_kind = 2 AND v_current <> (v_write->>'e')::bigint) OR (v_kind = 3 AND v_current = -1) THEN
      RAISE EXCEPTION 'wrong expected revision' USING ERRCODE = 'ES409', DETAIL = v_i::text || ':' || v_current::text;
    END IF;
    -- Each link needs the one before it, so the links are a loop, over the contents decoded at
    -- once from one string: a slice of a bytea costs the same anywhere in it (a subscript into an
    -- array of variable-length elements walks it from the start, quadratic for 10,000 events),
    -- and array_append onto an expanded array stays linear. During a rolling update, processes
    -- of the release before still call this function: their items carry a hash per event, or
    -- (before the chain) none; the latter, and every append after an unhashed event, store no
    -- hash, and the sealer's backfill chains those streams whole (backfill-hashes.ts).
    v_contents := coalesce(decode(v_write->>'h', 'hex'),
      (SELECT string_agg(decode(e.value->>'h', 'hex'), ''::bytea ORDER BY e.ordinality) FROM jsonb_array_elements(v_write->'ev') WITH ORDINALITY AS e));
    v_hashes := ARRAY[]::bytea[];
    IF v_contents IS NULL OR (v_prev IS NULL AND v_current >= 0) THEN
      v_hashes := array_fill(NULL::bytea, ARRAY[v_n]);
    ELSIF length(v_contents) <> 32 * v_n THEN
      RAISE EXCEPTION 'append item with % content hash bytes for % events', length(v_contents), v_n USING ERRCODE = '22023';
    ELSE
      FOR v_j IN 1..v_n LOOP
        v_prev := sha256(coalesce(v_prev, v_zero) || int8send(v_current + v_j) || v_micros || substr(v_contents, 32 * v_j - 31, 32));
        v_hashes := array_append(v_hashes, v_prev);
      END LOOP;
    END IF;
    -- The events and their hashes side by side in one scan: ROWS FROM zips them by position.
    WITH inserted AS (
      INSERT INTO es_events (stream_id, stream_revision, event_id, event_type, schema_version, data, metadata, command_id, recorded_at, hash)
        SELECT v_stream, v_current + e.n, (e.value->>'id')::uuid, e.value->>'t', (e.value->>'v')::int,
               e.value->'d', e.value->'m', CASE WHEN e.n = v_n AND v_i = v_streams - 1 THEN v_command END, v_now, e.hash
          FROM ROWS FROM (jsonb_array_elements(v_write->'ev'), unnest(v_hashes)) WITH ORDINALITY AS e(value, hash, n)
         -- Positions follow revisions: identities are drawn in the order rows leave the sort.
         ORDER BY e.n
        RETURNING global_position
    )
    SELECT max(global_position) INTO v_last FROM inserted;
    last_position := greatest(last_position, v_last);
    next_revision := v_current + v_n;
    revisions := revisions || next_revision;
    v_i := v_i + 1;
  END LOOP;
  outcome := 'ok';
END
$fn$;

-- Group commit: many commands in one transaction. Each item runs in its own subtransaction so
-- one failed expectation does not undo the others; failures come back as rows, not errors. The
-- appender mark is taken once, outside the subtransactions, whose rollback would release it.
CREATE OR REPLACE FUNCTION es_append_units(items jsonb)
RETURNS TABLE (idx int, outcome text, next_revision bigint, last_position bigint, revisions bigint[], error_code text, error_detail text)
LANGUAGE plpgsql AS $fn$
DECLARE
  v_item jsonb;
  v_i int := 0;
  v_state text;
  v_detail text;
BEGIN
  PERFORM es_enter_append();
  FOR v_item IN SELECT value FROM jsonb_array_elements(items) LOOP
    idx := v_i;
    BEGIN
      SELECT r.outcome, r.next_revision, r.last_position, r.revisions INTO outcome, next_revision, last_position, revisions FROM es_append_unit(v_item) r;
      error_code := NULL; error_detail := NULL;
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS v_state = RETURNED_SQLSTATE, v_detail = PG_EXCEPTION_DETAIL;
      outcome := 'error'; next_revision := NULL; last_position := NULL; revisions := NULL;
      error_code := v_state; error_detail := v_detail;
    END;
    RETURN NEXT;
    v_i := v_i + 1;
  END LOOP;
END
$fn$;
`;
