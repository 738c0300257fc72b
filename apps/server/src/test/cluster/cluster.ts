import { randomInt } from 'node:crypto';
import http from 'node:http';
import { createTestApp, type TestApp } from '../test-app.js';
import { PIN_HEADER, startRoundRobinProxy, UPSTREAM_HEADER, type RoundRobinProxy } from './round-robin-proxy.js';

export type InstanceName = 'a' | 'b';

/** The Redis that the instances share (as the other Redis tests: 127.0.0.1:6379 unless told). */
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface Cluster {
  a: TestApp;
  b: TestApp;
  /** The load balancer in front of both; its `base` is the site's address. */
  proxy: RoundRobinProxy;
  /** A client on an address of its own (see ClusterClient). */
  client(): ClusterClient;
  close(): Promise<void>;
}

/**
 * Two instances of the real app, each listening on its own TCP port with its own memory (search
 * index, caches, sockets), on ONE PostgreSQL database, ONE Redis and one shared DATA_DIR (as
 * docs/operations.md asks of several instances), behind a round-robin proxy. `envFor` adds
 * settings per instance (such as the gateway address each one is given).
 */
export async function startCluster(envFor: (name: InstanceName) => Record<string, string> = () => ({})): Promise<Cluster> {
  const common = { REDIS_URL, TRUST_PROXY: '1' };
  const a = await createTestApp({ engine: 'postgres', env: { ...common, ...envFor('a') } });
  const b = await createTestApp({
    env: { ...common, DATABASE_URL: a.databaseUrl!, DATA_DIR: a.dataDir, ...envFor('b') },
  }).catch(async (err: unknown) => {
    await a.close();
    throw err;
  });
  const port = async (t: TestApp) => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    return t.app.server.address() as { port: number };
  };
  const proxy = await startRoundRobinProxy([
    { name: 'a', port: (await port(a)).port },
    { name: 'b', port: (await port(b)).port },
  ]);
  return {
    a,
    b,
    proxy,
    client: () => new ClusterClient(proxy.base, loopbackAddress()),
    async close() {
      await proxy.close();
      // B first: A owns the database, which its close drops.
      await b.close();
      await a.close();
    },
  };
}

/**
 * A loopback address other than 127.0.0.1, new each time. Rate-limit counters are per client
 * address and live in Redis beyond a test run (and other test files share that Redis): a
 * client that comes from an address of its own meets no counts but its own, and the proxy
 * forwards that address as a load balancer forwards a visitor's.
 */
export function loopbackAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export interface Answer {
  status: number;
  /** Which instance answered (the proxy's x-test-upstream). */
  upstream: string;
  body: unknown;
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  token?: string;
  /** Sends this request to one instance instead of the next in turn. */
  pin?: InstanceName;
  headers?: Record<string, string>;
}

/**
 * Real HTTP through the proxy from one client address (bound with `localAddress`; the whole of
 * 127.0.0.0/8 is the loopback on Linux), one connection per request as a fresh browser tab would.
 */
export class ClusterClient {
  constructor(
    readonly base: string,
    readonly address: string,
  ) {}

  /** A JSON request; the body (if any) is sent as JSON and the answer parsed as JSON. */
  request(path: string, body?: object, options: RequestOptions = {}): Promise<Answer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const url = new URL(path, this.base);
    const headers: http.OutgoingHttpHeaders = { accept: 'application/json', ...options.headers };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.pin) headers[PIN_HEADER] = options.pin;
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          method: options.method ?? (payload === undefined ? 'GET' : 'POST'),
          headers,
          localAddress: this.address,
          agent: false,
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => {
            let parsed: unknown = text;
            try {
              parsed = text ? JSON.parse(text) : undefined;
            } catch {
              // Not JSON: the text itself is the body.
            }
            resolve({ status: res.statusCode ?? 0, upstream: String(res.headers[UPSTREAM_HEADER] ?? ''), body: parsed });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  /** A JSON POST (the API's calls are POSTs with a JSON body). */
  post(path: string, body: object = {}, options: Omit<RequestOptions, 'method'> = {}): Promise<Answer> {
    return this.request(path, body, { ...options, method: 'POST' });
  }
}
