import type { PortalConfig } from './config.ts';
import { demoCustomerTotpUri } from './demo/demo-customers.ts';
import { describeDemoMarket, type DemoMarketResult } from './demo/demo-market.ts';
import { demoPassword, demoTotpUri } from './demo/demo-users.ts';
import type { SeededDemo } from './demo/seed-all-demo.ts';
import { publicHost } from './process.ts';

export interface StartupFacts {
  readonly opsUrl: string;
  readonly demo: SeededDemo;
  /** Null without the demo; else what the first seconds of the market import seeded, or null while it runs. */
  readonly demoMarket: { readonly seeded: DemoMarketResult | null } | null;
  readonly credentialsKeyFile: string | undefined;
  readonly operatorTokenFile: string | undefined;
  readonly auditKey: boolean;
  readonly stores: string;
  readonly mail: string;
}

/** What `npm start` prints once it listens: where the portal runs, the demo logins and where its keys are. */
export function startupLines(config: PortalConfig, facts: StartupFacts): string {
  const base = `http://${publicHost(config.host)}:${config.port}`;
  const { demo, demoMarket } = facts;
  return [
    '',
    `Portal running at ${base}`,
    `  API docs        ${facts.opsUrl}/api/docs   (ops listener: also /metrics, /status, operator endpoints)`,
    `  Configuration   ${base}/api/getConfigSelect/localhost`,
    ...demo.tenants.map((tenant) => `  Demo tenant     ${`http://${tenant.host}:${config.port}`.padEnd(32)}${tenant.name}`),
    ...demo.logins.flatMap((d) => [
      `  Demo login      ${`http://${d.host}:${config.port}/login`.padEnd(40)}${d.user.mail} / ${demoPassword}`,
      `                  TOTP secret ${d.totpSecret}   ${demoTotpUri(d)}`,
    ]),
    ...demo.customerLogins.flatMap((c) => [
      `  Demo login      ${`http://${c.host}:${config.port}/login`.padEnd(40)}${c.mail} / ${demoPassword}   (customer ${c.customerId} ${c.customer})`,
      `                  TOTP secret ${c.totpSecret}   ${demoCustomerTotpUri(c)}`,
    ]),
    ...(demo.offers > 0 ? [`  Demo offers     ${demo.offers}   (requested, priced, released and accepted; /offers and the admin's tasks-management/offer)`] : []),
    ...(demoMarket
      ? [`  Demo market     ${demoMarket.seeded ? describeDemoMarket(demoMarket.seeded) : 'importing in the background'}   (spot CH/DE-LU, forwards, ECB and SNB rates; /market and the admin's tasks-management/data)`]
      : []),
    `  Credentials key ${facts.credentialsKeyFile ?? 'PORTAL_CREDENTIALS_KEY'}`,
    `  Operator token  ${facts.operatorTokenFile ?? 'PORTAL_OPERATOR_TOKEN'}   (send as Authorization: Bearer <token>)`,
    ...(facts.auditKey ? [`  Audit key       ${config.auditKeyFile}.pub   (verifies the log's seals: npm run portal -- audit verify <export> --key <this file>)`] : []),
    `  Stores          ${facts.stores}`,
    `  Mail            ${facts.mail}`,
    ...(config.marketInbox ? [`  Market inbox    ${config.marketInbox}   (market data files dropped here are imported; done/, failed/)`] : []),
    '',
  ].join('\n');
}
