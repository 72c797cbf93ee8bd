import { randomUUID } from 'node:crypto';
import { AuditBlockSealed, auditSealStream, formatCheckpoint, WrongExpectedRevisionError, type EventStore, type NewEvent } from '@portal/events';
import type { SqlDriver } from '../adapters/sql/sql-driver.ts';
import type { AuditKey } from './audit-key.ts';
import { backfillHashes } from './backfill-hashes.ts';
import { leafData } from './export-format.ts';
import { MerkleTree, hashLeaf } from './merkle.ts';
import { readSeals, type StoredSeal } from './read-seals.ts';
import { sealDigest, signSeal } from './seal.ts';

interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export interface AuditSealerOptions {
  /** The SQL event store's connection (reads the hashes) and the store itself (appends the seals). */
  readonly driver: SqlDriver;
  readonly eventStore: EventStore;
  readonly key: AuditKey;
  /** Events per full block (default 256: audit paths of 8 hashes). */
  readonly blockSize?: number;
  /** How often to look for unsealed events (default 2000 ms); a partial block waits one round. */
  readonly intervalMs?: number;
  readonly logger?: Logger;
  readonly now?: () => Date;
}

interface Unsealed {
  tx: string;
  pos: string;
  hash: string | null;
}

/**
 * Seals the global order in blocks (issue 14, ADR 27): every event after the last seal, in reader
 * order and below the readers' horizon (so no event can later appear inside a sealed block), in
 * blocks of `blockSize`, each with an RFC 6962 root, chained to the previous seal and signed.
 * Seals are events of `auditSeals`, appended with the expected revision: two sealers never seal
 * the same block twice, the loser reads the winner's seal and goes on. A partial block is sealed
 * once it has waited one round, so the tail is sealed within about two intervals.
 */
export class AuditSealer {
  private readonly options: AuditSealerOptions;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private waitingTail: string | null = null;

  constructor(options: AuditSealerOptions) {
    this.options = options;
  }

  /** Seals every full block, and with `partial` the rest too; returns how many seals it wrote. */
  async sealPending(options: { partial: boolean }): Promise<number> {
    return (await this.sealAll(options.partial)).written;
  }

  /** Seals what it may; `tail` is the first event still unsealed, as the last look found it. */
  private async sealAll(partial: boolean): Promise<{ written: number; tail: Unsealed | undefined }> {
    let written = 0;
    for (let conflicts = 0; ; ) {
      try {
        const next = await this.sealNext(partial);
        if (!next.sealed) return { written, tail: next.tail };
        written += 1;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || (conflicts += 1) > 5) throw error;
      }
    }
  }

  start(): void {
    const tick = (): void => {
      this.running = this.round()
        .catch((error: unknown) => this.options.logger?.warn({ err: error }, 'audit sealing failed; next round retries'))
        .finally(() => {
          if (this.timer !== null) this.timer = setTimeout(tick, this.options.intervalMs ?? 2000);
        });
    };
    this.timer = setTimeout(tick, 0);
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private async round(): Promise<void> {
    const { tail } = await this.sealAll(false);
    // The tail seen last round and still unsealed has waited long enough.
    const first = tail ? `${tail.tx}/${tail.pos}` : null;
    if (first !== null && first === this.waitingTail) await this.sealPending({ partial: true });
    this.waitingTail = first;
  }

  private async lastSeal(): Promise<StoredSeal | null> {
    return (await readSeals(this.options.driver, { last: true }))[0] ?? null;
  }

  private async unsealed(after: StoredSeal | null, limit: number): Promise<Unsealed[]> {
    const from = after?.last ?? { commit: 0n, position: 0n };
    const { rows } = await this.options.driver.query<Unsealed>(
      `SELECT transaction_id::text AS tx, global_position::text AS pos, encode(hash, 'hex') AS hash FROM es_events
        WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) AND transaction_id < (SELECT es_read_horizon()) AND stream_id <> $3
        ORDER BY transaction_id, global_position LIMIT $4`,
      [from.commit.toString(), from.position.toString(), auditSealStream, limit],
    );
    return rows;
  }

  private async sealNext(partial: boolean): Promise<{ sealed: boolean; tail: Unsealed | undefined }> {
    const { key, eventStore } = this.options;
    const blockSize = this.options.blockSize ?? 256;
    const previous = await this.lastSeal();
    const rows = await this.unsealed(previous, blockSize);
    const first = rows[0];
    const last = rows.at(-1);
    if (first === undefined || last === undefined || (rows.length < blockSize && !partial)) return { sealed: false, tail: first };
    if (rows.some((r) => r.hash === null)) {
      // Appended by a process of the release before the chain (a rolling update): chained now,
      // and the block read again with the hashes.
      if ((await backfillHashes(this.options.driver)) === 0) throw new Error(`event ${rows.find((r) => r.hash === null)?.pos} has no hash, and the backfill found nothing to chain`);
      return this.sealNext(partial);
    }
    const leaves = rows.map((r) => hashLeaf(leafData(BigInt(r.pos), Buffer.from(r.hash ?? '', 'hex'))));
    const tree = new MerkleTree(leaves);
    const block = previous ? previous.data.block + 1 : 0;
    const fields = {
      block,
      first: formatCheckpoint({ commit: BigInt(first.tx), position: BigInt(first.pos) }),
      last: formatCheckpoint({ commit: BigInt(last.tx), position: BigInt(last.pos) }),
      count: rows.length,
      root: tree.root().toString('hex'),
      previous: previous ? sealDigest(previous.data) : '0'.repeat(64),
      sealedAt: (this.options.now?.() ?? new Date()).toISOString(),
      keyId: key.keyId,
    };
    const commandId = `auditSeal:${block}`;
    const event: NewEvent = {
      id: randomUUID(),
      type: AuditBlockSealed.type,
      data: { ...fields, signature: signSeal(fields, key.privateKey) },
      metadata: { commandId, correlationId: commandId, causationId: commandId, actor: { userId: 'worker:audit-sealer', role: 'system' }, tenant: 'platform', occurredAt: fields.sealedAt, schemaVersion: AuditBlockSealed.version },
    };
    await eventStore.append(auditSealStream, [event], { expectedRevision: previous ? previous.revision : 'no_stream', commandId });
    this.options.logger?.info({ block, count: rows.length, last: fields.last }, 'audit block sealed');
    return { sealed: true, tail: undefined };
  }
}
