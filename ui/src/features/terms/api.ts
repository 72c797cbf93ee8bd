import type { TermsDocument } from '@/entities/portal-terms/portal-terms-api.ts';
import { api } from '@/lib/api.ts';

// A customer's acceptance of the current portal terms (docs/identity-api.md, "Read routes").
export const termsAcceptanceApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** True when the user accepted the current version, or is no customer. */
    // Keyed by the user: after a logout, the next user in the same tab is asked anew, not served
    // the cached answer of the previous one.
    checkPortalTerms: build.query<boolean, string>({
      query: () => '/api/checkTermsConditionsPortal',
      // Any change of terms (a TERMS invalidation without id) asks again.
      providesTags: [{ type: 'TERMS', id: 'acceptance' }, 'TERMS'],
    }),
    /** POST /api/resignTermsConditionsPortal with exactly the documents shown. */
    acceptPortalTerms: build.mutation<unknown, TermsDocument[]>({
      query: (documents) => ({ url: '/api/resignTermsConditionsPortal', method: 'POST', body: documents.map(({ id, name }) => ({ id, name })) }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'TERMS', id: 'acceptance' }]),
    }),
  }),
});

export const { useCheckPortalTermsQuery, useAcceptPortalTermsMutation } = termsAcceptanceApi;
