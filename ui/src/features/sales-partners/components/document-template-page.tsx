import { Button, FileInput, FormGroup, H4, HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { type FormEvent, type InputHTMLAttributes, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemOf, refusalOf } from '@/components/forms/command-refusal.ts';
import type { FieldErrors } from '@/components/forms/field-errors.ts';
import { KeysetGrid } from '@/components/grid/keyset-grid.tsx';
import { localKeysetPage } from '@/components/grid/keyset-paging.ts';
import { useKeysetPage } from '@/components/grid/use-keyset-page.ts';
import { PageCard } from '@/components/page-card.tsx';
import { showMessage } from '@/components/toaster.tsx';
import { useCommand } from '@/lib/commands.ts';
import { formatDateTime } from '@/lib/format/index.ts';
import { HttpError } from '@/lib/http.ts';
import { messageFromProblem } from '@/lib/messages/rules.ts';
import { uploadFile } from '@/lib/upload.ts';
import { type DocumentTemplateRow, useGetDocumentTemplatesQuery } from '../api.ts';
import { downloadTemplate } from '../download-template.ts';
import { publishDocumentTemplate } from '../partner-commands.ts';
import { usePartnerParams } from '../partner-routes.ts';
import { documentNameOf, documentNameProblem, pdfFileProblem } from '../upload-rules.ts';
import { Field, fieldTestId } from './form-field.tsx';
import './sales-partners.css';

type Language = DocumentTemplateRow['language'];

/** /customer-management/sales-partner/{id}/document-template: publish a PDF, list the versions. */
export function DocumentTemplatePage() {
  const { t } = useTranslation();
  const { salesPartnerId } = usePartnerParams();
  const { data: templates, isFetching } = useGetDocumentTemplatesQuery(salesPartnerId);
  const paging = useKeysetPage();
  const [send] = useCommand(publishDocumentTemplate);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [language, setLanguage] = useState<Language>('de');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const sorted = useMemo(() => [...(templates ?? [])].sort((a, b) => b.version - a.version), [templates]);
  const columns = useMemo<ColDef<DocumentTemplateRow>[]>(
    () => [
      { colId: 'version', headerName: t('salesPartners.documents.version'), field: 'version', maxWidth: 110 },
      { colId: 'language', headerName: t('salesPartners.documents.language'), field: 'language', maxWidth: 110 },
      { colId: 'name', headerName: t('salesPartners.documents.name'), field: 'name', minWidth: 200 },
      { colId: 'current', headerName: t('salesPartners.documents.current'), maxWidth: 120, valueGetter: (p) => (p.data?.current ? t('salesPartners.yes') : '') },
      { colId: 'publishedAt', headerName: t('salesPartners.documents.publishedAt'), valueGetter: (p) => (p.data ? formatDateTime(p.data.publishedAt) : '') },
      {
        colId: 'download',
        headerName: '',
        maxWidth: 150,
        cellRenderer: (p: ICellRendererParams<DocumentTemplateRow>) =>
          p.data ? (
            <Button size="small" variant="minimal" intent="primary" onClick={() => p.data && void downloadTemplate(salesPartnerId, p.data)}>
              {t('salesPartners.documents.download')}
            </Button>
          ) : null,
      },
    ],
    [t, salesPartnerId],
  );

  const publish = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, { key: string; params: Record<string, string | number> }> = {};
    const fileProblem = file ? pdfFileProblem(file) : { key: 'errorInfo.required', params: {} };
    if (fileProblem) found.file = fileProblem;
    const nameProblem = documentNameProblem(name);
    if (nameProblem) found.name = nameProblem;
    setErrors(found);
    if (!file || Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { hash } = await uploadFile(file);
      const result = await send({ salesPartnerId, language, name: name.trim(), file: hash });
      if (result.error) {
        const refusal = refusalOf(result.error, ['name', 'file']);
        if (refusal.kind === 'fields') setErrors(refusal.errors);
        else showMessage(refusal.kind === 'toast' ? refusal.message : messageFromProblem(problemOf(result.error)));
        return;
      }
      showMessage({ type: 'success', key: 'salesPartners.messages.templatePublished', params: { name: name.trim() } });
      setFile(null);
      setName('');
      paging.reset();
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      setErrors({ file: { key: error.problem.code === 'INVALID_FILE' ? 'salesPartners.documents.wrongFileType' : 'errorInfo.invalid', params: {} } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageCard title={t('routes.documentTemplate')} testId="sales-partner-document-template">
      <div className="portal-sp-detail">
        <form className="portal-sp-section" noValidate onSubmit={(e) => void publish(e)}>
          <H4>{t('salesPartners.documents.publish')}</H4>
          <div className="portal-sp-grid">
            <Field path="file" label={t('salesPartners.documents.file')} errors={errors}>
              <FileInput
                fill
                text={file?.name ?? t('salesPartners.documents.choosePdf')}
                buttonText={t('salesPartners.documents.browse')}
                inputProps={{ id: fieldTestId('file'), accept: 'application/pdf,.pdf', 'data-testid': 'sp-template-file' } as InputHTMLAttributes<HTMLInputElement>}
                onInputChange={(e) => {
                  const picked = e.currentTarget.files?.[0] ?? null;
                  setFile(picked);
                  if (picked && name.trim() === '') setName(documentNameOf(picked.name));
                  setErrors({});
                }}
              />
            </Field>
            <Field path="name" label={t('salesPartners.documents.name')} errors={errors}>
              <InputGroup id={fieldTestId('name')} data-testid="sp-template-name" value={name} onValueChange={setName} />
            </Field>
            <FormGroup label={t('salesPartners.documents.language')} labelFor="sp-template-language">
              <HTMLSelect id="sp-template-language" value={language} onChange={(e) => setLanguage(e.currentTarget.value as Language)} fill>
                {(['de', 'en', 'fr'] as const).map((l) => (
                  <option key={l} value={l}>
                    {t(`languages.${l}`)}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
          </div>
          <div className="portal-sp-actions">
            <Button type="submit" intent="primary" loading={busy} data-testid="sp-template-publish">
              {t('salesPartners.documents.publishButton')}
            </Button>
          </div>
        </form>
        <KeysetGrid
          columns={columns}
          page={templates ? localKeysetPage(sorted, paging.cursor) : undefined}
          loading={isFetching}
          paging={paging}
          getRowId={(row) => `${row.version}`}
          emptyKey="salesPartners.documents.empty"
          testId="sp-template-grid"
        />
      </div>
    </PageCard>
  );
}
