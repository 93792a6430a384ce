import { Migration } from './migrations';

/**
 * The event store and the projection bookkeeping.
 *
 * Events are ordered by (transaction_id, sequence). A reader only reads rows whose transaction
 * id is below the horizon: the oldest transaction still running that could write events. So a
 * transaction that commits late can never slip in behind a position a reader has passed.
 */
export const platformMigrations: Migration[] = [
  {
    name: '20261121-01-platform-event-store',
    up: `
      CREATE TABLE event_store_streams (
        stream_id text PRIMARY KEY,
        revision bigint NOT NULL
      );

      CREATE TABLE event_store_events (
        transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        sequence bigint GENERATED ALWAYS AS IDENTITY,
        event_id uuid NOT NULL,
        stream_id text NOT NULL,
        revision bigint NOT NULL,
        type text NOT NULL,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (transaction_id, sequence),
        CONSTRAINT event_store_events_stream_revision UNIQUE (stream_id, revision),
        CONSTRAINT event_store_events_event_id UNIQUE (event_id)
      );

      -- One round trip per append: lock the stream, check the expected revision, recognise a
      -- retried append by its event ids, write the events.
      -- p_expected: 'any' | 'no_stream' | 'stream_exists' | the expected last revision.
      CREATE FUNCTION event_store_append(p_stream_id text, p_expected text, p_events jsonb)
      RETURNS TABLE (outcome text, revision bigint, transaction_id xid8, sequence bigint)
      LANGUAGE plpgsql AS $fn$
      DECLARE
        v_count int := jsonb_array_length(p_events);
        v_current bigint;
        v_found boolean;
        v_inserted int;
        v_duplicates int;
        v_sequence bigint;
      BEGIN
        LOOP
          SELECT s.revision INTO v_current
            FROM event_store_streams s WHERE s.stream_id = p_stream_id FOR UPDATE;
          v_found := FOUND;
          EXIT WHEN v_found;
          -- A new stream: create it under its unique key. If another append created it first,
          -- this waits for it and inserts nothing; loop to lock that row instead.
          INSERT INTO event_store_streams (stream_id, revision) VALUES (p_stream_id, -1)
            ON CONFLICT DO NOTHING;
          GET DIAGNOSTICS v_inserted = ROW_COUNT;
          IF v_inserted = 1 THEN
            v_current := -1;
            EXIT;
          END IF;
        END LOOP;

        SELECT count(*) INTO v_duplicates FROM event_store_events e
          WHERE e.event_id IN (SELECT (x->>'id')::uuid FROM jsonb_array_elements(p_events) x);
        IF v_duplicates > 0 THEN
          IF v_duplicates = v_count AND NOT EXISTS (
            SELECT 1 FROM event_store_events e
              WHERE e.event_id IN (SELECT (x->>'id')::uuid FROM jsonb_array_elements(p_events) x)
                AND e.stream_id <> p_stream_id) THEN
            RETURN QUERY SELECT 'duplicate'::text, e.revision, e.transaction_id, e.sequence
              FROM event_store_events e
              WHERE e.event_id IN (SELECT (x->>'id')::uuid FROM jsonb_array_elements(p_events) x)
              ORDER BY e.revision DESC LIMIT 1;
          ELSE
            RETURN QUERY SELECT 'duplicate_conflict'::text, v_current, NULL::xid8, NULL::bigint;
          END IF;
          RETURN;
        END IF;

        IF (p_expected = 'no_stream' AND v_current >= 0)
          OR (p_expected = 'stream_exists' AND v_current < 0)
          OR (p_expected ~ '^[0-9]+$' AND v_current <> p_expected::bigint) THEN
          RETURN QUERY SELECT 'wrong_expected_revision'::text, v_current, NULL::xid8, NULL::bigint;
          RETURN;
        END IF;

        WITH written AS (
          INSERT INTO event_store_events (event_id, stream_id, revision, type, data, metadata)
          SELECT (x.e->>'id')::uuid, p_stream_id, v_current + x.ord, x.e->>'type', x.e->'data',
                 coalesce(x.e->'metadata', '{}'::jsonb)
            FROM jsonb_array_elements(p_events) WITH ORDINALITY AS x(e, ord)
          RETURNING event_store_events.sequence
        )
        SELECT max(w.sequence) INTO v_sequence FROM written w;

        UPDATE event_store_streams SET revision = v_current + v_count
          WHERE stream_id = p_stream_id;

        RETURN QUERY SELECT 'appended'::text, v_current + v_count, pg_current_xact_id(), v_sequence;
      END
      $fn$;

      -- The horizon: every transaction below it has ended. It is pg_snapshot_xmin, except that
      -- transactions that pg_stat_activity shows running in another database are left out (they
      -- cannot write this table), so a long transaction elsewhere on the server does not hold
      -- readers back. A transaction it cannot place still counts: the horizon only errs early.
      CREATE FUNCTION event_store_horizon() RETURNS xid8 LANGUAGE sql STABLE AS $fn$
        SELECT coalesce(
          (SELECT min(x) FROM pg_snapshot_xip(snap.s) AS x
            WHERE (x::text::bigint % 4294967296) NOT IN (
              SELECT a.backend_xid::text::bigint FROM pg_stat_activity a
               WHERE a.backend_xid IS NOT NULL AND a.datid IS NOT NULL
                 AND a.datid <> (SELECT oid FROM pg_database WHERE datname = current_database()))),
          pg_snapshot_xmax(snap.s))
        FROM (SELECT pg_current_snapshot() AS s) snap
      $fn$;

      CREATE TABLE projection_checkpoints (
        name text PRIMARY KEY,
        version int NOT NULL,
        commit_position numeric(20) NOT NULL DEFAULT 0,
        prepare_position numeric(20) NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
];
