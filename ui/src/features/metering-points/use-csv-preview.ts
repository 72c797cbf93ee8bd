import { useCallback, useEffect, useRef, useState } from 'react';
import type { CsvPreview } from './csv-preview.ts';

// Runs the preview of a chosen file in a Web Worker (csv-worker.ts): reading and parsing 10,000
// rows happens off the main thread, the page stays responsive. A newer file replaces the
// running preview; closing the dialog ends the worker.

export type PreviewState = { kind: 'idle' } | { kind: 'reading' } | { kind: 'ready'; preview: CsvPreview } | { kind: 'failed'; message: string };

type WorkerAnswer = { ok: true; preview: CsvPreview } | { ok: false; message: string };

export function useCsvPreview() {
  const [state, setState] = useState<PreviewState>({ kind: 'idle' });
  const worker = useRef<Worker | null>(null);
  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);
  useEffect(() => stop, [stop]);
  const preview = useCallback(
    (file: File) => {
      stop();
      setState({ kind: 'reading' });
      const running = new Worker(new URL('./csv-worker.ts', import.meta.url), { type: 'module' });
      worker.current = running;
      running.addEventListener('message', (event: MessageEvent<WorkerAnswer>) => {
        if (worker.current !== running) return;
        setState(event.data.ok ? { kind: 'ready', preview: event.data.preview } : { kind: 'failed', message: event.data.message });
        stop();
      });
      running.addEventListener('error', (event) => {
        if (worker.current !== running) return;
        setState({ kind: 'failed', message: event.message });
        stop();
      });
      running.postMessage(file);
    },
    [stop],
  );
  const reset = useCallback(() => {
    stop();
    setState({ kind: 'idle' });
  }, [stop]);
  return { state, preview, reset };
}
