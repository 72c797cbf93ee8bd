import { Button, Callout, Dialog, DialogBody, DialogFooter, FileInput, FormGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@/components/forms/form-field.tsx';
import type { PointKey } from './forecast-api.ts';
import type { Forecast } from './forecast-rows.ts';
import { FindingsTable } from './findings-table.tsx';
import { ReplacementPreview } from './replacement-preview.tsx';
import { type ReplacementRefusal, useReplaceForecast } from './use-replace-forecast.ts';

// Replace a generated (or failed) forecast by an uploaded file: the file is checked against the
// period through the check route as soon as both are there (findings by line, column and
// quarter hour), then stored (`POST /api/uploads`) and named in `ReplaceLongTermForecast`,
// whose refusal lists its findings the same way.

export function ReplaceForecastDialog({ point, forecast, onClose }: { point: PointKey; forecast: Forecast; onClose: () => void }) {
  const { t } = useTranslation();
  const replacement = useReplaceForecast(point, forecast, onClose);
  const { file, refusal } = replacement;
  return (
    <Dialog isOpen onClose={onClose} title={t('forecast.replace.title')} style={{ width: 760 }}>
      <DialogBody>
        <PeriodFields draft={replacement.draft} change={replacement.change} leave={replacement.leave} shown={replacement.shown} />
        <FormGroup label={t('forecast.replace.file')} labelFor="forecast-replace-file">
          <FileInput
            fill
            text={file?.name ?? t('forecast.replace.choose')}
            buttonText={t('forecast.replace.browse')}
            inputProps={{ accept: '.csv,text/csv', id: 'forecast-replace-file', name: 'file' }}
            onInputChange={(event) => replacement.chooseFile(event.currentTarget.files?.[0] ?? null)}
          />
        </FormGroup>
        <ReplacementPreview preview={replacement.preview} />
        {refusal && <RefusalCallout refusal={refusal} />}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}>{t('forecast.replace.cancel')}</Button>
            <Button intent="primary" disabled={!replacement.ready} loading={replacement.sending} onClick={() => void replacement.send()} data-testid="forecast-replace-send">
              {t('forecast.replace.send')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}

type FieldsProps = Pick<ReturnType<typeof useReplaceForecast>, 'draft' | 'change' | 'leave' | 'shown'>;

/** The replacement's period, resolution and time zone. */
function PeriodFields({ draft, change, leave, shown }: FieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="portal-form-grid" data-testid="forecast-replace-dialog">
      <TextField id="forecast-replace-from" name="from" label={t('forecast.replace.from')} value={draft.from} onChange={change('from')} onBlur={leave('from')} error={shown('from')} />
      <TextField id="forecast-replace-to" name="to" label={t('forecast.replace.to')} value={draft.to} onChange={change('to')} onBlur={leave('to')} error={shown('to')} />
      <SelectField
        id="forecast-replace-resolution"
        label={t('forecast.replace.resolution')}
        value={draft.resolution}
        placeholder={false}
        onChange={change('resolution')}
        options={(['15', '60'] as const).map((value) => ({ value, label: t(`forecast.replace.resolutions.${value}`) }))}
      />
      <SelectField
        id="forecast-replace-timeZone"
        label={t('forecast.replace.timeZone')}
        value={draft.timeZone}
        placeholder={false}
        onChange={change('timeZone')}
        options={['Europe/Zurich', 'Europe/Berlin'].map((value) => ({ value, label: value }))}
      />
    </div>
  );
}

function RefusalCallout({ refusal }: { refusal: ReplacementRefusal }) {
  const { t } = useTranslation();
  return (
    <Callout intent="danger" data-testid="forecast-replace-refusal">
      <p>{t('forecast.replace.refused', { message: refusal.message })}</p>
      {refusal.findings.length > 0 && <FindingsTable findings={refusal.findings} total={refusal.findings.length} testId="forecast-replace-refusal-findings" />}
    </Callout>
  );
}
