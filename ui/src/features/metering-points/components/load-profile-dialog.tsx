import { Alert, Button, Callout, Dialog, DialogBody, DialogFooter, FileInput, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@/components/forms/form-field.tsx';
import { type MarketZone, type UploadDirections, zoneOfCountry } from '@/entities/metering-point/load-profile-query.ts';
import type { MeteringPointRow } from '@/entities/metering-point/metering-point-api.ts';
import { formatEnergy, formatKind } from '@/lib/format/index.ts';
import { uploadDeviation, yearlyKwh } from '../profile-findings.ts';
import { daysOf, type UploadDraft, uploadOptions } from '../upload-draft.ts';
import { useProfileUpload } from '../use-profile-upload.ts';
import { ProfileFindingsGrid } from './profile-findings-grid.tsx';

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
  const [file, setFile] = useState<File | null>(null);
  const [draft, setDraft] = useState<UploadDraft>({ from: '', to: '', resolution: '15', directions: point.direction });
  const [tried, setTried] = useState(false);
  const [asking, setAsking] = useState<{ yearly: string; percent: string | null } | null>(null);
  const { step, check, upload, uploadable, reset } = useProfileUpload(point.code, onClose);
  const { options, errors } = uploadOptions(draft, zone);
  const change = (patch: Partial<UploadDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    reset();
  };
  const directionOptions = (hasBothDirections ? [point.direction, 'BOTH'] : [point.direction]).map((value) => ({ value, label: t(`meteringPoints.directions.${value}`) }));
  const runCheck = () => {
    setTried(true);
    if (file && options) void check(file, options);
  };
  const runUpload = () => {
    if (!file || !options || step.kind !== 'checked') return;
    const summary = step.answer.summary;
    const deviation = uploadDeviation(summary.kwh, daysOf(options), point.yearlyQuantityKwh);
    if (deviation.ask) setAsking({ yearly: yearlyKwh(summary.kwh, daysOf(options)).toFixed(0), percent: deviation.percent });
    else void upload(file, options);
  };
  const answer = step.kind === 'checked' || step.kind === 'uploading' ? step.answer : null;
  const show = (error: (typeof errors)['from']) => (tried ? error : undefined);
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('meteringPoints.upload.title', { code: point.code })} style={{ width: 860 }}>
      <DialogBody>
        <p>{t('meteringPoints.upload.intro')}</p>
        <FileInput
          fill
          text={file?.name ?? t('meteringPoints.upload.choose')}
          buttonText={t('meteringPoints.upload.file')}
          inputProps={{ accept: '.csv,text/csv,text/plain', id: 'load-profile-file', name: 'load-profile-file' }}
          onInputChange={(event) => {
            setFile(event.currentTarget.files?.[0] ?? null);
            reset();
          }}
        />
        <div className="portal-form-grid">
          <TextField id="load-profile-from" label={t('meteringPoints.upload.from')} value={draft.from} onChange={(from) => change({ from })} error={show(errors.from)} inputMode="numeric" maxLength={10} autoComplete="off" />
          <TextField id="load-profile-to" label={t('meteringPoints.upload.to')} value={draft.to} onChange={(to) => change({ to })} error={show(errors.to)} inputMode="numeric" maxLength={10} autoComplete="off" />
          <SelectField
            id="load-profile-resolution"
            label={t('meteringPoints.upload.resolution')}
            value={draft.resolution}
            onChange={(resolution) => change({ resolution: resolution === '60' ? '60' : '15' })}
            options={(['15', '60'] as const).map((value) => ({ value, label: t(`meteringPoints.upload.resolutions.${value}`) }))}
          />
          <SelectField id="load-profile-directions" label={t('meteringPoints.upload.directions')} value={draft.directions} onChange={(directions) => change({ directions: directions as UploadDirections })} options={directionOptions} />
        </div>
        <p data-testid="load-profile-zone">{t('meteringPoints.upload.timeZone', { zone })}</p>
        <div aria-live="polite" data-testid="load-profile-result" data-state={step.kind}>
          {step.kind === 'checking' && (
            <p>
              <Spinner size={14} /> {t('meteringPoints.upload.checking')}
            </p>
          )}
          {answer && (
            <>
              <p data-testid="load-profile-summary">
                {answer.problemCount === 0 && `${t('meteringPoints.upload.valid', { rows: answer.rows })} `}
                {t('meteringPoints.upload.summary', { kwh: formatEnergy(answer.summary.kwh, 'kWh'), maxKw: `${formatKind(answer.summary.maxKw, 'graph')} kW` })}
              </p>
              {answer.problemCount > 0 && (
                <Callout intent="danger">
                  <p>{t('meteringPoints.upload.findings', { count: answer.problemCount })}</p>
                  <ProfileFindingsGrid findings={answer.problems} total={answer.problemCount} zone={zone} testId="load-profile-findings" />
                </Callout>
              )}
            </>
          )}
          {step.kind === 'refused' && (
            <Callout intent="danger" data-testid="load-profile-refusal" data-code={step.refusal.code}>
              <p>{t(step.by === 'check' ? 'meteringPoints.upload.findings' : 'meteringPoints.upload.refused', { count: step.refusal.problemCount })}</p>
              <ProfileFindingsGrid findings={step.refusal.problems} total={step.refusal.problemCount} zone={zone} testId="load-profile-findings" />
            </Callout>
          )}
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}>{t('meteringPoints.cancel')}</Button>
            <Button onClick={runCheck} loading={step.kind === 'checking'} disabled={file === null} data-testid="load-profile-check">
              {t('meteringPoints.upload.check')}
            </Button>
            <Button intent="primary" onClick={runUpload} loading={step.kind === 'uploading'} disabled={!uploadable(file, options)} data-testid="load-profile-send">
              {t('meteringPoints.upload.send')}
            </Button>
          </>
        }
      />
      <Alert
        isOpen={asking !== null}
        intent="warning"
        icon="warning-sign"
        confirmButtonText={t('meteringPoints.upload.confirm')}
        cancelButtonText={t('meteringPoints.cancel')}
        onConfirm={() => {
          setAsking(null);
          if (file && options) void upload(file, options);
        }}
        onCancel={() => setAsking(null)}
      >
        <h4>{t('meteringPoints.upload.deviationTitle')}</h4>
        <p data-testid="load-profile-deviation">
          {asking &&
            (asking.percent === null
              ? t('meteringPoints.upload.deviationNoPercent', { yearly: formatEnergy(asking.yearly, 'kWh'), declared: formatEnergy(point.yearlyQuantityKwh, 'kWh') })
              : t('meteringPoints.upload.deviation', { yearly: formatEnergy(asking.yearly, 'kWh'), percent: formatKind(asking.percent, 'value'), declared: formatEnergy(point.yearlyQuantityKwh, 'kWh') }))}
        </p>
      </Alert>
    </Dialog>
  );
}
