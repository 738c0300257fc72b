import { afterAll, beforeAll } from 'vitest';
import { runAdminCommand } from '../cli/admin.cli.js';
import type { Engine } from '../db/engine.js';
import { backgroundSettled } from '../lib/background.js';
import { ChatClient } from './chat.js';
import { verifiedMember, type Registered } from './members.js';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.js';

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
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('read the listening app inside a test, not while the block is defined');
    return value;
  };
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
