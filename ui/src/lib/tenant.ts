// The tenant of this page, picked by the host name: its design, contact and logo. Shared by the
// shell, the branding and every page that names the partner.
import type { DesignConfig, PartnerContact as Contact } from '@portal/events/read-contracts';
import { api, http } from './api.ts';
import { HttpError } from './http.ts';
import { bytesToDataUrl, isNoDesign } from './logo-bytes.ts';

// GET /api/getConfigDB/{domain} and /api/getContact/{domain}, as the read contract has them.
export type { DesignConfig, PartnerContact as Contact } from '@portal/events/read-contracts';
export type Palette = DesignConfig['colorPalette'];

/** A design change (socket `recalcDesign`, dbId = partner) refetches exactly these. */
const designTag = (salesPartnerId: string | null) => [{ type: 'DESIGN' as const, id: salesPartnerId ?? 'default' }];

/** `recalcConfig` (the operator changed its profile, or a list) refetches what carries this tag. */
const operatorTag = { type: 'CONFIG' as const, id: 'operator' };

export const brandingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConfigDb: build.query<DesignConfig, string>({
      query: (domain) => `/api/getConfigDB/${encodeURIComponent(domain)}`,
      // A host of no partner shows the operator's profile, part of the platform configuration.
      providesTags: (result) => [...designTag(result?.salesPartnerId ?? null), ...(result && result.salesPartnerId === null ? [operatorTag] : [])],
    }),
    /** The partner's contact; on a host of no partner the operator's, null while it has set none. */
    getContact: build.query<Contact | null, string>({
      query: (domain) => `/api/getContact/${encodeURIComponent(domain)}`,
      // Whether the answer is the operator's is not in it, so a configuration change refetches it too.
      providesTags: (_result, _error, domain) => [{ type: 'CONTACT', id: domain }, operatorTag],
    }),
    /** The logo as a data URL, or null when the partner has no design (the 9-byte reply). */
    getLogo: build.query<string | null, string>({
      queryFn: async (salesPartnerId, { signal }) => {
        try {
          const response = await http.get(`/api/getLogo/${encodeURIComponent(salesPartnerId)}`, { signal });
          const bytes = new Uint8Array(await response.arrayBuffer());
          if (isNoDesign(bytes)) return { data: null };
          return { data: bytesToDataUrl(bytes, response.headers.get('content-type') ?? 'image/png') };
        } catch (error) {
          if (error instanceof HttpError) return { error: error.problem };
          throw error;
        }
      },
      providesTags: (_result, _error, salesPartnerId) => designTag(salesPartnerId),
    }),
  }),
});

export const { useGetConfigDbQuery, useGetContactQuery, useGetLogoQuery } = brandingApi;

/** The host picks the tenant (contract "Tenancy by host"). */
export function currentDomain(): string {
  return window.location.hostname;
}
