import { showMessage } from '@/components/toaster.tsx';
import { http } from '@/lib/api.ts';
import { DownloadError, downloadWithMarker, pdfFileName } from '@/lib/download.ts';
import { HttpError, realSleep } from '@/lib/http.ts';
import { messageFromProblem } from '@/lib/messages/rules.ts';
import { saveFile } from '@/lib/save-file.ts';
import { offerDocumentUrl } from './api.ts';

/** One version of the offer document as `{name}.pdf`, complete only with its end-of-file marker (spec sections 4 and 9). */
export async function downloadOfferDocument(offerId: string, document: { version: number; name: string }): Promise<void> {
  showMessage({ type: 'info', code: 'FILE_DOWNLOAD' });
  try {
    const bytes = await downloadWithMarker(() => http.getBytes(offerDocumentUrl(offerId, document.version)), { sleep: realSleep, random: Math.random });
    saveFile(bytes, pdfFileName(document.name.replace(/\.pdf$/i, '')), 'application/pdf');
  } catch (error) {
    if (error instanceof DownloadError) showMessage({ type: 'error', key: `download.${error.reason}` });
    else if (error instanceof HttpError) showMessage(messageFromProblem(error.problem));
    else throw error;
  }
}
