import { loadProfileRules } from '@portal/events/load-profile';
import { problemKeys } from '@portal/events/validation';
import { de } from './de.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';

// Every rule of the shared validation can reach a form (events/src/validation, problem.ts), so
// each needs its text; the contract's own keys of issue 4 as well (docs/identity-api.md).
describe('errorInfo texts', () => {
  const contractKeys = ['wrongPassword', 'maxUsers', 'deleteRefusedOffers'];

  it.each([...problemKeys, ...contractKeys])('German has errorInfo.%s', (rule) => {
    const text = (de.errorInfo as Record<string, unknown>)[rule];
    expect(typeof text).toBe('string');
    expect(String(text).trim()).not.toBe('');
  });

  // The load profile check names its rule as `errorInfo.loadProfile.<rule>` (events/src/load-profile/problems.ts).
  it.each(loadProfileRules)('German, English and French have errorInfo.loadProfile.%s', (rule) => {
    for (const catalogue of [de, en, fr]) {
      const texts = catalogue.errorInfo?.loadProfile as Record<string, string | undefined> | undefined;
      const text = texts?.[rule];
      expect(text?.trim() ?? '').not.toBe('');
    }
  });

  it('English has the same rule keys', () => {
    expect(Object.keys(en.errorInfo).sort()).toEqual(Object.keys(de.errorInfo).sort());
  });
});
