import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { Coalescer, type AppendSignal } from '../sql/append-signal.ts';
import type { SqlDriver } from '../sql/sql-driver.ts';

const backoffMs = (attempt: number): number => Math.min(100 * 2 ** attempt, 5_000);

/**
 * The wake-up between processes on PostgreSQL (ADR 11): LISTEN on a dedicated connection, and
 * one coalesced `pg_notify` on that same connection after appends have committed. Not inside the
 * append's transaction: a notifying commit holds PostgreSQL's global notify lock through its
 * WAL flush, so appends of several processes would commit one after the other. The connection
 * commits its notifications asynchronously (`synchronous_commit = off`): a notification needs
 * no durability, and so it waits for no WAL flush of its own. The channel is per schema
 * (`es_appended_<schema>`), since NOTIFY reaches the whole database; the payload names the
 * announcing store, so a store ignores its own echo (its in-process doorbell has rung).
 *
 * A dropped connection is reopened with backoff. Notifications sent meanwhile are lost both
 * ways: it wakes its readers once after listening again, and the other processes' readers
 * fall back to their poll for what it appended in between.
 */
export class PgAppendSignal implements AppendSignal {
  private readonly id = randomUUID();
  private readonly connectionString: string;
  private readonly driver: SqlDriver;
  private readonly coalescer: Coalescer;
  private channel = '';
  private client: pg.Client | null = null;
  private closed = false;
  private everConnected = false;
  private retry: NodeJS.Timeout | undefined;
  private wake: () => void = () => undefined;

  constructor(connectionString: string, driver: SqlDriver) {
    this.connectionString = connectionString;
    this.driver = driver;
    this.coalescer = new Coalescer(async () => {
      await this.client?.query({ name: 'es_notify', text: 'SELECT pg_notify($1, $2)', values: [this.channel, this.id] });
    });
  }

  async listen(wake: () => void): Promise<void> {
    this.wake = wake;
    const { rows } = await this.driver.query<{ schema: string }>('SELECT current_schema() AS schema');
    // Channel names are identifiers: at most 63 bytes, as LISTEN would truncate them.
    this.channel = `es_appended_${rows[0]?.schema ?? 'public'}`.slice(0, 63);
    await this.connect(0);
  }

  announce(): void {
    if (!this.closed && this.client) this.coalescer.trigger();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    await this.coalescer.settled();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(attempt: number): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString, application_name: `es-listener ${this.channel}` });
    // Only a connection that was listening reconnects from here; a failed connect does below.
    const onLost = (): void => {
      if (this.client !== client) return;
      this.client = null;
      void client.end().catch(() => undefined);
      this.reconnectLater(0);
    };
    client.on('error', onLost);
    client.on('end', onLost);
    client.on('notification', (message) => {
      if (message.channel === this.channel && message.payload !== this.id) this.wake();
    });
    try {
      await client.connect();
      await client.query(`SET synchronous_commit = off; LISTEN ${client.escapeIdentifier(this.channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      // The first connection fails loudly, like the pool would; later ones keep trying.
      if (!this.everConnected) throw error;
      this.reconnectLater(attempt + 1);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    if (this.everConnected) this.wake();
    this.everConnected = true;
  }

  private reconnectLater(attempt: number): void {
    if (this.closed) return;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.connect(attempt);
    }, backoffMs(attempt));
  }
}
