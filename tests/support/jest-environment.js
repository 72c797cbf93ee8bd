// Jest's Node environment, plus one check when a test file has run (after its last afterAll):
// what the file opened and left open (tests/support/jest-setup.ts keeps the list) is closed here,
// and the file fails with the place each one was opened. It runs after the file's own hooks, which
// a root afterAll in the setup file would not (hooks run in the order they were declared).
import { TestEnvironment } from 'jest-environment-node';

export default class PortalTestEnvironment extends TestEnvironment {
  async handleTestEvent(event, state) {
    if (event.name !== 'run_finish') return;
    const opened = this.global.__portalOpened;
    if (!opened) return;
    const left = [...opened].filter((resource) => !resource.isClosed());
    opened.clear();
    for (const resource of left) await resource.close().catch(() => undefined);
    if (left.length > 0) {
      const list = left.map((resource) => `  ${resource.what}`).join('\n');
      state.unhandledErrors.push(new Error(`${left.length} resource(s) left open by this test file (closed now; close them in afterEach/afterAll):\n${list}`));
    }
  }
}
