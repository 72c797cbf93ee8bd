import type { LoadProfileLimits } from '../platform-config/business-limits.ts';
import type { DirectionTotals } from './direction-totals.ts';
import { locate } from './from-cell.ts';
import { cell, type Header } from './header.ts';
import { formatSlot, type PeriodSlots } from './period.ts';
import type { ProblemList } from './problems.ts';
import { layoutOf, parseIso, parseLocal, type Layout } from './timestamps.ts';
import { kwToMicro, readMicroKw, ValueFinding } from './values.ts';

type At = { line: number; column: number; timestamp: string | undefined };

/**
 * The rules of docs/load-profiles.md that look at one data row, one method a rule (or a group of
 * rules one reading decides), in the order a row is checked and its findings are listed: its
 * "from" (`timestamp`, `nonexistentTime`, `outsidePeriod`), its place in the order (`start`,
 * `gap`, `duplicate`), its `columns`, its `to`, then each value (`missingValue`, `commaDecimal`,
 * `negative`, `notNumeric`, `aboveMaximum`, `kwStep`). Holds what the order of the rows needs.
 */
export class RowRules {
  rows = 0;
  layout: Layout | null = null;
  /** The slot the next row should name: one past the furthest slot read so far. */
  next = 0;
  lastLine: number;
  private readonly lineOfSlot: Int32Array;
  private previousTo = '';
  private previousBoundary = -1;
  private readonly maxMicro: number;
  private readonly stepMicro: number;
  private readonly period: PeriodSlots;
  private readonly header: Header;
  private readonly totals: readonly DirectionTotals[];
  private readonly limits: LoadProfileLimits;
  private readonly problems: ProblemList;

  constructor(period: PeriodSlots, header: Header, totals: readonly DirectionTotals[], limits: LoadProfileLimits, problems: ProblemList) {
    this.period = period;
    this.header = header;
    this.totals = totals;
    this.limits = limits;
    this.problems = problems;
    this.lastLine = header.line;
    this.lineOfSlot = new Int32Array(period.count);
    this.maxMicro = kwToMicro(limits.maxKw);
    this.stepMicro = kwToMicro(limits.kwStep);
  }

  check(row: readonly string[], line: number): void {
    this.rows += 1;
    this.lastLine = line;
    const fromText = cell(row, 0).trim();
    this.layout ??= layoutOf(fromText);
    const slot = this.fromRules(fromText, line);
    const located = slot >= 0;
    // An unreadable "from" is read on as the expected slot, so one bad cell is one finding.
    const at = located ? slot : this.next;
    if (located) this.orderRules(slot, line);
    this.next = Math.max(this.next, at + 1);
    if (!this.columnsRule(row, line, at)) return;
    this.previousTo = cell(row, 1).trim();
    this.previousBoundary = located && slot < this.period.count && this.toRule(this.previousTo, slot, line) ? slot + 1 : -1;
    this.valueRules(row, line, at);
  }

  /** `timestamp`, `nonexistentTime`, `outsidePeriod`: the slot the row names, or -1. */
  private fromRules(fromText: string, line: number): number {
    // In a well-formed file a row starts where the previous one ended: that text is read already.
    if (fromText === this.previousTo && this.previousBoundary >= 0 && this.previousBoundary < this.period.count) return this.previousBoundary;
    const located = locate(fromText, this.layout, this.period, this.next);
    if ('slot' in located) return located.slot;
    this.problems.add(located.refused === 'timestamp' ? 'INVALID_FORMAT' : 'VALIDATION_ERROR', located.refused, located.message, { line, column: 1 });
    return -1;
  }

  /** `start`, `gap`, `duplicate`: the first row is the first step, and each row the next one. */
  private orderRules(slot: number, line: number): void {
    if (this.rows === 1) this.startRule(slot, line);
    else if (slot > this.next) this.gapRule(slot, line);
    else if (slot < this.next) this.duplicateRule(slot, line);
    if (this.lineOfSlot[slot] === 0) this.lineOfSlot[slot] = line;
  }

  private startRule(slot: number, line: number): void {
    if (slot === 0) return;
    const { period } = this;
    this.problems.add('VALIDATION_ERROR', 'start', `the file starts at ${formatSlot(period, slot)}, the period at ${formatSlot(period, 0)}`, { line, column: 1, timestamp: formatSlot(period, slot) });
  }

  /** Cited at the first missing step. */
  private gapRule(slot: number, line: number): void {
    const { period, next } = this;
    this.problems.add('VALIDATION_ERROR', 'gap', `${slot - next} step(s) missing from ${formatSlot(period, next)} to ${formatSlot(period, slot)}`, { line, column: 1, timestamp: formatSlot(period, next) });
  }

  private duplicateRule(slot: number, line: number): void {
    const timestamp = formatSlot(this.period, slot);
    const first = this.lineOfSlot[slot] ?? 0;
    this.problems.add('VALIDATION_ERROR', 'duplicate', first > 0 ? `${timestamp} is given again (first on line ${first})` : `${timestamp} is out of order`, { line, column: 1, timestamp });
  }

  /** `columns`: a row of the wrong width is not read further. */
  private columnsRule(row: readonly string[], line: number, slot: number): boolean {
    const expected = this.header.columns;
    if (this.header.width(row) === expected) return true;
    this.problems.add('INVALID_FORMAT', 'columns', `line ${line} has ${row.length} column(s), expected ${expected} (${this.header.wanted})`, {
      line,
      column: Math.min(row.length, expected) + 1,
      timestamp: this.stamp(slot),
    });
    return false;
  }

  /** `to` closes the row's step: the next boundary (a local layout may write 24:00 for 00:00). */
  private toRule(text: string, slot: number, line: number): boolean {
    const { period } = this;
    const endMs = period.startMs + (slot + 1) * period.stepMs;
    const found = this.layout === 'local' ? parseLocal(text, true) : parseIso(text);
    const expected = this.layout === 'local' ? endMs + (period.offsets[slot + 1] ?? 0) * 60_000 : endMs;
    if (found === expected) return true;
    const at = { line, column: 2, timestamp: formatSlot(period, slot) };
    if (Number.isNaN(found)) this.problems.add('INVALID_FORMAT', 'timestamp', `"${text}" is not a timestamp`, at);
    else this.problems.add('VALIDATION_ERROR', 'to', `"${text}" does not close the step from ${formatSlot(period, slot)}: expected ${formatSlot(period, slot + 1)}`, at);
    return false;
  }

  /** The value rules, one value column after the other; a value within the maximum counts in the totals. */
  private valueRules(row: readonly string[], line: number, slot: number): void {
    for (let c = 0; c < this.totals.length; c += 1) {
      const text = cell(row, c + 2);
      const micro = readMicroKw(text);
      if (micro >= 0 && micro <= this.maxMicro) {
        if (micro % this.stepMicro !== 0) this.valueRule(ValueFinding.beyondMicro, text.trim(), { line, column: c + 3, timestamp: this.stamp(slot) });
        this.totals[c]?.add(micro, slot);
      } else {
        this.valueRule(micro >= 0 ? ValueFinding.huge : (micro as ValueFinding), text.trim(), { line, column: c + 3, timestamp: this.stamp(slot) });
      }
    }
  }

  private valueRule(kind: ValueFinding, text: string, at: At): void {
    const finding = valueFindings[kind];
    this.problems.add(finding.code, finding.rule, finding.message(text, at.timestamp ?? `line ${at.line}`, this.limits), at);
  }

  // Formatting a timestamp costs more than checking the row: only a finding pays for it.
  private stamp(slot: number): string | undefined {
    return slot < this.period.count ? formatSlot(this.period, slot) : undefined;
  }
}

type ValueRule = { code: 'VALIDATION_ERROR' | 'INVALID_FORMAT' | 'THRESHOLD_EXCEEDED'; rule: 'missingValue' | 'commaDecimal' | 'negative' | 'notNumeric' | 'aboveMaximum' | 'kwStep' };

/** What `readMicroKw` reads from a value's text decides these rules; each says its finding. */
const valueFindings: Record<ValueFinding, ValueRule & { message: (text: string, when: string, limits: LoadProfileLimits) => string }> = {
  [ValueFinding.missing]: { code: 'VALIDATION_ERROR', rule: 'missingValue', message: (_, when) => `no value for ${when}` },
  [ValueFinding.commaDecimal]: { code: 'INVALID_FORMAT', rule: 'commaDecimal', message: (text, when) => `"${text}" at ${when} has a decimal comma; write a dot (12.5)` },
  [ValueFinding.negative]: { code: 'VALIDATION_ERROR', rule: 'negative', message: (text, when) => `${text} kW at ${when} is negative` },
  [ValueFinding.notNumeric]: { code: 'INVALID_FORMAT', rule: 'notNumeric', message: (text, when) => `"${text}" at ${when} is not a number` },
  [ValueFinding.huge]: { code: 'THRESHOLD_EXCEEDED', rule: 'aboveMaximum', message: (text, when, limits) => `${text} kW at ${when} is above the maximum of ${limits.maxKw} kW` },
  [ValueFinding.beyondMicro]: { code: 'VALIDATION_ERROR', rule: 'kwStep', message: (text, when, limits) => `${text} kW at ${when} is not a multiple of ${limits.kwStep} kW` },
};
