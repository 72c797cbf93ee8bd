import type { CommandArea } from '../area.ts';
import { meteringPointCommands } from './commands.ts';
import { meteringPointImportRoute } from './import-route.ts';

export const meteringPointArea: CommandArea = {
  name: 'metering-point',
  commands: meteringPointCommands,
  routes: (app, { authenticateFor, dispatch }) => meteringPointImportRoute(app, { authenticate: authenticateFor('RegisterMeteringPoints'), dispatch }),
};
