import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { KeysetGrid } from '@/components/grid/keyset-grid.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { PageCard } from '@/components/page-card.tsx';
import { fillPath, paths } from '@/config/paths.ts';
import type { OfferRow } from '@/entities/offer/offer-api.ts';
import { useOfferRole } from '../use-offer-role.ts';
import { useOfferTable } from '../use-offer-table.ts';
import { useOfferGridColumns } from './offer-grid-columns.tsx';
import { OfferFilters } from './offer-filters.tsx';
import '../offers.css';

/**
 * /offers: the offers the caller may see through the role's table call (spec section 7), 10 a
 * page, newest first, with the filters of spec section 3. A row patches itself from
 * recalcOfferTable* while auto-update is on (entities/offer/offer-patches.ts).
 */
export function OffersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const role = useOfferRole();
  const { values, setValues, paging, query } = useOfferTable(role);
  const columns = useOfferGridColumns(role);
  const mayRequest = role === 'salesPartner' || role === 'customer';
  return (
    <PageCard title={t('routes.offers')} testId="offers-page">
      {mayRequest && (
        <div className="portal-offer-actions">
          <Button intent="primary" data-testid="offer-new" onClick={() => void navigate(fillPath(paths.procurement.newOffer, { id: crypto.randomUUID() }))}>
            {t('offers.newRequest')}
          </Button>
        </div>
      )}
      {role && <OfferFilters role={role} value={values} onChange={setValues} />}
      <LoadError error={query.error} />
      <KeysetGrid<OfferRow>
        columns={columns}
        page={query.data}
        loading={query.isFetching}
        paging={paging}
        getRowId={(row) => row.offerId}
        onRowClick={(row) => void navigate(fillPath(paths.procurement.offerDetails, { offerId: row.offerId }))}
        emptyKey="offers.emptyList"
        testId="offers-grid"
      />
    </PageCard>
  );
}
