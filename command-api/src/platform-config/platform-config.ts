import { assertNever, defaultBusinessLimits, DomainError, limitWithTooManyDecimals, validationError, type BusinessLimits, type ChangeBusinessLimits, type ChangeDefaultEnergyQuality, type ChangeOperatorProfile, type OperatorProfile, type Decider, type PlatformConfigEvent, type PlatformConfigLists, type ReplaceConfigList, type SeedPlatformConfig } from '@portal/events';

export type PlatformConfigCommand =
  | { readonly type: 'SeedPlatformConfig'; readonly data: SeedPlatformConfig }
  | { readonly type: 'ReplaceConfigList'; readonly data: ReplaceConfigList }
  | { readonly type: 'ChangeDefaultEnergyQuality'; readonly data: ChangeDefaultEnergyQuality }
  | { readonly type: 'ChangeOperatorProfile'; readonly data: ChangeOperatorProfile }
  | { readonly type: 'ChangeBusinessLimits'; readonly data: ChangeBusinessLimits };

// The operator's profile is absent until the operator (or the demo seed) sets it.
export type PlatformConfigState =
  | { readonly status: 'empty' }
  | { readonly status: 'seeded'; readonly lists: PlatformConfigLists; readonly businessLimits: BusinessLimits; readonly operator?: OperatorProfile };

/** Ids must be unique within a list; the rule lists are keyed by (country, state, marketArea). */
function keyOf(list: string, item: Record<string, unknown>): string {
  if (list === 'countriesMarketareasRules') return `${String(item.country)}/${String(item.state)}/${String(item.marketArea)}`;
  if (list === 'timeZoneConfigAll') return `${String(item.validfrom)}/${String(item.dst_rule_key)}`;
  if (list === 'countryInfoAll') return String(item.country);
  return String(item.id);
}

function assertUniqueKeys(list: string, items: readonly unknown[], fieldPrefix: string): void {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const key = keyOf(list, item as Record<string, unknown>);
    if (seen.has(key)) throw validationError(`${fieldPrefix}.${index}`, `duplicate entry ${key} in ${list}`);
    seen.add(key);
  });
}

/** Where a broken reference is reported: the seed names the lists, a replacement its items. */
interface ReferencePaths {
  readonly defaultQuality: string;
  readonly ruleMarketArea: (index: number) => string;
}

const seedPaths: ReferencePaths = {
  defaultQuality: 'data.lists.defaultEnergyQuality',
  ruleMarketArea: (i) => `data.lists.countriesMarketareasRules.${i}.marketArea`,
};

const replacementPaths = (list: string): ReferencePaths => ({
  defaultQuality: 'data.items',
  ruleMarketArea: (i) => (list === 'countriesMarketareasRules' ? `data.items.${i}.marketArea` : 'data.items'),
});

function assertReferences(lists: PlatformConfigLists, paths: ReferencePaths): void {
  if (!lists.certificatesConfig.some((c) => c.id === lists.defaultEnergyQuality && c.active)) {
    throw validationError(paths.defaultQuality, `default energy quality ${lists.defaultEnergyQuality} must stay an active certificate`);
  }
  const areas = new Set(lists.marketareasAllObj.map((a) => a.id));
  lists.countriesMarketareasRules.forEach((rule, i) => {
    if (!areas.has(rule.marketArea)) throw validationError(paths.ruleMarketArea(i), `unknown market area ${rule.marketArea}`);
  });
}

/** Limits the schema cannot express: micro-kW resolution, and a threshold a profile can pass. */
function assertLimits(limits: BusinessLimits, path: string): void {
  const tooFine = limitWithTooManyDecimals(limits);
  if (tooFine) throw validationError(`${path}.${tooFine}`, `${tooFine} takes at most 6 decimals (2 for a percentage)`);
  const { thresholdKw, maxKw } = limits.loadProfile;
  if (thresholdKw >= maxKw) throw validationError(`${path}.loadProfile.thresholdKw`, `the threshold (${thresholdKw} kW) must lie below the maximum (${maxKw} kW)`);
}

function decide(command: PlatformConfigCommand, state: PlatformConfigState): PlatformConfigEvent[] {
  switch (command.type) {
    case 'SeedPlatformConfig': {
      // Seeding runs on every start; once seeded it is a no-op, never an overwrite.
      if (state.status === 'seeded') return [];
      for (const [list, items] of Object.entries(command.data.lists)) {
        if (Array.isArray(items)) assertUniqueKeys(list, items, `data.lists.${list}`);
      }
      assertReferences(command.data.lists, seedPaths);
      const businessLimits = command.data.businessLimits ?? defaultBusinessLimits;
      assertLimits(businessLimits, 'data.businessLimits');
      return [{ type: 'PlatformConfigSeeded', data: { lists: command.data.lists, businessLimits } }];
    }
    case 'ReplaceConfigList': {
      if (state.status !== 'seeded') throw new DomainError('STATE_ERROR', 403, 'the platform configuration has not been seeded yet');
      const { list, items, reason } = command.data;
      assertUniqueKeys(list, items, 'data.items');
      const next = { ...state.lists, [list]: items } as PlatformConfigLists;
      assertReferences(next, replacementPaths(list));
      if (JSON.stringify(state.lists[list]) === JSON.stringify(items)) return [];
      return [{ type: 'ConfigListReplaced', data: { list, items: [...items], reason } }];
    }
    case 'ChangeDefaultEnergyQuality': {
      if (state.status !== 'seeded') throw new DomainError('STATE_ERROR', 403, 'the platform configuration has not been seeded yet');
      if (!state.lists.certificatesConfig.some((c) => c.id === command.data.certificateId && c.active)) {
        throw validationError('data.certificateId', `${command.data.certificateId} is not an active certificate`);
      }
      if (state.lists.defaultEnergyQuality === command.data.certificateId) return [];
      return [{ type: 'DefaultEnergyQualityChanged', data: command.data }];
    }
    case 'ChangeOperatorProfile': {
      if (state.status !== 'seeded') throw new DomainError('STATE_ERROR', 403, 'the platform configuration has not been seeded yet');
      if (JSON.stringify(state.operator) === JSON.stringify(command.data.profile)) return [];
      return [{ type: 'OperatorProfileChanged', data: command.data }];
    }
    case 'ChangeBusinessLimits': {
      if (state.status !== 'seeded') throw new DomainError('STATE_ERROR', 403, 'the platform configuration has not been seeded yet');
      assertLimits(command.data.limits, 'data.limits');
      if (JSON.stringify(state.businessLimits) === JSON.stringify(command.data.limits)) return [];
      return [{ type: 'BusinessLimitsChanged', data: command.data }];
    }
    default:
      return assertNever(command);
  }
}

function evolve(state: PlatformConfigState, event: PlatformConfigEvent): PlatformConfigState {
  switch (event.type) {
    case 'PlatformConfigSeeded':
      return { status: 'seeded', lists: event.data.lists, businessLimits: event.data.businessLimits ?? defaultBusinessLimits };
    case 'BusinessLimitsChanged':
      return state.status === 'seeded' ? { ...state, businessLimits: event.data.limits } : state;
    case 'OperatorProfileChanged':
      return state.status === 'seeded' ? { ...state, operator: event.data.profile } : state;
    case 'ConfigListReplaced':
      return state.status === 'seeded' ? { ...state, lists: { ...state.lists, [event.data.list]: event.data.items } as PlatformConfigLists } : state;
    case 'DefaultEnergyQualityChanged':
      return state.status === 'seeded' ? { ...state, lists: { ...state.lists, defaultEnergyQuality: event.data.certificateId } } : state;
    default:
      return assertNever(event);
  }
}

export const platformConfigDecider: Decider<PlatformConfigCommand, PlatformConfigState, PlatformConfigEvent> = {
  initialState: () => ({ status: 'empty' }),
  decide,
  evolve,
};
