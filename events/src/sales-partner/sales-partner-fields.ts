import Type from 'typebox';
import { Firmname, Mail, Name, PhoneNumber, StreetNr, Subdomain, Website } from '../validation/text-fields.ts';

/**
 * Field schemas of the sales partner (spec section 3) with the validation rules of spec section
 * 5 that need no configuration. Rules that do (zip per country, phone prefixes, X-codes,
 * market areas) are the decider's, against the platform configuration.
 */

// The text rules of spec section 5 are defined once, in ../validation (shared with the UI).
const Text = Name;
const FirmName = Firmname;
const Phone = PhoneNumber;
export { FirmName, Mail, Phone, Subdomain, Text, Website };

/** A full host name as the browser sends it in Host (without the port); matched case-insensitively. */
export const HostName = Type.String({
  minLength: 1,
  maxLength: 253,
  pattern: '^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$',
});

/** Checked against the country's zip pattern by the decider. */
export const ZipCode = Type.String({ minLength: 1, maxLength: 10, pattern: '^[0-9A-Za-z -]+$' });

export const CountryCode = Type.Union([Type.Literal('CH'), Type.Literal('DE')]);
export const Currency = Type.Union([Type.Literal('CHF'), Type.Literal('EUR')]);
export const ConfigId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' });
const Code = Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z-]+$' });

export const Address = Type.Object(
  { street: Text, streetNr: StreetNr, zipCode: ZipCode, place: Text, country: CountryCode },
  { additionalProperties: false },
);

export const Contact = Type.Object(
  {
    name: Text,
    street: Text,
    streetNr: Text,
    zipCode: ZipCode,
    place: Text,
    phone: Phone,
    mail: Mail,
    website: Website,
    opentopublic: Type.Boolean({ description: 'show the contact block to visitors' }),
  },
  { additionalProperties: false },
);

export const XCode = Type.Object(
  { balanceGroup: Type.Optional(Code), supplier: Type.Optional(Code) },
  { additionalProperties: false, description: 'EIC X-codes of the balance group and the supplier' },
);

export const BasicSupply = Type.Object(
  { marketArea: Type.Optional(ConfigId), consumptionMeteringPoint: Type.Optional(Code), productionMeteringPoint: Type.Optional(Code) },
  { additionalProperties: false, description: 'basic-supply market area and metering points' },
);

/** Every field of a sales partner except its id and design; commands replace it whole. */
export const salesPartnerProfileFields = {
  name: FirmName,
  subdomain: Subdomain,
  domains: Type.Array(HostName, { minItems: 1, maxItems: 10 }),
  website: Website,
  mail: Mail,
  phone: Phone,
  address: Address,
  currencies: Type.Array(Currency, { minItems: 1, maxItems: 2, uniqueItems: true }),
  marketAreas: Type.Array(ConfigId, { minItems: 1, maxItems: 50 }),
  internal: Type.Boolean(),
  xCode: XCode,
  basicSupply: BasicSupply,
  communicationMail: Mail,
  active: Type.Boolean({ description: 'offers can be concluded' }),
  publicRegistration: Type.Boolean({ description: 'visitors may register on this partner\'s portal' }),
  contact: Contact,
};
export const SalesPartnerProfile = Type.Object(salesPartnerProfileFields, { additionalProperties: false });
export type SalesPartnerProfile = Type.Static<typeof SalesPartnerProfile>;

export const Color = Type.String({ pattern: '^#[0-9A-Fa-f]{6}$', description: '#RRGGBB' });
export const ColorPalette = Type.Union([Type.Literal('cold'), Type.Literal('warm')]);
export const BlobHash = Type.String({ pattern: '^[0-9a-f]{64}$', description: 'sha256 of a stored blob (POST /api/uploads)' });
export const TermsLanguage = Type.Union([Type.Literal('de'), Type.Literal('en'), Type.Literal('fr')]);

/** A document name, also its download file name: no path or control characters. */
export const DocumentName = Type.String({ minLength: 1, maxLength: 255, pattern: '^(?=.*\\S)[^\\\\/:*?"<>|\\u0000-\\u001f]+$' });

/** A partner's design: what ChangeSalesPartnerDesign sends and SalesPartnerDesignChanged records, beside the id. */
export const salesPartnerDesignFields = {
  color: Color,
  colorPalette: ColorPalette,
  logo: Type.Union([BlobHash, Type.Null()], { description: 'PNG or JPEG blob, or null for the default logo' }),
  favicon: Type.Union([BlobHash, Type.Null()], { description: 'PNG or ICO blob, or null for the default favicon' }),
};
