import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import type { FieldMessage } from '@/components/forms/field-errors.ts';
import { SelectField, TextField } from '@/components/forms/form-field.tsx';
import { useAppSelector } from '@/app/hooks.ts';
import { customerDisplayName, useGetCustomersQuery } from '@/entities/customer/customer-api.ts';

// Whose metering points: a sales partner chooses among its customers, the admin types a
// customer number (it has no customer list of its own), a customer is always itself.

/** The most customers the choice lists (the customer route's largest page). */
const CUSTOMER_CHOICES = 100;

export type ChooserRole = 'admin' | 'salesPartner' | 'customer' | 'default';

/** The logged-in role and, for a customer user, its customer. */
export function useChooser(): { role: ChooserRole; ownCustomerId: string | null } {
  const session = useAppSelector((state) => state.session);
  // The auditor never gets here (businessUser guard): he would choose as nobody.
  return { role: session.role === 'auditor' ? 'default' : session.role, ownCustomerId: session.user?.customerId ?? null };
}

interface CustomerChoiceProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** A filter may stay empty ("all customers"); a form requires a choice. */
  allowAll: boolean;
  error?: FieldMessage | undefined;
  showError?: boolean;
}

export function CustomerChoice({ id, value, onChange, allowAll, error, showError = true }: CustomerChoiceProps) {
  const { t } = useTranslation();
  const { role } = useChooser();
  const { data } = useGetCustomersQuery(role === 'salesPartner' ? { limit: CUSTOMER_CHOICES } : skipToken);
  if (role === 'customer' || role === 'default') return null;
  if (role === 'admin') {
    return <TextField id={id} label={t('meteringPoints.fields.customerId')} value={value} onChange={onChange} error={error} showError={showError} inputMode="numeric" optional={allowAll} />;
  }
  const options = (data?.rows ?? []).map((row) => ({ value: row.id, label: `${customerDisplayName(row)} (${row.id})` }));
  return (
    <SelectField
      id={id}
      label={t('meteringPoints.fields.customer')}
      value={value}
      onChange={onChange}
      options={allowAll ? [{ value: '', label: t('meteringPoints.filters.any') }, ...options] : options}
      placeholder={!allowAll}
      error={error}
      showError={showError}
    />
  );
}
