import { DomainError, meteringPointStream, nameUuid, type MeteringDirection, type ReplaceLongTermForecast, type RequestForecastRollout } from '@portal/events';
import { rolloutProblems, rolloutYears, type Problem } from '@portal/events/validation';
import { defineCommand, type CommandDefinition } from '../handler/command-definition.ts';
import type { CommandContext, CommandResult, HandlerDeps } from '../handler/command-handler.ts';
import { runUnit, type CommandUnit } from '../handler/unit.ts';
import { registrationRefusal } from '../metering-point/registration-rules.ts';
import { loadBusinessLimits, loadPlatformConfig } from '../platform-config/load-platform-config.ts';
import { checkedSeriesFile, pointZone } from './forecast-file.ts';
import { assertReplaceable, forecastDecider, type ForecastCommand, type ForecastState } from './long-term-forecast.ts';

// Forecast events land in the point's tenant (its partner), whoever sends the command.
const tenantOf = (state: ForecastState): { tenant?: string } => (state.point.status === 'none' ? {} : { tenant: state.point.salesPartnerId });

/**
 * The forecastId of a point in a roll-out, derived from the command: a retried roll-out asks
 * for the same forecasts, and a point appears once per roll-out.
 */
export const rolloutForecastId = (commandId: string, code: string, direction: MeteringDirection): string => nameUuid(`forecast\u0000${commandId}\u0000${code}\u0000${direction}`);

async function decideOn(unit: CommandUnit, code: string, direction: MeteringDirection, command: ForecastCommand): Promise<void> {
  const streamId = meteringPointStream(code, direction);
  const state = await unit.state(forecastDecider, streamId);
  await unit.decide(forecastDecider, streamId, command, tenantOf(state));
}

/**
 * The admin's roll-out (spec sections 4, 5 and 8): the years first (order, the configured
 * maximum), then every point (registered, a history of at least 365 days with energy), every
 * refusal listed; then one LongTermForecastRequested per point, all in one append or none.
 */
async function requestRollout(deps: HandlerDeps, data: RequestForecastRollout, context: CommandContext): Promise<CommandResult> {
  const limits = { maxRolloutYears: (await loadBusinessLimits(deps)).maxRolloutYears };
  const fields = { from: 'data.fromYear', to: 'data.toYear', history: 'data.points' };
  const yearProblems = rolloutProblems({ from: data.fromYear, to: data.toYear, historyDays: Infinity }, limits, fields);
  const yearsRefused = registrationRefusal({ problems: yearProblems, count: yearProblems.length });
  if (yearsRefused) throw yearsRefused;
  const years = rolloutYears(data.fromYear, data.toYear);
  const first = data.points[0];
  if (!first) throw new DomainError('VALIDATION_ERROR', 400, 'no metering point', { field: 'data.points' });
  return runUnit(deps, context, { streamId: meteringPointStream(first.code, first.direction) }, async (unit) => {
    await unit.preload(data.points.map((p) => meteringPointStream(p.code, p.direction)));
    const problems: Problem[] = [];
    const seen = new Set<string>();
    for (const [i, point] of data.points.entries()) {
      const at = `data.points.${i}`;
      const stream = meteringPointStream(point.code, point.direction);
      if (seen.has(stream)) {
        problems.push({ code: 'VALIDATION_ERROR', field: at, message: `${point.code} (${point.direction}) is listed twice`, key: 'errorInfo.duplicate', params: { value: point.code } });
        continue;
      }
      seen.add(stream);
      const forecastId = rolloutForecastId(context.commandId, point.code, point.direction);
      try {
        await decideOn(unit, point.code, point.direction, { type: 'RequestForecast', data: { ...point, forecastId, years }, at, limits });
      } catch (error) {
        if (!(error instanceof DomainError) || error.status !== 400 || !error.field) throw error;
        const key = (error.details?.key ?? 'errorInfo.historyRange') as Problem['key'];
        problems.push({ code: 'VALIDATION_ERROR', field: error.field, message: error.message, key, params: {} });
      }
    }
    const refused = registrationRefusal({ problems: problems.slice(0, 100), count: problems.length });
    if (refused) throw refused;
  });
}

/** The uploaded replacement is checked like a load profile upload, in the point's zone unless the command names another. */
async function replaceForecast(deps: HandlerDeps, data: ReplaceLongTermForecast, context: CommandContext): Promise<CommandResult> {
  const [config, limits] = await Promise.all([loadPlatformConfig(deps), loadBusinessLimits(deps)]);
  const streamId = meteringPointStream(data.code, data.direction);
  return runUnit(deps, context, { streamId }, async (unit) => {
    const state = await unit.state(forecastDecider, streamId);
    // The state rule first: a forecast that may not be replaced is refused before its file is read.
    assertReplaceable(state, data);
    const timeZone = data.timeZone ?? pointZone(config, 'address' in state.point ? state.point.address.country : undefined);
    const summary = await checkedSeriesFile(deps, data.file, { from: data.from, to: data.to, resolution: data.resolution, timeZone, direction: data.direction }, limits.loadProfile);
    const { code, direction, forecastId } = data;
    const replaced = { code, direction, forecastId, period: { from: data.from, to: data.to, timeZone, resolution: data.resolution }, file: { hash: data.file, format: 'csv' as const, column: direction }, summary };
    await decideOn(unit, code, direction, { type: 'ReplaceForecast', data: replaced });
  });
}

/** Runs one decision on the point's stream named by the data. */
function onPoint(deps: HandlerDeps, context: CommandContext, data: { code: string; direction: MeteringDirection }, command: ForecastCommand): Promise<CommandResult> {
  return runUnit(deps, context, { streamId: meteringPointStream(data.code, data.direction) }, (unit) => decideOn(unit, data.code, data.direction, command));
}

export const forecastCommands: readonly CommandDefinition[] = [
  defineCommand('RequestForecastRollout', {
    summary: 'Roll-out tool (admin): asks the forecast worker for long-term forecasts of the years fromYear..toYear for each point, all or none; each point needs 365 days of history.',
    roles: ['admin'],
    run: (deps, data, context) => requestRollout(deps, data, context),
  }),
  defineCommand('RecordLongTermForecast', {
    summary: 'Stores a generated long-term forecast of a requested roll-out (internal, forecast worker).',
    roles: ['system'],
    run: (deps, data, context) => onPoint(deps, context, data, { type: 'RecordForecast', data }),
  }),
  defineCommand('RecordLongTermForecastFailure', {
    summary: 'Records why a requested long-term forecast could not be generated (internal, forecast worker).',
    roles: ['system'],
    run: (deps, data, context) => onPoint(deps, context, data, { type: 'RecordForecastFailure', data }),
  }),
  defineCommand('AcceptLongTermForecast', {
    summary: 'Accepts a generated long-term forecast (admin); any other state answers STATE_ERROR.',
    roles: ['admin'],
    run: (deps, data, context) => onPoint(deps, context, data, { type: 'AcceptForecast', data }),
  }),
  defineCommand('ReplaceLongTermForecast', {
    summary: 'Replaces a generated or failed long-term forecast by an uploaded file, checked like a load profile upload (admin).',
    roles: ['admin'],
    run: (deps, data, context) => replaceForecast(deps, data, context),
  }),
];
