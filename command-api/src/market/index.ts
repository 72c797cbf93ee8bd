import { errorCodeAreas } from '@portal/events/error-codes';
import type { CommandArea } from '../area.ts';
import { deciderFold } from '../audit/audit-fold.ts';
import { marketJobDecider } from './market-import-job.ts';
import { marketLedgerDecider } from './market-import-ledger.ts';
import { marketCommands } from './commands.ts';
import { marketUploadRoute } from './upload-route.ts';

export const marketArea: CommandArea = {
  name: 'market',
  errorCodes: errorCodeAreas.market,
  commands: marketCommands,
  routes: async (app, { options, authenticateFor, dispatch }) => {
    if (options.blobStore) await marketUploadRoute(app, { blobStore: options.blobStore, authenticate: authenticateFor('StartMarketImport'), dispatch });
  },
  auditFolds: {
    marketImport: deciderFold(marketJobDecider),
    marketImports: deciderFold(marketLedgerDecider),
  },
};
