import { Button, Dialog, DialogBody, DialogFooter, FileInput } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/forms/form-field.tsx';
import { useConfigSelect } from '@/lib/config-select.ts';
import { saveFile } from '@/lib/save-file.ts';
import { meteringPointTemplate, templateFileName } from '../csv-template.ts';
import { useCsvImport } from '../use-csv-import.ts';
import { CsvPreviewResult, CsvRefusal } from './csv-preview-result.tsx';
import { CustomerChoice, useChooser } from './customer-choice.tsx';
import { marketAreaOptions } from './new-point-dialog.tsx';

// The CSV import of issue 11 point 3: the file is previewed at once in a worker (rows, first
// problems by line and column), then uploaded as it is; the server checks every rule in one
// pass and either imports all rows or refuses with the problems, which are listed here.

export function CsvImportDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { ownCustomerId } = useChooser();
  const { data: config } = useConfigSelect();
  const csv = useCsvImport(ownCustomerId, onClose);
  const { customerId, marketArea, tried } = csv;
  const required = { key: 'errorInfo.required', params: {} };
  return (
    <Dialog isOpen={isOpen} onClose={csv.close} title={t('meteringPoints.import.title')} style={{ width: 760 }}>
      <DialogBody>
        <p>{t('meteringPoints.import.intro')}</p>
        <p>
          <Button variant="minimal" intent="primary" data-testid="csv-template" onClick={() => saveFile(new TextEncoder().encode(meteringPointTemplate()), templateFileName, 'text/csv')}>
            {t('meteringPoints.import.template')}
          </Button>
        </p>
        {config && (
          <div className="portal-form-grid">
            <CustomerChoice id="csv-import-customerId" value={customerId} onChange={csv.setCustomerId} allowAll={false} error={tried && customerId.trim() === '' ? required : undefined} />
            <SelectField
              id="csv-import-marketArea"
              label={t('meteringPoints.fields.marketArea')}
              value={marketArea}
              onChange={csv.setMarketArea}
              options={marketAreaOptions(config)}
              error={tried && marketArea === '' ? required : undefined}
            />
          </div>
        )}
        <FileInput
          fill
          text={csv.file?.name ?? t('meteringPoints.import.choose')}
          buttonText={t('meteringPoints.import.file')}
          inputProps={{ accept: '.csv,text/csv', id: 'csv-import-file', name: 'csv-import-file' }}
          onInputChange={(event) => csv.choose(event.currentTarget.files?.[0])}
        />
        <CsvPreviewResult state={csv.state} />
        {csv.refusal && <CsvRefusal refusal={csv.refusal} />}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={csv.close}>{t('meteringPoints.cancel')}</Button>
            <Button intent="primary" disabled={!csv.ready} loading={csv.sending} onClick={() => void csv.send()} data-testid="csv-import-send">
              {t('meteringPoints.import.send')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
