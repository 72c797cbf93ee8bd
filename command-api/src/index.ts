export { commandApi, allCommands, runSystemCommand, CommandAccepted, type CommandApiOptions } from './app.ts';
export { commandAreas } from './areas.ts';
export type { CommandArea, CommandRouteContext } from './area.ts';
export { handleCommand, type CommandContext, type CommandResult, type HandlerDeps } from './handler/command-handler.ts';
export { defineCommand, type CommandDefinition, type PortalCommandDefinition } from './handler/command-definition.ts';

export { platformConfigDecider } from './platform-config/platform-config.ts';
export { uploadLimits } from './uploads/uploads-route.ts';
export { SessionTokens } from '@portal/platform';
export { openLoginStores, type LoginStores } from './session/login-stores.ts';
export type { SessionOptions } from './session/session.ts';
export * from './identity/credentials/index.ts';
export { identityPort, logoutUserTopic, type IdentityPort } from './identity/identity-port.ts';
export { defaultLimits, type CommandLimits } from './handler/command-handler.ts';
export { commandApiSchema } from './schema-steps.ts';
export { auditStreamsStep } from './audit/audit-log.ts';
export { marketFileTypeOf, type MarketFileType } from './market/market-file-text.ts';
