import { addDays, latestBirthDate, planById, todayInIndia, type ChatServerFrame } from '@inai/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundSettled } from '../../lib/background.js';
import { LEASE_MS, RECONCILE_EVERY_MS } from '../../modules/payments/payments.reconciler.js';
import { nextLookAt } from '../../modules/payments/poll-schedule.js';
import { CLOSE_SESSION_ENDED } from '../../modules/chat/chat.socket.js';
import { LOGIN_FAILURE_LIMIT } from '../../modules/auth/auth.service.js';
import { ChatClient, chatPair } from '../chat.js';
import { startFakePhonePe, type FakePhonePe } from '../fake-phonepe.js';
import { basicProfile, codeIn, mailsTo, newMemberDetails } from '../members.js';
import { startCluster, type Cluster, type ClusterClient, type InstanceName } from './cluster.js';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.js';

/** send-otp's limit per client address (otp.routes.ts). */
const SEND_OTP_LIMIT = 10;
const silver = planById(1)!;
const dob = addDays(latestBirthDate(todayInIndia(), 24), -5);
const isMessage = (f: ChatServerFrame): f is Extract<ChatServerFrame, { type: 'message' }> => f.type === 'message';

/** What one status call found in the database as it reached the gateway. */
interface StatusCall {
  instance: InstanceName;
  orderId: string;
  /** The look time the call serves (the order's next_poll_at). */
  due: number;
  /** The reconciler's clock when it claimed the order (its lease ends LEASE_MS after). */
  claimedAt: number;
}

// Two instances of the app behind a load balancer, each with its own memory,
// on one PostgreSQL database and one Redis. Members act through the proxy, over real HTTP and
// real WebSockets; only set-up beside the point (plans, an accepted interest) is written directly. PostgreSQL only (SQLite serves one instance), and Redis: both run for
// every `npm test` (127.0.0.1:5432 and :6379). The file takes about 20 s, most of it the payment
// schedule's looks, 3 s apart.
describe('two instances behind a round-robin proxy (PostgreSQL and Redis)', () => {
  let gateway: FakePhonePe;
  /** Each instance reaches the (fake) PhonePe through a proxy of its own, which tells the calls apart. */
  const gatewayLines = {} as Record<InstanceName, RoundRobinProxy>;
  const statusCalls: StatusCall[] = [];
  let cluster: Cluster;
  const sockets: ChatClient[] = [];

  beforeAll(async () => {
    gateway = await startFakePhonePe();
    const gatewayPort = Number(new URL(gateway.apiUrl).port);
    for (const instance of ['a', 'b'] as const) {
      gatewayLines[instance] = await startRoundRobinProxy([{ name: 'phonepe', port: gatewayPort }], {
        beforeForward: async (exchange) => {
          const status = /\/order\/([^/?]+)\/status(?:\?|$)/.exec(exchange.path);
          if (!status) return;
          // The claim holds the lease until the answer is handled, so the row still shows the look it serves.
          const row = await cluster.a.app.ctx.db
            .selectFrom('payment_orders')
            .select(['next_poll_at', 'lease_until'])
            .where('order_id', '=', decodeURIComponent(status[1]!))
            .executeTakeFirstOrThrow();
          statusCalls.push({
            instance,
            orderId: decodeURIComponent(status[1]!),
            due: Date.parse(row.next_poll_at!),
            claimedAt: Date.parse(row.lease_until!) - LEASE_MS,
          });
        },
      });
    }
    cluster = await startCluster((instance) => ({
      ...gateway.env,
      PHONEPE_OAUTH_URL: `${gatewayLines[instance].base}/identity/v1/oauth/token`,
      PHONEPE_API_URL: `${gatewayLines[instance].base}/pg`,
      // Both poll pending payments in the background, as they do outside tests.
      PAYMENT_RECONCILER: '1',
    }));
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await backgroundSettled();
    await cluster?.close();
    await Promise.all(Object.values(gatewayLines).map((line) => line.close()));
    await gateway?.close();
  });

  /** Registers and verifies a member through the proxy (on `pin`, or wherever the turn sends each call). */
  async function signUp(client: ClusterClient, pin?: InstanceName, name = 'Kavya Raman') {
    const details = newMemberDetails({ name });
    const registered = await client.post('/api/register', details, { pin });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const { token, otpToken, user } = registered.body as { token: string; otpToken: string; user: { id: number } };
    // Both instances keep the dev outbox in the shared DATA_DIR.
    const code = codeIn((await mailsTo(cluster.a.app, details.email))[0]);
    const verified = await client.post('/api/verify-otp', { otpToken, otp: code }, { pin });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    return { details, token, userId: user.id, answeredBy: [registered.upstream, verified.upstream] };
  }

  it('serves a session made on one instance on the other, and a logout on one ends it on both', async () => {
    const client = cluster.client();
    const member = await signUp(client, 'a');
    expect(member.answeredBy).toEqual(['a', 'a']);
    const login = await client.post(
      '/api/login',
      { email: member.details.email, password: member.details.password },
      { pin: 'a' },
    );
    expect(login).toMatchObject({ status: 200, upstream: 'a' });
    const token = (login.body as { token: string }).token;

    const read = await client.post('/api/getLoggedInUserProfile', {}, { token, pin: 'b' });
    expect(read).toMatchObject({ status: 200, upstream: 'b', body: { id: member.userId, email: member.details.email } });
    const basic = basicProfile({
      user_id: member.userId,
      gender: 'Female',
      dob,
      mothers_name: 'Meena',
      address: '12 North Street',
    });
    const written = await client.post('/api/updateProfile', basic, { token, pin: 'b' });
    expect(written, JSON.stringify(written.body)).toMatchObject({ status: 200, upstream: 'b' });
    const readBack = await client.post('/api/getLoggedInUserProfile', {}, { token, pin: 'a' });
    expect(readBack).toMatchObject({
      status: 200,
      upstream: 'a',
      body: { user_details: { fathers_name: 'Raman', city: 'Madurai' } },
    });

    // A's search keeps the searcher for a moment (searchers.ts): it must still let go of a session B ended.
    const matches = () => client.post('/api/loggedInSearch', {}, { token, pin: 'a' });
    expect((await matches()).status).toBe(200);
    const logout = await client.post('/api/logout', {}, { token, pin: 'b' });
    expect(logout).toMatchObject({ status: 200, upstream: 'b' });
    expect(await client.post('/api/getLoggedInUserProfile', {}, { token, pin: 'a' })).toMatchObject({
      status: 401,
      upstream: 'a',
      body: { success: false, code: 'auth_required' },
    });
    await expect.poll(async () => (await matches()).status, { timeout: 2000, interval: 50 }).toBe(401);
    // The session made at registration is a session of its own, and still works on both.
    for (const pin of ['a', 'b'] as const)
      expect((await client.post('/api/getLoggedInUserProfile', {}, { token: member.token, pin })).status).toBe(200);
  });

  it('counts rate limits across both instances: the limit trips at its count in total, not per instance', async () => {
    // The plugin's per-address limit (@fastify/rate-limit's store in Redis): send-otp, 10 per 15 minutes.
    const client = cluster.client();
    const answers = [];
    for (let i = 0; i <= SEND_OTP_LIMIT; i++)
      // One address each: the per-address cooldown (docs/decisions/0037) is not what this counts.
      answers.push(await client.post('/api/send-otp', { email: `nobody.${i}.${client.address}@example.com` }));
    expect(answers.map((a) => a.upstream)).toEqual(answers.map((_, i) => (i % 2 === 0 ? 'a' : 'b')));
    expect(answers.map((a) => a.status)).toEqual([...Array<number>(SEND_OTP_LIMIT).fill(200), 429]);
    expect(answers[SEND_OTP_LIMIT]!.body).toMatchObject({ success: false, code: 'too_many_requests' });
    // Nor does a client escape it by writing X-Forwarded-For itself: the proxy appends the address
    // it sees, and only that one is believed (TRUST_PROXY=1 trusts one proxy, not the whole header).
    const forged = await client.post(
      '/api/send-otp',
      { email: 'someone@example.com' },
      { headers: { 'x-forwarded-for': '203.0.113.7' } },
    );
    expect(forged.status).toBe(429);
    // Another address is not held back by this one's count.
    expect((await cluster.client().post('/api/send-otp', { email: 'someone@example.com' })).status).toBe(200);

    // Our own limiter (lib/rate-limiter.ts in Redis): failed sign-ins per account lock it, whichever instance counted them.
    const member = await signUp(cluster.client(), 'a');
    const attempts = cluster.client();
    const wrong = [];
    for (let i = 0; i < LOGIN_FAILURE_LIMIT.max; i++)
      wrong.push(await attempts.post('/api/login', { email: member.details.email, password: 'not-the-password-1' }));
    expect(new Set(wrong.map((a) => a.upstream))).toEqual(new Set(['a', 'b']));
    expect(wrong.every((a) => a.status === 401)).toBe(true);
    for (const pin of ['a', 'b'] as const) {
      const locked = await attempts.post(
        '/api/login',
        { email: member.details.email, password: member.details.password },
        { pin },
      );
      expect(locked).toMatchObject({ status: 429, upstream: pin, body: { code: 'too_many_logins' } });
    }
  });

  it('shows a change made through one instance in search on the other within 2 seconds', async () => {
    const client = cluster.client();
    const member = await signUp(client, 'a', 'Meenakshi Sundaram');
    const search = (pin: InstanceName, religion = 'Any') =>
      client.post('/api/search', { gender: 'Female', age: '18 to 30', religion, pageSize: 24 }, { pin });
    const found = async (pin: InstanceName, religion?: string) => {
      const answer = await search(pin, religion);
      expect(answer.upstream).toBe(pin);
      return (answer.body as { data: { user_id: number }[] }).data.some((card) => card.user_id === member.userId);
    };
    /** Milliseconds from `since` until `check` holds, asking every 25 ms for up to 5 s. */
    const until = async (check: () => Promise<boolean>, since: number) => {
      while (!(await check())) {
        if (Date.now() - since > 5000) throw new Error('not seen within 5 s');
        await new Promise((r) => setTimeout(r, 25));
      }
      return Date.now() - since;
    };
    expect(await found('b')).toBe(false);
    const save = (pin: InstanceName, section: object) =>
      client.post('/api/updateProfile', { user_id: member.userId, ...section }, { token: member.token, pin });

    // A new profile saved through A appears in B's search.
    const saved = await save(
      'a',
      basicProfile({ user_id: member.userId, gender: 'Female', dob, fathers_name: 'Sundaram', address: '3 Temple Street' }),
    );
    expect(saved).toMatchObject({ status: 200, upstream: 'a' });
    const newProfile = await until(() => found('b'), Date.now());
    expect(await found('a')).toBe(true);

    // A change saved through B reaches A's search: she is found under her new religion, and no longer under none.
    expect(await found('a', 'Christian')).toBe(false);
    const changed = await save('b', { religion: 'Christian', caste: 'Other' });
    expect(changed).toMatchObject({ status: 200, upstream: 'b' });
    const change = await until(() => found('a', 'Christian'), Date.now());

    expect(newProfile).toBeLessThanOrEqual(2000);
    expect(change).toBeLessThanOrEqual(2000);
  });

  it('carries chat between members connected to different instances, both ways', async () => {
    // Two members with plans that allow chat and an accepted interest (a test factory, straight in the shared database).
    const { a: x, b: y } = await chatPair(cluster.a.app);
    const client = cluster.client();
    const opened = await client.post('/api/chat/open', { user_id: y.userId }, { token: x.token });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const conversation = (opened.body as { conversation: { id: number } }).conversation.id;

    const connect = async (token: string) => {
      const socket = await ChatClient.signIn(cluster.proxy.base, token);
      sockets.push(socket);
      const upgrade = cluster.proxy.exchanges.filter((e) => e.kind === 'websocket').at(-1)!;
      return { socket, instance: upgrade.upstream };
    };
    const sx = await connect(x.token);
    const sy = await connect(y.token);
    // The proxy takes turns, so the two sockets are on different instances.
    expect(new Set([sx.instance, sy.instance])).toEqual(new Set(['a', 'b']));

    sx.socket.send({ type: 'send', conversation_id: conversation, text: 'Vanakkam from one instance', client_id: 'x1' });
    const heard = await sy.socket.next(isMessage);
    expect(heard.message).toMatchObject({ sender_id: x.userId, text: 'Vanakkam from one instance' });
    expect((await sx.socket.next(isMessage)).message).toMatchObject({ client_id: 'x1' });
    sy.socket.send({ type: 'send', conversation_id: conversation, text: 'And back from the other' });
    const reply = await sx.socket.next((f) => isMessage(f) && f.message.sender_id === y.userId);
    expect(reply).toMatchObject({ message: { text: 'And back from the other' } });

    // A message sent over HTTP, through whichever instance the turn picks, reaches both sockets too.
    const rest = await client.post(`/api/chat/conversations/${conversation}/messages`, { text: 'over HTTP' }, { token: y.token });
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    await sx.socket.next((f) => isMessage(f) && f.message.text === 'over HTTP');
    await sy.socket.next((f) => isMessage(f) && f.message.text === 'over HTTP');

    // A logout through the instance the socket is not on closes it there, with the code the web signs in on.
    const elsewhere = sx.instance === 'a' ? 'b' : 'a';
    expect(await client.post('/api/logout', {}, { token: x.token, pin: elsewhere })).toMatchObject({
      status: 200,
      upstream: elsewhere,
    });
    await expect.poll(() => sx.socket.closeCode, { timeout: 5000, interval: 10 }).toBe(CLOSE_SESSION_ENDED);
    expect(sy.socket.closeCode).toBeUndefined();
  });

  it('has each pending payment asked about by one instance at a time, on schedule, with both instances polling', async () => {
    const client = cluster.client();
    const buyers = [await signUp(client), await signUp(client)];
    const orderIds: string[] = [];
    for (let i = 0; i < 6; i++) {
      const initiated = await client.post('/api/payment/initiate', { amount: silver.price }, { token: buyers[i % 2]!.token });
      expect(initiated.status, JSON.stringify(initiated.body)).toBe(201);
      orderIds.push((initiated.body as { orderId: string }).orderId);
    }
    // Twenty seconds pass before an order's first look: the orders are made older instead, a
    // few hundred milliseconds apart, so that their looks fall due at different moments.
    const start = Date.now();
    const created = new Map<string, { createdAt: Date; expiresAt: Date }>();
    for (const [i, orderId] of orderIds.entries()) {
      const createdAt = new Date(start - 20_000 + 300 + i * 400);
      const expiresAt = new Date(createdAt.getTime() + 20 * 60_000);
      created.set(orderId, { createdAt, expiresAt });
      await cluster.a.app.ctx.db
        .updateTable('payment_orders')
        .set({
          created_at: createdAt.toISOString(),
          expires_at: expiresAt.toISOString(),
          next_poll_at: new Date(createdAt.getTime() + 20_000).toISOString(),
        })
        .where('order_id', '=', orderId)
        .execute();
    }
    // The payer of the last order pays: its first look settles it, and no one asks again.
    const paid = orderIds.at(-1)!;
    gateway.complete(paid);
    const pending = orderIds.slice(0, -1);

    // Four looks each, on the schedule 20 s, 23 s, 26 s and 29 s after creation.
    const callsOf = (orderId: string) => statusCalls.filter((c) => c.orderId === orderId);
    await expect.poll(() => pending.every((id) => callsOf(id).length >= 4), { timeout: 20_000, interval: 100 }).toBe(true);
    // A moment more, for any second call of the last looks to show itself.
    await new Promise((r) => setTimeout(r, 500));

    for (const orderId of pending) {
      const { createdAt, expiresAt } = created.get(orderId)!;
      const calls = callsOf(orderId);
      // Never twice for the same look: every call serves a look of its own.
      expect(new Set(calls.map((c) => c.due)).size, JSON.stringify(calls)).toBe(calls.length);
      expect(calls[0]!.due).toBe(createdAt.getTime() + 20_000);
      for (const [i, call] of calls.entries()) {
        // Asked once due, and soon: one reconciler period plus a run (two instances share the looks).
        expect(call.claimedAt).toBeGreaterThanOrEqual(call.due);
        expect(call.claimedAt - call.due).toBeLessThan(RECONCILE_EVERY_MS + 1000);
        // The next look is the one PhonePe's schedule gives after this call.
        const next = calls[i + 1];
        if (next) expect(next.due).toBe(nextLookAt({ createdAt, expiresAt }, new Date(call.claimedAt)).getTime());
      }
    }
    // The paid order was asked about once, settled once, and its receipt mailed once.
    expect(callsOf(paid)).toHaveLength(1);
    const row = await cluster.b.app.ctx.db
      .selectFrom('payment_orders')
      .select(['status', 'next_poll_at'])
      .where('order_id', '=', paid)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'COMPLETED', next_poll_at: null });
    const buyer = buyers[(orderIds.length - 1) % 2]!;
    await expect
      .poll(async () => (await mailsTo(cluster.a.app, buyer.details.email)).filter((m) => m.subject.includes('receipt')).length)
      .toBe(1);

    // Both instances took part: each asked about some of the orders.
    const byInstance = { a: 0, b: 0 };
    for (const call of statusCalls) byInstance[call.instance] += 1;
    expect(byInstance.a).toBeGreaterThan(0);
    expect(byInstance.b).toBeGreaterThan(0);
  });
});
