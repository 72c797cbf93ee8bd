import { Callout, Spinner } from '@blueprintjs/core';
import type { CsvImportRefusal } from '@portal/events/read-contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format/number.ts';
import type { PreviewState } from '../use-csv-preview.ts';
import { CsvProblemsTable } from './csv-problems-table.tsx';

/** The browser's preview of the chosen file: its rows by direction, or its first problems. */
export function CsvPreviewResult({ state }: { state: PreviewState }) {
  const { t } = useTranslation();
  return (
    <div className="portal-csv-preview" data-testid="csv-preview" data-state={state.kind} aria-live="polite">
      {state.kind === 'reading' && (
        <p>
          <Spinner size={14} /> {t('meteringPoints.import.reading')}
        </p>
      )}
      {state.kind === 'failed' && <Callout intent="danger">{t('meteringPoints.import.readFailed', { message: state.message })}</Callout>}
      {state.kind === 'ready' && (
        <>
          <p data-testid="csv-preview-summary">{t('meteringPoints.import.summary', { rows: formatNumber(state.preview.rows, 0), consumption: formatNumber(state.preview.consumption, 0), production: formatNumber(state.preview.production, 0) })}</p>
          {state.preview.problemCount > 0 && (
            <Callout intent="danger">
              <p>{t('meteringPoints.import.problems', { count: formatNumber(state.preview.problemCount, 0) })}</p>
              <CsvProblemsTable problems={state.preview.problems} total={state.preview.problemCount} testId="csv-preview-problems" />
            </Callout>
          )}
        </>
      )}
    </div>
  );
}

/** The server's refusal of the whole file, with the problems it found. */
export function CsvRefusal({ refusal }: { refusal: CsvImportRefusal }) {
  const { t } = useTranslation();
  return (
    <Callout intent="danger" data-testid="csv-refusal" data-code={refusal.code}>
      <p>{t('meteringPoints.import.serverProblems', { count: formatNumber(refusal.problemCount, 0) })}</p>
      <CsvProblemsTable problems={refusal.problems} total={refusal.problemCount} testId="csv-refusal-problems" />
    </Callout>
  );
}
