import { DomainError, fold, platformConfigStream, type BusinessLimits, type PlatformConfigLists } from '@portal/events';
import type { HandlerDeps } from '../handler/command-handler.ts';
import { platformConfigDecider } from './platform-config.ts';

/**
 * The current platform configuration, folded from its stream: commands whose rules depend on it
 * (zip codes, phone prefixes, market areas) load it here and hand it to their pure decider.
 */
export async function loadPlatformConfig(deps: Pick<HandlerDeps, 'eventStore'>): Promise<PlatformConfigLists> {
  const state = fold(platformConfigDecider, await deps.eventStore.readStream(platformConfigStream));
  if (state.status !== 'seeded') throw new DomainError('STATE_ERROR', 403, 'the platform configuration has not been seeded yet');
  return state.lists;
}

/** The business limits in force (ADR 0020), for commands that check a load profile or an offer. */
export async function loadBusinessLimits(deps: Pick<HandlerDeps, 'eventStore'>): Promise<BusinessLimits> {
  const state = fold(platformConfigDecider, await deps.eventStore.readStream(platformConfigStream));
  if (state.status !== 'seeded') throw new DomainError('STATE_ERROR', 403, 'the platform configuration has not been seeded yet');
  return state.businessLimits;
}
