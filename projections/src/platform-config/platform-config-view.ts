import { defaultBusinessLimits, type BusinessLimits } from '@portal/events';
import type { OperatorProfile, PlatformConfigEvent, PlatformConfigLists } from '@portal/events';
import { defineView } from '../engine/view.ts';

/** The whole platform configuration as one document, served by GET /api/getConfigSelect. */
export interface PlatformConfigDoc {
  readonly lists: PlatformConfigLists;
  /** The admin's business limits (ADR 0020); a seed recorded before they existed reads the defaults. */
  readonly businessLimits: BusinessLimits;
  /** The operator's branding and contact for hosts of no partner; absent until it is set. */
  readonly operator?: OperatorProfile;
  /** Global position of the last event applied, as text (JSON has no bigint). */
  readonly position: string;
  readonly updatedAt: string;
}

export const platformConfigDocId = 'platform';

function listOf(event: PlatformConfigEvent): string {
  switch (event.type) {
    case 'PlatformConfigSeeded':
      return 'all';
    case 'ConfigListReplaced':
      return event.data.list;
    case 'DefaultEnergyQualityChanged':
      return 'defaultEnergyQuality';
    case 'OperatorProfileChanged':
      return 'operator';
    case 'BusinessLimitsChanged':
      return 'businessLimits';
  }
}

export const platformConfigView = defineView<PlatformConfigDoc, PlatformConfigEvent>()({
  name: 'platform-config',
  handles: ['PlatformConfigSeeded', 'ConfigListReplaced', 'DefaultEnergyQualityChanged', 'OperatorProfileChanged', 'BusinessLimitsChanged'],
  documentIds: () => [platformConfigDocId],
  evolve(doc, recorded) {
    const event = recorded;
    const stamp = { position: recorded.globalPosition.toString(), updatedAt: recorded.metadata.occurredAt };
    switch (event.type) {
      case 'PlatformConfigSeeded':
        return { ...doc, lists: event.data.lists, businessLimits: event.data.businessLimits ?? defaultBusinessLimits, ...stamp };
      case 'ConfigListReplaced':
        return doc && { ...doc, lists: { ...doc.lists, [event.data.list]: event.data.items } as PlatformConfigLists, ...stamp };
      case 'DefaultEnergyQualityChanged':
        return doc && { ...doc, lists: { ...doc.lists, defaultEnergyQuality: event.data.certificateId }, ...stamp };
      case 'OperatorProfileChanged':
        return doc && { ...doc, operator: event.data.profile, ...stamp };
      case 'BusinessLimitsChanged':
        return doc && { ...doc, businessLimits: event.data.limits, ...stamp };
    }
  },
  // dbId names the list that changed, so a client can refetch just what it shows.
  notify: (event) => ({ topic: 'CONFIG', dbId: listOf(event), tenant: 'platform' }),
});
