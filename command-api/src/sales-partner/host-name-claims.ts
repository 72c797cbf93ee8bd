import { fold, hostNameStream, salesPartnerStream, type HostNameEvent, type HostNameKind, type SalesPartnerEvent, type SalesPartnerProfile } from '@portal/events';
import type { CommandContext, HandlerDeps } from '../handler/command-handler.ts';
import { causedBy, handleCommand } from '../handler/command-handler.ts';
import { hostNameDecider, type HostNameCommand } from './host-name.ts';

/** A host name or subdomain a partner's profile uses, with the field a refusal names. */
export interface Claim {
  readonly kind: HostNameKind;
  readonly name: string;
  readonly field: string;
}

export const claimsOf = (profile: Pick<SalesPartnerProfile, 'subdomain' | 'domains'>): Claim[] => [
  { kind: 'subdomain', name: profile.subdomain, field: 'data.subdomain' },
  ...profile.domains.map((name, i) => ({ kind: 'domain' as const, name, field: `data.domains.${i}` })),
];

const key = (claim: Claim): string => `${claim.kind}/${claim.name}`;

// Each reservation is its own command with its own id: reserving what the partner already
// holds, or releasing what it does not hold, decides nothing, so no derived id is needed to
// make a retry safe.
function send(deps: HandlerDeps, command: HostNameCommand, context: CommandContext) {
  const { kind, name } = command.data;
  return handleCommand(deps, hostNameDecider, hostNameStream(kind, name), command, causedBy(context));
}

/** Refuses, before anything is written, when another partner holds one of the names. */
export async function assertAvailable(deps: HandlerDeps, claims: readonly Claim[], salesPartnerId: string): Promise<void> {
  for (const claim of claims) {
    const history = await deps.eventStore.readStream(hostNameStream(claim.kind, claim.name));
    const state = fold(hostNameDecider, history as unknown as HostNameEvent[]);
    hostNameDecider.decide({ type: 'ReserveHostName', data: { kind: claim.kind, name: claim.name, salesPartnerId }, field: claim.field }, state);
  }
}

/** Reserves every claim in turn; answers the claims this call newly reserved (to undo on failure). */
export async function reserve(deps: HandlerDeps, claims: readonly Claim[], salesPartnerId: string, context: CommandContext): Promise<Claim[]> {
  const reserved: Claim[] = [];
  try {
    for (const claim of claims) {
      const data = { kind: claim.kind, name: claim.name, salesPartnerId };
      const result = await send(deps, { type: 'ReserveHostName', data, field: claim.field }, context);
      if (result.events > 0) reserved.push(claim);
    }
    return reserved;
  } catch (error) {
    await release(deps, reserved, salesPartnerId, context).catch(() => undefined);
    throw error;
  }
}

export async function release(deps: HandlerDeps, claims: readonly Claim[], salesPartnerId: string, context: CommandContext): Promise<void> {
  for (const claim of claims) await send(deps, { type: 'ReleaseHostName', data: { kind: claim.kind, name: claim.name, salesPartnerId } }, context);
}

/**
 * Releases every name the partner's profile ever used and uses no more. Derived from the whole
 * partner stream, so it also heals a release that an earlier, interrupted command left undone.
 */
export async function releaseUnused(deps: HandlerDeps, salesPartnerId: string, context: CommandContext): Promise<void> {
  const history = (await deps.eventStore.readStream(salesPartnerStream(salesPartnerId))) as unknown as SalesPartnerEvent[];
  const used = new Map<string, Claim>();
  let current: Claim[] = [];
  for (const event of history) {
    // A deleted partner keeps no name.
    if (event.type === 'SalesPartnerDeleted') current = [];
    if (event.type !== 'SalesPartnerCreated' && event.type !== 'SalesPartnerChanged') continue;
    current = claimsOf(event.data);
    for (const claim of current) used.set(key(claim), claim);
  }
  const keep = new Set(current.map(key));
  await release(deps, [...used.values()].filter((claim) => !keep.has(key(claim))), salesPartnerId, context);
}
