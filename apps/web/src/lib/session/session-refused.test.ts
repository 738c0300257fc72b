import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { failureMessage } from '../api-errors';
import { queryKeys } from '../query-keys';
import { endSessionOnRefusal } from './session-refused';
import { clearSession, getToken, saveToken } from './token-store';

afterEach(() => clearSession());

describe('a session the server ended', () => {
  it('is forgotten here at the first refused call, with the member’s data (a removed co-manager)', async () => {
    saveToken('mother', false);
    const client = new QueryClient();
    client.setQueryData(queryKeys.me(), { id: 7 });
    endSessionOnRefusal(() => client)(new ApiError(401, 'Login required', 'auth_required'));
    expect(getToken()).toBeNull();
    await vi.waitFor(() => expect(client.getQueryData(queryKeys.me())).toBeUndefined());
  });

  it('is kept on any other refusal (a wrong password at sign-in, a 403)', () => {
    saveToken('holder', false);
    const client = new QueryClient();
    endSessionOnRefusal(() => client)(new ApiError(401, 'Invalid', 'invalid_credentials'));
    endSessionOnRefusal(() => client)(new ApiError(403, 'Only the holder…', 'family_permission'));
    expect(getToken()).toBe('holder');
  });
});

describe('a co-manager’s refusal', () => {
  it('shows the server’s message, which names who may act', () => {
    const err = new ApiError(
      403,
      'Only the holder of the profile, or a co-manager they allow to chat, can do this.',
      'family_permission',
    );
    expect(failureMessage(err, 'generic.somethingWrong')).toBe(err.message);
  });
});
