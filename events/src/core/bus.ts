/**
 * What a projector publishes after its transaction commits (DESIGN.md, decision 7).
 * `topic` is the spec's topic (OFFER, PROCUREMENT_STRATEGY, CONFIG, ...), `dbId` the changed
 * document's id, `tenant` the salesPartnerId or "platform", `messageId` the commandId of the
 * change, so the browser that sent the command can ignore the echo (spec section 4).
 */
export interface Notification {
  readonly topic: string;
  readonly messageId: string;
  readonly dbId: string;
  readonly tenant: string;
  /**
   * What the changed document now shows, where its projector knows it: the list row and the
   * detail answer of the read contracts (`@portal/events/read-contracts`). The relay hands them
   * only to clients that may read that row; without them a client refetches.
   */
  readonly row?: NotificationDocument;
  readonly detail?: NotificationDocument;
}

/** A read contract's row or answer, as it travels in a notification. */
export type NotificationDocument = Readonly<Record<string, unknown>>;

export type NotificationHandler = (notification: Notification) => void;

export interface Subscription {
  unsubscribe(): Promise<void>;
}

/**
 * The bus port. Subjects are `portal.<tenant>.<topic>`; a subscriber passes a pattern where
 * `*` matches one segment and `>` the rest, as in NATS. Every adapter passes `busContract`.
 *
 * @example
 * await bus.subscribe('portal.*.CONFIG', (n) => socket.send(n));
 * await bus.publish({ topic: 'CONFIG', messageId, dbId: 'countries', tenant: 'platform' });
 */
export interface Bus {
  readonly name: string;
  publish(notification: Notification): Promise<void>;
  subscribe(pattern: string, handler: NotificationHandler): Promise<Subscription>;
  /** Resolves once everything published so far has been handed to the server (NATS flush). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export const subjectOf = (n: Pick<Notification, 'tenant' | 'topic'>): string => `portal.${n.tenant}.${n.topic}`;
