import type { Notification, NotificationDocument, Principal } from '@portal/events';
import { assertMayReadCustomer, assertMayReadUser } from '../auth/tenant-checks.ts';
import { forCustomer } from '../routes/offers/offer-scope.ts';

// Topics whose messages name one read model row and may carry it (its list row and detail of
// the read contracts). Such a message goes only to a client whose session may read that row
// through the query API, with the same tenant checks as the routes: never to a logged-out page,
// never to another customer of the same partner.

type Reader = (principal: Principal, notification: Notification) => boolean;

const passes = (check: () => void): boolean => {
  try {
    check();
    return true;
  } catch {
    return false;
  }
};

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

const readers: Readonly<Record<string, Reader>> = {
  // GET /api/customers (the partner), /api/customers/{id} (the partner and the customer's users).
  CUSTOMER: (principal, n) => passes(() => assertMayReadCustomer(principal, { customerId: n.dbId, salesPartnerId: n.tenant })),
  // GET /api/users/{id} and the user lists; without a row only the user and the admin.
  USER: (principal, n) =>
    passes(() => assertMayReadUser(principal, { userId: n.dbId, salesPartnerId: text(n.row?.salesPartnerId), customerId: text(n.row?.customerId) })),
  // GET /apiadmin/salesPartners (the admin) and /api/account (the partner's own users).
  SALES_PARTNER: (principal, n) => principal.role === 'admin' || (principal.role === 'salesPartner' && principal.salesPartnerId === n.dbId),
  // GET /api/meteringpoints and /{code}/{direction}: the admin, the point's partner, its customer's
  // users. A removal has no row, so it names no customer and reaches the admin and the partner only.
  METERING_POINT: (principal, n) => passes(() => assertMayReadCustomer(principal, { customerId: text(n.row?.customerId) ?? '', salesPartnerId: n.tenant })),
  // The three offer tables and GET /api/offers/{id}: the admin, the offer's partner's users, its
  // customer's users (mayReadOffer); the customer is named by the row, so a message without one
  // reaches the admin and the partner only.
  OFFER: (principal, n) =>
    principal.role === 'admin' ||
    (principal.role === 'salesPartner' && principal.salesPartnerId === n.tenant) ||
    (principal.role === 'customer' && principal.salesPartnerId === n.tenant && principal.customerId !== null && principal.customerId === text(n.row?.customerId)),
};

// Columns a role's table leaves out (spec section 6): the row as that role's route answers it.
const shapers: Readonly<Record<string, (principal: Principal, row: NotificationDocument) => NotificationDocument>> = {
  OFFER: (principal, row) => (principal.role === 'customer' ? forCustomer(row) : row),
};

/** The notification's row as this session's routes would answer it (only asked after `mayReadRow`). */
export function rowFor(principal: Principal | null, notification: Notification): NotificationDocument | undefined {
  const { row } = notification;
  const shape = shapers[notification.topic];
  return row && shape && principal ? shape(principal, row) : row;
}

/** Whether the topic's messages are about one row, readable by some sessions only. */
export const isRowTopic = (topic: string): boolean => Object.hasOwn(readers, topic);

/** May this session read the row the notification names? Only asked for row topics. */
export function mayReadRow(principal: Principal | null, notification: Notification): boolean {
  const reader = readers[notification.topic];
  return reader !== undefined && principal !== null && reader(principal, notification);
}
