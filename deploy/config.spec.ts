import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './config.ts';
import { operatorToken } from './operator-token.ts';

describe('configuration from the environment', () => {
  it('falls back to the documented defaults', () => {
    expect(loadConfig({})).toEqual({ port: 8080, host: '0.0.0.0', opsPort: 9080, opsHost: '127.0.0.1', dataDir: './data', demo: true, logLevel: 'info', maxUsersPerCustomer: 5, auditKeyFile: 'data/audit-key.pem' });
    expect(loadConfig({ PORTAL_DEMO: 'False' }).demo).toBe(false);
  });

  it('reads every variable and treats blank as unset', () => {
    const config = loadConfig({
      PORT: '9000', HOST: '127.0.0.1', PORTAL_DATA_DIR: '/srv/portal', PORTAL_PG_URL: 'postgres://db/portal', PORTAL_NATS_URL: ' ',
      PORTAL_OPERATOR_TOKEN: 'secret', LOG_LEVEL: 'debug',
    });
    expect(config).toMatchObject({ port: 9000, host: '127.0.0.1', dataDir: '/srv/portal', pgUrl: 'postgres://db/portal', operatorToken: 'secret', logLevel: 'debug' });
    expect(config.natsUrl).toBeUndefined();
  });

  it('reads the maximum of users per customer and refuses one that is not a positive whole number', () => {
    expect(loadConfig({ PORTAL_MAX_USERS_PER_CUSTOMER: '12' }).maxUsersPerCustomer).toBe(12);
    expect(() => loadConfig({ PORTAL_MAX_USERS_PER_CUSTOMER: '0' })).toThrow(/PORTAL_MAX_USERS_PER_CUSTOMER/);
    expect(() => loadConfig({ PORTAL_MAX_USERS_PER_CUSTOMER: 'many' })).toThrow(/PORTAL_MAX_USERS_PER_CUSTOMER/);
  });

  it('reads the market drop folder and its poll interval, refusing an interval under 100 ms', () => {
    expect(loadConfig({})).toMatchObject({ marketInbox: undefined, marketInboxPollMs: undefined });
    expect(loadConfig({ PORTAL_DATA_DIR: '/srv/portal' }).auditKeyFile).toBe('/srv/portal/audit-key.pem');
    expect(loadConfig({ PORTAL_AUDIT_KEY_FILE: '/run/secrets/audit.pem' }).auditKeyFile).toBe('/run/secrets/audit.pem');
    expect(loadConfig({ PORTAL_MARKET_INBOX: ' /srv/market-inbox ', PORTAL_MARKET_INBOX_POLL_MS: '5000' })).toMatchObject({ marketInbox: '/srv/market-inbox', marketInboxPollMs: 5000 });
    expect(() => loadConfig({ PORTAL_MARKET_INBOX_POLL_MS: '10' })).toThrow(/PORTAL_MARKET_INBOX_POLL_MS/);
    expect(() => loadConfig({ PORTAL_MARKET_INBOX_POLL_MS: 'often' })).toThrow(/PORTAL_MARKET_INBOX_POLL_MS/);
  });

  it('reads the trusted proxies as addresses, CIDR ranges and the named private ranges', () => {
    expect(loadConfig({}).trustProxy).toBeUndefined();
    expect(loadConfig({ PORTAL_TRUST_PROXY: ' ' }).trustProxy).toBeUndefined();
    expect(loadConfig({ PORTAL_TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8 , ::1, Loopback' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8', '::1', 'loopback']);
  });

  it.each(['1', '2', 'true', '10.0.0.0/33', 'fd00::/129', 'proxy.internal', '10.0.0.1/8/2', ','])('refuses "%s" as trusted proxies', (value) => {
    expect(() => loadConfig({ PORTAL_TRUST_PROXY: value })).toThrow(/PORTAL_TRUST_PROXY/);
  });

  it('says why a hop count is refused', () => {
    expect(() => loadConfig({ PORTAL_TRUST_PROXY: '1' })).toThrow(/bypasses the proxy/);
  });

  it('puts the ops listener 1000 above PORT on the loopback unless told otherwise', () => {
    expect(loadConfig({ PORT: '3000' })).toMatchObject({ opsPort: 4000, opsHost: '127.0.0.1' });
    expect(loadConfig({ PORT: '0' }).opsPort).toBe(0);
    expect(loadConfig({ PORTAL_OPS_PORT: '9464', PORTAL_OPS_HOST: '0.0.0.0', PORTAL_OPS_URL: 'http://127.0.0.1:9464' })).toMatchObject({ opsPort: 9464, opsHost: '0.0.0.0', opsUrl: 'http://127.0.0.1:9464' });
    expect(() => loadConfig({ PORTAL_OPS_PORT: '8080' })).toThrow(/PORTAL_OPS_PORT must differ/);
    expect(() => loadConfig({ PORT: '65000' })).toThrow(/PORTAL_OPS_PORT/);
  });

  it('refuses a port that is not a port', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });
});

describe('operator token', () => {
  it('uses the configured token and writes no file', () => {
    expect(operatorToken('given', mkdtempSync(join(tmpdir(), 'portal-')))).toEqual({ token: 'given', file: null });
  });

  it('generates one token per data directory, readable by the owner only, and keeps it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-'));
    const first = operatorToken(undefined, dir);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(readFileSync(first.file!, 'utf8').trim()).toBe(first.token);
    expect(statSync(first.file!).mode & 0o777).toBe(0o600);
    expect(operatorToken(undefined, dir)).toEqual(first);
  });
});
