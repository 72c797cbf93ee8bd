import {
  type DocumentTemplateRow,
  SalesPartnerDetail as SalesPartnerDetailSchema,
  type SalesPartnerDetail,
  UserRow as UserRowSchema,
} from '@portal/events/read-contracts';
import type { SalesPartnerProfile } from '@portal/events/sales-partner-fields';
import type { UserRow } from '@/entities/user/user-draft.ts';
import { api } from '@/lib/api.ts';
import { patchFromSocket } from '@/lib/row-changes.ts';
import { conforms, detailPatch, listPatch, userSortKey } from '@/lib/row-patches.ts';

// The admin's reads of sales partners (docs/identity-api.md, "Read routes"). The commands that
// change them, with the tags they make stale, are in partner-commands.ts.

// Rows and details of the read contract (events/src/read-contracts), as the views write them;
// the profile is the commands' own schema (events/src/sales-partner/sales-partner-fields.ts).
export type { DocumentTemplateRow, SalesPartnerDesign, SalesPartnerDetail, SalesPartnerRow } from '@portal/events/read-contracts';
export type { SalesPartnerProfile } from '@portal/events/sales-partner-fields';
export type Currency = SalesPartnerProfile['currencies'][number];
export type Country = SalesPartnerProfile['address']['country'];

// The list is the sales partner entity's read (the admin's dashboard counts it too).
export { useListSalesPartnersQuery } from '@/entities/sales-partner/sales-partner-api.ts';

const partnerTag = (id: string) => ({ type: 'SALES_PARTNER' as const, id });
const base = (id: string) => `/apiadmin/salesPartners/${encodeURIComponent(id)}`;

export const salesPartnersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSalesPartner: build.query<SalesPartnerDetail, string>({
      query: base,
      providesTags: (_result, _error, id) => [partnerTag(id), { type: 'DESIGN', id }],
      onCacheEntryAdded: patchFromSocket('SALES_PARTNER', detailPatch(conforms(SalesPartnerDetailSchema), 'detail'), (id) => [partnerTag(id)]),
    }),
    getSalesPartnerUsers: build.query<UserRow[], string>({
      query: (id) => `${base(id)}/users`,
      providesTags: (users, _error, id) => [{ type: 'USER', id: `partner-${id}` }, ...(users ?? []).map((u) => ({ type: 'USER' as const, id: u.id }))],
      onCacheEntryAdded: patchFromSocket(
        'USER',
        listPatch(conforms(UserRowSchema), userSortKey, (row, id: string) => row.role === 'salesPartner' && row.salesPartnerId === id),
        (id) => [{ type: 'USER', id: `partner-${id}` }],
      ),
    }),
    getDocumentTemplates: build.query<DocumentTemplateRow[], string>({
      query: (id) => `${base(id)}/documentTemplates`,
      providesTags: (_result, _error, id) => [{ type: 'DOCUMENT_TEMPLATE', id }],
    }),
  }),
});

export const { useGetSalesPartnerQuery, useGetSalesPartnerUsersQuery, useGetDocumentTemplatesQuery } = salesPartnersApi;
