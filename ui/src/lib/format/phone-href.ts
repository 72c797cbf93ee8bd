/** The `tel:` link of a displayed number (digits and the leading plus only). */
export function phoneHref(display: string): string {
  return `tel:${display.replace(/[^+\d]/g, '')}`;
}
