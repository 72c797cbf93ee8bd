import { createHash } from 'node:crypto';
import { generateKeyPairSync } from 'node:crypto';
import { AuditSealer, auditKeyFrom, exportAuditLog, verifyAuditLog } from '@portal/platform';
import { defineBench, higherIsBetter, progress } from './lib/bench.ts';
import { versusRuns } from './lib/measure.ts';
import { rawScan, seedReadings } from './lib/readings.ts';

const total = 100_000;
const repetitions = 3;

/**
 * The audit log over 100,000 sealed events (blocks of 256). `audit.export.100k`: the export with
 * hashes, audit paths and seals, written to nowhere, against the raw keyset scan of the same rows
 * (issue 14: ratio at least 0.5). `audit.verify.100k`: the offline verification of that export
 * (chains, paths, signatures, order) against parsing each line and hashing it once.
 */
export default defineBench({
  figures: ['audit.export.100k', 'audit.verify.100k'],
  async run(db, report) {
    const eventStore = await db.eventStore();
    const [client] = await db.rawClients(1);
    progress(`audit: seeding ${total} events`);
    await seedReadings(eventStore, total, 10_000);
    const key = auditKeyFrom(generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
    const sealing = performance.now();
    const seals = await new AuditSealer({ driver: eventStore.sql, eventStore, key }).sealPending({ partial: true });
    progress(`audit: sealed ${seals} blocks in ${((performance.now() - sealing) / 1000).toFixed(1)} s`);

    let lines: string[] = [];
    const exportOnce = async (keep: boolean): Promise<number> => {
      let pending = '';
      const kept: string[] = [];
      const { events } = await exportAuditLog(eventStore.sql, (chunk) => {
        if (!keep) return;
        pending += chunk;
        const parts = pending.split('\n');
        pending = parts.pop() ?? '';
        kept.push(...parts);
      }, { publicKeyPem: key.publicKeyPem, keyId: key.keyId });
      if (keep) lines = kept;
      return events;
    };
    progress('audit.export.100k: export with proofs vs raw keyset scan');
    const exported = await versusRuns(() => exportOnce(false), () => rawScan(client!, 5000, () => undefined), repetitions, { subject: 'export', ceiling: 'raw scan' });
    report(higherIsBetter('audit.export.100k', exported.value, exported.ceiling, 'events/s'));

    await exportOnce(true);
    progress(`audit.verify.100k: verifying ${lines.length} lines vs parsing and hashing each once`);
    const verified = await versusRuns(
      async () => {
        const result = await verifyAuditLog(lines, { trustedKeys: [key.publicKeyPem] });
        if (!result.ok) throw new Error(`the untouched export does not verify: ${result.first?.message}`);
        return result.events;
      },
      async () => {
        let events = 0;
        for (const line of lines) {
          const value = JSON.parse(line) as { kind: string };
          createHash('sha256').update(line).digest();
          if (value.kind === 'event') events += 1;
        }
        return events;
      },
      repetitions,
      { subject: 'verify', ceiling: 'parse and hash' },
    );
    report(higherIsBetter('audit.verify.100k', verified.value, verified.ceiling, 'events/s'));
  },
});
