// The ops CLI: `npm run portal -- projections status` and `npm run portal -- projections rebuild <name>`.
// It opens the same stores as the server, from the same environment (deploy/config.ts); the
// projections commands drive a running server instead when one holds the embedded database or
// PORTAL_OPS_URL names one (ADR 13).
import { Command, InvalidArgumentError } from 'commander';
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

program
  .command('command')
  .description('send an operator command (as POST /api/commands does), e.g. CreateSalesPartner, ChangeSalesPartnerDesign')
  .argument('<type>', 'the command type')
  .argument('<data>', 'the command data as JSON, or @file.json')
  .option('--command-id <uuid>', 'the idempotency key (default: a new one); sending the same id again changes nothing')
  .action((type: string, data: string, options: { commandId?: string }) => withInfrastructure((infra) => sendCommand(infra, type, data, options)));

const audit = program.command('audit').description('auditors: export the log with its proofs, verify an export offline, seal now');
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
  const code = error instanceof DomainError ? `${error.code}${error.field ? ` (${error.field})` : ''}: ` : '';
  process.stderr.write(`portal: ${code}${error instanceof Error ? error.message : String(error)}\n`);
  // Input the portal refuses (a bad time, an unknown stream) is the caller's to fix: exit code 2.
  process.exitCode = error instanceof DataDirInUseError ? 3 : error instanceof DomainError && error.status < 500 ? 2 : 1;
}
