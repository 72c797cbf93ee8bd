import { ERROR_CODES } from './codes.ts';
import { messageFromProblem, startupFailureMessage, toastSpec, toastTimeout } from './rules.ts';

describe('toast timeouts', () => {
  it('closes info and warning after 10,000 ms and keeps errors', () => {
    expect(toastTimeout({ type: 'info' })).toBe(10_000);
    expect(toastTimeout({ type: 'warning' })).toBe(10_000);
    expect(toastTimeout({ type: 'error' })).toBe(0);
  });

  it('lets a message shorten its own time-out, except an error', () => {
    expect(toastTimeout({ type: 'info', timeoutMs: 3000 })).toBe(3000);
    expect(toastTimeout({ type: 'error', timeoutMs: 3000 })).toBe(0);
  });
});

describe('toast content', () => {
  it('titles by type and picks the message by code', () => {
    expect(toastSpec({ type: 'warning', code: 'OFFER_EXPIRED' })).toMatchObject({
      titleKey: 'toast.titles.warning',
      messageKey: 'codes.OFFER_EXPIRED',
      intent: 'warning',
    });
    expect(toastSpec({ type: 'success', code: 'SUCCESS_GENERAL' }).titleKey).toBe('toast.titles.success');
  });

  it('has a message for every catalogue code', () => {
    for (const code of ERROR_CODES) expect(toastSpec({ type: 'error', code }).messageKey).toBe(`codes.${code}`);
  });

  it('falls back to the connection-error message for unknown codes and no code', () => {
    expect(toastSpec({ type: 'error', code: 'HTTP_502' }).messageKey).toBe('client.fallback');
    expect(toastSpec({ type: 'error', code: 'constructor' }).messageKey).toBe('client.fallback');
    expect(toastSpec({ type: 'error' }).messageKey).toBe('client.fallback');
  });

  it('gives ERR_BAD_REQUEST its own toast', () => {
    const spec = toastSpec(messageFromProblem({ isClientError: true, code: 'ERR_BAD_REQUEST', message: 'no route' }));
    expect(spec).toMatchObject({ titleKey: 'toast.badRequestTitle', messageKey: 'codes.ERR_BAD_REQUEST', timeoutMs: 0, intent: 'danger' });
  });

  it('logs out on NOT_AUTHORIZED', () => {
    expect(toastSpec({ type: 'error', code: 'NOT_AUTHORIZED' }).effect).toBe('logout');
    expect(toastSpec({ type: 'error', code: 'LOGIN_ERROR' }).effect).toBeNull();
  });
});

describe('startup failures', () => {
  it('show the default client error unless the server called it a client error', () => {
    expect(startupFailureMessage({ isClientError: false, code: 'ERR_BAD_RESPONSE', message: 'Failed to fetch' })).toEqual({
      type: 'error',
      key: 'client.defaultError',
    });
    expect(toastSpec(startupFailureMessage({ isClientError: true, code: 'SALESPARTNER_INACTIVE', message: '' })).messageKey).toBe(
      'codes.SALESPARTNER_INACTIVE',
    );
  });
});
