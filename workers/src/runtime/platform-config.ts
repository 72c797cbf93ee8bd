import { platformConfigDecider } from '@portal/command-api';
import { fold, platformConfigStream, type EventStore, type RecordedEvent } from '@portal/events';

export type PlatformConfigState = ReturnType<typeof platformConfigDecider.initialState>;

/**
 * The platform configuration as a worker reads it: folded from its stream on first use and again
 * after a configuration event passes the worker's loop (`seen`), not once per offer.
 */
export class PlatformConfigCache {
  private readonly eventStore: EventStore;
  private state: Promise<PlatformConfigState> | null = null;

  constructor(eventStore: EventStore) {
    this.eventStore = eventStore;
  }

  /** Call for every event the worker reads; a configuration change makes the next `get` read again. */
  seen(event: RecordedEvent): void {
    if (event.streamId === platformConfigStream) this.state = null;
  }

  get(): Promise<PlatformConfigState> {
    const state = (this.state ??= this.eventStore.readStream(platformConfigStream).then((events) => fold(platformConfigDecider, events)));
    // A failed read is not kept: the next call reads again.
    state.catch(() => {
      if (this.state === state) this.state = null;
    });
    return state;
  }

  /** The IANA zone of a market area; Europe/Zurich (DESIGN.md decision 8) for an area the configuration lacks. */
  async zoneOf(): Promise<(marketArea: string) => string> {
    const config = await this.get();
    const zones = new Map(config.status === 'seeded' ? config.lists.marketareasAllObj.map((a) => [a.id, a.timeZone] as const) : []);
    return (marketArea) => zones.get(marketArea) ?? 'Europe/Zurich';
  }
}
