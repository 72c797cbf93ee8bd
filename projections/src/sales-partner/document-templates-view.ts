import type { RecordedEvent, SalesPartnerEvent } from '@portal/events';
import type { View } from '../engine/view.ts';

type Published = Extract<SalesPartnerEvent, { type: 'DocumentTemplatePublished' }>['data'];

/** One published version of a document template; `current` while no newer version of its language and name exists. */
export interface DocumentTemplateVersion {
  readonly version: number;
  readonly language: Published['language'];
  readonly name: string;
  readonly file: string;
  readonly publishedAt: string;
  readonly current: boolean;
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
