import { fileURLToPath } from 'node:url';
import { startPortalServer } from './portal-server.ts';

// One server for the whole run; the tests find it through the environment, which Playwright's
// workers inherit from this process.
export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const server = await startPortalServer(root);
  process.env.E2E_PORT = String(server.port);
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_OPERATOR_TOKEN = server.operatorToken;
  process.env.E2E_DEMO_LOGINS = JSON.stringify(server.demoLogins);
  return () => server.stop();
}
