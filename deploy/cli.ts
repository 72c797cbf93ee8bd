// The ops CLI: `npm run portal -- projections status` and `npm run portal -- projections rebuild <name>`,
// `npm run portal -- audit replay <view> --until <time>`. It opens the same stores as the server, from
// the same environment (deploy/config.ts); the projections and audit commands drive a running
// server instead when one holds the embedded database or PORTAL_OPS_URL names one (ADR 13).
import { allViews, parseReplayMoment } from '@portal/projections';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { auditReplayCommand, auditReplaysCommand, dropReplayCommand } from './cli/audit-replay.ts';
import { serverAuditReplays } from './cli/audit-client.ts';
import { asUsageError, UsageError } from './cli/usage-error.ts';
import { storeAuditReplays } from './ops/audit-replays.ts';
import { DomainError } from '@portal/events';
import { exportCommand, remoteExportCommand, remoteSealCommand, sealCommand, verifyCommand, type ExportOptions, type VerifyCommandOptions } from './cli/audit-commands.ts';
import { opsServer, remoteRebuild, remoteStatus, type OpsServer } from './cli/ops-client.ts';
import { printStatus, statusCommand } from './cli/projections-status.ts';
import { rebuildCommand } from './cli/projections-rebuild.ts';
import { sendCommand, uploadFile } from './cli/operator-commands.ts';
import { configVariables, loadConfig } from './config.ts';
import { DataDirInUseError, openInfrastructure, type Infrastructure } from './infrastructure.ts';
import { formatTable } from './cli/table.ts';
import { readOpsUrl } from './ops/ops-listener.ts';
import { operatedProjections } from './ops/operated-projections.ts';

async function withInfrastructure(run: (infra: Infrastructure) => Promise<void>): Promise<void> {
  const infra = await openInfrastructure(loadConfig(), { bus: false, name: 'portal-cli' });
  try {
    await run(infra);
  } finally {
    await infra.close();
  }
}

/**
 * The stores, or the running server that holds them: PORTAL_OPS_URL always means the server;
 * otherwise the stores, unless a live server has the embedded database and left its ops URL.
 */
async function withStoresOrServer(run: { stores: (infra: Infrastructure) => Promise<void>; server: (ops: OpsServer) => Promise<void> }): Promise<void> {
  const config = loadConfig();
  if (config.opsUrl) return run.server(opsServer(config, config.opsUrl));
  let infra: Infrastructure;
  try {
    infra = await openInfrastructure(config, { bus: false, name: 'portal-cli' });
  } catch (error) {
    const url = error instanceof DataDirInUseError ? readOpsUrl(config.dataDir) : null;
    if (url === null) throw error;
    return run.server(opsServer(config, url));
  }
  try {
    await run.stores(infra);
  } finally {
    await infra.close();
  }
}

const positiveInteger = (value: string): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('a positive integer');
  return n;
};

/** `--until`: an ISO-8601 date-time with an offset; anything else is refused before the stores open. */
const moment = (value: string): Date => {
  try {
    return parseReplayMoment(value);
  } catch (error) {
    throw new InvalidArgumentError(error instanceof Error ? error.message : String(error));
  }
};

/** The views in the stores this process opened, the typed read models refused by name. */
const storeAudit = (infra: Infrastructure) => storeAuditReplays({ ...infra, views: allViews, projections: operatedProjections(infra) });

/** Commander's own refusals (an unknown option, a missing or invalid argument) exit with 2, as bad input does; help stays 0. */
const usageExit = (error: CommanderError): never => {
  throw error.exitCode === 1 ? new CommanderError(2, error.code, error.message) : error;
};

const program = new Command('portal').description('Operations on the portal: read models and configuration').showHelpAfterError();

const projections = program.command('projections').description('read models: status and blue/green rebuild');
projections
  .command('status')
  .description('every projection with its generation, position, the head of the log and its lag')
  .option('--json', 'print the rows as JSON')
  .action((options: { json?: boolean }) =>
    withStoresOrServer({ stores: (infra) => statusCommand(operatedProjections(infra), options), server: async (ops) => printStatus(await remoteStatus(ops), options) }),
  );
projections
  .command('rebuild')
  .description('rebuild a read model beside the live one and switch readers over when it has caught up')
  .argument('<name>', 'the projection, as `projections status` lists it')
  .option('--batch-size <events>', 'events per batch and transaction', positiveInteger)
  .action((name: string, options: { batchSize?: number }) =>
    withStoresOrServer({ stores: (infra) => rebuildCommand(operatedProjections(infra), name, options), server: (ops) => remoteRebuild(ops, name, options) }),
  );

const audit = program.command('audit').description('auditors: replay a read model as of a moment; export the log with its proofs, verify an export offline, seal now');
// Before its subcommands: they inherit it.
audit.exitOverride(usageExit);
audit
  .command('replay')
  .description('rebuild one view as it stood at a moment into a hidden generation (readers keep the live one), print its documents count, export them as CSV')
  .argument('<view>', 'a document view, as `projections status` lists it (the typed tables time-series, offer-table, market-series cannot be replayed)')
  .requiredOption('--until <time>', 'ISO-8601 date-time with an offset, e.g. 2025-03-31T23:59:59+02:00: the events recorded at or before it are folded in', moment)
  .option('--csv <file>', 'write the documents as CSV (semicolon-separated, a header row, nested values as JSON)')
  .option('--batch-size <events>', 'events per batch and transaction', positiveInteger)
  .option('--keep', 'keep the hidden generation after the export, for inspection (drop it later with `audit drop-replay <name>`)')
  .action((view: string, options: { until: Date; csv?: string; batchSize?: number; keep?: boolean }) =>
    withStoresOrServer({ stores: (infra) => auditReplayCommand(storeAudit(infra), view, options), server: (ops) => auditReplayCommand(serverAuditReplays(ops), view, options) }),
  );
audit
  .command('replays')
  .description('the audit replays kept with --keep (or left by an interrupted export)')
  .option('--json', 'print the rows as JSON')
  .action((options: { json?: boolean }) =>
    withStoresOrServer({ stores: (infra) => auditReplaysCommand(storeAudit(infra), options), server: (ops) => auditReplaysCommand(serverAuditReplays(ops), options) }),
  );
audit
  .command('drop-replay')
  .description('drop a kept audit replay (its documents and registry entry; never a live generation)')
  .argument('<name>', 'the replay, <view>@asof-<time>, as `audit replays` lists it')
  .action((name: string) =>
    withStoresOrServer({ stores: (infra) => dropReplayCommand(storeAudit(infra), name), server: (ops) => dropReplayCommand(serverAuditReplays(ops), name) }),
  );

audit
  .command('export')
  .description('write the log as JSON lines with hashes, audit paths and signed seals (no range: the whole log)')
  .requiredOption('--out <file>', 'where to write the export')
  .option('--from <time>', 'from this moment (ISO 8601), widened to whole sealed blocks')
  .option('--to <time>', 'up to this moment (ISO 8601), widened to whole sealed blocks')
  .option('--stream <id>', 'one stream, every revision, each event with its audit path')
  .action((options: ExportOptions) =>
    withStoresOrServer({ stores: (infra) => exportCommand(infra, loadConfig(), options), server: (ops) => remoteExportCommand(ops, options) }),
  );
audit
  .command('verify')
  .description('check an export offline: hash chains, seals, signatures, completeness and order; names the first event changed, removed, inserted or reordered')
  .argument('<file>', 'an export of `audit export`')
  .option('--key <pem...>', "public key(s) to trust (default: this deployment's <PORTAL_AUDIT_KEY_FILE>.pub when present)")
  .option('--json', 'print the whole report as JSON')
  .action((file: string, options: VerifyCommandOptions) => verifyCommand(file, loadConfig(), options));
audit
  .command('seal')
  .description('seal every event not sealed yet, the partial last block included (the server does it every few seconds)')
  .action(() => withStoresOrServer({ stores: (infra) => sealCommand(infra, loadConfig()), server: (ops) => remoteSealCommand(ops) }));

program
  .command('command')
  .description('send an operator command (as POST /api/commands does), e.g. CreateSalesPartner, ChangeSalesPartnerDesign')
  .argument('<type>', 'the command type')
  .argument('<data>', 'the command data as JSON, or @file.json')
  .option('--command-id <uuid>', 'the idempotency key (default: a new one); sending the same id again changes nothing')
  .action((type: string, data: string, options: { commandId?: string }) => withInfrastructure((infra) => sendCommand(infra, type, data, options)));

program
  .command('upload')
  .description('store a logo, favicon or PDF in the blob store and print its hash')
  .argument('<file>', 'a PNG, JPEG, ICO or PDF')
  .action((file: string) => withInfrastructure((infra) => uploadFile(infra, file)));

program
  .command('config')
  .description('the environment variables the portal reads, with their defaults')
  .action(() => {
    process.stdout.write(`${formatTable(['variable', 'default', 'meaning'], configVariables.map((v) => [v.name, v.default, v.description]))}\n`);
  });

try {
  await program.parseAsync();
} catch (error) {
  // Commander printed its own refusal already.
  if (error instanceof CommanderError) process.exitCode = error.exitCode;
  else {
    const refused = asUsageError(error);
    process.stderr.write(`portal: ${refused instanceof Error ? refused.message : String(refused)}\n`);
    // Input the portal refuses (a bad time, an unknown stream, a missing file) is the caller's to fix: exit code 2.
    process.exitCode = refused instanceof UsageError || (refused instanceof DomainError && refused.status < 500) ? 2 : refused instanceof DataDirInUseError ? 3 : 1;
  }
}
