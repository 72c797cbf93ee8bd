import { SalesPartnerRow as SalesPartnerRowSchema, type SalesPartnerRow } from '@portal/events/read-contracts';
import { keysetSearch, type KeysetArgs, type KeysetPage } from '@/components/grid/keyset-paging.ts';
import { api } from '@/lib/api.ts';
import { patchFromSocket } from '@/lib/row-changes.ts';
import { conforms, pagePatch } from '@/lib/row-patches.ts';

// The admin's list of sales partners (docs/identity-api.md, "Read routes"). Shared because the
// partner management pages it and the admin's dashboard counts it.

const partnerTag = (id: string) => ({ type: 'SALES_PARTNER' as const, id });

export const salesPartnerListApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSalesPartners: build.query<KeysetPage<SalesPartnerRow>, KeysetArgs>({
      query: (args) => `/apiadmin/salesPartners?${keysetSearch(args)}`,
      providesTags: (page) => [{ type: 'SALES_PARTNER', id: 'LIST' }, ...(page?.rows ?? []).map((row) => partnerTag(row.id))],
      onCacheEntryAdded: patchFromSocket('SALES_PARTNER', pagePatch(conforms(SalesPartnerRowSchema), (row) => row.name), () => [{ type: 'SALES_PARTNER', id: 'LIST' }]),
    }),
  }),
});

export const { useListSalesPartnersQuery } = salesPartnerListApi;
