import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { clearSession, getToken } from '../../../lib/session/token-store';
import { testMember } from '../../../test/member';
import { useSession } from './session';

afterEach(() => clearSession());

describe('signing in', () => {
  it('shows the answer at once and asks who acts on the profile, so a co-manager’s banner comes without a reload', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSession(), { wrapper });
    act(() => result.current.signIn('new-token', testMember({ name: 'Kavya' }), false));
    expect(getToken()).toBe('new-token');
    expect(client.getQueryData(queryKeys.me())).toMatchObject({ name: 'Kavya' });
    expect(client.getQueryState(queryKeys.me())?.isInvalidated).toBe(true);
  });
});
