import type { Notification } from '@portal/events';
import { customersView, documentOf, meteringPointTopic, offerTopic, salesPartnersView, type ReadStore } from '@portal/projections';

// Some rows are only whole once the query side adds what their projector cannot know: a metering
// point's row names its customer, whose name lives in the customers view (the point's events
// carry only the customer's id). The relay completes such rows as the routes do, so an open
// list patched from a message shows what a refetch would.

type Completer = (readStore: Pick<ReadStore, 'get'>, notification: Notification) => Promise<Notification>;

const completers: Readonly<Record<string, Completer>> = {
  [meteringPointTopic]: async (readStore, notification) => {
    const { row } = notification;
    if (!row || typeof row.customerId !== 'string') return notification;
    const customer = await documentOf(readStore, customersView, row.customerId);
    return { ...notification, row: { ...row, customername: customer?.customername ?? null } };
  },
  // An offer's row names its customer and partner (customers and salesPartners views), as the tables do.
  [offerTopic]: async (readStore, notification) => {
    const { row } = notification;
    if (!row || typeof row.customerId !== 'string' || typeof row.salesPartnerId !== 'string') return notification;
    const [customer, partner] = await Promise.all([
      documentOf(readStore, customersView, row.customerId),
      documentOf(readStore, salesPartnersView, row.salesPartnerId),
    ]);
    return { ...notification, row: { ...row, customername: customer?.customername ?? null, salesPartnerName: partner?.name ?? null } };
  },
};

/**
 * Wraps the hub's relay: notifications whose rows need completing are completed, and every
 * notification is handed on in the order the bus delivered it (a lookup never lets a later
 * message overtake an earlier one). A failed lookup hands the message on without its row, so
 * the clients refetch instead of showing a half row.
 *
 * @example bus.subscribe('portal.>', completingRelay(readStore, (n) => hub.relay(n), log))
 */
export function completingRelay(
  readStore: Pick<ReadStore, 'get'>,
  relay: (notification: Notification) => void,
  onError: (error: unknown, notification: Notification) => void,
): (notification: Notification) => void {
  let queue: Promise<void> = Promise.resolve();
  return (notification) => {
    const complete = completers[notification.topic];
    const completed = async (): Promise<Notification> => {
      if (!complete) return notification;
      try {
        return await complete(readStore, notification);
      } catch (error) {
        onError(error, notification);
        const { row: _row, detail: _detail, ...bare } = notification;
        return bare;
      }
    };
    // The queue never rejects: one failure must not stop the messages after it.
    queue = queue.then(completed).then(relay).catch((error: unknown) => onError(error, notification));
  };
}
