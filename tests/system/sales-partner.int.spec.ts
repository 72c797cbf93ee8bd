import { randomUUID } from 'node:crypto';
import { PNG } from 'pngjs';
import { authenticatedSocket } from './socket-client.ts';
import { startSystem, systemOperatorToken, type System } from './system-harness.ts';

const alpha = randomUUID();
const beta = randomUUID();
const auth = { authorization: `Bearer ${systemOperatorToken}` };

const profile = (salesPartnerId: string, subdomain: string) => ({
  salesPartnerId,
  name: `${subdomain} Energie AG`,
  subdomain,
  domains: [`${subdomain}.localhost`],
  website: `https://www.${subdomain}.ch`,
  mail: `info@${subdomain}.ch`,
  phone: '+41 44 123 45 67',
  address: { street: 'Seestrasse', streetNr: '5', zipCode: '8002', place: 'Zürich', country: 'CH' },
  currencies: ['CHF'],
  marketAreas: ['CH'],
  internal: false,
  xCode: {},
  basicSupply: {},
  communicationMail: `portal@${subdomain}.ch`,
  active: true,
  publicRegistration: true,
  contact: { name: `Kundendienst ${subdomain}`, street: 'Seestrasse', streetNr: '5', zipCode: '8002', place: 'Zürich', phone: '+41 44 123 45 68', mail: `hilfe@${subdomain}.ch`, website: `https://www.${subdomain}.ch`, opentopublic: true },
});

function solidPng(size: number, rgb: [number, number, number]): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let i = 0; i < size * size; i += 1) png.data.set([...rgb, 255], i * 4);
  return PNG.sync.write(png);
}

describe('a sales partner through the whole system', () => {
  let system: System;
  beforeAll(async () => {
    system = await startSystem();
  });
  afterAll(() => system.close());

  async function command(type: string, data: unknown): Promise<string> {
    const res = await fetch(`${system.url}/api/commands`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ type, commandId: randomUUID(), data }),
    });
    const body = (await res.json()) as { data: { position: string } };
    expect({ type, status: res.status }).toEqual({ type, status: 200 });
    return body.data.position;
  }
  async function upload(bytes: Buffer, contentType: string): Promise<string> {
    const res = await fetch(`${system.url}/api/uploads`, { method: 'POST', headers: { ...auth, 'content-type': contentType }, body: new Uint8Array(bytes) });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { hash: string } }).data.hash;
  }
  const read = (path: string, position: string) => fetch(`${system.url}${path}`, { headers: { 'x-portal-min-position': position } });
  const design = (salesPartnerId: string, color: string, logo: string | null) => ({ salesPartnerId, color, colorPalette: 'cold', logo, favicon: null });

  it('creates and designs partners over HTTP; its branding, logo, contact and terms answer', async () => {
    await command('CreateSalesPartner', profile(alpha, 'alpha'));
    await command('CreateSalesPartner', profile(beta, 'beta'));
    const logoBytes = solidPng(16, [15, 123, 108]);
    const logo = await upload(logoBytes, 'image/png');
    const pdfBytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5000, 7), Buffer.from('\n%%EOF\n')]);
    const pdf = await upload(pdfBytes, 'application/pdf');
    await command('ChangeSalesPartnerDesign', design(alpha, '#0F7B6C', logo));
    const position = await command('PublishPortalTerms', { salesPartnerId: alpha, language: 'de', documents: [{ name: 'Nutzungsbedingungen', pdf }] });

    const config = (await (await read('/api/getConfigDB/alpha.localhost', position)).json()) as { data: Record<string, unknown> };
    expect(config.data).toMatchObject({ color: '#0F7B6C', colorPalette: 'cold', salesPartnerId: alpha, type: 'salesPartner' });
    const logoRes = await fetch(`${system.url}${String(config.data.logoUrl)}`);
    expect(logoRes.headers.get('content-type')).toBe('image/png');
    expect(Buffer.compare(Buffer.from(await logoRes.arrayBuffer()), logoBytes)).toBe(0);
    expect(await (await fetch(`${system.url}/api/getLogo/${beta}`)).text()).toBe('undefined');

    const contact = (await (await read('/api/getContact/alpha.localhost', position)).json()) as { data: Record<string, unknown> };
    expect(contact.data).toMatchObject({ name: 'Kundendienst alpha', mail: 'hilfe@alpha.ch', opentopublic: true });

    const terms = (await (await read('/api/termsConditionsPortal/de/alpha.localhost', position)).json()) as { data: { id: string; name: string }[] };
    expect(terms.data).toEqual([{ id: `${alpha}-de-1-1`, name: 'Nutzungsbedingungen' }]);
    const download = Buffer.from(await (await read(`/api/termsConditionsPortalPdf/${terms.data[0]!.id}`, position)).arrayBuffer());
    expect(Buffer.compare(download, Buffer.concat([pdfBytes, Buffer.from('---eof---')]))).toBe(0);
  });

  it('tells an open page on the partner\'s host about its design change, and no other tenant\'s page', async () => {
    const [onAlpha, onBeta, onPlatform] = await Promise.all([
      authenticatedSocket(system.url, 'alpha.localhost:8080'),
      authenticatedSocket(system.url, 'beta.localhost'),
      authenticatedSocket(system.url, 'localhost'),
    ]);
    expect([onAlpha.auth.salesPartnerId, onBeta.auth.salesPartnerId, onPlatform.auth.salesPartnerId]).toEqual([alpha, beta, null]);

    await command('ChangeSalesPartnerDesign', design(alpha, '#123456', null));
    expect(await onAlpha.next((m) => m.type === 'recalcDesign')).toMatchObject({ topic: 'DESIGN', dbId: alpha, messageId: expect.any(String) });

    // A platform-wide change now reaches every page. The hub relays to all sockets at once, so
    // a page that got this later message would have got alpha's design message before it.
    await command('ReplaceConfigList', { list: 'configSextype', items: [{ id: 'MR', name: 'Herr', active: true }], reason: 'system test' });
    for (const page of [onAlpha, onBeta, onPlatform]) await page.next((m) => m.type === 'recalcConfig');
    expect(onBeta.seen.filter((m) => m.type === 'recalcDesign')).toEqual([]);
    expect(onPlatform.seen.filter((m) => m.type === 'recalcDesign')).toEqual([]);

    await command('ChangeSalesPartnerDesign', design(beta, '#C2410C', null));
    expect(await onBeta.next((m) => m.type === 'recalcDesign')).toMatchObject({ dbId: beta });
    await command('ReplaceConfigList', { list: 'configSextype', items: [{ id: 'MS', name: 'Frau', active: true }], reason: 'system test' });
    await onAlpha.next((m) => m.type === 'recalcConfig' && onAlpha.seen.filter((n) => n.type === 'recalcConfig').length === 2);
    expect(onAlpha.seen.filter((m) => m.type === 'recalcDesign').map((m) => m.dbId)).toEqual([alpha]);

    for (const page of [onAlpha, onBeta, onPlatform]) page.socket.close();
  });

  it('lists the tenant routes and uploads in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${system.url}/api/openapi.json`, { headers: auth })).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/uploads', '/api/getConfigDB/{domain}', '/api/getContact/{domain}', '/api/getLogo/{salesPartnerId}', '/api/getFavicon/{salesPartnerId}',
        '/api/termsConditionsPortal/{locale}/{domain}', '/api/termsConditionsPortalPdf/{id}',
      ]),
    );
  });

  it('refuses a second partner on a taken host name and keeps the first one serving it', async () => {
    const res = await fetch(`${system.url}/api/commands`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'CreateSalesPartner', commandId: randomUUID(), data: { ...profile(randomUUID(), 'gamma'), domains: ['alpha.localhost'] } }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'data.domains.0', message: expect.stringContaining('already taken') });
    expect(((await (await fetch(`${system.url}/api/getConfigDB/alpha.localhost`)).json()) as { data: { salesPartnerId: string } }).data.salesPartnerId).toBe(alpha);
  });
});
