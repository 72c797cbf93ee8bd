/**
 * The read side's contracts: every row and answer the query API serves, once, as TypeBox
 * schemas. The view that writes a row types it from here, the route declares it as its response
 * schema (validation-free serialisation and the OpenAPI document), and the UI types its cache
 * with `Static<typeof X>` (the `X` type beside each schema).
 *
 * Browser-safe: imports only `typebox` and the pure field schemas (no node:*, pg, fastify).
 *
 * An area's rows are its `<area>-rows.ts` here and one `export *` line below: that line is the
 * area's one line for the read contracts. They are not collected from the areas' `area.ts`
 * because those load the server side (ajv, node:crypto) the browser cannot, and a row is a type
 * as much as a schema: only a module's exports carry both. `index.spec.ts` fails on a module
 * left out.
 *
 * @example
 * import { Answer, CustomerDetail } from '@portal/events/read-contracts';
 * app.get('/api/customers/:customerId', { schema: { response: { 200: Answer(CustomerDetail) } } }, handler);
 * const customer: CustomerDetail = await api.getCustomer(id);
 */
export * from './envelope.ts';
export * from './problem-body.ts';
export * from './command-accepted.ts';
export * from './customer-rows.ts';
export * from './user-rows.ts';
export * from './sales-partner-rows.ts';
export * from './tenant-answers.ts';
export * from './session-answers.ts';
export * from './metering-point-rows.ts';
export * from './time-series-rows.ts';
export * from './offer-rows.ts';
export * from './offer-search.ts';
export * from './search-text.ts';
export * from './socket-frames.ts';
export * from './cache-tags.ts';
export * from './market-rows.ts';
export * from './audit.ts';
