import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export interface StepButtonsProps {
  /** Goes a step back; absent on the first step. */
  onBack: (() => void) | undefined;
  onSaveDraft: () => void;
  savingDraft: boolean;
  /** The last step submits the request; the others go on (the form's submit either way). */
  last: boolean;
  /** Sending, or waiting for what the step's checks need. */
  busy: boolean;
}

/** Back, save as draft, and next (or submit on the last step). */
export function StepButtons({ onBack, onSaveDraft, savingDraft, last, busy }: StepButtonsProps) {
  const { t } = useTranslation();
  return (
    <div className="portal-offer-step-buttons">
      {onBack && (
        <Button onClick={onBack} data-testid="offer-back">
          {t('offerRequest.back')}
        </Button>
      )}
      <Button onClick={onSaveDraft} loading={savingDraft} data-testid="offer-save-draft">
        {t('offerRequest.saveDraft')}
      </Button>
      <Button className="portal-offer-step-forward" type="submit" intent="primary" loading={busy} data-testid={last ? 'offer-submit' : 'offer-next'}>
        {t(last ? 'offerRequest.submit' : 'offerRequest.next')}
      </Button>
    </div>
  );
}
