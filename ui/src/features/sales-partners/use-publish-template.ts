import { type FormEvent, useState } from 'react';
import { problemOf, refusalOf } from '@/components/forms/command-refusal.ts';
import type { FieldErrors } from '@/components/forms/field-errors.ts';
import { showMessage } from '@/components/toaster.tsx';
import { useCommand } from '@/lib/commands.ts';
import { HttpError } from '@/lib/http.ts';
import { messageFromProblem } from '@/lib/messages/rules.ts';
import { uploadFile } from '@/lib/upload.ts';
import type { DocumentTemplateRow } from './api.ts';
import { publishDocumentTemplate } from './partner-commands.ts';
import { documentNameOf, documentNameProblem, pdfFileProblem } from './upload-rules.ts';

export type TemplateLanguage = DocumentTemplateRow['language'];

/** The publish form's PDF, name and language; publishing uploads the file, then sends the command. */
export function usePublishTemplate(salesPartnerId: string, onPublished: () => void) {
  const [send] = useCommand(publishDocumentTemplate);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [language, setLanguage] = useState<TemplateLanguage>('de');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  // A picked file names the document unless the user already typed a name.
  const pick = (picked: File | null) => {
    setFile(picked);
    if (picked && name.trim() === '') setName(documentNameOf(picked.name));
    setErrors({});
  };

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
      onPublished();
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      setErrors({ file: { key: error.problem.code === 'INVALID_FILE' ? 'salesPartners.documents.wrongFileType' : 'errorInfo.invalid', params: {} } });
    } finally {
      setBusy(false);
    }
  };

  return { file, pick, name, setName, language, setLanguage, errors, busy, publish };
}
