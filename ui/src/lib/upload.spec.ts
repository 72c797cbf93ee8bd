import { HttpError } from './http.ts';
import { uploadFile } from './upload.ts';

const answer = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status });

describe('uploadFile', () => {
  it('posts the raw bytes with their type and the CSRF token, and answers the hash', async () => {
    const calls: RequestInit[] = [];
    const fetch = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      calls.push(init ?? {});
      return answer(200, { data: { hash: 'a'.repeat(64), contentType: 'image/png', size: 3 } })();
    }) as typeof globalThis.fetch;
    const blob = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    await expect(uploadFile(blob, { fetch, cookies: () => 'portal_csrf=tok' })).resolves.toEqual({ hash: 'a'.repeat(64), contentType: 'image/png', size: 3 });
    expect(calls[0]?.headers).toEqual({ 'content-type': 'image/png', 'x-csrf-token': 'tok' });
    expect(calls[0]?.body).toBe(blob);
  });

  it('throws the problem of a refusal', async () => {
    const fetch = answer(400, { isClientError: true, code: 'INVALID_FILE', message: 'not a PNG' }) as unknown as typeof globalThis.fetch;
    const error = await uploadFile(new Blob(['x']), { fetch, cookies: () => '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).problem).toMatchObject({ code: 'INVALID_FILE', message: 'not a PNG' });
  });
});
