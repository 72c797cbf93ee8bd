import { useAppSelector } from '@/app/hooks.ts';
import type { OfferTableRole } from '@/entities/offer/offer-table-query.ts';

/** The logged-in role as the offer screens know it; null for a visitor (the route guard sends them to /login) and the auditor (to his home). */
export function useOfferRole(): OfferTableRole | null {
  const role = useAppSelector((state) => state.session.role);
  return role === 'default' || role === 'auditor' ? null : role;
}
