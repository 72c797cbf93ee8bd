import { randomInt, randomUUID } from 'node:crypto';
import type { EventMetadata, NewEvent } from '../core/envelope.ts';

/** Metadata for tests and seeds; override what matters to the test. */
export function testMetadata(overrides: Partial<EventMetadata> = {}): EventMetadata {
  return {
    commandId: randomUUID(),
    correlationId: randomUUID(),
    causationId: randomUUID(),
    actor: { userId: 'system', role: 'system' },
    tenant: 'platform',
    occurredAt: new Date('2026-11-21T12:00:00.000Z').toISOString(),
    schemaVersion: 1,
    ...overrides,
  };
}

export function testEvent(type: string, data: unknown = {}, metadata: Partial<EventMetadata> = {}): NewEvent {
  return { id: randomUUID(), type, data, metadata: testMetadata(metadata) };
}

/** A customer number no other test took (customer ids are whole numbers, assigned by the command API). */
export function newCustomerId(): string {
  return String(randomInt(1_000_000, 281_474_976_710_655));
}
