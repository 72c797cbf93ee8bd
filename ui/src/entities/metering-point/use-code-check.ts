import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useState } from 'react';
import { type CodeCheckArgs, type IdentifierCheck, useCheckMeteringCodeQuery } from './metering-point-api.ts';
import { normalizeCode } from './point-draft.ts';

/** How long typing must pause before the code is checked (issue 11: "as the user types"). */
export const CODE_CHECK_DELAY_MS = 300;

/** The value once it has stayed the same for `delayMs`. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export interface CodeCheckState {
  /** The answer for the code as it stands; undefined while typing, asking or for an empty code. */
  check: IdentifierCheck | undefined;
  checking: boolean;
  /** The check could not be asked (network, server): the form goes on, the command checks on send. */
  failed: boolean;
}

/**
 * Asks `GET /api/meteringpoints/check` for the code 300 ms after the user stopped typing, with
 * whatever of country, state, market area and direction the form already knows.
 *
 * @example const { check, checking } = useCodeCheck({ code, country, state, marketArea, direction });
 */
export function useCodeCheck(args: CodeCheckArgs): CodeCheckState {
  // Compared as a string: a new object each render must not restart the wait.
  const current = JSON.stringify({ ...args, code: normalizeCode(args.code) } satisfies CodeCheckArgs);
  const settledKey = useDebounced(current, CODE_CHECK_DELAY_MS);
  const settled = useMemo(() => JSON.parse(settledKey) as CodeCheckArgs, [settledKey]);
  const same = settledKey === current;
  const { currentData, isFetching, isError } = useCheckMeteringCodeQuery(settled.code === '' ? skipToken : settled);
  return { check: same ? currentData : undefined, checking: !same || isFetching, failed: same && !isFetching && isError };
}
