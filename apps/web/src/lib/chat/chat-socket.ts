import { CHAT_CLOSE, type ChatClientFrame, type ChatServerFrame } from '@inai/shared';

export interface ChatSocketOptions {
  /** The session token for the hello frame; null stops reconnecting. */
  token: () => string | null;
  /** The last message id this client has, so a reconnect receives what it missed. */
  since: () => number | undefined;
  onFrame: (frame: ChatServerFrame) => void;
  /** Called with true once the server said 'ready', false when the connection is lost. */
  onStatus?: (ready: boolean) => void;
  /**
   * The server closed the socket for good: 'session' when the session ended (logged out, the
   * password changed or reset, suspended, expired), 'leaving' when the member asked for their
   * account to be deleted. Either way the socket does not reconnect.
   */
  onEnded?: (reason: 'session' | 'leaving') => void;
  url?: string;
  pingMs?: number;
  /** Waits before the 1st, 2nd… reconnect; the last one repeats. */
  backoffMs?: readonly number[];
  WebSocketImpl?: typeof WebSocket;
}

export interface ChatSocket {
  /** Sends a frame if the connection is ready; false tells the caller to use REST instead. */
  send(frame: ChatClientFrame): boolean;
  ready(): boolean;
  close(): void;
}

const BACKOFF = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

function defaultUrl(): string {
  return `${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}/api/chat/ws`;
}

/**
 * The live chat connection: authenticates with a first 'hello' frame (a browser cannot set headers
 * on a WebSocket, and a token in the URL would end up in logs), pings every ~25 s so proxies keep
 * it open, and reconnects with growing waits, asking for the messages sent since the last one seen,
 * unless the server said the session ended or the member is leaving.
 */
export function createChatSocket(options: ChatSocketOptions): ChatSocket {
  const Impl = options.WebSocketImpl ?? WebSocket;
  const backoff = options.backoffMs ?? BACKOFF;
  let socket: WebSocket | null = null;
  let isReady = false;
  let closed = false;
  let attempt = 0;
  let ping: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const setReady = (next: boolean) => {
    if (isReady === next) return;
    isReady = next;
    options.onStatus?.(next);
  };

  const connect = () => {
    const token = options.token();
    if (closed || !token) return;
    const ws = new Impl(options.url ?? defaultUrl());
    socket = ws;
    ws.onopen = () => {
      const since = options.since();
      ws.send(JSON.stringify({ type: 'hello', token, ...(since ? { since } : {}) } satisfies ChatClientFrame));
      ping = setInterval(() => {
        if (ws.readyState === Impl.OPEN) ws.send(JSON.stringify({ type: 'ping' } satisfies ChatClientFrame));
      }, options.pingMs ?? 25_000);
    };
    ws.onmessage = (event: MessageEvent) => {
      let frame: ChatServerFrame;
      try {
        frame = JSON.parse(String(event.data)) as ChatServerFrame;
      } catch {
        return;
      }
      if (frame.type === 'ready') {
        attempt = 0;
        setReady(true);
      }
      options.onFrame(frame);
    };
    ws.onclose = (event: CloseEvent) => {
      clearInterval(ping);
      if (socket === ws) socket = null;
      setReady(false);
      if (closed) return;
      // Reconnecting would only be refused again: the session is gone, or chat is closed to a leaving member.
      const ended =
        event.code === CHAT_CLOSE.sessionEnded ? 'session' : event.code === CHAT_CLOSE.leaving ? 'leaving' : undefined;
      if (ended) {
        closed = true;
        options.onEnded?.(ended);
        return;
      }
      const wait = backoff[Math.min(attempt, backoff.length - 1)]!;
      attempt += 1;
      retry = setTimeout(connect, wait);
    };
    ws.onerror = () => ws.close();
  };

  connect();
  return {
    send(frame) {
      if (!isReady || !socket || socket.readyState !== Impl.OPEN) return false;
      socket.send(JSON.stringify(frame));
      return true;
    },
    ready: () => isReady,
    close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(ping);
      setReady(false);
      // Closing a socket still connecting makes the browser log an error; let it open first.
      if (socket?.readyState === Impl.CONNECTING) {
        const pending = socket;
        pending.onopen = () => pending.close();
        pending.onmessage = null;
      } else socket?.close();
      socket = null;
    },
  };
}
