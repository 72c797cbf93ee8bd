import { useEffect, useState } from 'react';
import { useAfterFirstScreen } from '../after-first-screen.ts';

type FormatPhone = (prefix: string, phone: string) => string;
let loaded: FormatPhone | undefined;

/**
 * `formatPhone` for what every page shows (the contact in the footer, drawer and dashboard):
 * libphonenumber-js and its metadata are a tenth of the login page's script, so they load after
 * the first screen (useAfterFirstScreen) and the number shows as entered until then. Pages behind a route import
 * `formatPhone` directly.
 */
export function usePhoneDisplay(prefix: string, phone: string): string {
  const [format, setFormat] = useState<FormatPhone | undefined>(() => loaded);
  const afterFirstScreen = useAfterFirstScreen();
  useEffect(() => {
    if (format || !afterFirstScreen) return;
    let live = true;
    void import('./phone.ts').then(({ formatPhone }) => {
      loaded = formatPhone;
      if (live) setFormat(() => formatPhone);
    });
    return () => {
      live = false;
    };
  }, [format, afterFirstScreen]);
  return format ? format(prefix, phone) : `${prefix} ${phone}`.trim();
}
