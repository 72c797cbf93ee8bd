import { useGetUserInfoQuery } from '@/entities/session/session-api.ts';

/**
 * Asks the server once at start who is logged in (GET /api/getUserInfo, spec section 4); the
 * session slice takes the answer, and the guards wait for it before they decide.
 */
export function useSessionBootstrap(): void {
  useGetUserInfoQuery(undefined);
}
