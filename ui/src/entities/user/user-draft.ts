import type { UserRow } from '@portal/events/read-contracts';
import { Mail, Name, Password, passwordRepeatProblem, Phone, phonePartsProblem, Prename } from '@portal/events/validation';
import { choiceCheck, fromRule, schemaCheck } from '@/components/forms/field-checks.ts';
import { collectFieldErrors, type FieldErrors } from '@/components/forms/field-errors.ts';
import type { RuleLists } from '@/lib/config-select.ts';

// A user of docs/identity-api.md (UserRow) and the form values of inviting or changing one:
// the same for a partner's users (admin), the own account's users and a customer's users.

// The row of the read contract (events/src/read-contracts), as the users view writes it.
export type { UserRow } from '@portal/events/read-contracts';
export type UserSex = UserRow['sex'];
export type UserLanguage = UserRow['language'];
export type UserRole = UserRow['role'];
export type UserStatus = UserRow['status'];

/** The fields of the user form (user-form.tsx): a refusal at one of them shows there. */
export const USER_FIELDS = ['prename', 'name', 'mail', 'sex', 'language', 'phoneprefix', 'phone', 'isCustomerAdmin'] as const;

export interface UserDraft {
  prename: string;
  name: string;
  mail: string;
  sex: UserSex | '';
  language: UserLanguage;
  phoneprefix: string;
  phone: string;
  isCustomerAdmin: boolean;
}

export const emptyUserDraft: UserDraft = { prename: '', name: '', mail: '', sex: '', language: 'de', phoneprefix: '+41', phone: '', isCustomerAdmin: false };

export function userDraftOf(row: UserRow): UserDraft {
  const { prename, name, mail, sex, language, phoneprefix, phone, isCustomerAdmin } = row;
  return { prename, name, mail, sex, language, phoneprefix, phone, isCustomerAdmin };
}

/**
 * The form's findings by field, with the shared schemas and (once loaded) the phone prefix rules.
 *
 * @example userDraftErrors({ ...emptyUserDraft, mail: 'x' }).mail // { key: 'errorInfo.invalidMail', params: {} }
 */
export function userDraftErrors(draft: UserDraft, config?: RuleLists): FieldErrors {
  const phone = schemaCheck(Phone, draft.phone, 'errorInfo.phone');
  return collectFieldErrors({
    prename: schemaCheck(Prename, draft.prename, 'errorInfo.text'),
    name: schemaCheck(Name, draft.name, 'errorInfo.text'),
    mail: schemaCheck(Mail, draft.mail.trim(), 'errorInfo.invalidMail'),
    sex: choiceCheck(draft.sex),
    phoneprefix: choiceCheck(draft.phoneprefix),
    phone: phone ?? (config && draft.phoneprefix ? fromRule(phonePartsProblem(config, draft.phoneprefix, draft.phone, 'phone')) : null),
  });
}

/** Who the invited user belongs to; the role decides which screens it sees. */
export interface UserScope {
  salesPartnerId: string | null;
  customerId: string | null;
  role: UserRole;
}

/** `InviteUser` data; the caller makes the userId (a fresh UUID) so a retry invites once. */
export function inviteUserData(userId: string, scope: UserScope, draft: UserDraft) {
  return {
    userId,
    ...scope,
    isCustomerAdmin: scope.role === 'customer' ? draft.isCustomerAdmin : false,
    mail: draft.mail.trim(),
    ...personOf(draft),
  };
}

/** `ChangeUserDetails` data: everything but the mail, which only its owner changes (with a code). */
export function changeUserDetailsData(userId: string, draft: UserDraft) {
  return { userId, ...personOf(draft), isCustomerAdmin: draft.isCustomerAdmin };
}

function personOf(draft: UserDraft) {
  return {
    name: draft.name.trim(),
    prename: draft.prename.trim(),
    sex: draft.sex as UserSex,
    language: draft.language,
    phoneprefix: draft.phoneprefix,
    phone: draft.phone.trim(),
  };
}

export interface PasswordDraft {
  password: string;
  passwordRepeat: string;
}

/** The shared Password rule, then the repeat must equal it (passwordRepeatProblem). */
export function passwordDraftErrors(draft: PasswordDraft): FieldErrors {
  return collectFieldErrors({
    password: schemaCheck(Password, draft.password, 'errorInfo.password'),
    passwordRepeat:
      draft.passwordRepeat === '' ? { key: 'errorInfo.required', params: {} } : fromRule(passwordRepeatProblem(draft.password, draft.passwordRepeat, 'passwordRepeat')),
  });
}

/** The phone prefixes of the configuration, each once, in the order the countries list them. */
export function phonePrefixesOf(config: RuleLists | undefined): string[] {
  const all = config?.countryInfoAll.flatMap((c) => c.phonePrefixes.map((p) => p.phoneprefix)) ?? [];
  return [...new Set(all)];
}
