import { Checkbox, ControlGroup, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '@/components/forms/field-errors.ts';
import type { ConfigOption } from '@/lib/config-select.ts';
import type { UserDraft, UserLanguage } from './user-draft.ts';
import './users.css';

export interface UserFormProps {
  value: UserDraft;
  onChange: (value: UserDraft) => void;
  /** Shown once the user tried to send (form checks) or the API refused (field paths relative to the user). */
  errors: FieldErrors;
  /** configSextype of getConfigSelect. */
  salutations: readonly ConfigOption[];
  /** Phone prefixes of getConfigSelect (countryInfoAll). */
  phonePrefixes: readonly string[];
  /** The mail is fixed once invited: only its owner changes it, with a code. */
  mailReadOnly?: boolean;
  /** The "customer admin" box: customer users only. */
  showCustomerAdmin?: boolean;
  testId?: string;
}

const languages: readonly UserLanguage[] = ['de', 'en', 'fr'];

/** The fields of a user (invite and edit), for partner users, account users and customer users alike. */
export function UserForm({ value, onChange, errors, salutations, phonePrefixes, mailReadOnly = false, showCustomerAdmin = false, testId = 'user-form' }: UserFormProps) {
  const { t } = useTranslation();
  const set = <K extends keyof UserDraft>(key: K, v: UserDraft[K]) => onChange({ ...value, [key]: v });
  const field = (name: keyof UserDraft) => {
    const message = errors[name];
    return {
      intent: message ? ('danger' as const) : ('none' as const),
      helperText: message ? <span data-testid={`${testId}-error-${name}`}>{t(message.key, message.params)}</span> : undefined,
    };
  };
  const id = (name: string) => `${testId}-${name}`;
  const text = (name: 'prename' | 'name' | 'mail', extra: { type?: string; readOnly?: boolean } = {}) => (
    <FormGroup label={t(`userForm.${name}`)} labelFor={id(name)} {...field(name)}>
      <InputGroup id={id(name)} name={name} data-testid={id(name)} value={value[name]} intent={field(name).intent} onValueChange={(v) => set(name, v)} {...extra} />
    </FormGroup>
  );
  return (
    <div className="portal-user-form" data-testid={testId}>
      <FormGroup label={t('userForm.sex')} labelFor={id('sex')} {...field('sex')}>
        <HTMLSelect id={id('sex')} name="sex" data-testid={id('sex')} value={value.sex} onChange={(e) => set('sex', e.currentTarget.value as UserDraft['sex'])} fill>
          <option value="">{t('userForm.choose')}</option>
          {salutations
            .filter((s) => s.active || s.id === value.sex)
            .map((s) => (
              <option key={s.id} value={s.id}>
                {t(`userForm.salutations.${s.id}`, { defaultValue: s.name })}
              </option>
            ))}
        </HTMLSelect>
      </FormGroup>
      {text('prename')}
      {text('name')}
      {text('mail', { type: 'email', readOnly: mailReadOnly })}
      <FormGroup label={t('userForm.language')} labelFor={id('language')}>
        <HTMLSelect id={id('language')} name="language" data-testid={id('language')} value={value.language} onChange={(e) => set('language', e.currentTarget.value as UserLanguage)} fill>
          {languages.map((l) => (
            <option key={l} value={l}>
              {t(`languages.${l}`)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={t('userForm.phone')} labelFor={id('phone')} {...(errors.phoneprefix ? field('phoneprefix') : field('phone'))}>
        <ControlGroup fill>
          <HTMLSelect className="portal-user-prefix" aria-label={t('userForm.phoneprefix')} name="phoneprefix" data-testid={id('phoneprefix')} value={value.phoneprefix} onChange={(e) => set('phoneprefix', e.currentTarget.value)}>
            {!phonePrefixes.includes(value.phoneprefix) && <option value={value.phoneprefix}>{value.phoneprefix || t('userForm.choose')}</option>}
            {phonePrefixes.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </HTMLSelect>
          <InputGroup id={id('phone')} name="phone" data-testid={id('phone')} inputMode="tel" value={value.phone} intent={field('phone').intent} onValueChange={(v) => set('phone', v)} fill />
        </ControlGroup>
      </FormGroup>
      {showCustomerAdmin && (
        <Checkbox data-testid={id('isCustomerAdmin')} checked={value.isCustomerAdmin} label={t('userForm.isCustomerAdmin')} onChange={(e) => set('isCustomerAdmin', e.currentTarget.checked)} />
      )}
    </div>
  );
}
