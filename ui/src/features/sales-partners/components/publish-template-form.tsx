import { Button, FileInput, FormGroup, H4, HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { type TemplateLanguage, usePublishTemplate } from '../use-publish-template.ts';
import { Field, fieldTestId } from './form-field.tsx';

/** Publishes a new version of the partner's document template: a PDF, its name and language. */
export function PublishTemplateForm({ salesPartnerId, onPublished }: { salesPartnerId: string; onPublished: () => void }) {
  const { t } = useTranslation();
  const { file, pick, name, setName, language, setLanguage, errors, busy, publish } = usePublishTemplate(salesPartnerId, onPublished);
  return (
    <form className="portal-sp-section" noValidate onSubmit={(e) => void publish(e)}>
      <H4>{t('salesPartners.documents.publish')}</H4>
      <div className="portal-sp-grid">
        <Field path="file" label={t('salesPartners.documents.file')} errors={errors}>
          <FileInput
            fill
            text={file?.name ?? t('salesPartners.documents.choosePdf')}
            buttonText={t('salesPartners.documents.browse')}
            inputProps={{ id: fieldTestId('file'), accept: 'application/pdf,.pdf', 'data-testid': 'sp-template-file' } as InputHTMLAttributes<HTMLInputElement>}
            onInputChange={(e) => pick(e.currentTarget.files?.[0] ?? null)}
          />
        </Field>
        <Field path="name" label={t('salesPartners.documents.name')} errors={errors}>
          <InputGroup id={fieldTestId('name')} data-testid="sp-template-name" value={name} onValueChange={setName} />
        </Field>
        <FormGroup label={t('salesPartners.documents.language')} labelFor="sp-template-language">
          <HTMLSelect id="sp-template-language" value={language} onChange={(e) => setLanguage(e.currentTarget.value as TemplateLanguage)} fill>
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
  );
}
