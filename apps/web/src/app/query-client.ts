import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { endSessionOnRefusal } from '../lib/session/session-refused';

/**
 * The page's query client. A query or a change the server refuses because the session ended
 * (401 auth_required) signs the tab out at once, whichever came first: a removed co-manager who
 * flips a switch goes to the sign-in, not to a toast and a page of errors. Both caches share one
 * hook, whose tab-session code is loaded only then, so the first page stays as light as before
 * (the QueryClient builds a MutationCache anyway).
 */
export function createQueryClient(): QueryClient {
  const endSession = endSessionOnRefusal(() => client);
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: endSession }),
    mutationCache: new MutationCache({ onError: endSession }),
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 },
    },
  });
  return client;
}
