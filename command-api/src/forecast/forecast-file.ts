import { DomainError, type LoadProfileLimits, type MeteringAddress, type MeteringDirection, type PlatformConfigLists, type SeriesSummary } from '@portal/events';
import { checkLoadProfile, decodeCsvBytes, optionsProblem, type LoadProfileProblem } from '@portal/events/load-profile';
import type { MarketZone } from '@portal/events/units';
import type { HandlerDeps } from '../handler/command-handler.ts';

const marketZones: readonly MarketZone[] = ['Europe/Zurich', 'Europe/Berlin'];

/**
 * The time zone of a point's country (`countryInfoAll` of the platform configuration): the
 * zone its profiles and forecasts are read in. Only the market zones the load profile check
 * knows are accepted.
 *
 * @example pointZone(config, 'DE') // 'Europe/Berlin'
 */
export function pointZone(config: Pick<PlatformConfigLists, 'countryInfoAll'>, country: MeteringAddress['country'] | undefined): MarketZone {
  const zone = config.countryInfoAll.find((c) => c.country === country)?.timeZone;
  const known = marketZones.find((z) => z === zone);
  if (!known) throw new DomainError('VALIDATION_ERROR', 400, `no market time zone for country ${country ?? '(unknown)'} (configured: ${zone ?? 'none'})`, { field: 'data.code' });
  return known;
}

/** Where and how an uploaded file must hold the point's values. */
export interface SeriesFileOptions {
  readonly from: string;
  readonly to: string;
  readonly resolution: 15 | 60;
  readonly timeZone: MarketZone;
  readonly direction: MeteringDirection;
}

/** A refused file: the first finding's catalogue code, every listed finding (line, column, timestamp) in `details.problems`. */
function fileRefusal(problems: readonly LoadProfileProblem[], count: number): DomainError {
  const first = problems[0];
  const more = count > 1 ? ` (and ${count - 1} more)` : '';
  return new DomainError(first?.code ?? 'INVALID_FILE', 400, `${first?.message ?? 'the file was refused'}${more}`, {
    field: 'data.file',
    details: { problems: problems.map(({ code, line, column, timestamp, message, key }) => ({ field: 'data.file', code, line, column, ...(timestamp ? { timestamp } : {}), message, key })), problemCount: count },
  });
}

/**
 * Reads an uploaded file (`POST /api/uploads`, by its sha256) from the blob store and checks it
 * with `checkLoadProfile`, as a load profile upload is checked (spec section 5): any finding
 * refuses it with 400 and the findings, so nothing is stored. Answers the file's summary.
 *
 * @example
 * const summary = await checkedSeriesFile(deps, hash, { from: '2027-01-01', to: '2027-12-31', resolution: 15, timeZone: 'Europe/Zurich', direction: 'CONS' }, limits.loadProfile);
 */
export async function checkedSeriesFile(deps: Pick<HandlerDeps, 'blobStore'>, hash: string, options: SeriesFileOptions, limits: LoadProfileLimits): Promise<SeriesSummary> {
  const checkOptions = { from: options.from, to: options.to, resolution: options.resolution, directions: options.direction, timeZone: options.timeZone };
  const bad = optionsProblem(checkOptions);
  if (bad) throw new DomainError('VALIDATION_ERROR', 400, bad.message, { field: `data.${bad.field}` });
  if (!deps.blobStore) throw new Error('checking an uploaded file needs the blob store');
  const blob = await deps.blobStore.get(hash);
  if (!blob) throw new DomainError('INVALID_FILE', 400, `no uploaded file ${hash}; upload it through POST /api/uploads first`, { field: 'data.file' });
  const decoded = decodeCsvBytes(blob.bytes);
  if (!decoded.ok) throw fileRefusal([decoded.problem], 1);
  const check = checkLoadProfile(decoded.text, checkOptions, limits);
  if (!check.valid) throw fileRefusal(check.problems, check.problemCount);
  const { kwh, maxKw } = check.summary;
  return { kwh, maxKw };
}
