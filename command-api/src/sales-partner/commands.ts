import {
  ChangeSalesPartner,
  ChangeSalesPartnerDesign,
  CreateSalesPartner,
  DomainError,
  fold,
  PublishPortalTerms,
  salesPartnerStream,
  type SalesPartnerEvent,
} from '@portal/events';
import { membersOf } from '../customer/customer-writes.ts';
import type { CommandDefinition } from '../handler/command-definition.ts';
import { handleCommand, type CommandContext, type CommandResult, type HandlerDeps } from '../handler/command-handler.ts';
import { loadPlatformConfig } from '../platform-config/load-platform-config.ts';
import { assertAvailable, claimsOf, release, releaseUnused, reserve } from './host-name-claims.ts';
import { normaliseProfile } from './profile-rules.ts';
import { salesPartnerDecider, type SalesPartnerCommand } from './sales-partner.ts';


// A partner's events belong to the partner's tenant, whoever sends the command.
const asTenant = (context: CommandContext, salesPartnerId: string): CommandContext => ({ ...context, tenant: salesPartnerId });

/**
 * Create and change write several streams: the names first (each its own stream, so two
 * partners cannot both take one), then the partner; names this command reserved are released
 * again when the partner write fails, and names the partner gave up are released after it
 * (docs/adr/0006-unique-domains.md).
 */
async function runProfileCommand(deps: HandlerDeps, type: 'CreateSalesPartner' | 'ChangeSalesPartner', validated: unknown, context: CommandContext): Promise<CommandResult> {
  const data = normaliseProfile(validated as CreateSalesPartner);
  const id = data.salesPartnerId;
  const streamId = salesPartnerStream(id);
  const ctx = asTenant(context, id);
  const command: SalesPartnerCommand = { type, data, config: await loadPlatformConfig(deps) };
  if (await deps.eventStore.lookupCommand(context.commandId)) {
    // A replay: finish a release an interrupted first run may have left, then answer as before.
    await releaseUnused(deps, id, ctx);
    return handleCommand(deps, salesPartnerDecider, streamId, command, ctx);
  }
  const state = fold(salesPartnerDecider, (await deps.eventStore.readStream(streamId)) as unknown as SalesPartnerEvent[]);
  // A dry run first: a command the decider refuses, or one that changes nothing, reserves nothing.
  if (salesPartnerDecider.decide(command, state).length === 0) return handleCommand(deps, salesPartnerDecider, streamId, command, ctx);
  const claims = claimsOf(data);
  await assertAvailable(deps, claims, id);
  const reserved = await reserve(deps, claims, id, ctx);
  let result: CommandResult;
  try {
    result = await handleCommand(deps, salesPartnerDecider, streamId, command, ctx);
  } catch (error) {
    await release(deps, reserved, id, ctx).catch(() => undefined);
    throw error;
  }
  await releaseUnused(deps, id, ctx);
  // The profile form can deactivate too: the partner's users lose their sessions as with DeactivateSalesPartner.
  if (state.status === 'created' && state.profile.active && !data.active) {
    await deps.identity?.endSessionsOf(await membersOf(deps.eventStore, 'salesPartner', id), context.now);
  }
  return result;
}

/** A sales partner user acts for its own partner only; another id answers like one that does not exist (403). */
export function assertOwnPartner(context: CommandContext, salesPartnerId: string): void {
  if (context.actor.role === 'salesPartner' && context.actor.salesPartnerId !== salesPartnerId) {
    throw new DomainError('ERR_BAD_REQUEST', 403, 'not your sales partner', { field: 'data.salesPartnerId' });
  }
}

/** A blob the command refers to must be stored, with one of the allowed types (checked by content on upload). */
export async function assertBlob(deps: HandlerDeps, hash: string | null, types: readonly string[], field: string, what: string): Promise<void> {
  if (hash === null) return;
  if (!deps.blobStore) throw new Error('this command needs the blob store');
  const info = await deps.blobStore.info(hash);
  if (!info || !types.includes(info.contentType)) {
    throw new DomainError('INVALID_FILE', 400, `${field} must be an uploaded ${what}${info ? `, not ${info.contentType}` : ''}`, { field });
  }
}

export const salesPartnerCommands: CommandDefinition[] = [
  {
    type: 'CreateSalesPartner',
    summary: 'Creates a sales partner (tenant) with its host names; a name another partner uses is refused (operator).',
    data: CreateSalesPartner,
    roles: ['admin'],
    run: (deps, data, context) => runProfileCommand(deps, 'CreateSalesPartner', data, context),
  },
  {
    type: 'ChangeSalesPartner',
    summary: 'Replaces a sales partner\'s profile; host names it drops are released (operator).',
    data: ChangeSalesPartner,
    roles: ['admin'],
    run: (deps, data, context) => runProfileCommand(deps, 'ChangeSalesPartner', data, context),
  },
  {
    type: 'ChangeSalesPartnerDesign',
    summary: 'Sets colour, palette, logo (PNG or JPEG) and favicon (PNG or ICO) of a sales partner (admin, or the partner\'s own users).',
    data: ChangeSalesPartnerDesign,
    roles: ['admin', 'salesPartner'],
    run: async (deps, validated, context) => {
      const data = validated as ChangeSalesPartnerDesign;
      assertOwnPartner(context, data.salesPartnerId);
      await assertBlob(deps, data.logo, ['image/png', 'image/jpeg'], 'data.logo', 'PNG or JPEG');
      await assertBlob(deps, data.favicon, ['image/png', 'image/x-icon'], 'data.favicon', 'PNG or ICO');
      const command: SalesPartnerCommand = { type: 'ChangeSalesPartnerDesign', data };
      return handleCommand(deps, salesPartnerDecider, salesPartnerStream(data.salesPartnerId), command, asTenant(context, data.salesPartnerId));
    },
  },
  {
    type: 'PublishPortalTerms',
    summary: 'Publishes a new version of a sales partner\'s portal terms in one language (operator).',
    data: PublishPortalTerms,
    roles: ['admin'],
    run: async (deps, validated, context) => {
      const data = validated as PublishPortalTerms;
      for (const [i, document] of data.documents.entries()) {
        await assertBlob(deps, document.pdf, ['application/pdf'], `data.documents.${i}.pdf`, 'PDF');
      }
      const command: SalesPartnerCommand = { type: 'PublishPortalTerms', data };
      return handleCommand(deps, salesPartnerDecider, salesPartnerStream(data.salesPartnerId), command, asTenant(context, data.salesPartnerId));
    },
  },
];
