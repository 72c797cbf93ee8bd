import { existsSync } from 'node:fs';
import { AuditSealer, loadAuditKey, type AuditKey } from '@portal/platform';
import type { PortalConfig } from './config.ts';
import type { Infrastructure } from './infrastructure.ts';

interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
}

export interface AuditSealing {
  readonly key: AuditKey | null;
  status(): { name: string; state: 'running' | 'stopped' | 'off' };
  stop(): Promise<void>;
}

/**
 * Starts the sealer of the log (ADR 27) where it can run: a SQL event log and a signing key. The
 * all-in-one server creates the key on first start (`create`); a split-mode workers process seals
 * only with a key it is given, and says so when it has none.
 */
export function startAuditSealing(config: PortalConfig, infra: Pick<Infrastructure, 'eventStore' | 'eventLogSql'>, logger: Logger, options: { create: boolean }): AuditSealing {
  const off = (key: AuditKey | null): AuditSealing => ({ key, status: () => ({ name: 'audit-sealer', state: 'off' }), stop: async () => undefined });
  if (infra.eventLogSql === null) {
    logger.warn({}, 'the event log on EventStoreDB has no hash chain and is not sealed (ADR 27): audit export needs the PostgreSQL or PGlite log');
    return off(null);
  }
  if (!options.create && !existsSync(config.auditKeyFile)) {
    logger.warn({ file: config.auditKeyFile }, 'no audit key: the log is chained by hash but not sealed; give the workers PORTAL_AUDIT_KEY_FILE');
    return off(null);
  }
  const key = loadAuditKey(config.auditKeyFile, { create: options.create });
  const sealer = new AuditSealer({ driver: infra.eventLogSql, eventStore: infra.eventStore, key, logger });
  sealer.start();
  let state: 'running' | 'stopped' = 'running';
  logger.info({ keyId: key.keyId, publicKey: `${config.auditKeyFile}.pub` }, 'audit sealer started');
  return {
    key,
    status: () => ({ name: 'audit-sealer', state }),
    stop: async () => {
      state = 'stopped';
      await sealer.stop();
    },
  };
}
