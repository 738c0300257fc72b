import { afterAll, beforeAll } from 'vitest';
import { runAdminCommand } from '../cli/admin.cli.js';
import type { Engine } from '../db/engine.js';
import { backgroundSettled } from '../lib/background.js';
import { ChatClient } from './chat.js';
import { verifiedMember, type Registered } from './members.js';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.js';

const ready = <T>(value: T | undefined): T => {
  if (value === undefined) throw new Error('read the listening app inside a test, not while the block is defined');
  return value;
};

/**
 * For a describe block that watches chat sockets end: the app listening on a port, an operator
 * who can suspend, and sockets that are all closed when the block ends. Read its fields inside
 * the tests (they are set before the first one runs).
 */
export function listeningChatApp(engine: Engine, options: Omit<TestAppOptions, 'engine'> = {}) {
  let t: TestApp | undefined;
  let base = '';
  let operator: Registered | undefined;
  const clients: ChatClient[] = [];
  beforeAll(async () => {
    t = await createTestApp({ ...options, engine });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    operator = await verifiedMember(t.app, { name: 'Operator Oviya' });
    await runAdminCommand(['create', operator.details.email], t.app.ctx.db);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await backgroundSettled();
    await t?.close();
  });
  const keep = (client: ChatClient) => {
    clients.push(client);
    return client;
  };
  return {
    get app() {
      return ready(t).app;
    },
    get base() {
      return ready(base || undefined);
    },
    get operator() {
      return ready(operator);
    },
    /** A socket that said hello with `token` and was answered `ready`. */
    signIn: async (token: string) => keep(await ChatClient.signIn(ready(base || undefined), token)),
    /** A socket that has said nothing yet. */
    connect: async () => keep(await ChatClient.connect(ready(base || undefined))),
  };
}

/**
 * Two instances of one site, both listening, for a describe block about chat sockets across them
 * (docs/decisions/0034-two-instances.md): the first on a new PostgreSQL database, the second on
 * the same one, each reaching Redis at the address `redisUrls` gives. It is read as the block
 * starts, so that a test may put a line it cuts between an instance and Redis. Sockets opened
 * through `signIn` are closed when the block ends, then the second instance, then the first
 * (whose close drops the database). Read its fields inside the tests.
 */
export function listeningChatApps(
  redisUrls: () => [first: string, second: string],
  options: Omit<TestAppOptions, 'engine' | 'env'> = {},
) {
  let first: TestApp | undefined;
  let second: TestApp | undefined;
  let bases: [string, string] | undefined;
  const clients: ChatClient[] = [];
  beforeAll(async () => {
    const [firstRedis, secondRedis] = redisUrls();
    first = await createTestApp({ ...options, engine: 'postgres', env: { REDIS_URL: firstRedis } });
    second = await createTestApp({ ...options, env: { REDIS_URL: secondRedis, DATABASE_URL: first.databaseUrl! } });
    bases = [await first.app.listen({ port: 0, host: '127.0.0.1' }), await second.app.listen({ port: 0, host: '127.0.0.1' })];
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await backgroundSettled();
    await second?.close();
    await first?.close();
  });
  return {
    get first() {
      return ready(first);
    },
    get second() {
      return ready(second);
    },
    /** Where each instance listens: the first's, then the second's. */
    get bases() {
      return ready(bases);
    },
    /** A socket on the instance at `base` that said hello with `token` and was answered `ready`. */
    signIn: async (base: string, token: string) => {
      const client = await ChatClient.signIn(base, token);
      clients.push(client);
      return client;
    },
  };
}
