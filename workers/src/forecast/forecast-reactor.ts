import type { LoadProfileEvent } from '@portal/events';
import { defineReactor, type PortalCommand } from '../runtime/reactor.ts';
import { ForecastFailure } from './forecast-inputs.ts';
import { forecastGeneratorName, forecastOutcomeCommandId, requestedForecast } from './generate-requested.ts';

/**
 * The forecast reaction (issue 11 point 6): on each LongTermForecastRequested still REQUESTED it
 * reads the point's history file, generates the requested years scaled to the point's yearly
 * quantity and asks for RecordLongTermForecast with the values as an `f64le` file (the runner
 * stores it first), or RecordLongTermForecastFailure with a reason the admin can act on.
 *
 * It reads the point's stream as it stands now: a forecast with an outcome asks for nothing, and
 * the outcome's commandId derives from the forecastId (success and failure share it, the demo
 * seed uses it too), so a replay after a crash records nothing twice.
 */
export const forecastReactor = defineReactor<PortalCommand, LoadProfileEvent>()({
  name: forecastGeneratorName,
  handles: ['LongTermForecastRequested'],
  async react(event, _history, ports) {
    const { code, direction, forecastId } = event.data;
    const commandId = forecastOutcomeCommandId(forecastId);
    try {
      const generated = await requestedForecast(ports, { code, direction, forecastId });
      return generated ? [{ type: 'RecordLongTermForecast', data: generated.data, files: [generated.file], commandId }] : [];
    } catch (error) {
      // A file or a rule the admin can fix is the forecast's outcome; anything else (the database) stops the worker.
      if (!(error instanceof ForecastFailure || error instanceof RangeError)) throw error;
      const reason = error.message.slice(0, 500) || 'the forecast could not be generated';
      ports.logger.warn({ worker: forecastGeneratorName, forecastId, code, direction, reason }, 'forecast not generated');
      return [{ type: 'RecordLongTermForecastFailure', data: { code, direction, forecastId, reason }, commandId }];
    }
  },
});
