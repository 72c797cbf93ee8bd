import { Button, Callout, Checkbox, FileInput, FormGroup } from '@blueprintjs/core';
import type { MeteringDirection } from '@portal/events/metering-point-fields';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ProfileCheckOptions, zoneOfCountry } from '@/entities/metering-point/load-profile-query.ts';
import { formatKind } from '@/lib/format/index.ts';
import { useHistoryUpload } from '../hooks/use-history-upload.ts';
import { uploadDeviation } from '../load-profile-choice.ts';
import { shownDate } from '../request-values.ts';

// The historical load profile of a point registered in this request, for the request's history
// range: checked by the server's load profile check (findings by line), then uploaded; the offer
// question when its yearly kWh lies more than 10 % from the declared quantity.

export interface RegisteredPoint {
  code: string;
  direction: MeteringDirection;
  yearlyQuantityKwh: string;
  country: string;
}

/** Findings listed here at most; the count says how many more. */
const SHOWN_FINDINGS = 10;

interface HistoryUploadProps {
  point: RegisteredPoint;
  range: { from: string; to: string };
  /** `answered`: the user confirmed the offer question for this history. */
  onUploaded: (answered: boolean) => void;
}

export function HistoryUpload({ point, range, onUploaded }: HistoryUploadProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const { state, check, upload, uploadable, reset } = useHistoryUpload(point.code, () => onUploaded(confirmed));
  const options: ProfileCheckOptions = { from: range.from, to: range.to, resolution: 15, directions: point.direction, timeZone: zoneOfCountry(point.country) };
  const answer = state.kind === 'checked' || state.kind === 'uploading' ? state.answer : null;
  const deviation = answer ? uploadDeviation({ ...range, kwh: answer.summary.kwh }, point.yearlyQuantityKwh) : null;
  const findings = state.kind === 'refused' ? state.refusal.problems : (answer?.problems ?? []);
  const findingCount = state.kind === 'refused' ? state.refusal.problemCount : (answer?.problemCount ?? 0);
  const canUpload = uploadable(file, options) && (deviation?.ask !== true || confirmed);
  return (
    <section className="portal-offer-new-point" data-testid="offer-history-upload">
      <Callout intent="primary">{t('offerRequest.history.intro', { code: point.code, from: shownDate(range.from), to: shownDate(range.to) })}</Callout>
      <FormGroup label={t('offerRequest.history.file')} labelFor="offer-history-file">
        <FileInput
          fill
          text={file?.name ?? t('offerRequest.history.choose')}
          buttonText={t('offerRequest.history.browse')}
          inputProps={{ id: 'offer-history-file', accept: '.csv,text/csv' }}
          onInputChange={(event) => {
            setFile(event.currentTarget.files?.[0] ?? null);
            setConfirmed(false);
            reset();
          }}
        />
      </FormGroup>
      {answer && findingCount === 0 && (
        <Callout intent="success" data-testid="offer-history-summary">
          {t('offerRequest.history.summary', { rows: answer.rows, kwh: formatKind(answer.summary.kwh, 'volume') })}
        </Callout>
      )}
      {findingCount > 0 && (
        <Callout intent="danger" data-testid="offer-history-findings">
          <ul>
            {findings.slice(0, SHOWN_FINDINGS).map((finding, i) => (
              <li key={`${i}-${finding.message}`}>{finding.line === null ? finding.message : t('offerRequest.history.finding', { line: finding.line, message: finding.message })}</li>
            ))}
          </ul>
          {findingCount > SHOWN_FINDINGS && <p>{t('offerRequest.history.more', { count: findingCount - SHOWN_FINDINGS })}</p>}
        </Callout>
      )}
      {deviation?.ask && findingCount === 0 && (
        <Callout intent="warning" title={t('offerRequest.question.title')} data-testid="offer-history-question">
          <p>{t('offerRequest.history.deviation', { percent: deviation.percent === null ? '∞' : formatKind(deviation.percent, 'value') })}</p>
          <Checkbox label={t('offerRequest.question.confirm')} checked={confirmed} onChange={(event) => setConfirmed(event.currentTarget.checked)} data-testid="offer-history-confirm" />
        </Callout>
      )}
      <div className="portal-offer-step-buttons">
        <Button onClick={() => file && void check(file, options)} loading={state.kind === 'checking'} disabled={file === null} data-testid="offer-history-check">
          {t('offerRequest.history.check')}
        </Button>
        <Button intent="primary" onClick={() => file && void upload(file, options)} loading={state.kind === 'uploading'} disabled={!canUpload} data-testid="offer-history-send">
          {t('offerRequest.history.upload')}
        </Button>
      </div>
    </section>
  );
}
