import { useTranslation } from 'react-i18next';
import type { CustomerDetail } from '@/entities/customer/customer-api.ts';
import './customer.css';
import { formatPhone } from '@/lib/format/phone.ts';
import { DetailTable } from '@/components/detail-table.tsx';

/**
 * A customer's stored profile, read-only: firm, contact person with address, billing address
 * and currencies. An erased private customer shows that, not the blanks left of the person.
 */
export function CustomerProfileView({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const { contact, billingAddress } = customer;
  if (customer.erased || !contact) return <p data-testid="customer-erased">{t('customer.erased')}</p>;
  const rows: [string, string | undefined][] = [
    ...(customer.customerType === 'FI' ? [[t('customer.firmname'), customer.firmname ?? '']] as [string, string][] : []),
    [t('customer.type'), t(`customer.types.${customer.customerType}`)],
    [t(customer.customerType === 'PR' ? 'customer.person' : 'customer.contactPerson'), `${t(`customer.sex.${contact.sex}`)} ${contact.prename} ${contact.name}`],
    [t('customer.mail'), contact.mail],
    [t('customer.phone'), formatPhone(contact.phoneprefix, contact.phone)],
    [t('customer.language'), t(`languages.${contact.language}`)],
    [t('customer.address'), addressLine(contact)],
    [t('customer.canton'), contact.canton],
    [t('customer.website'), contact.website],
    [t('customer.billingAddress'), billingAddress ? [billingAddress.firmname, [billingAddress.prename, billingAddress.name].filter(Boolean).join(' '), addressLine(billingAddress)].filter(Boolean).join(', ') : t('customer.sameAsContact')],
    [t('customer.currencies'), customer.currencies.join(', ')],
  ];
  return <DetailTable rows={rows} testId="customer-profile" />;
}

function addressLine(address: { street: string; streetNr: string; postbox?: string; zipCode: string; place: string; country: string }): string {
  const postbox = address.postbox ? `, ${address.postbox}` : '';
  return `${address.street} ${address.streetNr}${postbox}, ${address.zipCode} ${address.place} (${address.country})`;
}
