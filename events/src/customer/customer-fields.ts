import Type from 'typebox';
import { Firmname, Mail, Name, Phone, PhonePrefix, Place, Postbox, Prename, Street, StreetNr, Website } from '../validation/text-fields.ts';
import { CountryCode, Currency, ZipCode } from '../sales-partner/sales-partner-fields.ts';
import { numberIdPattern } from '../validation/number-ids.ts';

/**
 * Field schemas of a customer (docs/identity-api.md: CustomerContact, BillingAddress) composed
 * from the shared text fields. The rules that need the platform configuration (zip per country,
 * phone prefix and length, canton, "(auto)") are the decider's: command-api/src/customer/customer-rules.ts.
 */

const strict = { additionalProperties: false } as const;

export const CustomerType = Type.Union([Type.Literal('FI'), Type.Literal('PR')], { description: 'FI: firm, PR: private person' });
export type CustomerType = Type.Static<typeof CustomerType>;

/** A customer's id: its customer number, a whole number without sign or separators. */
export const CustomerId = Type.String({ pattern: numberIdPattern, maxLength: 15, description: 'the customer number (a whole number)' });

export const CustomerSex = Type.Union([Type.Literal('MR'), Type.Literal('MS'), Type.Literal('DIV')]);
export const CustomerLanguage = Type.Union([Type.Literal('de'), Type.Literal('en'), Type.Literal('fr')]);
export const Canton = Type.String({ minLength: 2, maxLength: 3, pattern: '^[A-Z]{2,3}$', description: 'canton or state id of the country (platform configuration)' });

/** The contact person (FI) or the customer (PR), with the address. */
export const CustomerContact = Type.Object(
  {
    sex: CustomerSex,
    prename: Prename,
    name: Name,
    mail: Mail,
    phoneprefix: PhonePrefix,
    phone: Phone,
    language: CustomerLanguage,
    street: Street,
    streetNr: StreetNr,
    postbox: Type.Optional(Postbox),
    zipCode: ZipCode,
    place: Place,
    country: CountryCode,
    canton: Type.Optional(Canton),
    website: Type.Optional(Website),
  },
  strict,
);
export type CustomerContact = Type.Static<typeof CustomerContact>;

/** Where invoices go when not to the contact address. */
export const BillingAddress = Type.Object(
  {
    firmname: Type.Optional(Firmname),
    prename: Type.Optional(Prename),
    name: Type.Optional(Name),
    street: Street,
    streetNr: StreetNr,
    postbox: Type.Optional(Postbox),
    zipCode: ZipCode,
    place: Place,
    country: CountryCode,
  },
  strict,
);
export type BillingAddress = Type.Static<typeof BillingAddress>;

export const CustomerCurrencies = Type.Array(Currency, { minItems: 1, maxItems: 2, uniqueItems: true });

/** A private customer has no firm name: null there, required for a firm (checked by the decider). */
export const CustomerFirmname = Type.Union([Firmname, Type.Null()]);

/** The fields a customer's create and change carry, apart from ids and type. */
export const customerProfileFields = {
  firmname: CustomerFirmname,
  contact: CustomerContact,
  billingAddress: Type.Union([BillingAddress, Type.Null()]),
  currencies: CustomerCurrencies,
};
export const CustomerProfile = Type.Object(customerProfileFields, strict);
export type CustomerProfile = Type.Static<typeof CustomerProfile>;
