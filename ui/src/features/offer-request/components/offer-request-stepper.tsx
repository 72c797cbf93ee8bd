import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { PageCard } from '@/components/page-card.tsx';
import type { OfferDraftRow } from '../api.ts';
import { type OfferRequestSetup, useOfferRequest } from '../hooks/use-offer-request.ts';
import { DraftsList } from './drafts-list.tsx';
import { NewPointStep } from './new-point-step.tsx';
import { StepButtons } from './step-buttons.tsx';
import { StepFields } from './step-fields.tsx';
import { StepList } from './step-list.tsx';
import '../offer-request.css';

// The request stepper: one step at a time (its state and checks in `useOfferRequest`); "save as
// draft" on every step; the last step sends RequestOffer and opens the new offer.

export interface StepperProps extends OfferRequestSetup {
  /** The user's other open drafts. */
  drafts: readonly OfferDraftRow[];
}

export function OfferRequestStepper({ drafts, ...setup }: StepperProps) {
  const { t } = useTranslation();
  const request = useOfferRequest(setup);
  const { step, back, values, sources } = request;
  return (
    <PageCard title={t('offerRequest.title')} testId="offer-request-page">
      <StepList steps={request.visible} current={step} />
      {step === request.visible[0] && <DraftsList drafts={drafts.filter((draft) => draft.draftId !== setup.draftId)} />}
      {request.refusal && (
        <Callout intent="danger" data-testid="offer-request-refusal">
          {t(request.refusal.key, request.refusal.params)}
        </Callout>
      )}
      {step === 'meteringPoint' && (
        <NewPointStep
          customerId={sources.customerId}
          marketArea={request.marketArea}
          direction={values.direction}
          config={setup.config}
          range={request.historyRange}
          joined={request.joined}
          onJoined={request.join}
        />
      )}
      <form {...request.focus.formProps} onSubmit={request.goOn} data-step={step} data-testid="offer-request-form">
        <StepFields step={step} config={setup.config} sources={sources} values={values} change={request.change} errors={request.errors} />
        <StepButtons
          onBack={back ? () => request.setStep(back) : undefined}
          onSaveDraft={() => void request.saveDraft()}
          savingDraft={request.savingDraft}
          last={request.last}
          busy={request.sending || !request.ready}
        />
      </form>
    </PageCard>
  );
}
