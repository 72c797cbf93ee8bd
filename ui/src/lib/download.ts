import { DOWNLOAD } from '@/config/constants.ts';

const encoder = new TextEncoder();
const EOF_MARKER = encoder.encode(DOWNLOAD.eofMarker);
const ERROR_MARKER = encoder.encode(DOWNLOAD.errorMarker);

/** Why a download failed; `reason` picks the message under `download.*` in the catalogues. */
export class DownloadError extends Error {
  readonly reason: 'downloadNotComplete' | 'dataNotComplete' | 'noData';

  constructor(reason: DownloadError['reason'], message: string) {
    super(message);
    this.name = 'DownloadError';
    this.reason = reason;
  }
}

export interface DownloadDeps {
  sleep: (ms: number) => Promise<void>;
  /** A number in [0, 1), as Math.random. */
  random: () => number;
}

function endsWith(bytes: Uint8Array, marker: Uint8Array): boolean {
  if (bytes.length < marker.length) return false;
  const offset = bytes.length - marker.length;
  return marker.every((byte, i) => bytes[offset + i] === byte);
}

/**
 * Downloads a file the server streams with an end marker (spec sections 4 and 7): the body is
 * complete only when it ends with `---eof---`, which is cut off. A body ending in
 * `---serializableError---` means the server could not read it consistently this time: wait a
 * random 100-500 ms and ask again, at most 10 attempts. A body with neither marker was cut
 * short on the way and is never handed out as a file.
 *
 * @example
 * const pdf = await downloadWithMarker(() => http.getBytes(`/api/termsConditionsPortalPdf/${id}`), { sleep, random: Math.random });
 */
export async function downloadWithMarker(fetchBytes: () => Promise<Uint8Array>, deps: DownloadDeps): Promise<Uint8Array> {
  const { min, max } = DOWNLOAD.waitMs;
  for (let attempt = 1; attempt <= DOWNLOAD.maxAttempts; attempt++) {
    const bytes = await fetchBytes();
    if (endsWith(bytes, EOF_MARKER)) {
      const content = bytes.subarray(0, bytes.length - EOF_MARKER.length);
      if (content.length === 0) throw new DownloadError('noData', 'the download is empty');
      return content;
    }
    if (!endsWith(bytes, ERROR_MARKER)) {
      throw new DownloadError('downloadNotComplete', `the body of ${bytes.length} bytes ends without the end-of-file marker`);
    }
    if (attempt < DOWNLOAD.maxAttempts) await deps.sleep(Math.round(min + deps.random() * (max - min)));
  }
  throw new DownloadError('dataNotComplete', `the server reported a serialisation error ${DOWNLOAD.maxAttempts} times`);
}

/** `{name}.pdf`, without characters a file system refuses. */
export function pdfFileName(name: string): string {
  const printable = [...name].filter((c) => c >= ' ').join('');
  const safe = printable.replace(/[\\/:*?"<>|]+/g, '_').trim();
  return `${safe === '' ? 'document' : safe}.pdf`;
}
