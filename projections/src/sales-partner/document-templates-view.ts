import type { SalesPartnerEvent } from '@portal/events';
import type { DocumentTemplateRow } from '@portal/events/read-contracts';
import { defineView } from '../engine/view.ts';

/**
 * One published version of a document template: the contract's `DocumentTemplateRow` without
 * what the route adds (partner and download URL), with the blob hash of its PDF.
 */
export interface DocumentTemplateVersion extends Readonly<Omit<DocumentTemplateRow, 'salesPartnerId' | 'url'>> {
  readonly file: string;
}

/** Every document template version of one partner (document id = salesPartnerId), newest first. */
export interface DocumentTemplatesDoc {
  readonly id: string;
  readonly salesPartnerId: string;
  readonly templates: readonly DocumentTemplateVersion[];
  readonly position: string;
}

export const documentTemplatesView = defineView<DocumentTemplatesDoc, SalesPartnerEvent>()({
  name: 'document-templates',
  handles: ['DocumentTemplatePublished', 'SalesPartnerDeleted'],
  documentIds: (event) => [event.data.salesPartnerId],
  evolve(doc, recorded, id) {
    if (doc && BigInt(doc.position) >= recorded.globalPosition) return doc;
    const event = recorded;
    if (event.type === 'SalesPartnerDeleted') return null;
    const { version, language, name, file } = event.data;
    const older = (doc?.templates ?? []).map((t) => (t.language === language && t.name === name ? { ...t, current: false } : t));
    const added = { version, language, name, file, publishedAt: recorded.metadata.occurredAt, current: true };
    return { id, salesPartnerId: id, templates: [added, ...older], position: recorded.globalPosition.toString() };
  },
});
