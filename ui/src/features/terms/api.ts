import { api } from '@/lib/api.ts';

export interface TermsDocument {
  id: string;
  name: string;
}

export const termsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/termsConditionsPortal/{locale}/{domain}: the partner's current portal terms. */
    getPortalTerms: build.query<TermsDocument[], { locale: string; domain: string }>({
      query: ({ locale, domain }) => `/api/termsConditionsPortal/${encodeURIComponent(locale)}/${encodeURIComponent(domain)}`,
      providesTags: (_result, _error, { domain }) => [{ type: 'TERMS', id: domain }],
    }),
  }),
});

export const { useGetPortalTermsQuery } = termsApi;
