import { useTranslation } from 'react-i18next';
import type { OfferRow } from './offer-api.ts';
import { statusColour, statusTone } from './offer-display.ts';
import './offer.css';

/**
 * An offer's status in words beside a dot of its colour (spec section 9: positive, neutral,
 * negative). The text keeps the page's own colour: white on #FF9505 or #45B61B is unreadable.
 */
export function OfferStatusTag({ status }: { status: OfferRow['status'] }) {
  const { t } = useTranslation();
  return (
    <span className="portal-offer-status" data-testid="offer-status" data-status={status} data-tone={statusTone(status)}>
      <span className="portal-offer-status-dot" style={{ backgroundColor: statusColour(status) }} aria-hidden="true" />
      {t(`offerTable.statuses.${status}`)}
    </span>
  );
}
