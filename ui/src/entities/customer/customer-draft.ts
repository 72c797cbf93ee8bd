import type { CommandData } from '@portal/events/commands';
import { Firmname } from '@portal/events/validation';
import Value from 'typebox/value';
import {
  billingAddressErrors,
  billingAddressFromApi,
  billingAddressPayload,
  type BillingAddressValue,
  type ContactLanguage,
  contactErrors,
  contactFromApi,
  contactPayload,
  type ContactValue,
  emptyBillingAddress,
  emptyContact,
} from '@/components/forms/contact-form.ts';
import { type FieldErrors, type FieldMessage, mergeFieldErrors } from '@/components/forms/field-errors.ts';
import type { RuleLists } from '@/lib/config-select.ts';
import type { CustomerDetail } from './customer-api.ts';
import type { CustomerType } from '@/entities/session/session-api.ts';

// The customer form (new customer, the overview's contact tab, company and personal details)
// as pure data: what the user typed, its checks (the contact and address ones are the shared
// contact form's) and the command data it sends.

export type Currency = 'CHF' | 'EUR';
export const CURRENCIES: readonly Currency[] = ['CHF', 'EUR'];

export interface CustomerDraft {
  customerType: CustomerType | null;
  firmname: string;
  contact: ContactValue;
  /** Off: invoices go to the contact address and billingAddress is sent as null. */
  separateBilling: boolean;
  billingAddress: BillingAddressValue;
  currencies: Currency[];
}

export function emptyDraft(customerType: CustomerType | null = null, language: ContactLanguage = 'de'): CustomerDraft {
  return { customerType, firmname: '', contact: emptyContact(language), separateBilling: false, billingAddress: emptyBillingAddress(), currencies: ['CHF'] };
}

export function draftFromDetail(detail: CustomerDetail): CustomerDraft {
  return {
    customerType: detail.customerType,
    firmname: detail.firmname ?? '',
    contact: contactFromApi((detail.contact ?? {}) as unknown as Record<string, string>),
    separateBilling: detail.billingAddress !== null,
    billingAddress: detail.billingAddress ? billingAddressFromApi(detail.billingAddress) : emptyBillingAddress(),
    currencies: detail.currencies.filter((c): c is Currency => (CURRENCIES as readonly string[]).includes(c)),
  };
}

/** The profile part every customer command carries; send only once `draftErrors` is empty. */
export function profileOf(draft: CustomerDraft): Omit<CommandData<'ChangeCustomer'>, 'customerId'> {
  return {
    firmname: draft.customerType === 'FI' ? draft.firmname.trim() : null,
    contact: contactPayload(draft.contact),
    billingAddress: draft.separateBilling ? billingAddressPayload(draft.billingAddress) : null,
    currencies: [...draft.currencies],
  };
}

/** CreateCustomer: the contact's first user's id (the server numbers the customer). */
export function createCustomerData(draft: CustomerDraft, ids: { userId: string }): CommandData<'CreateCustomer'> {
  if (!draft.customerType) throw new Error('createCustomerData: choose a customer type first');
  return { customerType: draft.customerType, ...profileOf(draft), user: { userId: ids.userId } };
}

export function changeCustomerData(customerId: string, draft: CustomerDraft): CommandData<'ChangeCustomer'> {
  return { customerId, ...profileOf(draft) };
}

const under = (prefix: string, errors: FieldErrors): FieldErrors => Object.fromEntries(Object.entries(errors).map(([path, m]) => [`${prefix}.${path}`, m]));

/**
 * Every finding of the form by path (`firmname`, `contact.zipCode`, `billingAddress.place`):
 * the type, the firm name of a firm, at least one currency (spec section 5, "Required
 * choices"), the contact and, when chosen, the billing address.
 *
 * @example draftErrors(emptyDraft('FI'), config).firmname // { key: 'errorInfo.required', params: {} }
 */
export function draftErrors(draft: CustomerDraft, config: RuleLists): FieldErrors {
  const own: Record<string, FieldMessage> = {};
  const required = { key: 'errorInfo.required', params: {} };
  if (!draft.customerType) own.customerType = required;
  if (draft.customerType === 'FI') {
    if (draft.firmname.trim() === '') own.firmname = required;
    else if (!Value.Check(Firmname, draft.firmname.trim())) own.firmname = { key: 'errorInfo.invalid', params: {} };
  }
  if (draft.currencies.length === 0) own.currencies = required;
  return mergeFieldErrors(
    own,
    under('contact', contactErrors(draft.contact, config)),
    draft.separateBilling ? under('billingAddress', billingAddressErrors(draft.billingAddress, config)) : {},
  );
}

export function toggleCurrency(currencies: readonly Currency[], currency: Currency): Currency[] {
  return currencies.includes(currency) ? currencies.filter((c) => c !== currency) : CURRENCIES.filter((c) => c === currency || currencies.includes(c));
}
