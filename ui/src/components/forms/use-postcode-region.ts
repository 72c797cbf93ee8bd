import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { PostcodeRegion } from '@/lib/address/postcode-regions.ts';
import { preloadPostcodes, regionOfPostcode } from '@/lib/address/region-from-postcode.ts';

// The canton or Land an address form proposes from its postcode. Looked up when the user leaves
// the postcode or changes the country, never for the address a form was opened with (its stored
// canton stands), and applied once per postcode: the user may still choose another.

const keyOf = (country: string, zipCode: string) => `${country}|${zipCode.trim()}`;

interface Options {
  country: string;
  zipCode: string;
  /** The states the platform configuration lists for the country: a proposal must be one. */
  states: readonly { id: string }[];
  /** Sets the canton; called in the commit that rendered the lookup's answer. */
  apply: (state: string) => void;
}

/**
 * @example
 * const region = usePostcodeRegion({ country, zipCode, states, apply: (canton) => onChange({ ...value, canton }) });
 * <TextField ... onBlur={() => region.lookup(value.country, value.zipCode)} />
 */
export function usePostcodeRegion({ country, zipCode, states, apply }: Options) {
  const [found, setFound] = useState<{ key: string; region: PostcodeRegion } | null>(null);
  const asked = useRef(keyOf(country, zipCode));
  const applied = useRef<string | null>(null);
  const key = keyOf(country, zipCode);
  const known = (id: string) => states.some((s) => s.id === id);
  const region = found?.key === key ? found.region : null;
  const derived = region && 'state' in region && known(region.state) ? region.state : null;

  // The data set downloads while the user types the rest of the address.
  useEffect(() => {
    preloadPostcodes(country)?.catch(() => undefined);
  }, [country]);

  // A layout effect, in the commit that rendered the answer: the form's values it passes on are
  // the latest. A passive effect may run after the user's next keystroke was handled and hand
  // back the value from before it (a field typed right after the postcode was lost that way).
  useLayoutEffect(() => {
    if (derived === null || applied.current === key) return;
    applied.current = key;
    apply(derived);
  }, [derived, key, apply]);

  return {
    /** The states an ambiguous postcode spans (none when it names one or is unknown). */
    candidates: region && 'ambiguous' in region ? region.ambiguous.filter(known) : [],
    /** Looks the postcode up unless this country and postcode were asked already. */
    lookup: (nextCountry: string, nextZipCode: string) => {
      const nextKey = keyOf(nextCountry, nextZipCode);
      if (nextKey === asked.current || nextZipCode.trim() === '') return;
      asked.current = nextKey;
      regionOfPostcode(nextCountry, nextZipCode).then(
        (answer) => setFound({ key: nextKey, region: answer }),
        // Without the data set the user chooses the canton as before.
        () => setFound({ key: nextKey, region: null }),
      );
    },
  };
}
