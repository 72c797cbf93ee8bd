import { isIP } from 'node:net';
import type { TrustProxy } from '@portal/platform';

/**
 * The portal's configuration: environment variables with documented defaults. Every process
 * (all-in-one server, split-mode parts, the ops CLI) reads the same variables.
 */
export interface PortalConfig {
  readonly port: number;
  readonly host: string;
  /** The ops listener: metrics, API docs, operator endpoints (PORTAL_OPS_PORT, default PORT + 1000). */
  readonly opsPort: number;
  /** Where the ops listener binds (PORTAL_OPS_HOST, default 127.0.0.1: never a tenant's network). */
  readonly opsHost: string;
  /** The CLI drives the server at this ops URL instead of opening the stores (PORTAL_OPS_URL). */
  readonly opsUrl?: string;
  readonly dataDir: string;
  readonly pgUrl?: string;
  readonly natsUrl?: string;
  readonly esdbUrl?: string;
  readonly mongoUrl?: string;
  readonly operatorToken?: string;
  /** Seed the demo tenants in all-in-one mode (PORTAL_DEMO, default true). */
  readonly demo: boolean;
  readonly logLevel: string;
  /** SMTP server for outgoing mail (PORTAL_SMTP_URL); unset writes .eml files under <dataDir>/mail. */
  readonly smtpUrl?: string;
  /** Sender address of outgoing mail (PORTAL_MAIL_FROM); unset means portal@localhost. */
  readonly mailFrom?: string;
  /** Seals TOTP secrets and signs session cookies (PORTAL_CREDENTIALS_KEY, at least 32 characters). */
  readonly credentialsKey?: string;
  /** Users one customer may have at most (PORTAL_MAX_USERS_PER_CUSTOMER, default 5). */
  readonly maxUsersPerCustomer: number;
  /** Proxies whose X-Forwarded-For / -Proto count (PORTAL_TRUST_PROXY): addresses and CIDRs; unset trusts none. */
  readonly trustProxy?: TrustProxy;
  /** The drop folder of market data files (PORTAL_MARKET_INBOX); unset: no folder is watched. */
  readonly marketInbox?: string;
  /** Between two looks into the drop folder (PORTAL_MARKET_INBOX_POLL_MS); unset: 2000. */
  readonly marketInboxPollMs?: number;
}

export interface ConfigVariable {
  readonly name: string;
  readonly default: string;
  readonly description: string;
}

/** The table the README and `portal config` print. */
export const configVariables: readonly ConfigVariable[] = [
  { name: 'PORT', default: '8080', description: 'HTTP port of the server (all-in-one, command-api or query-api)' },
  { name: 'HOST', default: '0.0.0.0', description: 'interface the HTTP server listens on' },
  { name: 'PORTAL_OPS_PORT', default: 'PORT + 1000 (9080; 0 when PORT is 0)', description: 'ops listener of every process: /metrics, /healthz, /readyz, /status, /api/docs, /api/openapi.json and the operator endpoints' },
  { name: 'PORTAL_OPS_HOST', default: '127.0.0.1', description: 'interface of the ops listener; 0.0.0.0 in containers, where Prometheus and the probes come from outside, never behind the public proxy' },
  { name: 'PORTAL_OPS_URL', default: '(unset: <dataDir>/ops-url of a running server)', description: 'CLI only: the ops URL of a running server; `projections` commands then go through it' },
  { name: 'PORTAL_DATA_DIR', default: './data', description: 'embedded data: PGlite under <dir>/pglite, the operator token, mail files' },
  { name: 'PORTAL_PG_URL', default: '(unset: embedded PGlite)', description: 'PostgreSQL for the event log and the read models' },
  { name: 'PORTAL_NATS_URL', default: '(unset: in-process bus)', description: 'NATS servers for notifications, comma-separated' },
  { name: 'PORTAL_ESDB_URL', default: '(unset)', description: 'EventStoreDB / KurrentDB for the event log instead of PostgreSQL' },
  { name: 'PORTAL_MONGO_URL', default: '(unset)', description: 'MongoDB for the read models; the database is the URL path, default "portal"' },
  { name: 'PORTAL_OPERATOR_TOKEN', default: '(unset: generated into <dataDir>/operator-token)', description: 'token for operator commands' },
  { name: 'PORTAL_DEMO', default: 'true', description: 'all-in-one only: create the demo sales partners alpha and beta on start ("false" skips)' },
  { name: 'LOG_LEVEL', default: 'info', description: 'pino log level' },
  { name: 'PORTAL_SMTP_URL', default: '(unset: .eml files under <dataDir>/mail)', description: 'SMTP server for outgoing mail, e.g. smtp://mail.example.com:587 or smtps://user:pass@host:465' },
  { name: 'PORTAL_CREDENTIALS_KEY', default: '(unset: generated into <dataDir>/credentials-key)', description: 'at least 32 characters; seals TOTP secrets and signs session cookies; required in split mode' },
  { name: 'PORTAL_MAX_USERS_PER_CUSTOMER', default: '5', description: 'users one customer may have at most (invited, active and deactivated ones count)' },
  { name: 'PORTAL_MAIL_FROM', default: 'portal@localhost', description: 'sender address of outgoing mail; its domain also names the Message-IDs' },
  {
    name: 'PORTAL_TRUST_PROXY',
    default: '(unset: X-Forwarded-* ignored)',
    description: 'behind a reverse proxy: its addresses and CIDRs, comma-separated (loopback, linklocal, uniquelocal name those ranges); its X-Forwarded-For then names the client the login limits count, its X-Forwarded-Proto https makes cookies Secure and sends HSTS',
  },
  {
    name: 'PORTAL_MARKET_INBOX',
    default: '(unset: no drop folder)',
    description: 'all-in-one and workers: a directory watched for market data files (made when missing); a file in a subfolder named after a kind (ECB_FX, SNB_FX, ENTSOE_SPOT, FORWARD_CSV) has that kind, others are recognised by content; handled files move to done/ or failed/',
  },
  { name: 'PORTAL_MARKET_INBOX_POLL_MS', default: '2000', description: 'milliseconds between two looks into PORTAL_MARKET_INBOX; a file is taken once its size and time did not change between two looks' },
];

// proxy-addr's names for the private ranges, which Fastify's trustProxy accepts as well.
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isProxyAddress = (entry: string): boolean => {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};

/**
 * PORTAL_TRUST_PROXY: the proxies' addresses and CIDR ranges. Neither "true" nor a hop count:
 * both take X-Forwarded-For from whoever connects, so a client that reaches the server past the
 * proxy chooses its own address (Fastify 5.12.1 refuses hop counts for this reason).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | undefined {
  if (value === undefined) return undefined;
  const entries = value.split(',').map((entry) => entry.trim().toLowerCase()).filter((entry) => entry !== '');
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (entries.length > 0 && wrong.length === 0) return entries;
  const hint = /^(\d+|true)$/i.test(value) ? ': a hop count or "true" would let a client that bypasses the proxy choose its own address' : '';
  throw new Error(`PORTAL_TRUST_PROXY takes the proxies' addresses and CIDRs, or loopback, linklocal, uniquelocal (e.g. 10.0.0.0/8,::1); got "${wrong.join(',') || value}"${hint}`);
}

const text = (value: string | undefined): string | undefined => (value === undefined || value.trim() === '' ? undefined : value.trim());

export function loadConfig(env: NodeJS.ProcessEnv = process.env): PortalConfig {
  const credentialsKey = text(env.PORTAL_CREDENTIALS_KEY);
  if (credentialsKey !== undefined && credentialsKey.length < 32) throw new Error('PORTAL_CREDENTIALS_KEY needs at least 32 characters');
  const port = Number(text(env.PORT) ?? '8080');
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const opsPort = Number(text(env.PORTAL_OPS_PORT) ?? (port === 0 ? 0 : port + 1000));
  if (!Number.isInteger(opsPort) || opsPort < 0 || opsPort > 65535) throw new Error(`PORTAL_OPS_PORT must be a port number, got "${env.PORTAL_OPS_PORT ?? port + 1000}"`);
  if (opsPort !== 0 && opsPort === port) throw new Error(`PORTAL_OPS_PORT must differ from PORT (${port})`);
  const maxUsersPerCustomer = Number(text(env.PORTAL_MAX_USERS_PER_CUSTOMER) ?? '5');
  if (!Number.isInteger(maxUsersPerCustomer) || maxUsersPerCustomer < 1) throw new Error(`PORTAL_MAX_USERS_PER_CUSTOMER must be a whole number of at least 1, got "${env.PORTAL_MAX_USERS_PER_CUSTOMER}"`);
  const pollText = text(env.PORTAL_MARKET_INBOX_POLL_MS);
  const marketInboxPollMs = pollText === undefined ? undefined : Number(pollText);
  if (marketInboxPollMs !== undefined && (!Number.isInteger(marketInboxPollMs) || marketInboxPollMs < 100)) throw new Error(`PORTAL_MARKET_INBOX_POLL_MS must be a whole number of milliseconds, at least 100, got "${pollText}"`);
  return {
    port,
    host: text(env.HOST) ?? '0.0.0.0',
    opsPort,
    opsHost: text(env.PORTAL_OPS_HOST) ?? '127.0.0.1',
    opsUrl: text(env.PORTAL_OPS_URL),
    dataDir: text(env.PORTAL_DATA_DIR) ?? './data',
    pgUrl: text(env.PORTAL_PG_URL),
    natsUrl: text(env.PORTAL_NATS_URL),
    esdbUrl: text(env.PORTAL_ESDB_URL),
    mongoUrl: text(env.PORTAL_MONGO_URL),
    operatorToken: text(env.PORTAL_OPERATOR_TOKEN),
    demo: text(env.PORTAL_DEMO)?.toLowerCase() !== 'false',
    logLevel: text(env.LOG_LEVEL) ?? 'info',
    smtpUrl: text(env.PORTAL_SMTP_URL),
    mailFrom: text(env.PORTAL_MAIL_FROM),
    credentialsKey,
    maxUsersPerCustomer,
    trustProxy: parseTrustProxy(text(env.PORTAL_TRUST_PROXY)),
    marketInbox: text(env.PORTAL_MARKET_INBOX),
    marketInboxPollMs,
  };
}
