import { Spinner } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error.tsx';
import { paths } from '@/config/paths.ts';
import { customerDetailName, customerDisplayName, useGetCustomerQuery, useGetCustomersQuery } from '@/entities/customer/customer-api.ts';
import { useListSalesPartnersQuery } from '@/entities/sales-partner/sales-partner-api.ts';
import { useGetAccountUsersQuery } from '@/entities/user/user-api.ts';
import { partnerActivity, recentlyChanged, type Tally, tallyOf } from '../dashboard-cards.ts';
import { DashboardCard, EmptyState } from './dashboard-card.tsx';

// The cards of what exists today: the admin's partners, the partner's customers and users, the
// customer's company and users. Each reads the list its management page reads.

/** The largest page the list routes answer (`limit` 1 to 100): the dashboard counts one page. */
const countPage = { limit: 100 };

const figure = (t: TFunction, tally: Tally): string => (tally.more ? t('dashboard.atLeast', { count: tally.count }) : String(tally.count));

/** The admin's sales partners: how many, how many of them active. */
export function PartnersCard() {
  const { t } = useTranslation();
  const { data, error, isLoading } = useListSalesPartnersQuery(countPage);
  const activity = data && partnerActivity(data.rows);
  return (
    <DashboardCard id="partners" icon="office" title={t('dashboard.cards.partners.title')} link={{ to: paths.customerManagement.salesPartners, label: t('dashboard.cards.partners.open') }}>
      {isLoading && <Spinner size={20} />}
      <LoadError error={error} />
      {data && data.rows.length === 0 && <EmptyState text={t('dashboard.cards.partners.empty')} />}
      {data && activity && data.rows.length > 0 && (
        <>
          <p data-testid="dashboard-partners-count">{t('dashboard.cards.partners.count', { count: figure(t, tallyOf(data)) })}</p>
          <p>{t('dashboard.cards.partners.activity', activity)}</p>
        </>
      )}
    </DashboardCard>
  );
}

/** The partner's customers: how many, and the ones changed last. */
export function CustomersCard() {
  const { t } = useTranslation();
  const { data, error, isLoading } = useGetCustomersQuery(countPage);
  return (
    <DashboardCard id="customers" icon="people" title={t('dashboard.cards.customers.title')} link={{ to: paths.customerManagement.customers, label: t('dashboard.cards.customers.open') }}>
      {isLoading && <Spinner size={20} />}
      <LoadError error={error} />
      {data && data.rows.length === 0 && <EmptyState text={t('dashboard.cards.customers.empty')} />}
      {data && data.rows.length > 0 && (
        <>
          <p data-testid="dashboard-customers-count">{t('dashboard.cards.customers.count', { count: figure(t, tallyOf(data)) })}</p>
          <p>{t('dashboard.cards.customers.recent')}:</p>
          <ul>
            {recentlyChanged(data.rows, 3).map((row) => (
              <li key={row.id}>
                {customerDisplayName(row)}, {row.place}
              </li>
            ))}
          </ul>
        </>
      )}
    </DashboardCard>
  );
}

/** The own users (partner users, firm customers): how many. */
export function UsersCard() {
  const { t } = useTranslation();
  const { data, error, isLoading } = useGetAccountUsersQuery(undefined);
  return (
    <DashboardCard id="users" icon="person" title={t('dashboard.cards.users.title')} link={{ to: paths.accountSettings.users, label: t('dashboard.cards.users.open') }}>
      {isLoading && <Spinner size={20} />}
      <LoadError error={error} />
      {data && <p data-testid="dashboard-users-count">{t('dashboard.cards.users.count', { count: data.length })}</p>}
    </DashboardCard>
  );
}

/** The customer's own company (firm) or customer record (private person): its name and place. */
export function CompanyCard({ customerId, firm }: { customerId: string; firm: boolean }) {
  const { t } = useTranslation();
  const { data, error, isLoading } = useGetCustomerQuery(customerId);
  const link = firm
    ? { to: paths.accountSettings.companyDetails, label: t('dashboard.cards.company.open') }
    : { to: paths.accountSettings.personalDetails, label: t('dashboard.cards.company.openPrivate') };
  return (
    <DashboardCard id="company" icon="office" title={t(firm ? 'dashboard.cards.company.title' : 'dashboard.cards.company.titlePrivate')} link={link}>
      {isLoading && <Spinner size={20} />}
      <LoadError error={error} />
      {data && (
        <>
          <p data-testid="dashboard-company-name">
            <strong>{customerDetailName(data)}</strong>
          </p>
          {data.contact && (
            <p>
              {data.contact.street} {data.contact.streetNr}, {data.contact.zipCode} {data.contact.place}
            </p>
          )}
        </>
      )}
    </DashboardCard>
  );
}
