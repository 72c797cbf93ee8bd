export { queryApi, type QueryApiOptions } from './app.ts';
export { minPositionHeader } from './plugins/read-your-writes.ts';
export { messageNameFor } from './realtime/message-names.ts';
export { tenantOfHost, hostOf, noLogo, downloadMarkers, defaultBranding } from './routes/sales-partner/index.ts';
export { serveUi } from './routes/ui/serve-ui.ts';
export { guard, principalOf, assertSameSalesPartner, assertMayReadCustomer, assertMayReadUser, type Principal, type GuardName } from './auth/index.ts';
