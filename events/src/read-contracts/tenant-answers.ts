import Type from 'typebox';
import { BusinessLimits } from '../platform-config/business-limits.ts';
import { PlatformConfigLists } from '../platform-config/config-lists.ts';
import { ColorPalette, Contact } from '../sales-partner/sales-partner-fields.ts';
import { Nullable } from './envelope.ts';

// The public answers of spec section 7 that depend on the partner serving a host: what the
// shell shows before anybody logs in.

/** `GET /api/getConfigDB/{domain}`: the branding of the partner on this host, or the platform default. */
export const DesignConfig = Type.Object({
  color: Type.String({ description: '#RRGGBB' }),
  colorPalette: ColorPalette,
  salesPartnerId: Nullable(Type.String()),
  name: Nullable(Type.String({ description: "the partner's name, for titles and greetings (an addition to the spec's fields)" })),
  type: Type.Union([Type.Literal('salesPartner'), Type.Literal('default')]),
  faviconUrl: Nullable(Type.String()),
  logoUrl: Nullable(Type.String()),
  publicRegistration: Type.Boolean({ description: 'visitors may register here (an addition: the UI offers /registration only then)' }),
});
export type DesignConfig = Type.Static<typeof DesignConfig>;

/** `GET /api/getContact/{domain}`: the partner's contact block, as its profile holds it. */
export const PartnerContact = Contact;
export type PartnerContact = Type.Static<typeof PartnerContact>;

/** A portal terms document (spec section 4, "Terms document"); `GET /api/termsConditionsPortal/{locale}/{domain}` lists them. */
export const TermsDocument = Type.Object({ id: Type.String(), name: Type.String() });
export type TermsDocument = Type.Static<typeof TermsDocument>;

/**
 * `GET /api/getConfigSelect/{domain}`: the platform configuration lists, and in
 * `marketareasAllObjSP` the market areas of the partner on this host (elsewhere every active one).
 * `businessLimits` (an addition, ADR 0020) lets forms and the upload preview check what the
 * commands will.
 */
export const ConfigSelect = Type.Object({
  ...PlatformConfigLists.properties,
  marketareasAllObjSP: PlatformConfigLists.properties.marketareasAllObj,
  businessLimits: BusinessLimits,
});
export type ConfigSelect = Type.Static<typeof ConfigSelect>;
