import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_CLOSE, type ChatServerFrame } from '@inai/shared';
import { FakeSocket } from '../../test/fake-socket';
import { createChatSocket } from './chat-socket';

const last = () => FakeSocket.all.at(-1)!;

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
});
afterEach(() => vi.useRealTimers());

describe('the chat socket', () => {
  it('says hello with the token and the last message id, and sends only once the server is ready', () => {
    const frames: ChatServerFrame[] = [];
    const status = vi.fn();
    const socket = createChatSocket({
      url: 'ws://test/api/chat/ws',
      token: () => 'secret',
      since: () => 41,
      onFrame: (f) => frames.push(f),
      onStatus: status,
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    });
    expect(last().url).toBe('ws://test/api/chat/ws');
    expect(socket.send({ type: 'ping' })).toBe(false);
    last().open();
    expect(last().sent).toEqual([{ type: 'hello', token: 'secret', since: 41 }]);
    expect(socket.send({ type: 'ping' })).toBe(false);
    last().receive({ type: 'ready', unread_total: 2 });
    expect(status).toHaveBeenCalledWith(true);
    expect(socket.ready()).toBe(true);
    expect(socket.send({ type: 'send', conversation_id: 5, text: 'Hello', client_id: 'c1' })).toBe(true);
    expect(last().sent.at(-1)).toEqual({ type: 'send', conversation_id: 5, text: 'Hello', client_id: 'c1' });
    expect(frames).toEqual([{ type: 'ready', unread_total: 2 }]);
    socket.close();
  });

  it('pings every 25 seconds', () => {
    const socket = createChatSocket({
      url: 'ws://test',
      token: () => 't',
      since: () => undefined,
      onFrame: () => undefined,
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    });
    last().open();
    expect(last().sent).toEqual([{ type: 'hello', token: 't' }]);
    vi.advanceTimersByTime(25_000);
    vi.advanceTimersByTime(25_000);
    expect(last().sent.slice(1)).toEqual([{ type: 'ping' }, { type: 'ping' }]);
    socket.close();
  });

  it('reconnects with growing waits, asking for what it missed, and stops when closed', () => {
    let since = 3;
    const status = vi.fn();
    const socket = createChatSocket({
      url: 'ws://test',
      token: () => 't',
      since: () => since,
      onFrame: () => undefined,
      onStatus: status,
      backoffMs: [100, 400],
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    });
    last().open();
    last().receive({ type: 'ready', unread_total: 0 });
    since = 8;
    last().close();
    expect(status).toHaveBeenLastCalledWith(false);
    expect(socket.send({ type: 'ping' })).toBe(false);
    vi.advanceTimersByTime(99);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    last().close(); // never opened: the next wait is longer
    vi.advanceTimersByTime(399);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    last().open();
    expect(last().sent).toEqual([{ type: 'hello', token: 't', since: 8 }]);
    socket.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(3);
  });

  it('closes a socket still connecting only once it opens (closing it earlier logs an error)', () => {
    const socket = createChatSocket({
      url: 'ws://test',
      token: () => 't',
      since: () => undefined,
      onFrame: () => undefined,
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    });
    const connecting = last();
    const close = vi.spyOn(connecting, 'close');
    socket.close();
    expect(close).not.toHaveBeenCalled();
    connecting.open();
    expect(close).toHaveBeenCalled();
    expect(connecting.sent).toEqual([]);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it.each([
    [CHAT_CLOSE.sessionEnded, 'session'],
    [CHAT_CLOSE.leaving, 'leaving'],
  ] as const)('does not reconnect after the server closes with %i, and says why (%s)', (code, reason) => {
    const ended = vi.fn();
    const status = vi.fn();
    createChatSocket({
      url: 'ws://test',
      token: () => 't',
      since: () => undefined,
      onFrame: () => undefined,
      onStatus: status,
      onEnded: ended,
      backoffMs: [100],
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    });
    last().open();
    last().receive({ type: 'ready', unread_total: 0 });
    last().close(code);
    expect(ended).toHaveBeenCalledWith(reason);
    expect(status).toHaveBeenLastCalledWith(false);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('reconnects after a refused hello that is not the end of the session', () => {
    const ended = vi.fn();
    createChatSocket({
      url: 'ws://test',
      token: () => 't',
      since: () => undefined,
      onFrame: () => undefined,
      onEnded: ended,
      backoffMs: [100],
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    });
    last().open();
    last().close(CHAT_CLOSE.helloInvalid);
    vi.advanceTimersByTime(100);
    expect(FakeSocket.all).toHaveLength(2);
    expect(ended).not.toHaveBeenCalled();
    last().close(CHAT_CLOSE.sessionEnded);
  });

  it('does not connect without a session', () => {
    createChatSocket({
      url: 'ws://test',
      token: () => null,
      since: () => undefined,
      onFrame: () => undefined,
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    });
    expect(FakeSocket.all).toHaveLength(0);
  });
});
