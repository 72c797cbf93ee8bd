import { PGlite } from '@electric-sql/pglite';

/**
 * Runs before every test file (jest.config.js, setupFilesAfterEnv).
 *
 * 1. Moved clock: with PORTAL_TEST_NOW set (an ISO instant with its offset), `Date` starts at that
 *    instant and runs on at real speed; timers, the event loop and `performance` stay real, so
 *    polling loops and timeouts behave as ever. It lets the date-sensitive specs be run at a month
 *    end, a year end and across both DST changes (docs/runbook.md, "Tests under a moved clock").
 *    Processes a spec starts (crash tests, the all-in-one server) keep the machine's clock.
 *
 * 2. Open databases: every PGlite opened in the file is remembered, so the test environment
 *    (tests/support/jest-environment.js) can close what a spec left open and fail that file. A
 *    database left open keeps its WebAssembly memory in the jest worker for the rest of the run,
 *    and nothing said which file had left it (mail-sender.int.spec.ts had one).
 */

const movedTo = process.env.PORTAL_TEST_NOW;
if (movedTo) {
  const target = Date.parse(movedTo);
  if (Number.isNaN(target)) throw new Error(`PORTAL_TEST_NOW=${movedTo} is not an ISO instant`);
  const NativeDate = Date;
  const offset = target - NativeDate.now();
  // Only "now" moves (Date.now(), new Date(), Date()); every other use of Date is the native one.
  // Jest's fake timers would do it too, but with their own Date behind every date computation of
  // the code under test (the demo seeding makes millions).
  globalThis.Date = new Proxy(NativeDate, {
    construct: (native, args: unknown[], newTarget) => Reflect.construct(native, args.length > 0 ? args : [native.now() + offset], newTarget) as object,
    apply: (native) => new native(native.now() + offset).toString(),
    get: (native, property, receiver) => (property === 'now' ? () => native.now() + offset : Reflect.get(native, property, receiver) as unknown),
  });
}

interface OpenResource {
  readonly what: string;
  readonly isClosed: () => boolean;
  readonly close: () => Promise<void>;
}

const opened = new Set<OpenResource>();
(globalThis as { __portalOpened?: Set<OpenResource> }).__portalOpened = opened;

const create = PGlite.create.bind(PGlite) as (...args: unknown[]) => Promise<PGlite>;
// The where is the stack of the opening call: the first line of the spec it names is the place to close it.
(PGlite as unknown as { create: (...args: unknown[]) => Promise<PGlite> }).create = async (...args: unknown[]) => {
  const where = new Error('opened here').stack?.split('\n').find((line) => /\.spec\.ts/.test(line))?.trim() ?? 'unknown place';
  const db = await create(...args);
  opened.add({ what: `PGlite ${where}`, isClosed: () => db.closed, close: () => db.close() });
  return db;
};
