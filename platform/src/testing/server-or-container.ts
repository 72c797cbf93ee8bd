import { skipLine } from './pg-test-db.ts';

/** A server a suite brought up for itself, and how to remove it. */
export interface StartedServer {
  readonly url: string;
  stop(): Promise<void>;
}

// A first run pulls the image; later runs start in seconds.
const START_MS = 300_000;
// The engine answers a ping at once or not at all; never let a missing one hold the suite.
const PROBE_MS = 15_000;

/**
 * Whether a container engine (Docker, Podman, a remote DOCKER_HOST) answers, asked the way
 * testcontainers finds one. Loads testcontainers only here, so suites that never need a
 * container do not pay for it; pulls nothing.
 */
export async function containerEngineAnswers(): Promise<boolean> {
  // Outside the try: a testcontainers that fails to load is a broken install, not a missing engine.
  const { getContainerRuntimeClient } = await import('testcontainers');
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_MS);
    timer.unref();
  });
  try {
    return await Promise.race([getContainerRuntimeClient().then(() => true as const), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs `body` against the server at `variable` when it is set; else, where a container engine
 * answers, against a container `start` brings up before the suite and removes after it; else
 * prints the one skip line and registers a skipped test. `body` gets the URL as a function:
 * a container's is known only once `beforeAll` has started it, so call it in setup, not while
 * registering. Await it at the top level of the spec: it asks the engine before registering.
 *
 * @example
 * await whenServerOrContainer('PORTAL_MONGO_URL', 'read store contract: mongodb', startMongo, (url) =>
 *   readStoreContract('mongodb', async () => open(url())));
 */
export async function whenServerOrContainer(
  variable: string,
  suite: string,
  start: () => Promise<StartedServer>,
  body: (url: () => string) => void,
): Promise<void> {
  const given = process.env[variable] || undefined;
  if (given) {
    body(() => given);
    return;
  }
  if (!(await containerEngineAnswers())) {
    skipLine(suite, `no ${variable} and no container engine`);
    it.skip(`${suite} (no ${variable} and no container engine)`, () => undefined);
    return;
  }
  let server: StartedServer | undefined;
  beforeAll(async () => {
    server = await start();
  }, START_MS);
  afterAll(async () => {
    await server?.stop();
  }, START_MS);
  body(() => {
    if (server === undefined) throw new Error(`${suite}: the container has not started`);
    return server.url;
  });
}
