import Papa from 'papaparse';
import type { LoadProfileLimits } from '../platform-config/business-limits.ts';
import { optionsProblem, valueColumns, type LoadProfileOptions } from './check-options.ts';
import { cell, isSkipped, readHeader } from './header.ts';
import { DirectionTotals, thresholdMicro, type DirectionSummary } from './direction-totals.ts';
import { formatSlot, periodSlots, type PeriodSlots } from './period.ts';
import { ProblemList, type LoadProfileProblem } from './problems.ts';
import { layoutOf, parseIso, parseLocal, type Layout } from './timestamps.ts';
import { kwToMicro, readMicroKw, ValueFinding } from './values.ts';

export interface LoadProfileCheck {
  readonly valid: boolean;
  /** Data lines read (not the header, comments or empty lines). */
  readonly rows: number;
  readonly layout: Layout | null;
  /** The first findings (at most 100), in file order, then the rules on the whole file. */
  readonly problems: LoadProfileProblem[];
  readonly problemCount: number;
  /** kwh and maxKw of the one direction, or of consumption for BOTH; `byDirection` has each. */
  readonly summary: DirectionSummary & { readonly byDirection: Partial<Record<'CONS' | 'PROD', DirectionSummary>> };
  /** With `withValues` and no problem: kW per slot from `start` (UTC), per direction. */
  readonly values?: { readonly start: string; readonly resolution: 15 | 60; readonly series: Partial<Record<'CONS' | 'PROD', Float64Array>> };
}

/** What a row's "from" cell says about its slot: an index, or why there is none. */
type Located = { slot: number } | { refused: 'timestamp' | 'nonexistentTime' | 'outsidePeriod'; message: string };

/**
 * Checks a load profile against every rule of spec section 5 "Load profile upload", in one pass
 * (docs/load-profiles.md has the layouts and rules). Pure and browser-safe: the upload preview
 * runs it on the server (`POST /api/loadprofiles/check`) and the upload command the same.
 *
 * @example
 * const check = checkLoadProfile('from;to;kW\n2026-03-29T00:00:00+01:00;2026-03-29T00:15:00+01:00;12.5\n...',
 *   { from: '2026-03-29', to: '2026-03-29', resolution: 15, directions: 'CONS', timeZone: 'Europe/Zurich' }, limits.loadProfile);
 * check.valid // false when anything was found; check.problems cite line, column and quarter hour
 */
export function checkLoadProfile(text: string, options: LoadProfileOptions, limits: LoadProfileLimits): LoadProfileCheck {
  const bad = optionsProblem(options);
  if (bad) throw new RangeError(`${bad.field}: ${bad.message}`);
  const period = periodSlots(options.from, options.to, options.resolution, options.timeZone);
  const columns = valueColumns(options.directions);
  const threshold = thresholdMicro(limits);
  const totals = columns.map((c) => new DirectionTotals(c.direction, threshold, period.count, options.withValues === true));
  const problems = new ProblemList();
  const result = (rows: number, layout: Layout | null): LoadProfileCheck => {
    const summaries = totals.map((t) => [t.direction, t.summary(options.resolution)] as const);
    const byDirection = Object.fromEntries(summaries);
    const first = summaries[0]?.[1] ?? { kwh: '0.000', maxKw: '0' };
    const valid = problems.count === 0;
    const values =
      valid && options.withValues
        ? { start: new Date(period.startMs).toISOString(), resolution: options.resolution, series: Object.fromEntries(totals.map((t) => [t.direction, t.values ?? new Float64Array(0)])) }
        : undefined;
    return { valid, rows, layout, problems: problems.listed, problemCount: problems.count, summary: { ...first, byDirection }, ...(values ? { values } : {}) };
  };

  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.trim() === '') {
    problems.add('INVALID_FILE', 'emptyFile', 'the file is empty');
    return result(0, null);
  }
  const parsed = Papa.parse<string[]>(body, { delimiter: ';', skipEmptyLines: false });
  for (const error of parsed.errors.slice(0, 10)) {
    problems.add('INVALID_FORMAT', 'csvSyntax', `CSV syntax: ${error.message}`, { line: (error.row ?? 0) + 1 });
  }
  const lines = parsed.data;
  const header = readHeader(lines, options.directions, problems);
  if (!header) return result(0, null);
  const { width, wanted: wantedHeader, line: headerLine } = header;
  const expectedColumns = header.columns;
  let r = header.firstDataIndex;

  let layout: Layout | null = null;
  let rows = 0;
  let next = 0;
  let lastLine = headerLine;
  const lineOfSlot = new Int32Array(period.count);
  let previousTo = '';
  let previousBoundary = -1;
  const maxMicro = kwToMicro(limits.maxKw);
  const stepMicro = kwToMicro(limits.kwStep);
  // Formatting a timestamp costs more than checking the row: only a finding pays for it.
  const stamp = (slot: number) => (slot < period.count ? formatSlot(period, slot) : undefined);

  for (; r < lines.length; r += 1) {
    const row = lines[r] ?? [];
    if (isSkipped(row)) continue;
    const line = r + 1;
    rows += 1;
    lastLine = line;
    const fromText = cell(row, 0).trim();
    layout ??= layoutOf(fromText);
    // In a well-formed file a row starts where the previous one ended: that text is read already.
    let slot = fromText === previousTo && previousBoundary >= 0 && previousBoundary < period.count ? previousBoundary : -1;
    if (slot < 0) {
      const located = locate(fromText, layout, period, next);
      if ('refused' in located) {
        problems.add(located.refused === 'timestamp' ? 'INVALID_FORMAT' : 'VALIDATION_ERROR', located.refused, located.message, { line, column: 1 });
      } else slot = located.slot;
    }
    const located = slot >= 0;
    if (!located) {
      slot = next; // read on as if it were the expected one, so one bad cell is one finding
    } else {
      if (slot !== next || rows === 1) sequenceProblem(period, problems, lineOfSlot, { slot, next, line, first: rows === 1 });
      if (lineOfSlot[slot] === 0) lineOfSlot[slot] = line;
    }
    next = Math.max(next, slot + 1);

    if (width(row) !== expectedColumns) {
      problems.add('INVALID_FORMAT', 'columns', `line ${line} has ${row.length} column(s), expected ${expectedColumns} (${wantedHeader})`, {
        line,
        column: Math.min(row.length, expectedColumns) + 1,
        timestamp: stamp(slot),
      });
      continue;
    }
    previousTo = cell(row, 1).trim();
    previousBoundary = located && slot < period.count && checkTo(previousTo, layout, period, slot, line, problems) ? slot + 1 : -1;

    for (let c = 0; c < totals.length; c += 1) {
      const text = cell(row, c + 2);
      const micro = readMicroKw(text);
      if (micro >= 0 && micro <= maxMicro) {
        if (micro % stepMicro !== 0) valueProblem(ValueFinding.beyondMicro, text.trim(), limits, problems, { line, column: c + 3, timestamp: stamp(slot) });
        totals[c]?.add(micro, slot);
      } else {
        valueProblem(micro >= 0 ? ValueFinding.huge : (micro as ValueFinding), text.trim(), limits, problems, { line, column: c + 3, timestamp: stamp(slot) });
      }
    }
  }

  if (rows !== period.count) {
    problems.add('VALIDATION_ERROR', 'rowCount', `the period ${options.from} to ${options.to} in ${options.timeZone} has ${period.count} ${options.resolution === 15 ? 'quarter hours' : 'hours'}; the file has ${rows} row(s)`, {
      line: lastLine,
    });
  }
  if (rows > 0 && next < period.count) {
    problems.add('VALIDATION_ERROR', 'end', `the file ends at ${formatSlot(period, next)}, the period at ${formatSlot(period, period.count)}`, { line: lastLine, column: 2, timestamp: formatSlot(period, next) });
  }
  if (rows > 0) for (const t of totals) t.checkTotals(limits, options.resolution, options.forOrder === true, problems);
  return result(rows, layout);
}

/** A row whose slot is not the one the order expects: the first row late, a gap, or a repeat. */
function sequenceProblem(period: PeriodSlots, problems: ProblemList, lineOfSlot: Int32Array, row: { slot: number; next: number; line: number; first: boolean }): void {
  const { slot, next, line } = row;
  const at = { line, column: 1, timestamp: formatSlot(period, slot) };
  if (row.first) {
    if (slot !== 0) problems.add('VALIDATION_ERROR', 'start', `the file starts at ${formatSlot(period, slot)}, the period at ${formatSlot(period, 0)}`, at);
  } else if (slot > next) {
    problems.add('VALIDATION_ERROR', 'gap', `${slot - next} step(s) missing from ${formatSlot(period, next)} to ${formatSlot(period, slot)}`, { ...at, timestamp: formatSlot(period, next) });
  } else {
    const first = lineOfSlot[slot] ?? 0;
    problems.add('VALIDATION_ERROR', 'duplicate', first > 0 ? `${at.timestamp} is given again (first on line ${first})` : `${at.timestamp} is out of order`, at);
  }
}

function valueProblem(kind: ValueFinding, text: string, limits: LoadProfileLimits, problems: ProblemList, at: { line: number; column: number; timestamp: string | undefined }): void {
  const when = at.timestamp ?? `line ${at.line}`;
  switch (kind) {
    case ValueFinding.missing:
      return problems.add('VALIDATION_ERROR', 'missingValue', `no value for ${when}`, at);
    case ValueFinding.commaDecimal:
      return problems.add('INVALID_FORMAT', 'commaDecimal', `"${text}" at ${when} has a decimal comma; write a dot (12.5)`, at);
    case ValueFinding.negative:
      return problems.add('VALIDATION_ERROR', 'negative', `${text} kW at ${when} is negative`, at);
    case ValueFinding.notNumeric:
      return problems.add('INVALID_FORMAT', 'notNumeric', `"${text}" at ${when} is not a number`, at);
    case ValueFinding.huge:
      return problems.add('THRESHOLD_EXCEEDED', 'aboveMaximum', `${text} kW at ${when} is above the maximum of ${limits.maxKw} kW`, at);
    case ValueFinding.beyondMicro:
      return problems.add('VALIDATION_ERROR', 'kwStep', `${text} kW at ${when} is not a multiple of ${limits.kwStep} kW`, at);
  }
}

function locate(text: string, layout: Layout | null, period: PeriodSlots, next: number): Located {
  if (layout === 'iso') {
    const ms = parseIso(text);
    if (Number.isNaN(ms)) return { refused: 'timestamp', message: `"${text}" is not a timestamp like 2026-03-29T03:00:00+02:00` };
    return slotOf(ms, text, period);
  }
  if (layout === 'local') {
    const wall = parseLocal(text, false);
    if (Number.isNaN(wall)) return { refused: 'timestamp', message: `"${text}" is not a timestamp like 29.03.2026 03:00` };
    // A wall-clock time means one instant per offset in force; the repeated October hour has two.
    // Take the one the order of the file expects, else the next one after it (docs/load-profiles.md).
    const candidates = period.distinctOffsets
      .map((offset) => ({ offset, rel: wall - offset * 60_000 - period.startMs }))
      .filter(({ rel }) => rel % period.stepMs === 0 && rel >= 0 && rel < period.count * period.stepMs)
      .map(({ offset, rel }) => ({ offset, slot: rel / period.stepMs }));
    const valid = candidates.filter((c) => period.offsets[c.slot] === c.offset).map((c) => c.slot).sort((a, b) => a - b);
    const chosen = valid.find((s) => s >= next) ?? valid[valid.length - 1];
    if (chosen !== undefined) return { slot: chosen };
    if (candidates.length > 0) return { refused: 'nonexistentTime', message: `${text} does not exist in local time (the clocks skip that hour)` };
    return { refused: 'outsidePeriod', message: `${text} is not a ${period.stepMs / 60_000}-minute step of the period` };
  }
  return { refused: 'timestamp', message: `"${text}" is not a timestamp (2026-03-29T03:00:00+02:00 or 29.03.2026 03:00)` };
}

function slotOf(ms: number, text: string, period: PeriodSlots): Located {
  const rel = ms - period.startMs;
  if (rel % period.stepMs !== 0 || rel < 0 || rel >= period.count * period.stepMs) {
    return { refused: 'outsidePeriod', message: `${text} is not a ${period.stepMs / 60_000}-minute step of the period ${formatSlot(period, 0)} to ${formatSlot(period, period.count)}` };
  }
  return { slot: rel / period.stepMs };
}

/** The "to" column closes the slot: the next boundary (a local layout may write 24:00 for 00:00). */
function checkTo(text: string, layout: Layout | null, period: PeriodSlots, slot: number, line: number, problems: ProblemList): boolean {
  const endMs = period.startMs + (slot + 1) * period.stepMs;
  const found = layout === 'local' ? parseLocal(text, true) : parseIso(text);
  const expected = layout === 'local' ? endMs + (period.offsets[slot + 1] ?? 0) * 60_000 : endMs;
  if (found === expected) return true;
  const at = { line, column: 2, timestamp: formatSlot(period, slot) };
  if (Number.isNaN(found)) problems.add('INVALID_FORMAT', 'timestamp', `"${text}" is not a timestamp`, at);
  else problems.add('VALIDATION_ERROR', 'to', `"${text}" does not close the step from ${formatSlot(period, slot)}: expected ${formatSlot(period, slot + 1)}`, at);
  return false;
}
