import type { SalesPartnerEvent } from '@portal/events';
import { defineView } from '../engine/view.ts';

/** Which sales partner serves a host name: tenant resolution for every request and socket. */
export interface SalesPartnerHostDoc {
  readonly id: string;
  readonly salesPartnerId: string;
}

type ProfileEvent = Extract<SalesPartnerEvent, { type: 'SalesPartnerCreated' | 'SalesPartnerChanged' }>;
const removedOf = (event: ProfileEvent): readonly string[] => (event.type === 'SalesPartnerChanged' ? event.data.removedDomains : []);

/** Documents keyed by the lower-case host name (the partner events store them so). */
export const salesPartnerHostsView = defineView<SalesPartnerHostDoc, SalesPartnerEvent>()({
  name: 'sales-partner-hosts',
  handles: ['SalesPartnerCreated', 'SalesPartnerChanged', 'SalesPartnerDeleted'],
  documentIds(event) {
    return event.type === 'SalesPartnerDeleted' ? event.data.domains : [...event.data.domains, ...removedOf(event)];
  },
  evolve(doc, event, host) {
    const { salesPartnerId, domains } = event.data;
    if (event.type !== 'SalesPartnerDeleted' && domains.includes(host)) return { id: host, salesPartnerId };
    // Dropped by this partner (or the partner is deleted); a host another partner took meanwhile stays theirs.
    return doc && doc.salesPartnerId !== salesPartnerId ? doc : null;
  },
});
