import { csvPreview, decodeCsv } from './csv-preview.ts';

// Web worker of the CSV import dialog: reads and parses the chosen file off the main thread
// and answers with its preview (csv-preview.ts). One message in (the File), one out.

interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<Blob>) => void): void;
  postMessage(message: unknown): void;
}
const scope = globalThis as unknown as WorkerScope;

scope.addEventListener('message', (event) => {
  void event.data
    .arrayBuffer()
    .then((buffer) => scope.postMessage({ ok: true, preview: csvPreview(decodeCsv(new Uint8Array(buffer))) }))
    .catch((error: unknown) => scope.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) }));
});
