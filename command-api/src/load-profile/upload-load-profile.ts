import { DomainError, meteringPointStream, type Actor, type PlatformConfigLists, type UploadLoadProfile } from '@portal/events';
import { checkLoadProfile, decodeCsvBytes, optionsProblem, type LoadProfileOptions, type LoadProfileProblem } from '@portal/events/load-profile';
import type { MarketZone } from '@portal/events/units';
import { defineCommand, type CommandDefinition } from '../handler/command-definition.ts';
import type { CommandContext, CommandResult, HandlerDeps } from '../handler/command-handler.ts';
import { runUnit } from '../handler/unit.ts';
import type { MeteringActor } from '../metering-point/metering-point.ts';
import { loadBusinessLimits, loadPlatformConfig } from '../platform-config/load-platform-config.ts';
import { assertMayUpload, loadProfileDecider } from './load-profile.ts';

const actorOf = ({ role, salesPartnerId, customerId }: Actor): MeteringActor => ({ role, salesPartnerId, customerId });
const marketZones: readonly string[] = ['Europe/Zurich', 'Europe/Berlin'];

/**
 * The market's zone of a point: the platform configuration's `countryInfoAll` for the country
 * of its address (CH Europe/Zurich, DE Europe/Berlin), Europe/Zurich where none is configured.
 */
export function marketZoneOf(config: Pick<PlatformConfigLists, 'countryInfoAll'>, country: string): MarketZone {
  const zone = config.countryInfoAll.find((c) => c.country === country)?.timeZone;
  return zone !== undefined && marketZones.includes(zone) ? (zone as MarketZone) : 'Europe/Zurich';
}

/**
 * A refused file, as the metering point import refuses a batch: the first finding's code and
 * message at `data.file`, every listed finding (code, line, column, quarter hour, key) in
 * `details.problems` and their count in `details.problemCount`.
 */
export function fileRefusal(problems: readonly LoadProfileProblem[], problemCount: number): DomainError {
  const first = problems[0];
  if (!first) return new DomainError('INVALID_FILE', 400, 'the file was refused', { field: 'data.file' });
  return new DomainError(first.code, 400, first.message, {
    field: 'data.file',
    details: {
      key: first.key,
      problems: problems.map(({ code, line, column, timestamp, message, key }) => ({ field: 'data.file', code, line, column, timestamp: timestamp ?? null, message, key })),
      problemCount,
    },
  });
}

/**
 * Records a checked load profile on the point (both points of the code for BOTH): the tenant
 * rules first, so another tenant learns nothing about the file; then the file from the blob
 * store through the same check as the upload preview (`checkLoadProfile`); any finding refuses
 * the command and nothing is stored.
 */
async function uploadLoadProfile(deps: HandlerDeps, data: UploadLoadProfile, context: CommandContext): Promise<CommandResult> {
  const directions = data.directions === 'BOTH' ? (['CONS', 'PROD'] as const) : [data.directions];
  const streams = directions.map((direction) => ({ direction, streamId: meteringPointStream(data.code, direction) }));
  const main = meteringPointStream(data.code, directions[0] ?? 'CONS');
  const by = actorOf(context.actor);
  const [config, limits] = await Promise.all([loadPlatformConfig(deps), loadBusinessLimits(deps)]);
  return runUnit(deps, context, { streamId: main }, async (unit) => {
    for (const { direction, streamId } of streams) assertMayUpload(await unit.state(loadProfileDecider, streamId), by, data.code, direction);
    const { point } = await unit.state(loadProfileDecider, main);
    if (point.status !== 'active') throw new DomainError('STATE_ERROR', 409, `metering point ${data.code} no longer measures`, { field: 'data.code' });
    const options: LoadProfileOptions = {
      from: data.from, to: data.to, resolution: data.resolution, directions: data.directions,
      timeZone: data.timeZone ?? marketZoneOf(config, point.address.country),
    };
    const bad = optionsProblem(options);
    if (bad) throw new DomainError('VALIDATION_ERROR', 400, bad.message, { field: `data.${bad.field}` });
    const blob = await deps.blobStore?.get(data.file);
    if (!blob) throw new DomainError('INVALID_FILE', 400, `no uploaded file ${data.file}: upload it through POST /api/uploads first`, { field: 'data.file' });
    const decoded = decodeCsvBytes(blob.bytes);
    if (!decoded.ok) throw fileRefusal([decoded.problem], 1);
    const check = checkLoadProfile(decoded.text, options, limits.loadProfile);
    if (!check.valid) throw fileRefusal(check.problems, check.problemCount);
    const period = { from: options.from, to: options.to, timeZone: options.timeZone, resolution: options.resolution };
    for (const { direction, streamId } of streams) {
      const summary = check.summary.byDirection[direction] ?? check.summary;
      await unit.decide(
        loadProfileDecider,
        streamId,
        { type: 'RecordLoadProfile', by, data: { code: data.code, direction, period, file: { hash: data.file, format: 'csv', column: direction }, summary: { kwh: summary.kwh, maxKw: summary.maxKw } } },
        { tenant: point.salesPartnerId },
      );
    }
  });
}

export const loadProfileCommands: readonly CommandDefinition[] = [
  defineCommand('UploadLoadProfile', {
    summary: "Records an uploaded CSV (POST /api/uploads) as the metering point's historic load profile after the checks of spec section 5; any finding refuses it.",
    roles: ['admin', 'salesPartner', 'customer'],
    run: (deps, data, context) => uploadLoadProfile(deps, data, context),
  }),
];
