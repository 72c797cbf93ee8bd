import { type PlatformConfigEvent } from '@portal/events';
import { given } from '@portal/events/testing';
import { defaultBusinessLimits, defaultPlatformConfig as lists, type BusinessLimits, type OperatorProfile } from '@portal/events';
import { platformConfigDecider as decider } from './platform-config.ts';

const seeded: PlatformConfigEvent = { type: 'PlatformConfigSeeded', data: { lists, businessLimits: defaultBusinessLimits } };
const salutations = [
  { id: 'MR', name: 'Herr', active: true },
  { id: 'MS', name: 'Frau', active: true },
];

describe('platform configuration decider', () => {
  describe('SeedPlatformConfig', () => {
    it('seeds an empty configuration', () => {
      given(decider, []).when({ type: 'SeedPlatformConfig', data: { lists } }).then([seeded]);
    });

    it('does nothing once seeded, so every start may send it', () => {
      given(decider, [seeded]).when({ type: 'SeedPlatformConfig', data: { lists } }).then([]);
    });

    it('refuses duplicate ids in a list', () => {
      const twice = { ...lists, configSextype: [...salutations, salutations[0]!] };
      given(decider, []).when({ type: 'SeedPlatformConfig', data: { lists: twice } }).thenThrows('VALIDATION_ERROR', 'data.lists.configSextype.2');
    });

    it('refuses a default energy quality that is not an active certificate', () => {
      given(decider, [])
        .when({ type: 'SeedPlatformConfig', data: { lists: { ...lists, defaultEnergyQuality: 'NUCLEAR' } } })
        .thenThrows('VALIDATION_ERROR', 'data.lists.defaultEnergyQuality');
    });
  });

  describe('ReplaceConfigList', () => {
    it('replaces one list and records why', () => {
      given(decider, [seeded])
        .when({ type: 'ReplaceConfigList', data: { list: 'configSextype', items: salutations, reason: 'no third option' } })
        .then([{ type: 'ConfigListReplaced', data: { list: 'configSextype', items: salutations, reason: 'no third option' } }]);
    });

    it('appends nothing when the list is unchanged', () => {
      given(decider, [seeded])
        .when({ type: 'ReplaceConfigList', data: { list: 'configSextype', items: lists.configSextype, reason: 'same' } })
        .then([]);
    });

    it('refuses before the configuration is seeded', () => {
      given(decider, []).when({ type: 'ReplaceConfigList', data: { list: 'configSextype', items: salutations, reason: 'x' } }).thenThrows('STATE_ERROR');
    });

    it('refuses duplicate rule keys with the offending item', () => {
      const rule = lists.countriesMarketareasRules[0]!;
      given(decider, [seeded])
        .when({ type: 'ReplaceConfigList', data: { list: 'countriesMarketareasRules', items: [rule, rule], reason: 'x' } })
        .thenThrows('VALIDATION_ERROR', 'data.items.1');
    });

    it('refuses rules that name an unknown market area', () => {
      const rule = { ...lists.countriesMarketareasRules[0]!, marketArea: 'FR' };
      given(decider, [seeded])
        .when({ type: 'ReplaceConfigList', data: { list: 'countriesMarketareasRules', items: [rule], reason: 'x' } })
        .thenThrows('VALIDATION_ERROR', 'data.items.0.marketArea');
    });

    it('refuses removing the certificate that is the default energy quality', () => {
      const withoutDefault = lists.certificatesConfig.filter((c) => c.id !== lists.defaultEnergyQuality);
      given(decider, [seeded])
        .when({ type: 'ReplaceConfigList', data: { list: 'certificatesConfig', items: withoutDefault, reason: 'x' } })
        .thenThrows('VALIDATION_ERROR', 'data.items');
    });

    it('applies earlier replacements before deciding', () => {
      const replaced: PlatformConfigEvent = { type: 'ConfigListReplaced', data: { list: 'configSextype', items: salutations, reason: 'x' } };
      given(decider, [seeded, replaced])
        .when({ type: 'ReplaceConfigList', data: { list: 'configSextype', items: salutations, reason: 'again' } })
        .then([]);
    });
  });

  describe('ChangeDefaultEnergyQuality', () => {
    it('switches to another active certificate', () => {
      given(decider, [seeded])
        .when({ type: 'ChangeDefaultEnergyQuality', data: { certificateId: 'CH-SOLAR', reason: 'solar offer' } })
        .then([{ type: 'DefaultEnergyQualityChanged', data: { certificateId: 'CH-SOLAR', reason: 'solar offer' } }]);
    });

    it('refuses an unknown certificate', () => {
      given(decider, [seeded])
        .when({ type: 'ChangeDefaultEnergyQuality', data: { certificateId: 'COAL', reason: 'x' } })
        .thenThrows('VALIDATION_ERROR', 'data.certificateId');
    });
  });

  describe('ChangeOperatorProfile', () => {
    const profile: OperatorProfile = {
      name: 'Plattform AG',
      color: '#112233',
      colorPalette: 'warm',
      contact: { name: 'Betrieb', street: 'Weg', streetNr: '1', zipCode: '8000', place: 'Zürich', phone: '+41 44 000 00 00', mail: 'b@example.ch', website: 'https://example.ch', opentopublic: true },
    };
    const changed: PlatformConfigEvent = { type: 'OperatorProfileChanged', data: { profile, reason: 'own branding' } };

    it('records the profile with its reason', () => {
      given(decider, [seeded]).when({ type: 'ChangeOperatorProfile', data: { profile, reason: 'own branding' } }).then([changed]);
    });

    it('does nothing when the profile is the one in force', () => {
      given(decider, [seeded, changed]).when({ type: 'ChangeOperatorProfile', data: { profile, reason: 'again' } }).then([]);
    });

    it('records a change of one field', () => {
      const warmer = { ...profile, color: '#445566' };
      given(decider, [seeded, changed])
        .when({ type: 'ChangeOperatorProfile', data: { profile: warmer, reason: 'new colour' } })
        .then([{ type: 'OperatorProfileChanged', data: { profile: warmer, reason: 'new colour' } }]);
    });

    it('refuses before the configuration is seeded', () => {
      given(decider, []).when({ type: 'ChangeOperatorProfile', data: { profile, reason: 'x' } }).thenThrows('STATE_ERROR');
    });
  });

  describe('ChangeBusinessLimits', () => {
    const stricter: BusinessLimits = { ...defaultBusinessLimits, maxMeteringPointsPerOffer: 50, loadProfile: { ...defaultBusinessLimits.loadProfile, kwStep: 0.01 } };
    const changed: PlatformConfigEvent = { type: 'BusinessLimitsChanged', data: { limits: stricter, reason: 'tariff review' } };

    it('seeds the default limits when the seed names none', () => {
      given(decider, []).when({ type: 'SeedPlatformConfig', data: { lists } }).then([seeded]);
    });

    it('records new limits with their reason', () => {
      given(decider, [seeded]).when({ type: 'ChangeBusinessLimits', data: { limits: stricter, reason: 'tariff review' } }).then([changed]);
    });

    it('does nothing when the limits are those in force, also for a seed recorded before limits existed', () => {
      given(decider, [seeded, changed]).when({ type: 'ChangeBusinessLimits', data: { limits: stricter, reason: 'again' } }).then([]);
      const oldSeed: PlatformConfigEvent = { type: 'PlatformConfigSeeded', data: { lists } };
      given(decider, [oldSeed]).when({ type: 'ChangeBusinessLimits', data: { limits: defaultBusinessLimits, reason: 'x' } }).then([]);
    });

    it('refuses a kW step finer than a micro-kW, naming the field', () => {
      const tooFine = { ...defaultBusinessLimits, loadProfile: { ...defaultBusinessLimits.loadProfile, kwStep: 0.0000001 } };
      given(decider, [seeded]).when({ type: 'ChangeBusinessLimits', data: { limits: tooFine, reason: 'x' } }).thenThrows('VALIDATION_ERROR', 'data.limits.loadProfile.kwStep');
    });

    it('refuses a threshold at or above the maximum', () => {
      const upsideDown = { ...defaultBusinessLimits, loadProfile: { ...defaultBusinessLimits.loadProfile, thresholdKw: 100_000 } };
      given(decider, [seeded]).when({ type: 'ChangeBusinessLimits', data: { limits: upsideDown, reason: 'x' } }).thenThrows('VALIDATION_ERROR', 'data.limits.loadProfile.thresholdKw');
    });

    it('refuses before the configuration is seeded', () => {
      given(decider, []).when({ type: 'ChangeBusinessLimits', data: { limits: stricter, reason: 'x' } }).thenThrows('STATE_ERROR');
    });
  });
});
