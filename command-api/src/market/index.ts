import type { CommandArea } from '../area.ts';
import { marketCommands } from './commands.ts';
import { marketUploadRoute } from './upload-route.ts';

export const marketArea: CommandArea = {
  name: 'market',
  commands: marketCommands,
  routes: async (app, { options, authenticateFor, dispatch }) => {
    if (options.blobStore) await marketUploadRoute(app, { blobStore: options.blobStore, authenticate: authenticateFor('StartMarketImport'), dispatch });
  },
};
