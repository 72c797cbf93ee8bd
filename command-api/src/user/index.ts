import { errorCodeAreas } from '@portal/events/error-codes';
import type { CommandArea } from '../area.ts';
import { deciderFold } from '../audit/audit-fold.ts';
import { membershipDecider } from './membership.ts';
import { userDecider } from './user.ts';
import { userMailDecider } from './user-mail.ts';
import { userCommands } from './commands.ts';
import { userRoutes } from './user-routes.ts';

export const userArea: CommandArea = {
  name: 'user',
  errorCodes: [...errorCodeAreas.identity, ...errorCodeAreas.user],
  commands: userCommands,
  // Activation, password reset and two-factor reset links need the session's secrets.
  routes: (app, { handlerDeps, session, clock }) => {
    const secrets = handlerDeps.identity?.secrets;
    if (session && secrets) userRoutes(app, { handlerDeps, secrets, session, directory: session.directory, clock });
  },
  auditFolds: {
    user: deciderFold(userDecider),
    userMail: deciderFold(userMailDecider),
    members: deciderFold(membershipDecider),
  },
};
