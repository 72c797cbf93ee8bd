import { documentOf, salesPartnerHostsView, salesPartnersView, type ReadStore, type SalesPartnerDoc } from '@portal/projections';
import type { Readable } from 'node:stream';
import Type from 'typebox';

/** A host as the browser sends it, with an optional port ("alpha.localhost:8080"). */
export const DomainParams = Type.Object({ domain: Type.String({ pattern: '^[A-Za-z0-9.-]{1,253}(:[0-9]{1,5})?$' }) });
export const SalesPartnerIdParams = Type.Object({ salesPartnerId: Type.String({ format: 'uuid' }) });

/** The platform's own branding, for hosts no sales partner serves (spec section 9). */
export const defaultBranding = { color: '#3F56D1', colorPalette: 'cold' } as const;

/** "Alpha.Localhost:8080" -> "alpha.localhost": partners list host names without port, in lower case. */
export function hostOf(hostHeader: string): string {
  const host = hostHeader.trim().toLowerCase();
  // A bracketed IPv6 literal keeps its colons; anything else loses the port.
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.replace(/:\d+$/, '');
}

/** The sales partner id that serves the host, or null for the platform. */
export async function tenantOfHost(readStore: ReadStore, hostHeader: string | undefined): Promise<string | null> {
  if (!hostHeader) return null;
  const doc = await documentOf(readStore, salesPartnerHostsView, hostOf(hostHeader));
  return doc?.salesPartnerId ?? null;
}

/** The sales partner that serves the host, or null. */
export async function partnerOfHost(readStore: ReadStore, hostHeader: string): Promise<SalesPartnerDoc | null> {
  const id = await tenantOfHost(readStore, hostHeader);
  return id === null ? null : documentOf(readStore, salesPartnersView, id);
}

export { Problem } from '@portal/events/read-contracts';

/** Binary answers in the OpenAPI document; Fastify sends buffers and streams as they are. */
export const Binary = (description: string) => Type.Unsafe<Buffer | Readable>({ type: 'string', format: 'binary', description });
