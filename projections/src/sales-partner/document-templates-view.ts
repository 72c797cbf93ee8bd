import type { RecordedEvent, SalesPartnerEvent } from '@portal/events';
import type { DocumentTemplateRow } from '@portal/events/read-contracts';
import type { View } from '../engine/view.ts';

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

export const documentTemplatesView: View<DocumentTemplatesDoc> = {
  name: 'document-templates',
  handles: ['DocumentTemplatePublished', 'SalesPartnerDeleted'],
  documentIds: (event) => [(event.data as { salesPartnerId: string }).salesPartnerId],
  evolve(doc, recorded: RecordedEvent, id) {
    if (doc && BigInt(doc.position) >= recorded.globalPosition) return doc;
    const event = recorded as unknown as Extract<SalesPartnerEvent, { type: 'DocumentTemplatePublished' | 'SalesPartnerDeleted' }>;
    if (event.type === 'SalesPartnerDeleted') return null;
    const { version, language, name, file } = event.data;
    const older = (doc?.templates ?? []).map((t) => (t.language === language && t.name === name ? { ...t, current: false } : t));
    const added = { version, language, name, file, publishedAt: recorded.metadata.occurredAt, current: true };
    return { id, salesPartnerId: id, templates: [added, ...older], position: recorded.globalPosition.toString() };
  },
};
