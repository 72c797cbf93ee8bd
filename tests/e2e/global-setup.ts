import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defaultBusinessLimits } from '@portal/events';
import { totpWaits } from './login-support.ts';
import { startPortalServer } from './portal-server.ts';

// The journeys request offers for the two demo customers one after another on one server, more
// than a customer keeps open in real life (the demo alone leaves Muster Energie AG three). The
// limit itself is the command API's (offer-commands.int.spec.ts), so the suite raises it once
// here, through the operator's command, rather than each journey working around it.
const journeysPendingOffers = 50;

async function raisePendingOfferLimit(port: number, operatorToken: string): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${port}/api/commands`, {
    method: 'POST',
    headers: { authorization: `Bearer ${operatorToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'ChangeBusinessLimits',
      commandId: randomUUID(),
      data: { limits: { ...defaultBusinessLimits, maxPendingOffersPerCustomer: journeysPendingOffers }, reason: 'browser journeys on one server' },
    }),
  });
  if (!response.ok) throw new Error(`raising the pending offer limit for the journeys: ${response.status} ${await response.text()}`);
}

// One server for the whole run; the tests find it through the environment, which Playwright's
// workers inherit from this process.
export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const server = await startPortalServer(root);
  await raisePendingOfferLimit(server.port, server.operatorToken);
  process.env.E2E_PORT = String(server.port);
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_OPERATOR_TOKEN = server.operatorToken;
  process.env.E2E_DEMO_LOGINS = JSON.stringify(server.demoLogins);
  return async () => {
    const waits = totpWaits();
    console.log(`browser tests: ${waits.count} login(s) waited ${Math.round(waits.ms / 1000)} s in all for a TOTP step not used yet`);
    await server.stop();
  };
}
