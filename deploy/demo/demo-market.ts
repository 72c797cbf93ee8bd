import { readFile } from 'node:fs/promises';
import { marketFileTypeOf, runSystemCommand } from '@portal/command-api';
import {
  DomainError,
  marketImportKinds,
  marketImportStream,
  type MarketImportKind,
  type MarketSeriesSummary,
  type RecordedEvent,
  type SpotZone,
  type StartMarketImport,
} from '@portal/events';
import { defaultSpotPrice, ecbRatesCsv, entsoeDayAheadXml, forwardSettlementsCsv, isTargetDay, marketSamples, snbMonthlyCsv } from '@portal/events/market/testing';
import { DateTime } from 'luxon';
import { demoAdmin } from './demo-forecasts.ts';
import { demoCommandId, type DemoDeps } from './seed-demo.ts';

const zone = 'Europe/Zurich';

/** One file the demo imports: `key` names its job and command for good, `fileName` is what the job list shows. */
export interface DemoMarketFile {
  readonly key: string;
  readonly kind: MarketImportKind;
  readonly fileName: string;
  readonly bytes: () => Promise<Buffer>;
}

/** The job of a demo file: the same on every start, so a second start finds it. */
export const demoMarketJobId = (key: string): string => demoCommandId('market', `job-${key}`);
const startCommandId = (key: string): string => demoCommandId('market', `start-${key}`);

/** The shipped samples of deploy/demo/market-data, read as they lie there. */
export const demoMarketSamples: readonly DemoMarketFile[] = marketSamples.map((sample) => ({
  key: `sample-${sample.file}`,
  kind: sample.kind,
  fileName: sample.file,
  bytes: () => readFile(new URL(`./market-data/${sample.file}`, import.meta.url)),
}));

const text = (make: () => string) => async (): Promise<Buffer> => Buffer.from(make(), 'utf8');
const isoDate = (d: DateTime): string => d.toISODate() ?? '';

const dayMs = 86_400_000;
/** Two zones apart on a chart: Germany a little cheaper, with a swing of a few days (wind), now and then below zero as it is. */
const spotPrices: Readonly<Record<SpotZone, (utcMs: number) => number>> = {
  CH: defaultSpotPrice,
  'DE-LU': (utcMs) => Math.round((defaultSpotPrice(utcMs) - 4 + 14 * Math.sin(utcMs / (3.3 * dayMs))) * 100) / 100,
};

/** The last TARGET day (an ECB fixing day) before `today`. */
function lastTargetDayBefore(today: DateTime): DateTime {
  let day = today.minus({ days: 1 });
  while (!isTargetDay(isoDate(day))) day = day.minus({ days: 1 });
  return day;
}

/** The `count` TARGET days before `today`, oldest first: the trading days of the forward file. */
function targetDaysBefore(today: DateTime, count: number): string[] {
  const days: string[] = [];
  for (let day = lastTargetDayBefore(today); days.length < count; day = lastTargetDayBefore(day)) days.unshift(isoDate(day));
  return days;
}

/** The delivery periods traded on `today`: the next three calendar years, the next four quarters and the next three months. */
export function demoForwardPeriods(today: DateTime): string[] {
  const years = [1, 2, 3].map((n) => String(today.year + n));
  const quarters = [1, 2, 3, 4].map((n) => today.startOf('quarter').plus({ quarters: n })).map((q) => `${q.year}-Q${q.quarter}`);
  const months = [1, 2, 3].map((n) => today.startOf('month').plus({ months: n }).toFormat('yyyy-MM'));
  return [...years, ...quarters, ...months];
}

/**
 * The demo's files of the recent past, made with the project's generators relative to `today`
 * (a Europe/Zurich day), so that the market pages' default ranges (a month, three months, a
 * year) show data: 120 days of quarter-hour spot prices up to yesterday per zone, two years of
 * ECB rates and 30 trading days of forward settlements up to the last TARGET day, the SNB's
 * last 24 month ends.
 */
export function recentMarketFiles(today: DateTime): DemoMarketFile[] {
  const day = today.setZone(zone).startOf('day');
  const spotFrom = isoDate(day.minus({ days: 120 }));
  const lastFixing = lastTargetDayBefore(day);
  const ecbFrom = isoDate(lastFixing.minus({ years: 2 }));
  const lastMonth = day.minus({ months: 1 });
  const snbFrom = lastMonth.minus({ months: 23 }).toFormat('yyyy-MM');
  const tradingDays = targetDaysBefore(day, 30);
  return [
    ...(['CH', 'DE-LU'] as const).map((spotZone) => ({
      key: `recent-spot-${spotZone}`,
      kind: 'ENTSOE_SPOT' as const,
      fileName: `entsoe-${spotZone.toLowerCase()}-${spotFrom}-120d-pt15m.xml`,
      bytes: text(() => entsoeDayAheadXml({ zone: spotZone, from: spotFrom, days: 120, resolution: 'PT15M', price: spotPrices[spotZone] })),
    })),
    {
      key: 'recent-ecb',
      kind: 'ECB_FX',
      fileName: `ecb-eurofxref-${ecbFrom}-${isoDate(lastFixing)}.csv`,
      bytes: text(() => ecbRatesCsv({ from: ecbFrom, to: isoDate(lastFixing), currencies: ['USD', 'JPY', 'GBP', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN'] })),
    },
    {
      key: 'recent-snb',
      kind: 'SNB_FX',
      fileName: `snb-devkum-${snbFrom}-${lastMonth.toFormat('yyyy-MM')}.csv`,
      bytes: text(() => snbMonthlyCsv({ from: snbFrom, to: lastMonth.toFormat('yyyy-MM'), currencies: ['EUR1', 'USD1', 'GBP1', 'JPY100'] })),
    },
    {
      key: 'recent-forwards',
      kind: 'FORWARD_CSV',
      fileName: `forward-settlements-${tradingDays[0]}-${tradingDays.at(-1)}.csv`,
      bytes: text(() => forwardSettlementsCsv({ tradingDays, markets: ['CH', 'DE'], loads: ['BASE', 'PEAK'], periods: demoForwardPeriods(day) })),
    },
  ];
}

/** How the demo's jobs ended; `pending` were not started or did not end in time. */
export interface DemoMarketResult {
  /** Distinct series the demo's imports brought. */
  readonly series: number;
  readonly completed: number;
  readonly skipped: number;
  readonly failed: number;
  readonly pending: number;
}

export interface DemoMarketOptions {
  /** The first start's day comes from its jobs; this is "now" when there are none yet. */
  readonly now?: Date;
  /** How long one job may take to end before its kind's later files are left for the next start. */
  readonly jobTimeoutMs?: number;
  /** Aborted when the server stops: the seeding returns at its next wait. */
  readonly signal?: AbortSignal;
}

type JobEnd = { readonly outcome: 'completed'; readonly series: readonly MarketSeriesSummary[] } | { readonly outcome: 'skipped'; readonly importedBy: string } | { readonly outcome: 'failed'; readonly message: string };

const defaultJobTimeoutMs = 120_000;
const pollMs = 100;

/**
 * Market data for the demo (issue 13), imported as an admin's upload is: each file stored in
 * the blob store, then `StartMarketImport` by the demo admin; the running MarketImportWorker
 * parses and ends each job and the MarketSeriesProjection writes the series tables, so it needs
 * both running. A kind runs one job at a time (JOB_IS_RUNNING): each kind's files go one after
 * the other, each started once its previous job ended; the four kinds go side by side.
 *
 * Files: the shipped samples, then the recent past (`recentMarketFiles`) relative to the day of
 * the first start, read from the demo jobs already started, so a start that was stopped half way
 * makes the rest of the same files. Fixed job and command ids per file: a file whose start was
 * recorded is neither made nor started again, so a second start appends nothing.
 */
export async function seedDemoMarket(deps: DemoDeps, options: DemoMarketOptions = {}): Promise<DemoMarketResult> {
  const admin = demoAdmin();
  if (!admin) return { series: 0, completed: 0, skipped: 0, failed: 0, pending: 0 };
  const firstStart = (await firstDemoJobStart(deps)) ?? options.now ?? new Date();
  const files = [...demoMarketSamples, ...recentMarketFiles(DateTime.fromJSDate(firstStart, { zone }))];
  const timeoutMs = options.jobTimeoutMs ?? defaultJobTimeoutMs;
  const ends = new Map<string, JobEnd>();

  const runKind = async (kind: MarketImportKind): Promise<void> => {
    for (const file of files.filter((f) => f.kind === kind)) {
      if (options.signal?.aborted) return;
      const jobId = demoMarketJobId(file.key);
      const started = await startImport(deps, file, jobId, admin, timeoutMs, options.signal);
      if (!started) return;
      const end = await jobEnded(deps, jobId, timeoutMs, options.signal);
      if (!end) {
        if (!options.signal?.aborted) deps.log?.(`demo market file ${file.fileName} (job ${jobId}) did not end within ${timeoutMs / 1000} s; the later ${kind} files wait for the next start`);
        return;
      }
      ends.set(file.key, end);
      if (end.outcome === 'failed') deps.log?.(`demo market file ${file.fileName} (job ${jobId}) failed: ${end.message}`);
    }
  };
  await Promise.all(marketImportKinds.map(runKind));

  const series = new Set<string>();
  for (const end of ends.values()) {
    const summaries = end.outcome === 'completed' ? end.series : end.outcome === 'skipped' ? await seriesOfJob(deps, end.importedBy) : [];
    for (const summary of summaries) series.add(summary.seriesId);
  }
  const count = (outcome: JobEnd['outcome']): number => [...ends.values()].filter((e) => e.outcome === outcome).length;
  return { series: series.size, completed: count('completed'), skipped: count('skipped'), failed: count('failed'), pending: files.length - ends.size };
}

/**
 * Stores the file and starts its job unless the start was recorded before; waits while another
 * job of the kind runs (an admin's upload, the drop folder). False when it could not start.
 */
async function startImport(deps: DemoDeps, file: DemoMarketFile, jobId: string, admin: NonNullable<ReturnType<typeof demoAdmin>>, timeoutMs: number, signal?: AbortSignal): Promise<boolean> {
  const commandId = startCommandId(file.key);
  if (await deps.eventStore.lookupCommand(commandId)) return true;
  const bytes = await file.bytes();
  const type = marketFileTypeOf(bytes, true);
  if ('refused' in type) throw new Error(`demo market file ${file.fileName}: ${type.refused}`);
  const stored = await deps.blobStore.put(bytes, type.type);
  const data: StartMarketImport = { jobId, kind: file.kind, sha256: stored.hash, fileName: file.fileName, size: stored.size };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await runSystemCommand(deps, 'StartMarketImport', data, commandId, admin);
      return true;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      if (error.code !== 'JOB_IS_RUNNING' || Date.now() > deadline) {
        deps.log?.(`demo market file ${file.fileName} not imported (${error.code}): ${error.message}`);
        return false;
      }
    }
    if (!(await pause(pollMs * 5, signal))) return false;
  }
}

const endTypes = new Set(['MarketImportCompleted', 'MarketImportSkipped', 'MarketImportFailed']);

/** The end of the job once its stream has one; null when it has none within the timeout or the seeding was stopped. */
async function jobEnded(deps: DemoDeps, jobId: string, timeoutMs: number, signal?: AbortSignal): Promise<JobEnd | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const end = (await deps.eventStore.readStream(marketImportStream(jobId))).find((e) => endTypes.has(e.type));
    if (end) return jobEndOf(end);
    if (Date.now() > deadline || !(await pause(pollMs, signal))) return null;
  }
}

function jobEndOf(event: RecordedEvent): JobEnd {
  if (event.type === 'MarketImportCompleted') return { outcome: 'completed', series: (event.data as { series: MarketSeriesSummary[] }).series };
  if (event.type === 'MarketImportSkipped') return { outcome: 'skipped', importedBy: (event.data as { importedBy: string }).importedBy };
  const { errors, errorCount } = event.data as { errors: { message: string; line?: number }[]; errorCount: number };
  const first = errors[0];
  return { outcome: 'failed', message: `${errorCount} error(s), first: ${first?.line === undefined ? '' : `line ${first.line}: `}${first?.message ?? 'unknown'}` };
}

/** The series an earlier job imported (the job a skipped one names). */
async function seriesOfJob(deps: DemoDeps, jobId: string): Promise<readonly MarketSeriesSummary[]> {
  const completed = (await deps.eventStore.readStream(marketImportStream(jobId))).find((e) => e.type === 'MarketImportCompleted');
  return completed ? (completed.data as { series: MarketSeriesSummary[] }).series : [];
}

/** When the first demo job was started (the first start's "now"), or null before any. */
async function firstDemoJobStart(deps: DemoDeps): Promise<Date | null> {
  // The keys do not depend on the day; the files are not made here.
  const keys = [...demoMarketSamples, ...recentMarketFiles(DateTime.now().setZone(zone))].map((f) => f.key);
  let first: Date | null = null;
  for (const key of keys) {
    const started = (await deps.eventStore.readStream(marketImportStream(demoMarketJobId(key)))).find((e) => e.type === 'MarketImportStarted');
    const at = started ? new Date((started.data as { startedAt: string }).startedAt) : null;
    if (at && (!first || at < first)) first = at;
  }
  return first;
}

/** Waits `ms`; false when the signal aborted first. */
function pause(ms: number, signal?: AbortSignal): Promise<boolean> {
  if (signal?.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (value: boolean) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      resolve(value);
    };
    const onAbort = () => done(false);
    const timer = setTimeout(() => done(true), ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Runs `seedDemoMarket` without holding up the server's start: answers its result when it ends
 * within `waitMs`, else null while it goes on (then `done` logs its result). `stop` aborts it
 * and waits for it, before the stores close.
 */
export function seedDemoMarketInBackground(
  deps: DemoDeps,
  log: { info: (message: string) => void; error: (error: unknown, message: string) => void },
  options: Omit<DemoMarketOptions, 'signal'> = {},
): { readonly first: (waitMs: number) => Promise<DemoMarketResult | null>; readonly stop: () => Promise<void> } {
  const abort = new AbortController();
  const done = seedDemoMarket(deps, { ...options, signal: abort.signal }).then(
    (result) => {
      if (!abort.signal.aborted) log.info(`demo market data: ${describeDemoMarket(result)}`);
      return result;
    },
    (error: unknown) => {
      log.error(error, 'demo market data not imported');
      return null;
    },
  );
  return {
    first: async (waitMs) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)));
      try {
        return await Promise.race([done, late]);
      } finally {
        clearTimeout(timer);
      }
    },
    stop: async () => {
      abort.abort();
      await done;
    },
  };
}

export const describeDemoMarket = (r: DemoMarketResult): string =>
  `${r.series} series from ${r.completed + r.skipped} files` + (r.failed > 0 ? `, ${r.failed} failed` : '') + (r.pending > 0 ? `, ${r.pending} not yet imported` : '');
