import type { FastifyInstance } from 'fastify';
import { validationError } from '@portal/events';
import { defaultJsonShapeLimits, jsonShapeRefusal, type JsonShapeLimits } from './json-shape.ts';

/**
 * Replaces Fastify's application/json parser with one that measures the text before parsing
 * it: a body nested too deep or holding too many values is refused with 400 VALIDATION_ERROR
 * naming the place, before anything (the text guard, ajv, a handler) walks it. What passes goes
 * to Fastify's own parser, so prototype-poisoning refusals and empty-body answers stay as they
 * are. The body limit still applies first: an oversized body is refused while it is read.
 */
export function boundedJsonParser(app: FastifyInstance, limits: JsonShapeLimits = defaultJsonShapeLimits): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const refusal = jsonShapeRefusal(body as string, limits);
    if (refusal) {
      done(validationError(refusal.field, `${refusal.field} ${refusal.message}`), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
