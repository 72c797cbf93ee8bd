import { compareCheckpoints, type Checkpoint } from '@portal/events';
import type { InjectOptions } from 'fastify';
import { errorLevel, type HostileSystem } from './hostile-harness.ts';

export interface Probe {
  readonly label: string;
  readonly request: InjectOptions;
  /** The input is one no route may accept (unstorable text, wrong type, nesting past the limit). */
  readonly refused: boolean;
}

/**
 * Sends probes one at a time and checks what the issue asks of every answer: below 500; a
 * refusal is a problem body with a catalogue code (and a field for VALIDATION_ERROR) and leaves
 * the event store's head where it was; input no route may accept is refused; nothing is logged
 * at error level. Failures are collected, so one run lists all of them.
 */
export class HostileProber {
  readonly failures: string[] = [];
  readonly statuses = new Map<number, number>();
  sent = 0;
  private head: Checkpoint | null = null;
  private readonly system: HostileSystem;

  constructor(system: HostileSystem) {
    this.system = system;
  }

  async send(probe: Probe): Promise<{ status: number; body: string }> {
    const { eventStore, app, logged } = this.system;
    this.head ??= await eventStore.head();
    const errorsBefore = logged.filter((line) => line.level >= errorLevel).length;
    const res = await app.inject(probe.request);
    this.sent++;
    this.statuses.set(res.statusCode, (this.statuses.get(res.statusCode) ?? 0) + 1);
    const head = await eventStore.head();
    // The audit routes record every read, refused ones too (ADR 26): their AuditRead events are
    // the one thing a GET may append, and nothing else.
    const before = this.head;
    const appended = compareCheckpoints(head, before) !== 0 && (await eventStore.readAll({ after: before, maxCount: 1000 })).some((e) => !isAuditRead(probe, e.type));
    this.head = head;
    const fail = (reason: string): void => void this.failures.push(`${probe.label}: ${reason}`);

    if (res.statusCode >= 500) fail(`${res.statusCode} ${res.body.slice(0, 200)}`);
    if (res.statusCode >= 400) {
      if (appended) fail(`refused with ${res.statusCode} but appended events`);
      const problem = parseProblem(res.body);
      if (!problem || problem.isClientError !== true || !/^[A-Z_]+$/.test(problem.code ?? '')) fail(`${res.statusCode} without a problem body: ${res.body.slice(0, 200)}`);
      else if (problem.code === 'VALIDATION_ERROR' && !problem.field) fail(`VALIDATION_ERROR without a field: ${res.body.slice(0, 200)}`);
    } else if (probe.refused) {
      fail(`accepted with ${res.statusCode} (${appended ? 'events appended' : 'nothing appended'})`);
    }
    if (probe.request.method === 'GET' && appended) fail('a GET appended events');
    const errors = logged.filter((line) => line.level >= errorLevel).slice(errorsBefore);
    if (errors.length > 0) fail(`logged at error level: ${errors.map((e) => e.msg ?? '').join('; ')} ${errors[0]?.err?.stack?.slice(0, 300) ?? ''}`);
    return { status: res.statusCode, body: res.body };
  }

  report(): string {
    const shown = this.failures.slice(0, 40).join('\n');
    return this.failures.length > 40 ? `${shown}\n... and ${this.failures.length - 40} more` : shown;
  }
}

const isAuditRead = (probe: Probe, type: string): boolean => type === 'AuditRead' && String(probe.request.url ?? '').startsWith('/api/audit/');

function parseProblem(body: string): { isClientError?: unknown; code?: string; field?: string } | undefined {
  try {
    return JSON.parse(body) as { isClientError?: unknown; code?: string; field?: string };
  } catch {
    return undefined;
  }
}
