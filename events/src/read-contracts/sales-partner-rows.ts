import Type from 'typebox';
import { Color, ColorPalette, CountryCode, Currency, SalesPartnerProfile, TermsLanguage } from '../sales-partner/sales-partner-fields.ts';
import { Nullable } from './envelope.ts';

/** docs/identity-api.md `SalesPartnerRow`: one line of the admin's partner list (`GET /apiadmin/salesPartners`). */
export const SalesPartnerRow = Type.Object({
  id: Type.String(),
  name: Type.String(),
  subdomain: Type.String(),
  domains: Type.Array(Type.String()),
  mail: Type.String(),
  phone: Type.String(),
  place: Type.String(),
  country: CountryCode,
  currencies: Type.Array(Currency),
  marketAreas: Type.Array(Type.String()),
  active: Type.Boolean(),
  publicRegistration: Type.Boolean(),
  internal: Type.Boolean(),
  updatedAt: Type.String(),
});
export type SalesPartnerRow = Type.Static<typeof SalesPartnerRow>;

/** A partner's design; logo and favicon are blob hashes (POST /api/uploads), null for the platform default. */
export const SalesPartnerDesign = Type.Object({
  color: Color,
  colorPalette: ColorPalette,
  logo: Nullable(Type.String()),
  favicon: Nullable(Type.String()),
});
export type SalesPartnerDesign = Type.Static<typeof SalesPartnerDesign>;

/**
 * docs/identity-api.md `SalesPartnerDetail` (`GET /apiadmin/salesPartners/{id}`, `GET /api/account`):
 * the whole profile (status included), the design (null until one is set) and the id. The
 * `sales-partners` view stores it as it is, with its bookkeeping beside.
 */
export const SalesPartnerDetail = Type.Object({ ...SalesPartnerProfile.properties, id: Type.String(), design: Nullable(SalesPartnerDesign), updatedAt: Type.String() });
export type SalesPartnerDetail = Type.Static<typeof SalesPartnerDetail>;

/** One published version of a partner's document template; the PDF is at `url`. */
export const DocumentTemplateRow = Type.Object({
  salesPartnerId: Type.String(),
  version: Type.Integer(),
  language: TermsLanguage,
  name: Type.String(),
  publishedAt: Type.String(),
  current: Type.Boolean({ description: 'the newest version of its language and name' }),
  url: Type.String({ description: 'the PDF, followed by ---eof---' }),
});
export type DocumentTemplateRow = Type.Static<typeof DocumentTemplateRow>;
