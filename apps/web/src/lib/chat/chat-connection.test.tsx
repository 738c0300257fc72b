import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_CLOSE } from '@inai/shared';
import { FakeSocket } from '../../test/fake-socket';
import { renderWithQueries } from '../../test/render';
import { clearSession, getToken, saveToken } from '../session/token-store';
import { reopenChat, useChatConnection } from './chat-connection';

function Connected() {
  useChatConnection(true);
  return null;
}

const last = () => FakeSocket.all.at(-1)!;

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
  FakeSocket.all = [];
  saveToken('session-token', false);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  clearSession();
});

describe('the live chat connection of the member screens', () => {
  it('signs the member out when the server says their session ended, and does not reconnect', () => {
    renderWithQueries(<Connected />);
    expect(FakeSocket.all).toHaveLength(1);
    act(() => last().open());
    expect(last().sent).toEqual([{ type: 'hello', token: 'session-token' }]);
    act(() => last().close(CHAT_CLOSE.sessionEnded));
    expect(getToken()).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('keeps a leaving member signed in, away from chat until the account is kept', () => {
    renderWithQueries(<Connected />);
    act(() => last().open());
    act(() => last().close(CHAT_CLOSE.leaving));
    expect(getToken()).toBe('session-token');
    act(() => vi.advanceTimersByTime(60_000));
    expect(FakeSocket.all).toHaveLength(1);
    act(() => reopenChat());
    expect(FakeSocket.all).toHaveLength(2);
    act(() => last().open());
    expect(last().sent).toEqual([{ type: 'hello', token: 'session-token' }]);
  });
});
