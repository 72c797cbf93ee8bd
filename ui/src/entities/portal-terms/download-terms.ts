import { showMessage } from '@/components/toaster.tsx';
import { http } from '@/lib/api.ts';
import { DownloadError, downloadWithMarker, pdfFileName } from '@/lib/download.ts';
import { HttpError, realSleep } from '@/lib/http.ts';
import { messageFromProblem } from '@/lib/messages/rules.ts';
import { saveFile } from '@/lib/save-file.ts';
import type { TermsDocument } from './portal-terms-api.ts';

/**
 * Downloads one portal terms PDF through the marker protocol and saves it as `{name}.pdf`.
 * The info toast FILE_DOWNLOAD says the file is being built (it closes after 10 s); a failure
 * becomes an error toast that stays.
 */
export async function downloadTerms(document: TermsDocument): Promise<void> {
  showMessage({ type: 'info', code: 'FILE_DOWNLOAD' });
  try {
    const bytes = await downloadWithMarker(() => http.getBytes(`/api/termsConditionsPortalPdf/${encodeURIComponent(document.id)}`), {
      sleep: realSleep,
      random: Math.random,
    });
    saveFile(bytes, pdfFileName(document.name), 'application/pdf');
  } catch (error) {
    if (error instanceof DownloadError) showMessage({ type: 'error', key: `download.${error.reason}` });
    else if (error instanceof HttpError) showMessage(messageFromProblem(error.problem));
    else throw error;
  }
}
