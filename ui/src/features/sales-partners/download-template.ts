import { showMessage } from '@/components/toaster.tsx';
import { http } from '@/lib/api.ts';
import { DownloadError, downloadWithMarker, pdfFileName } from '@/lib/download.ts';
import { HttpError, realSleep } from '@/lib/http.ts';
import { messageFromProblem } from '@/lib/messages/rules.ts';
import { saveFile } from '@/lib/save-file.ts';
import type { DocumentTemplateRow } from './api.ts';

/** One version of a document template as `{name}.pdf`, through the end-of-file marker protocol. */
export async function downloadTemplate(salesPartnerId: string, row: DocumentTemplateRow): Promise<void> {
  showMessage({ type: 'info', code: 'FILE_DOWNLOAD' });
  const url = `/api/documentTemplates/${encodeURIComponent(salesPartnerId)}/${row.version}/pdf`;
  try {
    const bytes = await downloadWithMarker(() => http.getBytes(url), { sleep: realSleep, random: Math.random });
    saveFile(bytes, pdfFileName(row.name), 'application/pdf');
  } catch (error) {
    if (error instanceof DownloadError) showMessage({ type: 'error', key: `download.${error.reason}` });
    else if (error instanceof HttpError) showMessage(messageFromProblem(error.problem));
    else throw error;
  }
}
