import { Spinner } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useAppSelector } from '@/app/hooks.ts';
import { PageCard } from '@/components/page-card.tsx';
import { fillPath, paths } from '@/config/paths.ts';
import { useConfigSelect } from '@/lib/config-select.ts';
import { type OfferDraftRow, useGetOfferDraftQuery, useGetOfferDraftsQuery } from '../api.ts';
import { OfferRequestStepper } from './offer-request-stepper.tsx';

// /offers/new-offer/:id (salesPartner or customer): the id names the request's draft. An id
// among the user's open drafts continues that draft (GET /api/offer-drafts/{id}); any other
// starts a new request that saves under it. A path without a uuid gets a fresh one.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function OfferRequestPage() {
  const { id = '' } = useParams();
  if (!UUID.test(id)) return <Navigate to={fillPath(paths.procurement.newOffer, { id: crypto.randomUUID() })} replace />;
  // Keyed by the id: continuing another draft from the list starts over with that one.
  return <RequestLoader key={id} draftId={id} />;
}

function RequestLoader({ draftId }: { draftId: string }) {
  const { t } = useTranslation();
  const session = useAppSelector((state) => state.session);
  const config = useConfigSelect();
  // Read afresh on every opening: a colleague may have saved or ended a draft meanwhile.
  const drafts = useGetOfferDraftsQuery(undefined, { refetchOnMountOrArgChange: true });
  const listed = drafts.data?.some((draft) => draft.draftId === draftId) ?? false;
  const draft = useGetOfferDraftQuery(listed ? draftId : skipToken);
  // Decided once: a later refetch of the lists (after "save as draft") must not restart the form.
  const [start, setStart] = useState<{ saved: OfferDraftRow | null } | null>(null);
  const draftsSettled = !drafts.isFetching && (drafts.isSuccess || drafts.isError);
  const draftSettled = !listed || draft.isSuccess || draft.isError;
  if (start === null && draftsSettled && draftSettled) setStart({ saved: listed ? (draft.data ?? null) : null });

  const role = session.role === 'customer' || session.role === 'salesPartner' ? session.role : null;
  if (!config.data || start === null || role === null) {
    return (
      <PageCard title={t('offerRequest.title')} testId="offer-request-loading">
        <Spinner aria-label={t('offerRequest.loading')} />
      </PageCard>
    );
  }
  return (
    <OfferRequestStepper
      draftId={draftId}
      role={role}
      ownCustomerId={session.user?.customerId ?? null}
      config={config.data}
      saved={start.saved}
      drafts={drafts.data ?? []}
    />
  );
}
