import { hostNameStream, salesPartnerStream, type HostNameKind, type SalesPartnerProfile } from '@portal/events';
import type { CommandUnit } from '../handler/unit.ts';
import { hostNameDecider } from './host-name.ts';

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

/** Reserves every claim in the command's unit; another partner's name is refused there, before anything is written. */
export async function reserveIn(unit: CommandUnit, claims: readonly Claim[], salesPartnerId: string): Promise<void> {
  for (const claim of claims) {
    const data = { kind: claim.kind, name: claim.name, salesPartnerId };
    await unit.decide(hostNameDecider, hostNameStream(claim.kind, claim.name), { type: 'ReserveHostName', data, field: claim.field });
  }
}

/**
 * Releases, in the command's unit, every name the partner's profile ever used and uses no more
 * (the command's own pending change included). Derived from the whole partner stream, so it
 * also heals names that older versions, which released after the partner write, left behind.
 */
export async function releaseUnusedIn(unit: CommandUnit, salesPartnerId: string): Promise<void> {
  const history = await unit.events(salesPartnerStream(salesPartnerId));
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
  for (const claim of used.values()) {
    if (keep.has(key(claim))) continue;
    await unit.decide(hostNameDecider, hostNameStream(claim.kind, claim.name), { type: 'ReleaseHostName', data: { kind: claim.kind, name: claim.name, salesPartnerId } });
  }
}
