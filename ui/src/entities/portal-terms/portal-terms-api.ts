import type { TermsDocument } from '@portal/events/read-contracts';
import { api } from '@/lib/api.ts';

/** A portal terms document (spec section 4, "Terms document"), of the read contract. */
export type { TermsDocument } from '@portal/events/read-contracts';

// The partner's current portal terms: shown in the footer, accepted at registration and, by a
// customer, in the blocking terms dialog. Shared because those live in different features.
export const portalTermsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/termsConditionsPortal/{locale}/{domain}: the partner's current portal terms. */
    getPortalTerms: build.query<TermsDocument[], { locale: string; domain: string }>({
      query: ({ locale, domain }) => `/api/termsConditionsPortal/${encodeURIComponent(locale)}/${encodeURIComponent(domain)}`,
      providesTags: (_result, _error, { domain }) => [{ type: 'TERMS', id: domain }],
    }),
  }),
});

export const { useGetPortalTermsQuery } = portalTermsApi;
