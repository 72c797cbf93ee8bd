import { HostName, SalesPartnerProfile as ProfileSchema } from '@portal/events/sales-partner-fields';
import {
  countryProblem,
  duplicateProblem,
  Firmname,
  Mail,
  marketAreaProblem,
  meteringPointProblem,
  Name,
  notEmptyProblem,
  PhoneNumber,
  phoneProblem,
  Place,
  reservedWordProblem,
  Street,
  StreetNr,
  Subdomain,
  Website,
  xCodeProblem,
  zipCodeProblem,
} from '@portal/events/validation';
import Value from 'typebox/value';
import { choiceCheck, fromRule, required, schemaCheck } from '@/components/forms/field-checks.ts';
import { type FieldErrors, type FieldMessage, mergeFieldErrors } from '@/components/forms/field-errors.ts';
import type { RuleLists } from '@/lib/config-select.ts';
import type { Country, Currency, SalesPartnerDetail, SalesPartnerProfile } from './api.ts';

// The sales partner form of spec section 3 as values (strings while typing), checked with the
// shared schemas and the same config rules as the command API (command-api/src/sales-partner/
// profile-rules.ts). Field paths are the API's without `data.`, so a refusal lands on its field.

export interface PartnerDraft {
  name: string;
  subdomain: string;
  domains: string[];
  website: string;
  mail: string;
  phone: string;
  address: { street: string; streetNr: string; zipCode: string; place: string; country: Country | '' };
  currencies: Currency[];
  marketAreas: string[];
  internal: boolean;
  xCode: { balanceGroup: string; supplier: string };
  basicSupply: { marketArea: string; consumptionMeteringPoint: string; productionMeteringPoint: string };
  communicationMail: string;
  active: boolean;
  publicRegistration: boolean;
  contact: { name: string; street: string; streetNr: string; zipCode: string; place: string; phone: string; mail: string; website: string; opentopublic: boolean };
}

export const emptyPartnerDraft: PartnerDraft = {
  name: '',
  subdomain: '',
  domains: [''],
  website: '',
  mail: '',
  phone: '',
  address: { street: '', streetNr: '', zipCode: '', place: '', country: 'CH' },
  currencies: ['CHF'],
  marketAreas: [''],
  internal: false,
  xCode: { balanceGroup: '', supplier: '' },
  basicSupply: { marketArea: '', consumptionMeteringPoint: '', productionMeteringPoint: '' },
  communicationMail: '',
  active: true,
  publicRegistration: false,
  contact: { name: '', street: '', streetNr: '', zipCode: '', place: '', phone: '', mail: '', website: '', opentopublic: true },
};

export function partnerDraftOf(detail: SalesPartnerDetail): PartnerDraft {
  const { xCode, basicSupply } = detail;
  return {
    ...emptyPartnerDraft,
    ...pickProfile(detail),
    domains: detail.domains.length > 0 ? [...detail.domains] : [''],
    marketAreas: detail.marketAreas.length > 0 ? [...detail.marketAreas] : [''],
    xCode: { balanceGroup: xCode.balanceGroup ?? '', supplier: xCode.supplier ?? '' },
    basicSupply: {
      marketArea: basicSupply.marketArea ?? '',
      consumptionMeteringPoint: basicSupply.consumptionMeteringPoint ?? '',
      productionMeteringPoint: basicSupply.productionMeteringPoint ?? '',
    },
  };
}

function pickProfile(d: SalesPartnerDetail) {
  const { name, subdomain, website, mail, phone, address, currencies, internal, communicationMail, active, publicRegistration, contact } = d;
  return { name, subdomain, website, mail, phone, address: { ...address }, currencies: [...currencies], internal, communicationMail, active, publicRegistration, contact: { ...contact } };
}

const optional = <T extends Record<string, string>>(values: T): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== '').map(([k, v]) => [k, v.trim()])) as Partial<T>;

/** The profile the commands take (CreateSalesPartner and ChangeSalesPartner add the id). */
export function profileOf(draft: PartnerDraft): SalesPartnerProfile {
  const trim = <T extends Record<string, string | boolean>>(o: T): T =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as T;
  return {
    name: draft.name.trim(),
    subdomain: draft.subdomain.trim().toLowerCase(),
    domains: draft.domains.map((d) => d.trim().toLowerCase()).filter((d) => d !== ''),
    website: draft.website.trim(),
    mail: draft.mail.trim(),
    phone: draft.phone.trim(),
    address: trim(draft.address) as SalesPartnerProfile['address'],
    currencies: [...draft.currencies],
    marketAreas: draft.marketAreas.filter((m) => m !== ''),
    internal: draft.internal,
    xCode: optional(draft.xCode),
    basicSupply: optional(draft.basicSupply),
    communicationMail: draft.communicationMail.trim(),
    active: draft.active,
    publicRegistration: draft.publicRegistration,
    contact: trim(draft.contact),
  };
}

const text = (value: string) => schemaCheck(Name, value, 'errorInfo.text');

/**
 * Every finding of the form by field path ("contact.mail", "domains.1"); empty when it can be sent.
 * The config rules run once getConfigSelect has answered.
 */
export function partnerDraftErrors(draft: PartnerDraft, config?: RuleLists): FieldErrors {
  const own: Record<string, FieldMessage | null> = {
    name: schemaCheck(Firmname, draft.name, 'errorInfo.invalid') ?? fromRule(reservedWordProblem(draft.name, 'name')),
    subdomain: schemaCheck(Subdomain, draft.subdomain.trim().toLowerCase(), 'salesPartners.errors.subdomain'),
    domains: fromRule(notEmptyProblem(draft.domains.filter((d) => d.trim() !== ''), 'domains', 'host name')),
    website: schemaCheck(Website, draft.website.trim(), 'errorInfo.website'),
    mail: schemaCheck(Mail, draft.mail.trim(), 'errorInfo.invalidMail'),
    phone: schemaCheck(PhoneNumber, draft.phone.trim(), 'errorInfo.phone') ?? (config ? fromRule(phoneProblem(config, draft.phone, 'phone')) : null),
    'address.street': schemaCheck(Street, draft.address.street, 'errorInfo.text'),
    'address.streetNr': schemaCheck(StreetNr, draft.address.streetNr, 'errorInfo.text'),
    'address.place': schemaCheck(Place, draft.address.place, 'errorInfo.text'),
    'address.country': choiceCheck(draft.address.country) ?? (config ? fromRule(countryProblem(config, draft.address.country, 'address.country')) : null),
    'address.zipCode': draft.address.zipCode.trim() === '' ? required : config ? fromRule(zipCodeProblem(config, draft.address.country || undefined, draft.address.zipCode.trim(), 'address.zipCode')) : null,
    currencies: fromRule(notEmptyProblem(draft.currencies, 'currencies', 'currency')),
    marketAreas: fromRule(notEmptyProblem(draft.marketAreas.filter((m) => m !== ''), 'marketAreas', 'market area')),
    communicationMail: schemaCheck(Mail, draft.communicationMail.trim(), 'errorInfo.invalidMail'),
    'contact.name': text(draft.contact.name),
    'contact.street': text(draft.contact.street),
    'contact.streetNr': text(draft.contact.streetNr),
    'contact.place': text(draft.contact.place),
    'contact.zipCode': draft.contact.zipCode.trim() === '' ? required : config ? fromRule(zipCodeProblem(config, undefined, draft.contact.zipCode.trim(), 'contact.zipCode')) : null,
    'contact.phone': schemaCheck(PhoneNumber, draft.contact.phone.trim(), 'errorInfo.phone') ?? (config ? fromRule(phoneProblem(config, draft.contact.phone, 'contact.phone')) : null),
    'contact.mail': schemaCheck(Mail, draft.contact.mail.trim(), 'errorInfo.invalidMail'),
    'contact.website': schemaCheck(Website, draft.contact.website.trim(), 'errorInfo.website'),
  };
  draft.domains.forEach((d, i) => {
    if (d.trim() !== '') own[`domains.${i}`] = schemaCheck(HostName, d.trim(), 'salesPartners.errors.hostName');
  });
  Object.assign(own, duplicateAt(draft.domains.map((d) => d.trim().toLowerCase()), 'domains', 'host name'));
  draft.marketAreas.forEach((m, i) => {
    own[`marketAreas.${i}`] = m === '' ? (draft.marketAreas.length > 1 ? required : null) : config ? fromRule(marketAreaProblem(config, m, `marketAreas.${i}`)) : null;
  });
  Object.assign(own, duplicateAt(draft.marketAreas, 'marketAreas', 'market area'));
  if (config) Object.assign(own, configOnlyErrors(draft, config));
  const errors = Object.fromEntries(Object.entries(own).filter((e): e is [string, FieldMessage] => e[1] !== null));
  // Whatever the field checks let through, the command's schema still refuses: say where.
  return mergeFieldErrors(errors, schemaErrors(profileOf(draft)));
}

const nonEmpty = (values: string[]) => values.filter((v) => v !== '');

/** A value listed twice, at its second occurrence; empty rows are "required", not duplicates. */
function duplicateAt(values: string[], field: string, what: string): Record<string, FieldMessage | null> {
  const found = duplicateProblem(values.map((v, i) => (v === '' ? `\u0000${i}` : v)), field, what);
  return found ? { [found.field]: fromRule(found) } : {};
}

function configOnlyErrors(draft: PartnerDraft, config: RuleLists): Record<string, FieldMessage | null> {
  const country = draft.address.country || undefined;
  const found: Record<string, FieldMessage | null> = {};
  for (const key of ['balanceGroup', 'supplier'] as const) {
    const code = draft.xCode[key].trim();
    if (code !== '') found[`xCode.${key}`] = fromRule(xCodeProblem(config, country, code, `xCode.${key}`));
  }
  const supplyArea = draft.basicSupply.marketArea;
  if (supplyArea !== '' && !draft.marketAreas.includes(supplyArea)) found['basicSupply.marketArea'] = { key: 'errorInfo.marketArea', params: { marketArea: supplyArea } };
  const marketAreas = supplyArea !== '' ? [supplyArea] : nonEmpty(draft.marketAreas);
  for (const key of ['consumptionMeteringPoint', 'productionMeteringPoint'] as const) {
    const code = draft.basicSupply[key].trim();
    if (code !== '') found[`basicSupply.${key}`] = fromRule(meteringPointProblem(config, { marketAreas }, code, `basicSupply.${key}`));
  }
  return found;
}

/** The command schema's own findings, at their paths ("/contact/mail" → "contact.mail"). */
export function schemaErrors(profile: SalesPartnerProfile): FieldErrors {
  const errors: Record<string, FieldMessage> = {};
  for (const error of Value.Errors(ProfileSchema, profile)) {
    const path = error.instancePath.split('/').filter(Boolean).join('.');
    if (path !== '') errors[path] ??= { key: 'errorInfo.invalid', params: {} };
  }
  return errors;
}
