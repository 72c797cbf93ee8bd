import { useTranslation } from 'react-i18next';
import type { OfferStep } from '../steps.ts';

/** The request's steps in order, the current one marked for the eye and for screen readers. */
export function StepList({ steps, current }: { steps: readonly OfferStep[]; current: OfferStep }) {
  const { t } = useTranslation();
  return (
    <ol className="portal-offer-steps" aria-label={t('offerRequest.stepsLabel')} data-testid="offer-steps">
      {steps.map((s, i) => (
        <li key={s} className={s === current ? 'portal-step-current' : undefined} aria-current={s === current ? 'step' : undefined}>
          {i + 1}. {t(`offerRequest.steps.${s}`)}
        </li>
      ))}
    </ol>
  );
}
