import { randomUUID } from 'node:crypto';
import { eventsOfStreamAs, fold, WrongExpectedRevisionError, type Decider, type DomainEvent, type NewEvent, type RecordedEvent, type StreamId, type StreamWrite } from '@portal/events';
import type { CommandContext, CommandResult, HandlerDeps } from './command-handler.ts';
import { applyEffects } from './effects.ts';

interface Touched {
  readonly history: readonly RecordedEvent[];
  readonly pending: NewEvent[];
}

/**
 * What one command writes, across every stream it touches (ADR 10). Each stream is read once
 * and decided on with its own decider; the pending events of all streams go to the store in one
 * `appendStreams`, each with the revision it was read at, so the command lands whole or not at
 * all. A reservation (a mail address, a host name, a customer's identity, a place among a
 * customer's users) is one more stream here: nothing is ever undone by hand.
 */
export class CommandUnit {
  private readonly touched = new Map<string, Touched>();
  private readonly order: string[] = [];
  readonly deps: HandlerDeps;
  readonly context: CommandContext;

  constructor(deps: HandlerDeps, context: CommandContext) {
    this.deps = deps;
    this.context = context;
  }

  /** The stream's stored events plus what this command has decided for it so far. */
  async events<E extends DomainEvent = DomainEvent>(streamId: StreamId<E>): Promise<readonly E[]> {
    const t = await this.load(streamId);
    return eventsOfStreamAs(streamId, [...t.history, ...t.pending]);
  }

  /**
   * Reads streams this command will touch in as few round trips as the store allows (one
   * `readStreams`, else `readStream`s a few hundred at a time), so a command over thousands of
   * streams does not wait for each in turn.
   */
  async preload(streamIds: readonly string[]): Promise<void> {
    const unread = [...new Set(streamIds)].filter((s) => !this.touched.has(s));
    const { eventStore } = this.deps;
    if (eventStore.readStreams) {
      const read = await eventStore.readStreams(unread);
      for (const streamId of unread) this.remember(streamId, read.get(streamId) ?? []);
      return;
    }
    for (let i = 0; i < unread.length; i += 200) await Promise.all(unread.slice(i, i + 200).map((s) => this.load(s)));
  }

  /** The decider's state of the stream as this command sees it (its own pending events folded in). */
  async state<C, S, E extends DomainEvent>(decider: Decider<C, S, E>, streamId: StreamId<E>): Promise<S> {
    return fold(decider, await this.events(streamId));
  }

  /**
   * Decides `command` on the stream and keeps the events for the append. `context` overrides
   * the tenant (and nothing else that matters) of these events; the commandId stays the unit's.
   */
  async decide<C, S, E extends DomainEvent>(decider: Decider<C, S, E>, streamId: StreamId<E>, command: C, context: Partial<Pick<CommandContext, 'tenant'>> = {}): Promise<readonly E[]> {
    const decided = decider.decide(command, await this.state(decider, streamId));
    if (decided.length === 0) return decided;
    const t = await this.load(streamId);
    const { catalog } = this.deps;
    const ctx = { ...this.context, ...context };
    for (const event of decided) {
      // The last line of defence before the log: what is stored matches its schema, always.
      catalog.validate(event.type, event.data);
      t.pending.push({
        id: randomUUID(),
        type: event.type,
        data: event.data,
        metadata: {
          commandId: ctx.commandId,
          correlationId: ctx.correlationId,
          causationId: ctx.causationId,
          actor: ctx.actor,
          tenant: ctx.tenant,
          occurredAt: ctx.now.toISOString(),
          schemaVersion: catalog.versionOf(event.type),
        },
      });
    }
    return decided;
  }

  /** The last stored event of a stream this command read (its position answers a command that wrote nothing). */
  lastRead(streamId: string): RecordedEvent | undefined {
    return this.touched.get(streamId)?.history.at(-1);
  }

  /** The writes, in the order the streams were first touched. */
  writes(): StreamWrite[] {
    return this.order.flatMap((streamId) => {
      const t = this.touched.get(streamId);
      if (!t || t.pending.length === 0) return [];
      const last = t.history.at(-1);
      return [{ streamId, events: t.pending, expectedRevision: last ? last.revision : 'no_stream' }];
    });
  }

  private async load(streamId: string): Promise<Touched> {
    const known = this.touched.get(streamId);
    if (known) return known;
    return this.remember(streamId, await this.deps.eventStore.readStream(streamId));
  }

  private remember(streamId: string, history: readonly RecordedEvent[]): Touched {
    // Two reads of one stream in flight (Promise.all in a command) keep the first.
    const raced = this.touched.get(streamId);
    if (raced) return raced;
    const loaded: Touched = { history, pending: [] };
    this.touched.set(streamId, loaded);
    this.order.push(streamId);
    return loaded;
  }
}

export interface UnitOptions {
  /** The stream the answer names (the command's main stream), unless `body` returns another stream id. */
  readonly streamId: string;
  /** Conflicts retried before the caller sees 409; shared streams (customer numbers) want more. */
  readonly maxRetries?: number;
}

/**
 * Runs a command as one unit: a replayed commandId finishes the effects of its first run and
 * answers its first result; otherwise `body` decides on a fresh unit, the unit is appended in
 * one call, and a conflict on any of its streams runs `body` again from a fresh read. Effects
 * outside the log follow the append (see effects.ts).
 *
 * @example
 * return runUnit(deps, context, { streamId: customerStream(id) }, async (unit) => {
 *   await unit.decide(customerKeyDecider, keyStream, reserve);
 *   await unit.decide(customerDecider, customerStream(id), create);
 * });
 */
export async function runUnit(deps: HandlerDeps, context: CommandContext, options: UnitOptions, body: (unit: CommandUnit) => Promise<unknown>): Promise<CommandResult> {
  let { streamId } = options;
  const prior = await deps.eventStore.lookupCommand(context.commandId);
  if (prior) {
    await applyEffects(deps, await deps.eventStore.readCommand(context.commandId), context.now);
    return { streamId, position: prior.position, nextExpectedRevision: prior.nextExpectedRevision, events: 0, duplicate: true };
  }
  const maxRetries = options.maxRetries ?? deps.maxRetries ?? 3;
  for (let attempt = 0; ; attempt += 1) {
    const unit = new CommandUnit(deps, context);
    const named = await body(unit);
    streamId = typeof named === 'string' ? named : options.streamId;
    const writes = unit.writes();
    if (writes.length === 0) {
      const last = unit.lastRead(streamId);
      return { streamId, position: last?.globalPosition ?? 0n, nextExpectedRevision: last?.revision ?? null, events: 0, duplicate: false };
    }
    try {
      const appended = await deps.eventStore.appendStreams(writes, { commandId: context.commandId });
      const events = appended.duplicate ? await deps.eventStore.readCommand(context.commandId) : writes.flatMap((w) => w.events);
      await applyEffects(deps, events, context.now);
      const main = appended.streams.find((s) => s.streamId === streamId);
      return {
        streamId,
        position: appended.position,
        nextExpectedRevision: main?.nextExpectedRevision ?? appended.nextExpectedRevision,
        events: appended.duplicate ? 0 : writes.reduce((n, w) => n + w.events.length, 0),
        duplicate: appended.duplicate,
      };
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError && attempt < maxRetries) continue;
      throw error;
    }
  }
}
