import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';
import { clearSession, getToken, saveToken } from '../lib/session/token-store';
import { createQueryClient } from './query-client';

afterEach(() => clearSession());

/** A change sent through the client's own mutation cache, as useMutation sends it. */
function change(client: ReturnType<typeof createQueryClient>, refusal: ApiError) {
  return client
    .getMutationCache()
    .build(client, {
      mutationFn: () => Promise.reject(refusal),
    })
    .execute(undefined)
    .catch(() => undefined);
}

describe('the page’s query client', () => {
  it('signs the tab out when the server refuses a change because the session ended (a removed co-manager)', async () => {
    saveToken('mother', false);
    const client = createQueryClient();
    client.setQueryData(queryKeys.me(), { id: 7 });
    await change(client, new ApiError(401, 'Login required', 'auth_required'));
    expect(getToken()).toBeNull();
    await vi.waitFor(() => expect(client.getQueryData(queryKeys.me())).toBeUndefined());
  });

  it('keeps the session when a change is refused for any other reason', async () => {
    saveToken('holder', false);
    const client = createQueryClient();
    await change(client, new ApiError(403, 'Only the holder…', 'family_permission'));
    expect(getToken()).toBe('holder');
  });

  it('signs the tab out when a query is refused so, as before', async () => {
    saveToken('mother', false);
    const client = createQueryClient();
    await client
      .fetchQuery({
        queryKey: queryKeys.family(),
        queryFn: () => Promise.reject(new ApiError(401, 'Login required', 'auth_required')),
        retry: false,
      })
      .catch(() => undefined);
    expect(getToken()).toBeNull();
  });
});
