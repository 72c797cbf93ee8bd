import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';

// What the browser tests share: where the server is, the operator's calls, and page probes.

export const port = Number(process.env.E2E_PORT);
export const apiBase = `http://127.0.0.1:${port}`;
/** A tenant by the first label of its host: the demo partners, or a partner a test made on `<subdomain>.localhost`. */
export const tenantUrl = (tenant: string, path = '/') => `http://${tenant}.localhost:${port}${path}`;
const token = process.env.E2E_OPERATOR_TOKEN ?? '';
/** The operator's bearer header: the API docs and metrics answer only it on the public port (ADR 13). */
export const operatorHeaders = { authorization: `Bearer ${token}` };

export interface DesignConfig {
  color: string;
  colorPalette: 'cold' | 'warm';
  salesPartnerId: string | null;
  name: string | null;
  type: string;
  faviconUrl: string | null;
  logoUrl: string | null;
}

export async function designOf(host: string): Promise<DesignConfig> {
  const response = await fetch(`${apiBase}/api/getConfigDB/${host}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: DesignConfig }).data;
}

export async function contactOf(host: string): Promise<{ name: string; mail: string; phone: string }> {
  const response = await fetch(`${apiBase}/api/getContact/${host}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { name: string; mail: string; phone: string } }).data;
}

export async function upload(bytes: Uint8Array, contentType: string): Promise<string> {
  const response = await fetch(`${apiBase}/api/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body: bytes as Uint8Array<ArrayBuffer>,
  });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return (JSON.parse(text) as { data: { hash: string } }).data.hash;
}

export async function sendCommand(type: string, data: unknown): Promise<void> {
  const response = await fetch(`${apiBase}/api/commands`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ type, commandId: randomUUID(), data }),
  });
  expect(response.status, await response.text()).toBe(200);
}

/**
 * A sales partner of a test's own, made by the operator (the demo partners belong to other
 * tests): `<subdomain>.localhost`, Swiss, active, no public registration. Returns its id.
 */
export async function operatorCreatesPartner(subdomain: string, name: string): Promise<string> {
  const salesPartnerId = randomUUID();
  const contact = { name: 'Kundendienst', street: 'Seestrasse', streetNr: '5', zipCode: '8002', place: 'Zürich', phone: '+41 44 555 66 78', mail: `kunden@${subdomain}.example`, website: `https://www.${subdomain}.example`, opentopublic: true };
  await sendCommand('CreateSalesPartner', {
    salesPartnerId,
    name,
    subdomain,
    domains: [`${subdomain}.localhost`],
    website: `https://www.${subdomain}.example`,
    mail: `info@${subdomain}.example`,
    phone: '+41 44 555 66 77',
    address: { street: 'Seestrasse', streetNr: '5', zipCode: '8002', place: 'Zürich', country: 'CH' },
    currencies: ['CHF'],
    marketAreas: ['CH'],
    internal: false,
    xCode: {},
    basicSupply: {},
    communicationMail: `portal@${subdomain}.example`,
    active: true,
    publicRegistration: false,
    contact,
  });
  return salesPartnerId;
}

/** A solid-colour PNG, built here so the test depends on nothing but Node. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** The primary colour the page's theme currently applies. */
export function primaryColour(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--bp-intent-primary-rest').trim().toUpperCase());
}

export function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** Opens a tenant's page with the cookie decision already made, so the banner covers nothing. */
export async function openTenant(page: Page, tenant: string, path = '/'): Promise<void> {
  await page.addInitScript(() => {
    const now = Date.now();
    const decision = { acceptedAt: new Date(now).toISOString(), expiresAt: new Date(now + 90 * 86_400_000).toISOString() };
    localStorage.setItem('portal.cookieDecision', JSON.stringify(decision));
  });
  await page.goto(tenantUrl(tenant, path));
  await expect(page.getByTestId('footer')).toBeVisible();
}
