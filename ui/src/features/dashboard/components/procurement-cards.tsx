import { Spinner } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error.tsx';
import { fillPath, paths } from '@/config/paths.ts';
import { useGetCustomerOverviewRowsQuery } from '@/entities/customer/customer-api.ts';
import { useGetOfferTableQuery } from '@/entities/offer/offer-api.ts';
import { OfferStatusTag } from '@/entities/offer/offer-status-tag.tsx';
import { type OfferTableRole, todaysSearch } from '@/entities/offer/offer-table-query.ts';
import { DashboardCard, EmptyState } from './dashboard-card.tsx';

// The procurement cards of spec section 2. Today's offers read the role's offer table; to-dos,
// strategies and tranches say so in words until their data exists (the customer's strategies
// and open tranches already read their lists). The market card is market-teaser-card.tsx.

export function TodosCard() {
  const { t } = useTranslation();
  return (
    <DashboardCard id="todos" icon="tick-circle" title={t('dashboard.cards.todos.title')}>
      <EmptyState text={t('dashboard.cards.todos.empty')} />
    </DashboardCard>
  );
}

/** The first of today's offers the card lists; the whole list is on /offers. */
const TODAYS_ROWS = 5;

/**
 * Today's offers (spec section 2): the role's offer table with today's Swiss day as offer date
 * from and to; how many, and the first few with a link each. The rows patch themselves from the
 * socket like the list's.
 */
export function OffersCard({ role }: { role: OfferTableRole }) {
  const { t, i18n } = useTranslation();
  const searchObj = useMemo(() => todaysSearch(), []);
  const { data, error, isLoading } = useGetOfferTableQuery({ role, cursor: { kind: 'first' }, searchObj, language: i18n.language });
  return (
    <DashboardCard id="offers" icon="shopping-cart" title={t('dashboard.cards.offers.title')} link={{ to: paths.procurement.offers, label: t('dashboard.cards.offers.open') }}>
      {isLoading && <Spinner size={20} />}
      <LoadError error={error} />
      {data && data.rows.length === 0 && <EmptyState text={t('dashboard.cards.offers.empty')} />}
      {data && data.rows.length > 0 && (
        <>
          <p data-testid="dashboard-offers-count">{t('dashboard.cards.offers.count', { count: data.hasNext ? t('dashboard.atLeast', { count: data.rows.length }) : data.rows.length })}</p>
          <ul data-testid="dashboard-offers">
            {data.rows.slice(0, TODAYS_ROWS).map((row) => (
              <li key={row.offerId} data-testid="dashboard-offer" data-offer-id={row.offerId}>
                <Link to={fillPath(paths.procurement.offerDetails, { offerId: row.offerId })}>{t('dashboard.cards.offers.row', { offerId: row.offerId })}</Link>
                {role !== 'customer' && row.customername ? `, ${row.customername}` : ''} <OfferStatusTag status={row.status} />
              </li>
            ))}
          </ul>
        </>
      )}
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
