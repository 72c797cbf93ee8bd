import { Alert } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatEnergy, formatKind } from '@/lib/format/index.ts';
import type { DeviationQuestion } from '../use-load-profile-draft.ts';

interface Props {
  asking: DeviationQuestion | null;
  /** The point's declared yearly quantity in kWh. */
  declaredKwh: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The 10 % question before a file far from the point's yearly quantity is uploaded. */
export function DeviationAlert({ asking, declaredKwh, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Alert
      isOpen={asking !== null}
      intent="warning"
      icon="warning-sign"
      confirmButtonText={t('meteringPoints.upload.confirm')}
      cancelButtonText={t('meteringPoints.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <h4>{t('meteringPoints.upload.deviationTitle')}</h4>
      <p data-testid="load-profile-deviation">
        {asking &&
          (asking.percent === null
            ? t('meteringPoints.upload.deviationNoPercent', { yearly: formatEnergy(asking.yearly, 'kWh'), declared: formatEnergy(declaredKwh, 'kWh') })
            : t('meteringPoints.upload.deviation', { yearly: formatEnergy(asking.yearly, 'kWh'), percent: formatKind(asking.percent, 'value'), declared: formatEnergy(declaredKwh, 'kWh') }))}
      </p>
    </Alert>
  );
}
