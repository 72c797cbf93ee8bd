import { DomainError } from '@portal/events';
import type { Problem as ProblemBody } from '@portal/events/read-contracts';

/** The error body every service answers with (the contract's `Problem`), with a domain error's details. */
export type Problem = ProblemBody & { readonly details?: Record<string, unknown> };

interface FastifyLikeError {
  statusCode?: number;
  code?: string;
  message?: string;
  validation?: { instancePath?: string; keyword?: string; params?: Record<string, unknown>; message?: string }[];
  validationContext?: string;
}

function validationField(error: FastifyLikeError): string {
  const first = error.validation?.[0];
  const base = (first?.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const params = first?.params ?? {};
  const leaf = (params.missingProperty ?? params.additionalProperty ?? (first?.keyword === 'discriminator' ? params.tag : undefined)) as
    | string
    | undefined;
  // Body fields are named as the command names them (data.items.0.name); other parts keep their prefix.
  const context = error.validationContext === 'body' ? undefined : error.validationContext;
  const path = [context, base, leaf].filter((part) => part !== undefined && part !== '').join('.');
  return path || '(root)';
}

/**
 * Maps anything thrown inside a route to a status and a problem body. Client mistakes become
 * 4xx with a catalogue code and the field; everything else is a 500 that leaks no detail.
 */
export function toProblem(error: unknown): { status: number; body: Problem } {
  if (error instanceof DomainError) {
    return {
      status: error.status,
      body: { isClientError: error.status < 500, code: error.code, message: error.message, field: error.field, details: error.details },
    };
  }
  const e = (error ?? {}) as FastifyLikeError;
  if (e.validation) {
    const field = validationField(e);
    const detail = e.validation[0]?.message ?? 'is invalid';
    return { status: 400, body: { isClientError: true, code: 'VALIDATION_ERROR', message: `${field} ${detail}`, field } };
  }
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    // Fastify's own refusals: malformed JSON, wrong content type, body too large, poisoned prototypes.
    const code = e.statusCode === 429 ? 'TOO_MANY_REQUESTS' : 'VALIDATION_ERROR';
    return { status: e.statusCode, body: { isClientError: true, code, message: e.message ?? 'bad request', field: '(body)' } };
  }
  return { status: 500, body: { isClientError: false, code: 'ERR_BAD_RESPONSE', message: 'internal error' } };
}

/**
 * Fastify's own refusals of a URL (one it cannot percent-decode, a path parameter past
 * maxParamLength) as domain errors; they name the parameters, not the URL, which may be huge.
 */
export function urlRefusal(error: unknown): DomainError | undefined {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_ERR_BAD_URL') return new DomainError('VALIDATION_ERROR', 400, 'the URL is not valid (percent-encoding)', { field: 'params' });
  if (code === 'FST_ERR_MAX_PARAM_LENGTH') return new DomainError('VALIDATION_ERROR', 414, 'a path parameter is too long', { field: 'params' });
  return undefined;
}
