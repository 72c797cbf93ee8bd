import { Button, Callout, Dialog, DialogBody, DialogFooter, FileInput, FormGroup, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@/components/forms/form-field.tsx';
import { showMessage } from '@/components/toaster.tsx';
import { rememberWrittenPosition } from '@/lib/api.ts';
import { newCommandId } from '@/lib/commands.ts';
import { formatNumber } from '@/lib/format/index.ts';
import { HttpError } from '@/lib/http.ts';
import { uploadFile } from '@/lib/upload.ts';
import { type PointKey, useGetProfileStatusQuery } from './forecast-api.ts';
import { type Forecast, kwhText } from './forecast-rows.ts';
import { FindingsTable } from './findings-table.tsx';
import { checkReplacementFile, type FileFinding, type LoadProfileCheckAnswer, type ReplacementPeriod, sendReplacement } from './replacement-calls.ts';
import { draftErrors, draftPeriod, initialDraft, type ReplacementDraft } from './replacement-draft.ts';

// Replace a generated (or failed) forecast by an uploaded file: the file is checked against the
// period through the check route as soon as both are there (findings by line, column and
// quarter hour), then stored (`POST /api/uploads`) and named in `ReplaceLongTermForecast`,
// whose refusal lists its findings the same way.

type Preview = { kind: 'none' } | { kind: 'checking' } | { kind: 'checked'; answer: LoadProfileCheckAnswer } | { kind: 'failed'; code: string };
type Outcome = Exclude<Preview, { kind: 'none' } | { kind: 'checking' }>;

// Each file and period is one check; its outcome is kept with what it was for, so a newer
// choice reads as "checking" until its own answer is in.
function usePreview(file: File | null, draft: ReplacementDraft, direction: 'CONS' | 'PROD'): Preview {
  const [done, setDone] = useState<{ file: File; period: string; outcome: Outcome } | null>(null);
  const period = draftPeriod(draft);
  const periodKey = period ? JSON.stringify(period) : null;
  useEffect(() => {
    if (!file || periodKey === null) return;
    let current = true;
    const settle = (outcome: Outcome) => current && setDone({ file, period: periodKey, outcome });
    checkReplacementFile(file, JSON.parse(periodKey) as ReplacementPeriod, direction).then(
      (answer) => settle({ kind: 'checked', answer }),
      (error: unknown) => settle({ kind: 'failed', code: error instanceof HttpError ? error.problem.code : 'ERR_BAD_RESPONSE' }),
    );
    return () => {
      current = false;
    };
  }, [file, periodKey, direction]);
  if (!file || periodKey === null) return { kind: 'none' };
  return done && done.file === file && done.period === periodKey ? done.outcome : { kind: 'checking' };
}

export function ReplaceForecastDialog({ point, forecast, onClose }: { point: PointKey; forecast: Forecast; onClose: () => void }) {
  const { t } = useTranslation();
  const { refetch } = useGetProfileStatusQuery(point);
  const [draft, setDraft] = useState(() => initialDraft(forecast));
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; findings: FileFinding[] } | null>(null);
  // One id for the user's action: a second press after a lost answer does not replace twice.
  const [commandId] = useState(newCommandId);
  const preview = usePreview(file, draft, point.direction);
  const errors = draftErrors(draft);
  const shown = (field: keyof ReplacementDraft) => (touched.has(field) ? errors[field] : undefined);
  const change = (field: keyof ReplacementDraft) => (value: string) => {
    setRefusal(null);
    setDraft((before) => ({ ...before, [field]: value }));
  };
  const leave = (field: string) => () => setTouched((before) => new Set([...before, field]));
  const period = draftPeriod(draft);
  const ready = file !== null && period !== null && preview.kind === 'checked' && preview.answer.valid;

  const send = async () => {
    if (!ready) return;
    setSending(true);
    try {
      // The upload route takes the bytes as CSV whatever type the browser guessed for the file.
      const { hash } = await uploadFile(new Blob([file], { type: 'text/csv' }));
      const outcome = await sendReplacement({ code: point.code, direction: point.direction, forecastId: forecast.forecastId, ...period, timeZone: draft.timeZone, file: hash }, commandId);
      if (outcome.kind === 'refused') {
        setRefusal({ message: outcome.message, findings: outcome.findings });
        return;
      }
      if (outcome.position !== '') rememberWrittenPosition(outcome.position);
      void refetch();
      showMessage({ type: 'success', key: 'forecast.replace.done' });
      onClose();
    } catch (error) {
      showMessage(error instanceof HttpError ? { type: 'error', code: error.problem.code } : { type: 'error', key: 'messages.uploadError' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog isOpen onClose={onClose} title={t('forecast.replace.title')} style={{ width: 760 }}>
      <DialogBody>
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
        <FormGroup label={t('forecast.replace.file')} labelFor="forecast-replace-file">
          <FileInput
            fill
            text={file?.name ?? t('forecast.replace.choose')}
            buttonText={t('forecast.replace.browse')}
            inputProps={{ accept: '.csv,text/csv', id: 'forecast-replace-file', name: 'file' }}
            onInputChange={(event) => {
              setRefusal(null);
              setFile(event.currentTarget.files?.[0] ?? null);
            }}
          />
        </FormGroup>
        <div data-testid="forecast-replace-preview" data-state={preview.kind} aria-live="polite">
          {preview.kind === 'checking' && (
            <p>
              <Spinner size={14} /> {t('forecast.replace.checking')}
            </p>
          )}
          {preview.kind === 'failed' && <Callout intent="danger">{t(`codes.${preview.code}`, { defaultValue: t('messages.uploadError') })}</Callout>}
          {preview.kind === 'checked' && preview.answer.valid && (
            <Callout intent="success" data-testid="forecast-replace-valid">
              {t('forecast.replace.valid', { rows: preview.answer.rows, kwh: kwhText(preview.answer.summary.kwh), maxKw: formatNumber(preview.answer.summary.maxKw, 3) })}
            </Callout>
          )}
          {preview.kind === 'checked' && !preview.answer.valid && (
            <Callout intent="danger">
              <p>{t('forecast.replace.findings', { count: preview.answer.problemCount })}</p>
              <FindingsTable findings={preview.answer.problems} total={preview.answer.problemCount} testId="forecast-replace-findings" />
            </Callout>
          )}
        </div>
        {refusal && (
          <Callout intent="danger" data-testid="forecast-replace-refusal">
            <p>{t('forecast.replace.refused', { message: refusal.message })}</p>
            {refusal.findings.length > 0 && <FindingsTable findings={refusal.findings} total={refusal.findings.length} testId="forecast-replace-refusal-findings" />}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}>{t('forecast.replace.cancel')}</Button>
            <Button intent="primary" disabled={!ready} loading={sending} onClick={() => void send()} data-testid="forecast-replace-send">
              {t('forecast.replace.send')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
