import { Language, Mail, Name, Phone, PhonePrefix, phonePartsProblem, Place, Postbox, Prename, Street, StreetNr, Website, zipCodeProblem } from '@portal/events/validation';
import type { CustomerContact as CustomerContactSchema } from '@portal/events/customer-fields';
import type { Static } from 'typebox';
import type { RuleLists } from '@/lib/config-select.ts';
import { choiceCheck, fromRule, schemaCheck } from './field-checks.ts';
import { collectFieldErrors, type FieldErrors, type FieldMessage } from './field-errors.ts';

// The customer contact of docs/identity-api.md (CustomerContact) and the billing address
// (BillingAddress) as form values: strings while editing, checked with the shared schemas and
// config rules, turned into the API's shape (optional fields left out when empty) on send.

type CustomerContact = Static<typeof CustomerContactSchema>;
export type Country = CustomerContact['country'];
export type Sex = CustomerContact['sex'];
export type ContactLanguage = CustomerContact['language'];

export interface AddressValue {
  street: string;
  streetNr: string;
  postbox: string;
  zipCode: string;
  place: string;
  country: Country | '';
}

export interface ContactValue extends AddressValue {
  sex: Sex | '';
  prename: string;
  name: string;
  mail: string;
  phoneprefix: string;
  phone: string;
  language: ContactLanguage;
  canton: string;
  website: string;
}

export interface BillingAddressValue extends AddressValue {
  firmname: string;
  prename: string;
  name: string;
}

const emptyAddress: AddressValue = { street: '', streetNr: '', postbox: '', zipCode: '', place: '', country: '' };

export const emptyContact = (language: ContactLanguage = 'de'): ContactValue => ({
  ...emptyAddress,
  sex: '',
  prename: '',
  name: '',
  mail: '',
  phoneprefix: '',
  phone: '',
  language,
  canton: '',
  website: '',
});

export const emptyBillingAddress = (): BillingAddressValue => ({ ...emptyAddress, firmname: '', prename: '', name: '' });

/** The cantons or states of a country (platform configuration), empty before a country is chosen. */
export function statesOf(config: RuleLists, country: string): { id: string; name: string }[] {
  return config.countryInfoAll.find((c) => c.country === country)?.states ?? [];
}

/** The phone prefixes of the active countries, the chosen country's first. */
export function phonePrefixesOf(config: RuleLists, country: string): string[] {
  const ordered = [...config.countryInfoAll].sort((a, b) => Number(b.country === country) - Number(a.country === country));
  return [...new Set(ordered.flatMap((c) => c.phonePrefixes.map((p) => p.phoneprefix)))];
}

function addressChecks(address: AddressValue, config: RuleLists): Record<string, FieldMessage | null> {
  const zipCode = address.zipCode.trim();
  return {
    street: schemaCheck(Street, address.street, 'errorInfo.text'),
    streetNr: schemaCheck(StreetNr, address.streetNr, 'errorInfo.text'),
    postbox: schemaCheck(Postbox, address.postbox, 'errorInfo.text', { optional: true }),
    country: choiceCheck(address.country),
    // The zip pattern depends on the country: without one there is nothing to check it against yet.
    zipCode: zipCode === '' ? choiceCheck('') : address.country === '' ? null : fromRule(zipCodeProblem(config, address.country, zipCode, 'zipCode')),
    place: schemaCheck(Place, address.place, 'errorInfo.text'),
  };
}

/**
 * The contact's field errors (paths relative to the contact). Canton is required where the
 * country has cantons or states (spec section 5, "Required choices").
 */
export function contactErrors(contact: ContactValue, config: RuleLists): FieldErrors {
  const prefixError = schemaCheck(PhonePrefix, contact.phoneprefix, 'errorInfo.phonePrefixUnknown');
  const phoneError =
    schemaCheck(Phone, contact.phone, 'errorInfo.phone') ??
    (prefixError ? null : fromRule(phonePartsProblem(config, contact.phoneprefix, contact.phone.trim(), 'phone')));
  return collectFieldErrors({
    sex: choiceCheck(contact.sex),
    prename: schemaCheck(Prename, contact.prename, 'errorInfo.text'),
    name: schemaCheck(Name, contact.name, 'errorInfo.text'),
    mail: schemaCheck(Mail, contact.mail.trim(), 'errorInfo.invalidMail'),
    phoneprefix: prefixError,
    phone: phoneError,
    language: schemaCheck(Language, contact.language, 'errorInfo.invalid'),
    ...addressChecks(contact, config),
    canton: statesOf(config, contact.country).length > 0 ? choiceCheck(contact.canton) : null,
    website: schemaCheck(Website, contact.website.trim(), 'errorInfo.website', { optional: true }),
  });
}

/** The billing address's field errors; the names are optional (the contact's apply then). */
export function billingAddressErrors(address: BillingAddressValue, config: RuleLists): FieldErrors {
  return collectFieldErrors({
    prename: schemaCheck(Prename, address.prename, 'errorInfo.text', { optional: true }),
    name: schemaCheck(Name, address.name, 'errorInfo.text', { optional: true }),
    ...addressChecks(address, config),
  });
}

const optional = <K extends string>(key: K, value: string): Partial<Record<K, string>> =>
  value.trim() === '' ? {} : ({ [key]: value.trim() } as Record<K, string>);

function addressPayload(address: AddressValue) {
  return {
    street: address.street.trim(),
    streetNr: address.streetNr.trim(),
    ...optional('postbox', address.postbox),
    zipCode: address.zipCode.trim(),
    place: address.place.trim(),
    country: address.country as Country,
  };
}

/** The contact as the API takes it; call only once `contactErrors` found nothing. */
export function contactPayload(contact: ContactValue) {
  return {
    sex: contact.sex as Sex,
    prename: contact.prename.trim(),
    name: contact.name.trim(),
    mail: contact.mail.trim(),
    phoneprefix: contact.phoneprefix,
    phone: contact.phone.trim(),
    language: contact.language,
    ...addressPayload(contact),
    ...optional('canton', contact.canton),
    ...optional('website', contact.website),
  };
}

export function billingAddressPayload(address: BillingAddressValue) {
  return { ...optional('firmname', address.firmname), ...optional('prename', address.prename), ...optional('name', address.name), ...addressPayload(address) };
}

/** A form value from what the API answers (CustomerDetail.contact), for editing. */
export function contactFromApi(contact: Partial<Record<keyof ContactValue, string>>): ContactValue {
  const base = emptyContact();
  const merged = Object.fromEntries(Object.keys(base).map((k) => [k, contact[k as keyof ContactValue] ?? base[k as keyof ContactValue]]));
  return merged as unknown as ContactValue;
}

export function billingAddressFromApi(address: Partial<Record<keyof BillingAddressValue, string>>): BillingAddressValue {
  const base = emptyBillingAddress();
  return Object.fromEntries(Object.keys(base).map((k) => [k, address[k as keyof BillingAddressValue] ?? ''])) as unknown as BillingAddressValue;
}
