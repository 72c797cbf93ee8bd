import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { OfferFrame } from './offer-frame.tsx';

function MonthlyOverview() {
  const { t } = useTranslation();
  return (
    <div className="portal-offer-section" data-testid="offer-monthly-empty">
      <NonIdealState description={t('offers.monthly.empty')} />
    </div>
  );
}

/** /offers/{offerId}/monthly-overview: the months of the offer come with the monthly billing, which does not exist yet; the tab says so. */
export function OfferMonthlyOverviewTab() {
  return <OfferFrame>{() => <MonthlyOverview />}</OfferFrame>;
}
