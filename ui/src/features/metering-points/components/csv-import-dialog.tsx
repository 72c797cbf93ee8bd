import { Button, Callout, Dialog, DialogBody, DialogFooter, FileInput, Spinner } from '@blueprintjs/core';
import type { CsvImportRefusal } from '@portal/events/read-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/app/hooks.ts';
import { SelectField } from '@/components/forms/form-field.tsx';
import { showMessage } from '@/components/toaster.tsx';
import { listTag } from '@/entities/metering-point/metering-point-api.ts';
import { importMeteringPoints } from '@/entities/metering-point/metering-point-import.ts';
import { api, rememberWrittenPosition } from '@/lib/api.ts';
import { useConfigSelect } from '@/lib/config-select.ts';
import { formatNumber } from '@/lib/format/number.ts';
import { HttpError } from '@/lib/http.ts';
import { saveFile } from '@/lib/save-file.ts';
import { meteringPointTemplate, templateFileName } from '../csv-template.ts';
import { useCsvPreview } from '../use-csv-preview.ts';
import { CsvProblemsTable } from './csv-problems-table.tsx';
import { CustomerChoice, useChooser } from './customer-choice.tsx';
import { marketAreaOptions } from './new-point-dialog.tsx';

// The CSV import of issue 11 point 3: the file is previewed at once in a worker (rows, first
// problems by line and column), then uploaded as it is; the server checks every rule in one
// pass and either imports all rows or refuses with the problems, which are listed here.

export function CsvImportDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { ownCustomerId } = useChooser();
  const { data: config } = useConfigSelect();
  const { state, preview, reset } = useCsvPreview();
  const [file, setFile] = useState<File | null>(null);
  const [customerId, setCustomerId] = useState(ownCustomerId ?? '');
  const [marketArea, setMarketArea] = useState('');
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<CsvImportRefusal | null>(null);

  const close = () => {
    reset();
    setFile(null);
    setRefusal(null);
    setTried(false);
    onClose();
  };
  const choose = (chosen: File | undefined) => {
    setRefusal(null);
    setFile(chosen ?? null);
    if (chosen) preview(chosen);
    else reset();
  };
  const ready = state.kind === 'ready' && state.preview.problemCount === 0 && state.preview.rows > 0;
  const send = async () => {
    setTried(true);
    if (!file || !ready || customerId.trim() === '' || marketArea === '') return;
    setSending(true);
    try {
      const outcome = await importMeteringPoints(file, { customerId: customerId.trim(), marketArea, declared: state.preview.declared ?? 'BOTH' });
      if (outcome.kind === 'refused') {
        setRefusal(outcome.refusal);
        return;
      }
      // The next reads wait for the import to be in the read model (read-your-writes).
      rememberWrittenPosition(outcome.position);
      dispatch(api.util.invalidateTags([listTag]));
      showMessage({ type: 'success', key: 'meteringPoints.import.imported', params: { count: formatNumber(outcome.count, 0) } });
      close();
    } catch (error) {
      showMessage(error instanceof HttpError ? { type: 'error', code: error.problem.code } : { type: 'error', key: 'messages.uploadError' });
    } finally {
      setSending(false);
    }
  };
  const required = { key: 'errorInfo.required', params: {} };
  return (
    <Dialog isOpen={isOpen} onClose={close} title={t('meteringPoints.import.title')} style={{ width: 760 }}>
      <DialogBody>
        <p>{t('meteringPoints.import.intro')}</p>
        <p>
          <Button variant="minimal" intent="primary" data-testid="csv-template" onClick={() => saveFile(new TextEncoder().encode(meteringPointTemplate()), templateFileName, 'text/csv')}>
            {t('meteringPoints.import.template')}
          </Button>
        </p>
        {config && (
          <div className="portal-form-grid">
            <CustomerChoice id="csv-import-customerId" value={customerId} onChange={setCustomerId} allowAll={false} error={tried && customerId.trim() === '' ? required : undefined} />
            <SelectField
              id="csv-import-marketArea"
              label={t('meteringPoints.fields.marketArea')}
              value={marketArea}
              onChange={setMarketArea}
              options={marketAreaOptions(config)}
              error={tried && marketArea === '' ? required : undefined}
            />
          </div>
        )}
        <FileInput
          fill
          text={file?.name ?? t('meteringPoints.import.choose')}
          buttonText={t('meteringPoints.import.file')}
          inputProps={{ accept: '.csv,text/csv', id: 'csv-import-file', name: 'csv-import-file' }}
          onInputChange={(event) => choose(event.currentTarget.files?.[0])}
        />
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
        {refusal && (
          <Callout intent="danger" data-testid="csv-refusal" data-code={refusal.code}>
            <p>{t('meteringPoints.import.serverProblems', { count: formatNumber(refusal.problemCount, 0) })}</p>
            <CsvProblemsTable problems={refusal.problems} total={refusal.problemCount} testId="csv-refusal-problems" />
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={close}>{t('meteringPoints.cancel')}</Button>
            <Button intent="primary" disabled={!ready} loading={sending} onClick={() => void send()} data-testid="csv-import-send">
              {t('meteringPoints.import.send')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
