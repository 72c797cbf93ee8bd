import { Callout, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format/index.ts';
import { kwhText } from './forecast-rows.ts';
import { FindingsTable } from './findings-table.tsx';
import type { Preview } from './use-replacement-preview.ts';

/** The file's check as it stands: checking, failed, valid with its totals, or its findings. */
export function ReplacementPreview({ preview }: { preview: Preview }) {
  const { t } = useTranslation();
  return (
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
  );
}
