import { Button, Dialog, DialogBody, DialogFooter, FileInput } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@/components/forms/form-field.tsx';
import { type MarketZone, type UploadDirections, zoneOfCountry } from '@/entities/metering-point/load-profile-query.ts';
import type { MeteringPointRow } from '@/entities/metering-point/metering-point-api.ts';
import type { UploadDraft } from '../upload-draft.ts';
import { useLoadProfileDraft } from '../use-load-profile-draft.ts';
import { DeviationAlert } from './deviation-alert.tsx';
import { ProfileCheckResult } from './profile-check-result.tsx';

// The load profile upload of spec section 5 from the metering point detail: the file and its
// period, resolution and directions; "Prüfen" lists the findings by line, column and quarter
// hour; only a file without findings can be uploaded, after the 10 % question when its
// extrapolated yearly kWh is far from the point's yearly quantity.

interface Props {
  point: MeteringPointRow;
  /** The code also has the other direction: a four-column file can hold both. */
  hasBothDirections: boolean;
  isOpen: boolean;
  onClose: () => void;
}

export function LoadProfileDialog({ point, hasBothDirections, isOpen, onClose }: Props) {
  const { t } = useTranslation();
  const zone: MarketZone = zoneOfCountry(point.address.country);
  const upload = useLoadProfileDraft(point, zone, onClose);
  const { file, step } = upload;
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('meteringPoints.upload.title', { code: point.code })} style={{ width: 860 }}>
      <DialogBody>
        <p>{t('meteringPoints.upload.intro')}</p>
        <FileInput
          fill
          text={file?.name ?? t('meteringPoints.upload.choose')}
          buttonText={t('meteringPoints.upload.file')}
          inputProps={{ accept: '.csv,text/csv,text/plain', id: 'load-profile-file', name: 'load-profile-file' }}
          onInputChange={(event) => upload.chooseFile(event.currentTarget.files?.[0] ?? null)}
        />
        <UploadOptionFields point={point} hasBothDirections={hasBothDirections} draft={upload.draft} change={upload.change} errors={upload.errors} />
        <p data-testid="load-profile-zone">{t('meteringPoints.upload.timeZone', { zone })}</p>
        <ProfileCheckResult step={step} zone={zone} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}>{t('meteringPoints.cancel')}</Button>
            <Button onClick={upload.runCheck} loading={step.kind === 'checking'} disabled={file === null} data-testid="load-profile-check">
              {t('meteringPoints.upload.check')}
            </Button>
            <Button intent="primary" onClick={upload.runUpload} loading={step.kind === 'uploading'} disabled={!upload.canUpload} data-testid="load-profile-send">
              {t('meteringPoints.upload.send')}
            </Button>
          </>
        }
      />
      <DeviationAlert asking={upload.asking} declaredKwh={point.yearlyQuantityKwh} onConfirm={upload.confirmUpload} onCancel={upload.dismissQuestion} />
    </Dialog>
  );
}

interface OptionFieldsProps {
  point: MeteringPointRow;
  hasBothDirections: boolean;
  draft: UploadDraft;
  change: (patch: Partial<UploadDraft>) => void;
  errors: ReturnType<typeof useLoadProfileDraft>['errors'];
}

/** The file's period, resolution and directions. */
function UploadOptionFields({ point, hasBothDirections, draft, change, errors }: OptionFieldsProps) {
  const { t } = useTranslation();
  const directionOptions = (hasBothDirections ? [point.direction, 'BOTH'] : [point.direction]).map((value) => ({ value, label: t(`meteringPoints.directions.${value}`) }));
  return (
    <div className="portal-form-grid">
      <TextField id="load-profile-from" label={t('meteringPoints.upload.from')} value={draft.from} onChange={(from) => change({ from })} error={errors.from} inputMode="numeric" maxLength={10} autoComplete="off" />
      <TextField id="load-profile-to" label={t('meteringPoints.upload.to')} value={draft.to} onChange={(to) => change({ to })} error={errors.to} inputMode="numeric" maxLength={10} autoComplete="off" />
      <SelectField
        id="load-profile-resolution"
        label={t('meteringPoints.upload.resolution')}
        value={draft.resolution}
        onChange={(resolution) => change({ resolution: resolution === '60' ? '60' : '15' })}
        options={(['15', '60'] as const).map((value) => ({ value, label: t(`meteringPoints.upload.resolutions.${value}`) }))}
      />
      <SelectField id="load-profile-directions" label={t('meteringPoints.upload.directions')} value={draft.directions} onChange={(directions) => change({ directions: directions as UploadDirections })} options={directionOptions} />
    </div>
  );
}
