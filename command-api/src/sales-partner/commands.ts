import { DomainError, salesPartnerStream, type CreateSalesPartner } from '@portal/events';
import { defineCommand, type CommandDefinition } from '../handler/command-definition.ts';
import { handleCommand, type CommandContext, type CommandResult, type HandlerDeps } from '../handler/command-handler.ts';
import { runUnit } from '../handler/unit.ts';
import { loadPlatformConfig } from '../platform-config/load-platform-config.ts';
import { claimsOf, releaseUnusedIn, reserveIn } from './host-name-claims.ts';
import { normaliseProfile } from './profile-rules.ts';
import { salesPartnerDecider, type SalesPartnerCommand } from './sales-partner.ts';


// A partner's events belong to the partner's tenant, whoever sends the command.
const asTenant = (context: CommandContext, salesPartnerId: string): CommandContext => ({ ...context, tenant: salesPartnerId });

/**
 * Create and change write several streams in one unit (ADR 10): the partner, the names it takes
 * (each its own stream, so two partners cannot both take one) and the names it gives up
 * (docs/adr/0006-unique-domains.md). A profile that deactivates the partner ends its users'
 * sessions after the append, as DeactivateSalesPartner does (effects.ts).
 */
async function runProfileCommand(deps: HandlerDeps, type: 'CreateSalesPartner' | 'ChangeSalesPartner', profile: CreateSalesPartner, context: CommandContext): Promise<CommandResult> {
  const data = normaliseProfile(profile);
  const id = data.salesPartnerId;
  const streamId = salesPartnerStream(id);
  const command: SalesPartnerCommand = { type, data, config: await loadPlatformConfig(deps) };
  return runUnit(deps, asTenant(context, id), { streamId }, async (unit) => {
    // A command the decider refuses, or one that changes nothing, reserves nothing.
    if ((await unit.decide(salesPartnerDecider, streamId, command)).length === 0) return;
    await reserveIn(unit, claimsOf(data), id);
    await releaseUnusedIn(unit, id);
  });
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

export const salesPartnerCommands: readonly CommandDefinition[] = [
  defineCommand('CreateSalesPartner', {
    summary: 'Creates a sales partner (tenant) with its host names; a name another partner uses is refused (operator).',
    roles: ['admin'],
    run: (deps, data, context) => runProfileCommand(deps, 'CreateSalesPartner', data, context),
  }),
  defineCommand('ChangeSalesPartner', {
    summary: 'Replaces a sales partner\'s profile; host names it drops are released (operator).',
    roles: ['admin'],
    run: (deps, data, context) => runProfileCommand(deps, 'ChangeSalesPartner', data, context),
  }),
  defineCommand('ChangeSalesPartnerDesign', {
    summary: 'Sets colour, palette, logo (PNG or JPEG) and favicon (PNG or ICO) of a sales partner (admin, or the partner\'s own users).',
    roles: ['admin', 'salesPartner'],
    run: async (deps, data, context) => {
      assertOwnPartner(context, data.salesPartnerId);
      await assertBlob(deps, data.logo, ['image/png', 'image/jpeg'], 'data.logo', 'PNG or JPEG');
      await assertBlob(deps, data.favicon, ['image/png', 'image/x-icon'], 'data.favicon', 'PNG or ICO');
      const command: SalesPartnerCommand = { type: 'ChangeSalesPartnerDesign', data };
      return handleCommand(deps, salesPartnerDecider, salesPartnerStream(data.salesPartnerId), command, asTenant(context, data.salesPartnerId));
    },
  }),
  defineCommand('PublishPortalTerms', {
    summary: 'Publishes a new version of a sales partner\'s portal terms in one language (operator).',
    roles: ['admin'],
    run: async (deps, data, context) => {
      for (const [i, document] of data.documents.entries()) {
        await assertBlob(deps, document.pdf, ['application/pdf'], `data.documents.${i}.pdf`, 'PDF');
      }
      const command: SalesPartnerCommand = { type: 'PublishPortalTerms', data };
      return handleCommand(deps, salesPartnerDecider, salesPartnerStream(data.salesPartnerId), command, asTenant(context, data.salesPartnerId));
    },
  }),
];
