import { request } from 'node:http';

export interface StreamedAnswer {
  /** 0 when the server closed the connection before the client could read an answer. */
  readonly status: number;
  readonly body: string;
  /** Bytes the client had written when the answer (or the closed connection) arrived. */
  readonly sentBefore: number;
}

/**
 * Streams `total` bytes to `url` in 1 MiB chunks (with a content-length, or chunked) and answers
 * as soon as the server does, so a test sees whether the server refused before the body ended.
 * A server that refuses and closes the connection while the client still writes may have its
 * answer lost to the client's EPIPE: that ends the call with status 0 and what had been sent.
 */
export function streamBody(url: string, headers: Record<string, string>, total: number, chunked: boolean): Promise<StreamedAnswer> {
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = request(url, { method: 'POST', headers: chunked ? headers : { ...headers, 'content-length': String(total) } }, (res) => {
      answered = true;
      const sentBefore = sent;
      let body = '';
      res.on('data', (data: Buffer) => (body += data.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sentBefore }));
    });
    req.on('error', (error) => {
      const code = (error as NodeJS.ErrnoException).code;
      if (answered) return;
      if (code === 'EPIPE' || code === 'ECONNRESET') resolve({ status: 0, body: '', sentBefore: sent });
      else reject(error);
    });
    const pump = (): void => {
      while (sent < total && !answered) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      req.end();
    };
    pump();
  });
}
