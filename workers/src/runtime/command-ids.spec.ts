import { reactionCommandId } from './command-ids.ts';

describe('reactionCommandId', () => {
  it('is a stable version-5 UUID per reactor, event and index', () => {
    const id = reactionCommandId('expiry', 'e1', 0);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(reactionCommandId('expiry', 'e1', 0)).toBe(id);
    expect(new Set([id, reactionCommandId('expiry', 'e1', 1), reactionCommandId('expiry', 'e2', 0), reactionCommandId('billing', 'e1', 0)]).size).toBe(4);
  });
});
