import type { RecordedEvent, SalesPartnerEvent } from '@portal/events';
import type { View } from '../engine/view.ts';

type Published = Extract<SalesPartnerEvent, { type: 'PortalTermsPublished' }>['data'];

/** The current portal terms of one partner in one language. */
export interface PortalTermsDoc {
  readonly id: string;
  readonly salesPartnerId: string;
  readonly language: Published['language'];
  readonly version: number;
  readonly documents: Published['documents'];
  readonly publishedAt: string;
}

export const portalTermsDocId = (salesPartnerId: string, language: string): string => `${salesPartnerId}:${language}`;

export const portalTermsView: View<PortalTermsDoc> = {
  name: 'portal-terms',
  handles: ['PortalTermsPublished'],
  documentIds(event) {
    const data = event.data as Published;
    return [portalTermsDocId(data.salesPartnerId, data.language)];
  },
  evolve(_doc, event: RecordedEvent, id) {
    const data = event.data as Published;
    return { id, salesPartnerId: data.salesPartnerId, language: data.language, version: data.version, documents: data.documents, publishedAt: event.metadata.occurredAt };
  },
  // Logged-in customers of the partner check their acceptance again (the blocking dialog) without a reload.
  notify: (event) => {
    const { salesPartnerId } = event.data as Published;
    return { topic: 'TERMS', dbId: salesPartnerId, tenant: salesPartnerId };
  },
};

/** One published terms document, any version: a link a customer accepted keeps working. */
export interface PortalTermsDocumentDoc {
  readonly id: string;
  readonly name: string;
  readonly pdf: string;
  readonly salesPartnerId: string;
  readonly language: Published['language'];
  readonly version: number;
}

export const portalTermsDocumentsView: View<PortalTermsDocumentDoc> = {
  name: 'portal-terms-documents',
  handles: ['PortalTermsPublished'],
  documentIds: (event) => (event.data as Published).documents.map((d) => d.id),
  evolve(_doc, event, id) {
    const data = event.data as Published;
    const document = data.documents.find((d) => d.id === id);
    return document ? { ...document, salesPartnerId: data.salesPartnerId, language: data.language, version: data.version } : null;
  },
};
