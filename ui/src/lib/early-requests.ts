// The answers public/early-requests.js started before the app loaded: the first plain GET of
// such a URL takes the answer (or its failure, which then follows the usual retries) instead of
// asking again. Each answer is taken once, so a later refetch asks the server.

declare global {
  interface Window {
    __portalEarlyRequests?: Map<string, Promise<Response>>;
  }
}

/** `fetch`, except that a GET without headers of its own first looks for an early answer. */
export function fetchTakingEarly(fetcher: typeof fetch): typeof fetch {
  return (input, init) => {
    const early = typeof input === 'string' && (init?.method ?? 'GET') === 'GET' && !init?.headers ? takeEarly(input) : undefined;
    return early ?? fetcher(input, init);
  };
}

function takeEarly(url: string): Promise<Response> | undefined {
  const started = typeof window === 'undefined' ? undefined : window.__portalEarlyRequests;
  const answer = started?.get(url);
  started?.delete(url);
  return answer;
}
