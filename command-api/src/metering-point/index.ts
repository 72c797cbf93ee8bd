import type { CommandArea } from '../area.ts';
import { deciderFold } from '../audit/audit-fold.ts';
import { forecastDecider } from '../forecast/long-term-forecast.ts';
import { meteringPointCommands } from './commands.ts';
import { meteringPointImportRoute } from './import-route.ts';

export const meteringPointArea: CommandArea = {
  name: 'metering-point',
  commands: meteringPointCommands,
  routes: (app, { authenticateFor, dispatch }) => meteringPointImportRoute(app, { authenticate: authenticateFor('RegisterMeteringPoints'), dispatch }),
  auditFolds: {
    // The point's stream carries its registration, load profiles and forecasts: the forecast
    // decider folds all three (the registration decider alone would skip the last two).
    meteringPoint: deciderFold(forecastDecider),
  },
};
