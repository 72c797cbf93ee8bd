import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CustomerId, DomainError, type EventStore } from '@portal/events';
import { Answer, UserRow } from '@portal/events/read-contracts';
import { documentOf, documentsOf, userRowOf, usersView, type ReadStore, type UserDoc } from '@portal/projections';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { assertMayReadCustomer, assertMayReadUser, assertSameSalesPartner, guard } from '../../auth/index.ts';
import { principalOf } from '../../auth/principal.ts';

const strict = { additionalProperties: false } as const;
const UserList = Answer(Type.Array(UserRow));
const tags = ['users'];
// Read your writes: a list read with X-Portal-Min-Position waits for the view. The page that
// invited a user reads its list at once, and the socket's echo of its own command is ignored
// (spec section 4), so without the wait a slow view left the new user out until a reload.
const config = { projection: usersView.name };

// A customer or partner has at most a few users (PORTAL_MAX_USERS_PER_CUSTOMER); one page holds them all.
const everyUser = 10_000;
const byName = (a: UserDoc, b: UserDoc): number => a.name.localeCompare(b.name, 'de') || a.prename.localeCompare(b.prename, 'de') || a.id.localeCompare(b.id);

/** The partner a customer belongs to, from its first event (`customer-<id>`), or null for an unknown customer. */
async function partnerOfCustomer(eventStore: EventStore, customerId: string): Promise<string | null> {
  const [created] = await eventStore.readStream(`customer-${customerId}`, { maxCount: 1 });
  const salesPartnerId = created?.type === 'CustomerCreated' ? (created.data as { salesPartnerId?: unknown }).salesPartnerId : null;
  return typeof salesPartnerId === 'string' ? salesPartnerId : null;
}

/** The user lists and the single user of docs/identity-api.md "Read routes", from the `users` view. */
export function userRoutes(fastify: FastifyInstance, deps: { readStore: ReadStore; eventStore: EventStore }): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const list = async (where: Record<string, string>, role?: UserDoc['role']) =>
    (await documentsOf(deps.readStore, usersView, { where, limit: everyUser })).filter((doc) => role === undefined || doc.role === role).sort(byName).map(userRowOf);

  app.get(
    '/apiadmin/salesPartners/:salesPartnerId/users',
    { config, onRequest: guard('admin'), schema: { summary: "A sales partner's own users (not its customers' users)", tags, params: Type.Object({ salesPartnerId: Type.String() }, strict), response: { 200: UserList } } },
    async (request) => ({ data: await list({ salesPartnerId: request.params.salesPartnerId }, 'salesPartner') }),
  );

  app.get(
    '/apiadmin/auditors',
    { config, onRequest: guard('admin'), schema: { summary: "The platform's auditors (docs/adr/0025-auditors.md): invited, active and deactivated", tags, response: { 200: UserList } } },
    async () => ({ data: await list({ role: 'auditor' }) }),
  );

  app.get(
    '/api/account/users',
    { config, onRequest: guard('salesPartnerOrFirm'), schema: { summary: 'Users of the own sales partner (partner users) or of the own customer (firm customers)', tags, response: { 200: UserList } } },
    async (request) => {
      const principal = principalOf(request);
      if (principal.role === 'customer' && principal.customerId !== null) return { data: await list({ customerId: principal.customerId }) };
      if (principal.salesPartnerId === null) throw new DomainError('ERR_BAD_REQUEST', 403, 'no sales partner');
      return { data: await list({ salesPartnerId: principal.salesPartnerId }, 'salesPartner') };
    },
  );

  app.get(
    '/api/customers/:customerId/users',
    { config, onRequest: guard('salesPartnerOrFirm'), schema: { summary: "A customer's users: its sales partner's users and the firm's own users", tags, params: Type.Object({ customerId: CustomerId }, strict), response: { 200: UserList } } },
    async (request) => {
      const { customerId } = request.params;
      const principal = principalOf(request);
      const salesPartnerId = await partnerOfCustomer(deps.eventStore, customerId);
      // An unknown customer is refused as another partner's would be.
      if (salesPartnerId === null) assertSameSalesPartner(principal, null);
      assertMayReadCustomer(principal, { customerId, salesPartnerId: salesPartnerId ?? '' });
      return { data: await list({ customerId }) };
    },
  );

  app.get(
    '/api/users/:userId',
    { config, onRequest: guard('loggedIn'), schema: { summary: 'One user: for the user themself and those who manage or see them', tags, params: Type.Object({ userId: Type.String() }, strict), response: { 200: Answer(UserRow) } } },
    async (request) => {
      const { userId } = request.params;
      const principal = principalOf(request);
      const doc = await documentOf(deps.readStore, usersView, userId);
      if (doc === null) {
        if (principal.role === 'admin') throw new DomainError('ERR_BAD_REQUEST', 404, `no user ${userId}`);
        throw new DomainError('ERR_BAD_REQUEST', 403, `not yours: user ${userId}`);
      }
      assertMayReadUser(principal, { userId: doc.id, salesPartnerId: doc.salesPartnerId, customerId: doc.customerId });
      return { data: userRowOf(doc) };
    },
  );
}
