import { DocumentName } from '@portal/events/sales-partner-fields';
import Value from 'typebox/value';
import type { FieldMessage } from '@/components/forms/field-errors.ts';

// Document template checks before an upload (spec section 5, "Files"): the server sniffs the
// content again (POST /api/uploads), these only spare the user a round trip with the wrong file.
// The logo's are the shared design form's (entities/design/design-rules.ts).

const MiB = 1024 * 1024;

export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

const extension = (name: string) => name.toLowerCase().split('.').at(-1) ?? '';

/** A document template is a PDF of at most 10 MiB. */
export function pdfFileProblem(file: PickedFile): FieldMessage | null {
  if (file.type !== 'application/pdf' || extension(file.name) !== 'pdf') return { key: 'salesPartners.documents.wrongFileType', params: {} };
  if (file.size > 10 * MiB) return { key: 'salesPartners.design.tooLarge', params: { max: '10 MiB' } };
  return null;
}

/** The document's name from its file ("Vorlage 2026.pdf" → "Vorlage 2026"). */
export function documentNameOf(fileName: string): string {
  return fileName.replace(/\.pdf$/i, '').trim();
}

export function documentNameProblem(name: string): FieldMessage | null {
  if (name.trim() === '') return { key: 'errorInfo.required', params: {} };
  return Value.Check(DocumentName, name.trim()) ? null : { key: 'errorInfo.invalid', params: {} };
}
