import { errorCodeAreas } from '@portal/events/error-codes';
import { de } from './de.ts';
import { en } from './en.ts';
import { fr, frUntranslated } from './fr.ts';

// Each area's codes (the contracts' `errorCodeAreas`; command-api/src/error-codes.spec.ts holds
// the areas to what they answer) need a text: German and English always, French or listed as
// not translated yet (then i18next shows the German one).
const text = (codes: unknown, code: string): string => String((codes as Record<string, unknown> | undefined)?.[code] ?? '').trim();

describe.each(Object.entries(errorCodeAreas))('the texts of the %s area’s codes', (_area, codes) => {
  it.each([...codes])('%s has a German and an English text', (code) => {
    expect(text(de.codes, code)).not.toBe('');
    expect(text(en.codes, code)).not.toBe('');
  });

  it.each([...codes])('%s has a French text or is listed as untranslated', (code) => {
    expect({ code, covered: text(fr.codes, code) !== '' || frUntranslated.includes(`codes.${code}`) }).toEqual({ code, covered: true });
  });
});
