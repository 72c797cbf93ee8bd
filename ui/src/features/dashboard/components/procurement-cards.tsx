import { Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error.tsx';
import { useGetCustomerOverviewRowsQuery } from '@/entities/customer/customer-api.ts';
import { DashboardCard, EmptyState } from './dashboard-card.tsx';

// The cards of spec section 2 whose data arrives with offers, strategies, tasks and market data.
// Until those exist they say so in words; the customer's strategies and open tranches already
// read their (empty) lists, so they fill as soon as the offer read models write rows.

export function TodosCard() {
  const { t } = useTranslation();
  return (
    <DashboardCard id="todos" icon="tick-circle" title={t('dashboard.cards.todos.title')}>
      <EmptyState text={t('dashboard.cards.todos.empty')} />
    </DashboardCard>
  );
}

export function OffersCard() {
  const { t } = useTranslation();
  return (
    <DashboardCard id="offers" icon="shopping-cart" title={t('dashboard.cards.offers.title')}>
      <EmptyState text={t('dashboard.cards.offers.empty')} />
    </DashboardCard>
  );
}

export function MarketCard() {
  const { t } = useTranslation();
  return (
    <DashboardCard id="market" icon="timeline-line-chart" title={t('dashboard.cards.market.title')}>
      <EmptyState text={t('dashboard.cards.market.empty')} />
    </DashboardCard>
  );
}

/** The customer's own rows of one overview list: how many, or the empty state. */
function CustomerRowsCount({ customerId, tab, card }: { customerId: string; tab: 'strategies' | 'openTranches'; card: 'strategies' | 'tranches' }) {
  const { t } = useTranslation();
  const { data, error, isLoading } = useGetCustomerOverviewRowsQuery({ customerId, tab });
  if (isLoading) return <Spinner size={20} />;
  if (error) return <LoadError error={error} />;
  if (!data || data.length === 0) return <EmptyState text={t(`dashboard.cards.${card}.empty`)} />;
  return <p data-testid={`dashboard-${card}-count`}>{t(`dashboard.cards.${card}.count`, { count: data.length })}</p>;
}

/** Strategies: the customer's own; for partners and the admin an empty state until strategies exist. */
export function StrategiesCard({ customerId }: { customerId: string | null }) {
  const { t } = useTranslation();
  return (
    <DashboardCard id="strategies" icon="briefcase" title={t('dashboard.cards.strategies.title')}>
      {customerId ? <CustomerRowsCount customerId={customerId} tab="strategies" card="strategies" /> : <EmptyState text={t('dashboard.cards.strategies.empty')} />}
    </DashboardCard>
  );
}

/** Open tranches: the customer's own; for partners and the admin an empty state until tranches exist. */
export function TranchesCard({ customerId }: { customerId: string | null }) {
  const { t } = useTranslation();
  return (
    <DashboardCard id="tranches" icon="timeline-line-chart" title={t('dashboard.cards.tranches.title')}>
      {customerId ? <CustomerRowsCount customerId={customerId} tab="openTranches" card="tranches" /> : <EmptyState text={t('dashboard.cards.tranches.empty')} />}
    </DashboardCard>
  );
}
