import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '@portal/events';
import { testMetadata } from '@portal/events/testing';
import { defaultBusinessLimits, defaultPlatformConfig as lists } from '@portal/events';
import { erasedView } from '../testing/project-view.ts';
import { platformConfigView, type PlatformConfigDoc } from './platform-config-view.ts';

const view = erasedView(platformConfigView);

let position = 0n;
const recorded = (type: string, data: unknown): RecordedEvent => {
  position += 1n;
  return {
    id: randomUUID(), type, data, metadata: testMetadata(), streamId: 'platformConfig-platform', revision: position - 1n,
    globalPosition: position, checkpoint: { commit: position, position }, recordedAt: new Date().toISOString(),
  };
};
const apply = (events: RecordedEvent[]): PlatformConfigDoc | null => events.reduce<PlatformConfigDoc | null>((doc, e) => view.evolve(doc, e, 'platform'), null);

describe('platform-config view', () => {
  const seeded = recorded('PlatformConfigSeeded', { lists });

  it('holds the seeded lists', () => {
    expect(apply([seeded])).toMatchObject({ lists, position: seeded.globalPosition.toString() });
  });

  it('replaces one list and keeps the others', () => {
    const items = [{ id: 'MR', name: 'Herr', active: true }];
    const doc = apply([seeded, recorded('ConfigListReplaced', { list: 'configSextype', items, reason: 'x' })]);
    expect(doc?.lists.configSextype).toEqual(items);
    expect(doc?.lists.configCountries).toEqual(lists.configCountries);
  });

  it('changes the default energy quality', () => {
    const doc = apply([seeded, recorded('DefaultEnergyQualityChanged', { certificateId: 'CH-SOLAR', reason: 'x' })]);
    expect(doc?.lists.defaultEnergyQuality).toBe('CH-SOLAR');
  });

  it("keeps the operator's profile beside the lists, across later list changes", () => {
    const profile = { name: 'Plattform AG', color: '#112233', colorPalette: 'warm', contact: { name: 'Betrieb' } };
    const doc = apply([
      seeded,
      recorded('OperatorProfileChanged', { profile, reason: 'x' }),
      recorded('ConfigListReplaced', { list: 'configSextype', items: [{ id: 'MR', name: 'Herr', active: true }], reason: 'x' }),
    ]);
    expect(doc?.operator).toEqual(profile);
    expect(doc?.lists.configSextype).toHaveLength(1);
  });

  it('ignores changes that arrive before a seed', () => {
    expect(apply([recorded('ConfigListReplaced', { list: 'configSextype', items: [], reason: 'x' })])).toBeNull();
  });

  it('announces the changed list on the CONFIG topic', () => {
    const change = recorded('ConfigListReplaced', { list: 'configSextype', items: [], reason: 'x' });
    expect(view.notify?.(change, 'platform', null)).toEqual({ topic: 'CONFIG', dbId: 'configSextype', tenant: 'platform' });
  });

  it('holds the business limits: the defaults for a seed without them, then the admin\'s', () => {
    expect(apply([seeded])?.businessLimits).toEqual(defaultBusinessLimits);
    const limits = { ...defaultBusinessLimits, minSupplyLeadDays: 30 };
    const doc = apply([seeded, recorded('BusinessLimitsChanged', { limits, reason: 'x' })]);
    expect(doc?.businessLimits).toEqual(limits);
    expect(doc?.lists).toEqual(lists);
  });
});
