import type { CsvImportRefusal } from '@portal/events/read-contracts';
import { useState } from 'react';
import { useAppDispatch } from '@/app/hooks.ts';
import { showMessage } from '@/components/toaster.tsx';
import { listTag } from '@/entities/metering-point/metering-point-api.ts';
import { importMeteringPoints } from '@/entities/metering-point/metering-point-import.ts';
import { api, rememberWrittenPosition } from '@/lib/api.ts';
import { formatNumber } from '@/lib/format/number.ts';
import { HttpError } from '@/lib/http.ts';
import { useCsvPreview } from './use-csv-preview.ts';

/**
 * The CSV import's file, its preview, the customer and market area, and the send: only a file
 * whose preview found rows and no problems is sent; closing forgets the file and its outcome.
 */
export function useCsvImport(ownCustomerId: string | null, onClose: () => void) {
  const dispatch = useAppDispatch();
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
  return { state, file, choose, customerId, setCustomerId, marketArea, setMarketArea, tried, sending, refusal, ready, send, close };
}
