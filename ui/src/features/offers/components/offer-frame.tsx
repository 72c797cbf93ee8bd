import { Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { LoadError } from '@/components/load-error.tsx';
import { PageCard } from '@/components/page-card.tsx';
import { SubNav } from '@/components/sub-nav/sub-nav.tsx';
import { fillPath, paths } from '@/config/paths.ts';
import { OfferStatusTag } from '@/entities/offer/offer-status-tag.tsx';
import type { OfferTableRole } from '@/entities/offer/offer-table-query.ts';
import { type OfferDetail, useGetOfferDetailQuery } from '../api.ts';
import { offerTabOf, offerTabPath, offerTabsFor } from '../offer-tabs.ts';
import { useOfferRole } from '../use-offer-role.ts';
import { OfferAnswer } from './offer-answer.tsx';
import '../offers.css';

export function useOfferId(): string {
  return useParams().offerId ?? '';
}

/**
 * /offers/{offerId} and its tabs: the offer's number and status, its tabs (links, one page
 * each), the customer's answer to a released offer, the admin's way to the offer task, and the
 * tab's content once the detail is there.
 */
export function OfferFrame({ children }: { children: (detail: OfferDetail, role: OfferTableRole) => ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const offerId = useOfferId();
  const role = useOfferRole();
  const { data: detail, error, isLoading } = useGetOfferDetailQuery(offerId, { skip: role === null });
  const selected = offerTabOf(pathname);
  const items = role
    ? offerTabsFor(role).map((tab) => ({ id: tab.segment, to: offerTabPath(offerId, tab.segment), label: t(`routes.${tab.crumb}`), selected: tab.segment === selected }))
    : [];
  return (
    <PageCard title={t('offers.detail.title', { offerId })} testId="offer-detail">
      <div className="portal-offer-actions">
        {detail && <OfferStatusTag status={detail.row.status} />}
        {role === 'admin' && (
          // The admin prices and releases on the offer task (task type 1, tasks-management).
          <Link to={fillPath(paths.tasks.offerEdit, { offerId, taskTypeId: '1' })} data-testid="offer-task-link">
            {t('offers.detail.task')}
          </Link>
        )}
      </div>
      {role === 'customer' && detail && <OfferAnswer detail={detail} />}
      <SubNav items={items} label={t('offers.detail.tabs')} testId="offer-tabs" />
      <LoadError error={error} />
      {isLoading && <Spinner size={32} />}
      {detail && role && <div data-testid={`offer-tab-${selected}`}>{children(detail, role)}</div>}
      <div className="portal-offer-actions portal-offer-section">
        <Link to={paths.procurement.offers} data-testid="offer-back">
          {t('offers.detail.back')}
        </Link>
      </div>
    </PageCard>
  );
}
