import type { RawClient } from './database.ts';

/**
 * The reader every PostgreSQL event store first ships: follow `global_position` alone. When a
 * transaction holding a lower position commits after a higher one was read, it skips that
 * event for ever. Run beside the real subscriber, it shows that the bench's writers really
 * produce the gap race; its count is printed, never reported as a figure.
 */
export function followNaively(client: RawClient, signal: AbortSignal): { seen: Set<string>; done: Promise<void> } {
  const seen = new Set<string>();
  const done = (async () => {
    let after = '0';
    while (!signal.aborted) {
      const { rows } = (await client.query(
        'SELECT global_position::text AS p, event_id::text AS id FROM es_events WHERE global_position > $1 ORDER BY global_position LIMIT 1000',
        [after],
      )) as { rows: { p: string; id: string }[] };
      for (const row of rows) seen.add(row.id);
      const last = rows.at(-1);
      if (last) after = last.p;
      // A short pause when idle, so the naive reader polls like a real one instead of spinning.
      else await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  return { seen, done };
}

/**
 * Events placed (by global position) after an event of a transaction that started later: how
 * often the writers' transactions interleaved. 0 would mean the bench tested nothing.
 */
export async function interleavedEvents(client: RawClient): Promise<number> {
  const { rows } = (await client.query(`
    SELECT count(*)::int AS n FROM (
      SELECT transaction_id::text::bigint
               < max(transaction_id::text::bigint) OVER (ORDER BY global_position ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS behind
        FROM es_events) x
     WHERE behind`)) as { rows: { n: number }[] };
  return rows[0]?.n ?? 0;
}
