import { portalCatalog } from '@portal/events';
import { createPersonalDataKeys, sealedPattern } from './personal-data-keys.ts';
import { testEventStore } from '../testing/test-event-store.ts';

describe('personal data keys', () => {
  it('seals per subject, opens with that subject only, and nothing after erasure', async () => {
    const store = await testEventStore({ catalog: portalCatalog() });
    try {
      const keys = await createPersonalDataKeys(store.sql);
      const person = { name: 'Muster', mail: 'anna@muster.ch' };
      const sealed = await keys.seal('c-1', person);
      expect(sealed).toMatch(new RegExp(sealedPattern));
      expect(sealed).not.toContain('Muster');
      expect(await keys.seal('c-1', person)).not.toBe(sealed); // a fresh IV each time
      expect(await keys.open('c-1', sealed)).toEqual(person);
      // Bound to its subject: another customer's key (or id) does not open it.
      await keys.seal('c-2', {});
      expect(await keys.open('c-2', sealed)).toBeNull();
      expect(await keys.open('c-1', `${sealed.slice(0, -2)}xx`)).toBeNull();
      await keys.erase('c-1');
      expect(await keys.open('c-1', sealed)).toBeNull();
      // A later seal makes a new key; the old values stay unreadable.
      await keys.seal('c-1', person);
      expect(await keys.open('c-1', sealed)).toBeNull();
    } finally {
      await store.close();
    }
  });
});
