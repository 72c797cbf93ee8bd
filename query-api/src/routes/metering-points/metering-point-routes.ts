import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CustomerId, DomainError, MeteringCode, MeteringDirection, type Principal } from '@portal/events';
import { Answer, KeysetPage, MeteringAddressRow, MeteringPointFilter, MeteringPointRow } from '@portal/events/read-contracts';
import { customersView, documentOf, meteringPointDocId, meteringPointRowOf, meteringPointsView, type MeteringPointDoc } from '@portal/projections';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { assertMayReadCustomer, guard } from '../../auth/index.ts';
import { principalOf } from '../../auth/principal.ts';
import { KeysetQuery, type KeysetSource } from '../customers/index.ts';
import { Problem } from '../sales-partner/tenant.ts';
import { meteringPointPage, scanPoints } from './metering-point-page.ts';
import { customerNames, scopeOf, searchConditions, searchWords } from './metering-point-scope.ts';

const strict = { additionalProperties: false } as const;
const tags = ['meteringpoints'];
/** Served from both views: a point's row names its customer from the customers view. */
const projection = [meteringPointsView.name, customersView.name];

/**
 * The contract's filter, with `search` checked by the handler (searchWords) rather than the
 * schema, so a short search answers VALIDATION_ERROR at `search` as the spec's forms expect.
 */
export const SearchParam = Type.Optional(Type.String({ maxLength: 100, description: 'full text over code, customer name, street and place; at least 3 characters' }));
export const MeteringPointListQuery = Type.Object({ ...KeysetQuery.properties, ...MeteringPointFilter.properties, search: SearchParam }, strict);
const DetailParams = Type.Object({ code: MeteringCode, direction: MeteringDirection }, strict);
const AddressParams = Type.Object({ customerId: Type.Union([CustomerId, Type.Literal('all')], { description: "a customer number, or 'all' for every customer the caller sees" }) }, strict);

/** Whether the caller sees this point: the admin every one, a partner its customers', a customer its own. */
export const mayReadPoint = (principal: Principal, doc: Pick<MeteringPointDoc, 'customerId' | 'salesPartnerId'>): boolean =>
  principal.role === 'admin' ||
  (principal.role === 'salesPartner' && principal.salesPartnerId === doc.salesPartnerId) ||
  (principal.role === 'customer' && principal.customerId === doc.customerId);

const addressKey = (doc: MeteringPointDoc): string => JSON.stringify([doc.customerId, doc.address.country, doc.address.zipCode, doc.address.place, doc.address.street, doc.address.streetNr, doc.address.countryState]);
const byText = (a: string | null, b: string | null): number => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a.localeCompare(b, 'de'));
/** By customer name (erased last), then place, street and house number as people read them. */
const addressOrder = (a: MeteringAddressRow, b: MeteringAddressRow): number =>
  byText(a.customername, b.customername) ||
  a.customerId.localeCompare(b.customerId) ||
  a.address.place.localeCompare(b.address.place, 'de') ||
  a.address.street.localeCompare(b.address.street, 'de') ||
  a.address.streetNr.localeCompare(b.address.streetNr, 'de', { numeric: true });

/** The metering point list, detail and addresses of issue 11 (spec section 2, customer-management/meteringpoints), from the `meteringPoints` view. */
export function meteringPointRoutes(fastify: FastifyInstance, deps: KeysetSource): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/meteringpoints',
    {
      onRequest: guard('businessUser'),
      config: { projection },
      schema: {
        summary: 'A keyset page of the metering points the caller sees, by code then direction, filtered; search from 3 characters',
        tags,
        querystring: MeteringPointListQuery,
        response: { 200: Answer(KeysetPage(MeteringPointRow)), 400: Problem },
      },
    },
    async (request) => {
      const { search, ...rest } = request.query;
      const words = search === undefined ? undefined : searchWords(search);
      const where = scopeOf(principalOf(request), rest);
      if (where === null) return { data: { rows: [], firstKey: null, lastKey: null, hasNext: false, hasPrevious: false } };
      const textMatch = words === undefined ? undefined : await searchConditions(deps.readStore, where, words);
      return { data: await meteringPointPage(deps, where, request.query, textMatch) };
    },
  );

  app.get(
    '/api/meteringpoints/:code/:direction',
    {
      onRequest: guard('businessUser'),
      config: { projection },
      schema: { summary: 'One metering point in one direction (404 when the caller does not see it)', tags, params: DetailParams, response: { 200: Answer(MeteringPointRow), 404: Problem } },
    },
    async (request) => {
      const { code, direction } = request.params;
      const doc = await documentOf(deps.readStore, meteringPointsView, meteringPointDocId(code, direction));
      // Another tenant's point answers like a point that does not exist.
      if (!doc || !mayReadPoint(principalOf(request), doc)) throw new DomainError('ERR_BAD_REQUEST', 404, `no metering point ${code} ${direction}`);
      const names = await customerNames(deps.readStore, [doc.customerId]);
      return { data: meteringPointRowOf(doc, names.get(doc.customerId) ?? null) };
    },
  );

  app.get(
    '/api/meteringpoints/addresses/:customerId',
    {
      onRequest: guard('businessUser'),
      config: { projection },
      schema: {
        summary: "The addresses of a customer's metering points with the points at each; 'all' for every customer the caller sees",
        tags,
        params: AddressParams,
        response: { 200: Answer(Type.Array(MeteringAddressRow)), 403: Problem },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { customerId } = request.params;
      if (customerId !== 'all') {
        const customer = await documentOf(deps.readStore, customersView, customerId);
        if (!customer) throw new DomainError('ERR_BAD_REQUEST', 403, `not yours: customer ${customerId}`);
        assertMayReadCustomer(principal, { customerId: customer.id, salesPartnerId: customer.salesPartnerId });
      }
      const where = scopeOf(principal, customerId === 'all' ? {} : { customerId });
      if (where === null) return { data: [] };
      const rows = new Map<string, MeteringAddressRow>();
      for await (const doc of scanPoints(deps.readStore, where)) {
        const key = addressKey(doc);
        const row = rows.get(key) ?? { customerId: doc.customerId, customername: null, address: doc.address, points: [] };
        row.points.push({ code: doc.code, direction: doc.direction });
        rows.set(key, row);
      }
      const names = await customerNames(deps.readStore, [...rows.values()].map((r) => r.customerId));
      const named = [...rows.values()].map((row) => ({ ...row, customername: names.get(row.customerId) ?? null }));
      return { data: named.sort(addressOrder) };
    },
  );
}
