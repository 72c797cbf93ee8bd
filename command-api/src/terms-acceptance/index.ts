import type { CommandArea } from '../area.ts';
import { deciderFold } from '../audit/audit-fold.ts';
import { termsAcceptanceDecider } from './terms-acceptance.ts';
import { termsAcceptanceRoutes } from './terms-acceptance-routes.ts';

export const termsAcceptanceArea: CommandArea = {
  name: 'terms-acceptance',
  routes: (app, { session, handlerDeps }) => {
    if (session) termsAcceptanceRoutes(app, { ...session, ...handlerDeps });
  },
  auditFolds: {
    termsAcceptance: deciderFold(termsAcceptanceDecider),
  },
};
