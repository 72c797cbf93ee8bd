import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { allCommands, uploadLimits } from '@portal/command-api';
import { assertValid, DomainError, portalCatalog } from '@portal/events';
import { sniffContentType } from '@portal/platform';
import type { Infrastructure } from '../infrastructure.ts';

/** `@file.json` reads a file, anything else is the JSON itself. */
function readJson(argument: string): unknown {
  const text = argument.startsWith('@') ? readFileSync(argument.slice(1), 'utf8') : argument;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`the data is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * `portal command <type> <json|@file>`: an operator command sent from the shell, through the same
 * definitions, validation, deciders and idempotency as POST /api/commands (ADR 4: until login,
 * the operator token and this CLI are the only ways in).
 */
export async function sendCommand(infra: Infrastructure, type: string, data: string, options: { commandId?: string }): Promise<void> {
  const command = allCommands.find((c) => c.type === type && c.roles.includes('admin'));
  if (!command) {
    const known = allCommands.filter((c) => c.roles.includes('admin')).map((c) => c.type);
    throw new Error(`unknown command ${type}; operator commands: ${known.join(', ')}`);
  }
  const commandId = options.commandId ?? randomUUID();
  try {
    const validated = assertValid(command.data, readJson(data), 'data');
    const result = await command.run({ eventStore: infra.eventStore, catalog: portalCatalog(), blobStore: infra.blobStore }, validated, {
      commandId,
      correlationId: commandId,
      causationId: commandId,
      actor: { userId: 'operator-cli', role: 'admin' },
      tenant: 'platform',
      now: new Date(),
    });
    process.stdout.write(`${JSON.stringify({ commandId, ...result, position: result.position.toString(), nextExpectedRevision: result.nextExpectedRevision?.toString() ?? null })}\n`);
  } catch (error) {
    if (error instanceof DomainError) throw new Error(`${error.code}${error.field ? ` (${error.field})` : ''}: ${error.message}`);
    throw error;
  }
}

/** `portal upload <file>`: a logo, favicon or PDF into the blob store; prints the hash commands refer to. */
export async function uploadFile(infra: Infrastructure, file: string): Promise<void> {
  const bytes = readFileSync(file);
  const type = sniffContentType(bytes);
  if (!type) throw new Error(`INVALID_FILE: ${file} is not a PNG, JPEG, ICO or PDF (checked by content)`);
  if (bytes.length > uploadLimits[type]) throw new Error(`INVALID_FILE: ${file} is larger than ${uploadLimits[type]} bytes allowed for ${type}`);
  const stored = await infra.blobStore.put(bytes, type);
  process.stdout.write(`${JSON.stringify(stored)}\n`);
}
