import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** One server behind the proxy. */
export interface Upstream {
  name: string;
  port: number;
}

/** A request or WebSocket connection the proxy passed on, and to whom. */
export interface Exchange {
  kind: 'http' | 'websocket';
  upstream: string;
  method: string;
  path: string;
  /** When the proxy received it (ms since the epoch). */
  at: number;
}

export interface RoundRobinProxy {
  /** http://127.0.0.1:port */
  base: string;
  /** Everything passed on so far, oldest first. */
  exchanges: Exchange[];
  close(): Promise<void>;
}

/** The response header (and, on a WebSocket's 101, the handshake header) naming the upstream that answered. */
export const UPSTREAM_HEADER = 'x-test-upstream';
/** A request header that sends one request to the upstream it names instead of the next in turn (a routing rule). */
export const PIN_HEADER = 'x-test-pin';

/** Hop-by-hop headers (RFC 9110 §7.6.1): they belong to one connection and are never passed on. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade'];

/**
 * A small load balancer for tests, "sticky off": each request and each WebSocket connection goes
 * to the next upstream in turn, whatever connection it came on. Like nginx's
 * `$proxy_add_x_forwarded_for` it appends the client's address to X-Forwarded-For, so an app with
 * TRUST_PROXY=1 sees the client's address rather than the proxy's. `beforeForward` runs before
 * each HTTP request is passed on.
 */
export async function startRoundRobinProxy(
  upstreams: readonly Upstream[],
  options: { beforeForward?: (exchange: Exchange) => Promise<void> } = {},
): Promise<RoundRobinProxy> {
  let turn = 0;
  const exchanges: Exchange[] = [];
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // Either side may hang up first when a test ends; that is no error of the proxy's.
    socket.on('error', () => socket.destroy());
  };

  /** The upstream for this request; undefined when it pins one that does not exist (a mistake in the test). */
  const choose = (req: http.IncomingMessage, kind: Exchange['kind']): Upstream | undefined => {
    const pin = req.headers[PIN_HEADER];
    const pinned = upstreams.find((u) => u.name === pin);
    if (pin !== undefined && !pinned) return undefined;
    const upstream = pinned ?? upstreams[turn++ % upstreams.length]!;
    exchanges.push({ kind, upstream: upstream.name, method: req.method ?? 'GET', path: req.url ?? '/', at: Date.now() });
    return upstream;
  };

  const forwardedHeaders = (req: http.IncomingMessage, keepUpgrade: boolean) => {
    const headers: http.OutgoingHttpHeaders = { ...req.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    delete headers[PIN_HEADER];
    if (keepUpgrade) Object.assign(headers, { connection: 'upgrade', upgrade: req.headers.upgrade });
    const client = req.socket.remoteAddress ?? '';
    const before = req.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = before ? `${String(before)}, ${client}` : client;
    return headers;
  };

  const server = http.createServer(async (req, res) => {
    const upstream = choose(req, 'http');
    if (!upstream) {
      res.writeHead(400).end(`${PIN_HEADER} names no upstream`);
      return;
    }
    // A test may look at the world as the request finds it (the request waits meanwhile).
    const looked = await options.beforeForward?.(exchanges.at(-1)!).then(
      () => true,
      () => false,
    );
    if (looked === false) {
      res.writeHead(502, { [UPSTREAM_HEADER]: upstream.name }).end();
      return;
    }
    const outgoing = http.request(
      { host: '127.0.0.1', port: upstream.port, method: req.method, path: req.url, headers: forwardedHeaders(req, false) },
      (answer) => {
        const headers: http.OutgoingHttpHeaders = { ...answer.headers, [UPSTREAM_HEADER]: upstream.name };
        for (const name of HOP_BY_HOP) delete headers[name];
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    outgoing.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { [UPSTREAM_HEADER]: upstream.name });
      res.end();
    });
    req.pipe(outgoing);
  });
  server.on('connection', track);

  server.on('upgrade', (req: http.IncomingMessage, client: Socket, head: Buffer) => {
    const upstream = choose(req, 'websocket');
    if (!upstream) {
      client.end('HTTP/1.1 400 Bad Request\r\n\r\n');
      return;
    }
    const outgoing = http.request({
      host: '127.0.0.1',
      port: upstream.port,
      method: req.method,
      path: req.url,
      headers: forwardedHeaders(req, true),
    });
    outgoing.on('upgrade', (answer, upstreamSocket: Socket, upstreamHead: Buffer) => {
      track(upstreamSocket);
      const lines = [`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}`];
      for (let i = 0; i < answer.rawHeaders.length; i += 2) lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
      lines.push(`${UPSTREAM_HEADER}: ${upstream.name}`);
      client.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (upstreamHead.length) client.write(upstreamHead);
      if (head.length) upstreamSocket.write(head);
      upstreamSocket.pipe(client);
      client.pipe(upstreamSocket);
      client.on('close', () => upstreamSocket.destroy());
      upstreamSocket.on('close', () => client.destroy());
    });
    // The upstream refused the upgrade: its answer goes back as it is, and the line is closed.
    outgoing.on('response', (answer) => {
      client.end(`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}\r\n${UPSTREAM_HEADER}: ${upstream.name}\r\n\r\n`);
      answer.resume();
    });
    outgoing.on('error', () => client.destroy());
    outgoing.end();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    exchanges,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
