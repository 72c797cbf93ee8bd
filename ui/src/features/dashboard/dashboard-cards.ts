import type { MarketTeaserAnswer } from '@portal/events/read-contracts';
import type { CustomerType } from '@/entities/session/session-api.ts';

// Which cards a role's dashboard shows (spec section 2: to-dos, open tranches, today's offers
// and strategies, market teaser) and the figures the cards read from today's lists.

/** The cards of a dashboard: what the role manages first, then the procurement cards. */
export type CardId = 'partners' | 'customers' | 'company' | 'users' | 'todos' | 'offers' | 'strategies' | 'tranches' | 'market';

const procurement: readonly CardId[] = ['todos', 'offers', 'strategies', 'tranches', 'market'];

/**
 * The cards of a logged-in role, in order; none for a visitor (role default), who sees the login
 * prompt, nor for the auditor, who reads no business figure (the dashboard sends him home).
 * Users are counted where the role may list them (partner users, firm customers: GET /api/account/users).
 */
export function cardsFor(role: 'default' | 'admin' | 'salesPartner' | 'customer' | 'auditor', customerType: CustomerType | null): readonly CardId[] {
  switch (role) {
    case 'admin':
      return ['partners', ...procurement];
    case 'salesPartner':
      return ['customers', 'users', ...procurement];
    case 'customer':
      return customerType === 'FI' ? ['company', 'users', ...procurement] : ['company', ...procurement];
    case 'default':
    case 'auditor':
      return [];
  }
}

/** A count read from one keyset page: `more` when the page is not the whole list. */
export interface Tally {
  readonly count: number;
  readonly more: boolean;
}

export const tallyOf = (page: { readonly rows: readonly unknown[]; readonly hasNext: boolean }): Tally => ({ count: page.rows.length, more: page.hasNext });

/** Active and inactive partners among the rows. */
export function partnerActivity(rows: readonly { readonly active: boolean }[]): { active: number; inactive: number } {
  const active = rows.filter((row) => row.active).length;
  return { active, inactive: rows.length - active };
}

/** The rows changed last, newest first (ISO timestamps sort as text). */
export function recentlyChanged<Row extends { readonly updatedAt: string }>(rows: readonly Row[], count: number): Row[] {
  return [...rows].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).slice(0, count);
}

/** Whether the market teaser has anything to show: a settlement, a spot day or a currency with rates. */
export const marketTeaserHasData = (answer: MarketTeaserAnswer): boolean => answer.currencies.length > 0 || answer.markets.some((m) => m.forward !== null || m.spot !== null);
