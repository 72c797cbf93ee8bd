import type { Notification, NotificationDocument, Principal } from '@portal/events';
import { socketTopics } from './area-topics.ts';

// Topics whose messages name one read model row and may carry it (its list row and detail of
// the read contracts). Such a message goes only to a client whose session may read that row
// through the query API, with the same tenant checks as the routes: never to a logged-out page,
// never to another customer of the same partner. Each area says so beside its routes.

/** The notification's row as this session's routes would answer it (only asked after `mayReadRow`). */
export function rowFor(principal: Principal | null, notification: Notification): NotificationDocument | undefined {
  const { row } = notification;
  const shape = socketTopics.get(notification.topic)?.shapeRow;
  return row && shape && principal ? shape(principal, row) : row;
}

/** Whether the topic's messages are about one row, readable by some sessions only. */
export const isRowTopic = (topic: string): boolean => socketTopics.get(topic)?.mayReadRow !== undefined;

/** May this session read the row the notification names? Only asked for row topics. */
export function mayReadRow(principal: Principal | null, notification: Notification): boolean {
  const reader = socketTopics.get(notification.topic)?.mayReadRow;
  return reader !== undefined && principal !== null && reader(principal, notification);
}
