import { CONSENT_KEY, hasValidDecision, recordDecision } from './consent.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('cookie decision', () => {
  const now = new Date('2025-01-31T10:00:00Z');

  it('is asked for when nothing is stored', () => {
    expect(hasValidDecision(memoryStorage(), now)).toBe(false);
  });

  it('is remembered for 4 months', () => {
    const storage = memoryStorage();
    recordDecision(storage, now, true);
    expect(hasValidDecision(storage, new Date('2025-05-30T10:00:00Z'))).toBe(true);
    expect(hasValidDecision(storage, new Date('2025-06-01T10:00:00Z'))).toBe(false);
    expect(storage.map.has(CONSENT_KEY)).toBe(false);
  });

  it('is not stored when the remember box is unticked', () => {
    const storage = memoryStorage();
    recordDecision(storage, now, true);
    recordDecision(storage, now, false);
    expect(hasValidDecision(storage, now)).toBe(false);
  });

  it('asks again when the stored value is unreadable', () => {
    const storage = memoryStorage();
    storage.setItem(CONSENT_KEY, '{broken');
    expect(hasValidDecision(storage, now)).toBe(false);
  });
});
