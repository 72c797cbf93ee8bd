import { Alert, Button, H4, HTMLTable } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { problemOf } from '@/components/forms/command-refusal.ts';
import { showMessage } from '@/components/toaster.tsx';
import { fillPath, paths } from '@/config/paths.ts';
import { useCommand } from '@/lib/commands.ts';
import { formatDateTime } from '@/lib/format/index.ts';
import { messageFromProblem } from '@/lib/messages/rules.ts';
import type { OfferDraftRow } from '../api.ts';
import { discardOfferDraft } from '../offer-commands.ts';
import { offerSteps } from '../steps.ts';

// The user's open drafts on the stepper's first step: continue one (its own stepper page) or
// discard it after a confirmation.

export function DraftsList({ drafts }: { drafts: readonly OfferDraftRow[] }) {
  const { t } = useTranslation();
  const [discarding, setDiscarding] = useState<OfferDraftRow | null>(null);
  const [discard, call] = useCommand(discardOfferDraft);
  if (drafts.length === 0) return null;
  const customerOf = (draft: OfferDraftRow) => draft.customername ?? t('offerRequest.drafts.noCustomer');
  const confirm = async (draft: OfferDraftRow) => {
    const result = await discard({ draftId: draft.draftId });
    setDiscarding(null);
    if (result.error === undefined) showMessage({ type: 'success', key: 'offerRequest.drafts.discarded' });
    else showMessage(messageFromProblem(problemOf(result.error)));
  };
  return (
    <section className="portal-offer-drafts" data-testid="offer-drafts">
      <H4>{t('offerRequest.drafts.title')}</H4>
      <HTMLTable compact striped>
        <thead>
          <tr>
            <th>{t('offerRequest.drafts.customer')}</th>
            <th>{t('offerRequest.drafts.step')}</th>
            <th>{t('offerRequest.drafts.savedAt')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {drafts.map((draft) => {
            const step = offerSteps[draft.step];
            return (
              <tr key={draft.draftId} data-testid="offer-draft-row" data-draft-id={draft.draftId}>
                <td>{customerOf(draft)}</td>
                <td>{step ? t(`offerRequest.steps.${step}`) : draft.step + 1}</td>
                <td>{formatDateTime(draft.updatedAt)}</td>
                <td>
                  <Link to={fillPath(paths.procurement.newOffer, { id: draft.draftId })} data-testid="offer-draft-continue">
                    {t('offerRequest.drafts.continue')}
                  </Link>{' '}
                  <Button variant="minimal" intent="danger" size="small" onClick={() => setDiscarding(draft)} data-testid="offer-draft-discard">
                    {t('offerRequest.drafts.discard')}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      <Alert
        isOpen={discarding !== null}
        intent="danger"
        icon="warning-sign"
        confirmButtonText={t('offerRequest.drafts.discard')}
        cancelButtonText={t('offerRequest.drafts.cancel')}
        loading={call.isLoading}
        onConfirm={() => {
          if (discarding) void confirm(discarding);
        }}
        onCancel={() => setDiscarding(null)}
      >
        <h4>{t('offerRequest.drafts.discardTitle')}</h4>
        <p data-testid="offer-draft-discard-text">{t('offerRequest.drafts.discardText', { customer: discarding ? customerOf(discarding) : '' })}</p>
      </Alert>
    </section>
  );
}
