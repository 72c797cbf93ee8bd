// The tenant of this page, picked by the host name: its design, contact and logo. Shared by the
// shell, the branding and every page that names the partner.
import { api, http } from './api.ts';
import { HttpError } from './http.ts';
import { bytesToDataUrl, isNoDesign } from './logo-bytes.ts';

export type Palette = 'cold' | 'warm';

/** GET /api/getConfigDB/{domain}: the design of the partner serving this host (or the platform default). */
export interface DesignConfig {
  color: string;
  colorPalette: Palette;
  salesPartnerId: string | null;
  /** The partner's name; null on a host no partner serves. */
  name: string | null;
  type: 'salesPartner' | 'default';
  faviconUrl: string | null;
  logoUrl: string | null;
  /** Visitors may register on this host (/registration/FI and /PR). */
  publicRegistration: boolean;
}

/** GET /api/getContact/{domain}. */
export interface Contact {
  name: string;
  street: string;
  streetNr: string;
  zipCode: string;
  place: string;
  phone: string;
  mail: string;
  website: string;
  opentopublic: boolean;
}

/** A design change (socket `recalcDesign`, dbId = partner) refetches exactly these. */
const designTag = (salesPartnerId: string | null) => [{ type: 'DESIGN' as const, id: salesPartnerId ?? 'default' }];

export const brandingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConfigDb: build.query<DesignConfig, string>({
      query: (domain) => `/api/getConfigDB/${encodeURIComponent(domain)}`,
      providesTags: (result) => designTag(result?.salesPartnerId ?? null),
    }),
    getContact: build.query<Contact, string>({
      query: (domain) => `/api/getContact/${encodeURIComponent(domain)}`,
      // The contact is part of a partner's branding; an unknown host answers 404 (no contact).
      providesTags: (_result, _error, domain) => [{ type: 'CONTACT', id: domain }],
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
