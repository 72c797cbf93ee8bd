import { keysetSearch, type KeysetArgs, type KeysetPage } from '@/components/grid/keyset-paging.ts';
import type { UserRow } from '@/entities/user/user-draft.ts';
import { api } from '@/lib/api.ts';
import type { Palette } from '@/lib/tenant.ts';

// The admin's reads of sales partners (docs/identity-api.md, "Read routes"). The commands that
// change them, with the tags they make stale, are in partner-commands.ts.

export type Currency = 'CHF' | 'EUR';
export type Country = 'CH' | 'DE';

export interface SalesPartnerRow {
  id: string;
  name: string;
  subdomain: string;
  domains: string[];
  mail: string;
  phone: string;
  place: string;
  country: Country;
  currencies: Currency[];
  marketAreas: string[];
  active: boolean;
  publicRegistration: boolean;
  internal: boolean;
  updatedAt: string;
}

/** SalesPartnerProfile of events/src/sales-partner/sales-partner-fields.ts. */
export interface SalesPartnerProfile {
  name: string;
  subdomain: string;
  domains: string[];
  website: string;
  mail: string;
  phone: string;
  address: { street: string; streetNr: string; zipCode: string; place: string; country: Country };
  currencies: Currency[];
  marketAreas: string[];
  internal: boolean;
  xCode: { balanceGroup?: string; supplier?: string };
  basicSupply: { marketArea?: string; consumptionMeteringPoint?: string; productionMeteringPoint?: string };
  communicationMail: string;
  active: boolean;
  publicRegistration: boolean;
  contact: { name: string; street: string; streetNr: string; zipCode: string; place: string; phone: string; mail: string; website: string; opentopublic: boolean };
}

export interface SalesPartnerDesign {
  color: string;
  colorPalette: Palette;
  logo: string | null;
  favicon: string | null;
}

export interface SalesPartnerDetail extends SalesPartnerProfile {
  id: string;
  design: SalesPartnerDesign | null;
  updatedAt: string;
}

/** One published version of a partner's document template (a PDF). */
export interface DocumentTemplateRow {
  version: number;
  language: 'de' | 'en' | 'fr';
  name: string;
  publishedAt: string;
  /** No newer version of the same language and name exists. */
  current?: boolean;
}

const partnerTag = (id: string) => ({ type: 'SALES_PARTNER' as const, id });
const base = (id: string) => `/apiadmin/salesPartners/${encodeURIComponent(id)}`;

export const salesPartnersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSalesPartners: build.query<KeysetPage<SalesPartnerRow>, KeysetArgs>({
      query: (args) => `/apiadmin/salesPartners?${keysetSearch(args)}`,
      providesTags: (page) => [{ type: 'SALES_PARTNER', id: 'LIST' }, ...(page?.rows ?? []).map((row) => partnerTag(row.id))],
    }),
    getSalesPartner: build.query<SalesPartnerDetail, string>({
      query: base,
      providesTags: (_result, _error, id) => [partnerTag(id), { type: 'DESIGN', id }],
    }),
    getSalesPartnerUsers: build.query<UserRow[], string>({
      query: (id) => `${base(id)}/users`,
      providesTags: (users, _error, id) => [{ type: 'USER', id: `partner-${id}` }, ...(users ?? []).map((u) => ({ type: 'USER' as const, id: u.id }))],
    }),
    getDocumentTemplates: build.query<DocumentTemplateRow[], string>({
      query: (id) => `${base(id)}/documentTemplates`,
      providesTags: (_result, _error, id) => [{ type: 'DOCUMENT_TEMPLATE', id }],
    }),
  }),
});

export const { useListSalesPartnersQuery, useGetSalesPartnerQuery, useGetSalesPartnerUsersQuery, useGetDocumentTemplatesQuery } = salesPartnersApi;
