// The stream search of /audit: a category (the stream id up to its first dash, ADR 26) and the
// start of the rest of the id, sent as one prefix. The list names the categories people look
// for; "all" with free text reaches any other (customerKey-, members-, ...).

export const streamCategories = ['salesPartner', 'customer', 'user', 'offer', 'meteringPoint', 'mail', 'platformConfig', 'marketImport', 'auditReads'] as const;

/**
 * The prefix to search for: `category-` and the typed text, or the text alone for every
 * category. Text that already starts with the category's prefix (a pasted stream id) is not
 * prefixed twice.
 *
 * @example searchPrefix('salesPartner', '6d1f') // 'salesPartner-6d1f'
 * @example searchPrefix('', 'customerKey-') // 'customerKey-'
 */
export function searchPrefix(category: string, text: string): string {
  const typed = text.trim();
  if (category === '') return typed;
  const prefix = `${category}-`;
  return typed.startsWith(prefix) ? typed : `${prefix}${typed}`;
}

/** The form's values back from a prefix in the URL: a known category and the rest, or all and the whole prefix. */
export function searchOf(prefix: string): { category: string; text: string } {
  const category = streamCategories.find((known) => prefix.startsWith(`${known}-`));
  return category ? { category, text: prefix.slice(category.length + 1) } : { category: '', text: prefix };
}
