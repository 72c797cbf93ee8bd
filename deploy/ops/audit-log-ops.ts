import { PassThrough } from 'node:stream';
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DomainError, type EventStore } from '@portal/events';
import { AuditSealer, exportAuditLog, operatorBearer, type AuditKey, type SqlDriver } from '@portal/platform';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { exportRange } from '../audit/export-range.ts';

export interface AuditLogOpsOptions {
  /** The SQL event log; null on EventStoreDB, where there is nothing to export with proofs. */
  readonly sql: SqlDriver | null;
  readonly eventStore: EventStore;
  readonly key: AuditKey | null;
  readonly operatorToken: string | undefined;
}

const query = Type.Object(
  {
    from: Type.Optional(Type.String({ maxLength: 40 })),
    to: Type.Optional(Type.String({ maxLength: 40 })),
    stream: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
  },
  { additionalProperties: false },
);
const tags = ['ops'];

/**
 * The operator's audit endpoints on the ops listener (ADR 13, ADR 27), so `portal audit export`
 * and `audit seal` work while the server holds the embedded database: the export streams back as
 * the same JSON lines the CLI writes.
 */
export async function auditLogOps(app: FastifyInstance, options: AuditLogOpsOptions): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const isOperator = operatorBearer(options.operatorToken);
  app.addHook('onRequest', async (request) => {
    if (!isOperator(request.headers)) throw new DomainError('NOT_AUTHORIZED', 401, 'a valid operator token is required');
  });
  const sqlLog = (): SqlDriver => {
    if (options.sql === null) throw new DomainError('ERR_BAD_REQUEST', 409, 'this log is on EventStoreDB: it has no hash chain to export (ADR 27)');
    return options.sql;
  };

  routes.get('/ops/audit/export', { schema: { summary: 'The audit export (JSON lines with hashes, audit paths and seals): whole log, a time range or one stream', tags, querystring: query } }, async (request, reply) => {
    const sql = sqlLog();
    const range = await exportRange(sql, request.query);
    const out = new PassThrough();
    // A client that goes away ends the export: nothing would drain the stream again.
    reply.raw.on('close', () => {
      if (!out.writableFinished) out.destroy();
    });
    void reply.type('application/x-ndjson').send(out);
    const drainedOrClosed = (): Promise<void> =>
      new Promise((resolve) => {
        const done = (): void => {
          out.off('drain', done);
          out.off('close', done);
          resolve();
        };
        out.on('drain', done);
        out.on('close', done);
      });
    const write = async (chunk: string): Promise<void> => {
      if (out.destroyed) throw new Error('the client went away');
      if (!out.write(chunk)) await drainedOrClosed();
      if (out.destroyed) throw new Error('the client went away');
    };
    exportAuditLog(sql, write, { range, publicKeyPem: options.key?.publicKeyPem ?? null, keyId: options.key?.keyId ?? null })
      .then(() => out.end())
      .catch((error: unknown) => {
        if (out.destroyed) request.log.info('audit export ended early: the client went away');
        else request.log.error({ err: error }, 'audit export failed');
        out.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    return reply;
  });

  routes.post('/ops/audit/seal', { schema: { summary: 'Seals every event not sealed yet, the partial last block included', tags } }, async () => {
    const sql = sqlLog();
    if (options.key === null) throw new DomainError('ERR_BAD_REQUEST', 409, 'this process has no audit key to sign with (PORTAL_AUDIT_KEY_FILE)');
    const seals = await new AuditSealer({ driver: sql, eventStore: options.eventStore, key: options.key }).sealPending({ partial: true });
    return { data: { seals } };
  });
}
