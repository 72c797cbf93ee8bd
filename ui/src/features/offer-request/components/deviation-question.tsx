import { Callout, Checkbox, FormGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { FieldMessage } from '@/components/forms/field-errors.ts';
import { formatKind } from '@/lib/format/index.ts';
import { type PointDeviation, pointKey } from '../load-profile-choice.ts';

interface Props {
  deviating: readonly PointDeviation[];
  confirmed: boolean;
  onConfirm: (confirmed: boolean) => void;
  error: FieldMessage | undefined;
}

/** The offer question: the points whose declared yearly quantity is more than 10 % from their history. */
export function DeviationQuestion({ deviating, confirmed, onConfirm, error }: Props) {
  const { t } = useTranslation();
  return (
    <Callout intent="warning" title={t('offerRequest.question.title')} data-testid="offer-question">
      <p>{t('offerRequest.question.text')}</p>
      <ul>
        {deviating.map((point) => (
          <li key={pointKey(point)}>
            {t('offerRequest.question.point', { code: point.code, direction: t(`offerRequest.directions.${point.direction}`), percent: point.percent === null ? '∞' : formatKind(point.percent, 'value') })}
          </li>
        ))}
      </ul>
      <FormGroup intent={error ? 'danger' : 'none'} helperText={error ? <span data-testid="offer-deviation-error">{t(error.key)}</span> : undefined}>
        <Checkbox name="deviationConfirmed" label={t('offerRequest.question.confirm')} checked={confirmed} onChange={(event) => onConfirm(event.currentTarget.checked)} data-testid="offer-deviation-confirm" />
      </FormGroup>
    </Callout>
  );
}
