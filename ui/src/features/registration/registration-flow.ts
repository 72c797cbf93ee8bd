import { Captcha, Firmname } from '@portal/events/validation';
import { billingAddressErrors, billingAddressPayload, contactErrors, contactPayload, type BillingAddressValue, type ContactValue, emptyBillingAddress, emptyContact } from '@/components/forms/contact-form.ts';
import { choiceCheck, schemaCheck } from '@/components/forms/field-checks.ts';
import { apiFieldErrors, collectFieldErrors, type FieldErrors, formPath, mergeFieldErrors } from '@/components/forms/field-errors.ts';
import type { RuleLists } from '@/lib/config-select.ts';
import type { Problem } from '@/lib/http.ts';

// Registration in the three steps of spec section 2 (address, contact, terms) as pure data: what
// each step checks, where a server refusal belongs, and the body of POST /api/registration/{type}.

export type CustomerType = 'FI' | 'PR';
export const registrationSteps = ['address', 'contact', 'terms'] as const;
export type RegistrationStep = (typeof registrationSteps)[number];

export interface RegistrationDraft {
  customerType: CustomerType;
  firmname: string;
  contact: ContactValue;
  /** Invoices to another address than the contact's. */
  separateBilling: boolean;
  billingAddress: BillingAddressValue;
  acceptTerms: boolean;
  captcha: string;
}

export const emptyDraft = (customerType: CustomerType, language: ContactValue['language'] = 'de'): RegistrationDraft => ({
  customerType,
  firmname: '',
  contact: emptyContact(language),
  separateBilling: false,
  billingAddress: emptyBillingAddress(),
  acceptTerms: false,
  captcha: '',
});

export const isCustomerType = (value: string | undefined): value is CustomerType => value === 'FI' || value === 'PR';

const addressFields = new Set(['street', 'streetNr', 'postbox', 'zipCode', 'place', 'country', 'canton']);

/** The step a field belongs to, so a refusal of the server takes the user back there. */
export function stepOfField(path: string): RegistrationStep {
  const [head, leaf = ''] = path.split('.');
  if (head === 'firmname' || head === 'billingAddress' || head === 'currencies') return 'address';
  if (head === 'contact') return addressFields.has(leaf) ? 'address' : 'contact';
  return 'terms';
}

const prefixed = (prefix: string, errors: FieldErrors): FieldErrors => Object.fromEntries(Object.entries(errors).map(([k, v]) => [`${prefix}.${k}`, v]));

/** Every field error of the draft, by form path ("contact.zipCode"). */
export function draftErrors(draft: RegistrationDraft, config: RuleLists): FieldErrors {
  return mergeFieldErrors(
    collectFieldErrors({ firmname: draft.customerType === 'FI' ? schemaCheck(Firmname, draft.firmname, 'errorInfo.invalid') : null }),
    prefixed('contact', contactErrors(draft.contact, config)),
    draft.separateBilling ? prefixed('billingAddress', billingAddressErrors(draft.billingAddress, config)) : {},
    collectFieldErrors({
      acceptTerms: draft.acceptTerms ? null : choiceCheck(''),
      captcha: schemaCheck(Captcha, draft.captcha.trim(), 'errorInfo.captcha'),
    }),
  );
}

/** The errors that keep one step from going on. */
export function stepErrors(step: RegistrationStep, draft: RegistrationDraft, config: RuleLists): FieldErrors {
  return Object.fromEntries(Object.entries(draftErrors(draft, config)).filter(([path]) => stepOfField(path) === step));
}

/** The first step with an error, or null when the whole draft can be sent. */
export function firstStepWithErrors(errors: FieldErrors): RegistrationStep | null {
  return registrationSteps.find((step) => Object.keys(errors).some((path) => stepOfField(path) === step)) ?? null;
}

/** The currency of the contact's country (configuration): a customer bills in its country's money. */
export function currenciesOf(config: RuleLists, country: string): string[] {
  const currency = config.configCountries.find((c) => c.id === country)?.currency;
  return currency ? [currency] : [];
}

/**
 * The body of POST /api/registration/{type} (docs/identity-api.md). The user id is made once per
 * page, so a repeated send after a lost answer cannot register a second user (ALREADY_REGISTERED
 * or CUSTOMER_ALREADY_EXISTS); the customer's number is the server's.
 */
export function registrationBody(draft: RegistrationDraft, ids: { userId: string; captchaId: string }, config: RuleLists) {
  return {
    captchaId: ids.captchaId,
    captcha: draft.captcha.trim(),
    userId: ids.userId,
    firmname: draft.customerType === 'FI' ? draft.firmname.trim() : null,
    contact: contactPayload(draft.contact),
    billingAddress: draft.separateBilling ? billingAddressPayload(draft.billingAddress) : null,
    currencies: currenciesOf(config, draft.contact.country),
    acceptTerms: true as const,
  };
}

// Refusals that belong to a field whether or not the server names one.
const codeFields: Readonly<Record<string, string>> = { CAPTCHA_WRONG: 'captcha', CAPTCHA_EXPIRED: 'captcha', ALREADY_REGISTERED: 'contact.mail' };

/**
 * A refusal of the registration at its field (and so its step), or null for a toast.
 *
 * @example refusalErrors({ isClientError: true, code: 'CAPTCHA_WRONG', message: '' }) // { captcha: { key: 'codes.CAPTCHA_WRONG', ... } }
 */
export function refusalErrors(problem: Problem): FieldErrors | null {
  const path = codeFields[problem.code] ?? formPath(problem.field);
  return path ? apiFieldErrors({ ...problem, field: path }) : null;
}
