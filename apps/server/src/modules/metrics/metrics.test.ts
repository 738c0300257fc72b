import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planById } from '@inai/shared';
import { searchableInDatabase, verifiedMember } from '../../test/members.js';
import { loadConfig } from '../../config.js';
import { beat, markStopping } from '../../lib/processes/processes.repository.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Prometheus' text format, line by line: `# HELP`/`# TYPE` comments or `name{labels} value`. */
function parsePrometheus(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*(?:\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*\})?) (\S+)$/.exec(line);
    if (!match) throw new Error(`not a Prometheus sample line: ${line}`);
    // Go's ParseFloat (Prometheus' reader) takes NaN and ±Inf in any case; prom-client writes `Nan`.
    const raw = match[2]!;
    const value = /^nan$/i.test(raw) ? NaN : /^[+-]?inf$/i.test(raw) ? (raw.startsWith('-') ? -Infinity : Infinity) : Number(raw);
    if (Number.isNaN(value) && !/^nan$/i.test(raw)) throw new Error(`not a number: ${line}`);
    samples.set(match[1]!, value);
  }
  return samples;
}

describe('GET /api/metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_ALLOW: '127.0.0.1,::1,10.20.0.0/16' } });
  });
  afterAll(async () => t.close());

  const scrape = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '127.0.0.1' });
    expect(response.statusCode, response.body).toBe(200);
    return parsePrometheus(response.body);
  };

  it('answers in Prometheus text format with the process metrics and ours', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const samples = parsePrometheus(response.body);
    expect(samples.get('process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(samples.get('inai_search_index_profiles')).toBe(0);
    expect(samples.get('inai_payments_pending')).toBe(0);
    expect(samples.get('inai_chat_sockets')).toBe(0);
    // Mail and texts waiting (docs/decisions/0080-one-outbound-queue.md): none while the outboxes take every message.
    expect(samples.get('inai_outbound_queue_depth{channel="mail"}')).toBe(0);
    expect(samples.get('inai_outbound_queue_depth{channel="sms"}')).toBe(0);
    expect(samples.get('inai_outbound_oldest_due_seconds{channel="mail"}')).toBe(0);
    for (const name of [
      'http_requests_total',
      'http_request_duration_seconds',
      'http_request_errors_total',
      'inai_outbound_queue_depth',
      'inai_outbound_oldest_due_seconds',
      'inai_outbound_sent_last_minute',
      'inai_outbound_given_up',
      'inai_outbound_sent_total',
      'inai_outbound_failed_total',
    ])
      expect(response.body).toContain(`# TYPE ${name} `);
  });

  it('counts the workers whose heartbeat is recent and not stopping, and how old the oldest beat is', async () => {
    const before = await scrape();
    expect(before.get('inai_workers_alive')).toBe(0);
    expect(before.get('inai_worker_last_beat_seconds')).toBe(0);
    const db = t.app.ctx.db;
    const now = Date.now();
    const worker = (id: string) => ({ id, role: 'worker' as const, host: 'w1', pid: 1 });
    await beat(db, worker('fresh'), new Date(now - 5_000), new Date(now - 60_000));
    await beat(db, worker('older'), new Date(now - 20_000), new Date(now - 60_000));
    await beat(db, worker('silent'), new Date(now - 40_000), new Date(now - 60_000));
    await beat(db, worker('draining'), new Date(now - 1_000), new Date(now - 60_000));
    await markStopping(db, 'draining', new Date(now));
    await beat(db, { id: 'web', role: 'web', host: 'w1', pid: 2 }, new Date(now), new Date(now - 60_000));

    const after = await scrape();
    expect(after.get('inai_workers_alive')).toBe(2);
    expect(after.get('inai_worker_last_beat_seconds')).toBeGreaterThanOrEqual(20);
    expect(after.get('inai_worker_last_beat_seconds')).toBeLessThan(30);
    await db.deleteFrom('processes').execute();
  });

  it('counts requests by route pattern, never by the raw URL, and times them', async () => {
    const key = (route: string, status: number) => `http_requests_total{method="GET",route="${route}",status="${status}"}`;
    const before = await scrape();
    const media = '/api/media/photos/123456/full?a=v&e=1&s=secret-signature';
    for (let i = 0; i < 3; i++) expect((await t.app.inject(media)).statusCode).toBe(404);
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
    expect((await t.app.inject('/api/no-such-call/987654')).statusCode).toBe(404);

    const after = await scrape();
    const moved = (name: string) => (after.get(name) ?? 0) - (before.get(name) ?? 0);
    expect(moved(key('/api/media/:kind/:id/:variant', 404))).toBe(3);
    expect(moved(key('/api/health', 200))).toBe(1);
    expect(moved(key('(unmatched)', 404))).toBe(1);
    expect(moved('http_request_duration_seconds_count{method="GET",route="/api/health"}')).toBe(1);
    const text = [...after.keys()].join('\n');
    for (const leak of ['123456', 'secret-signature', '987654', 'no-such-call']) expect(text).not.toContain(leak);
  });

  it('reads its gauges when scraped: profiles in the search index and pending payments', async () => {
    const member = await verifiedMember(t.app);
    const initiated = await t.app.inject({
      method: 'POST',
      url: '/api/payment/initiate',
      headers: { authorization: `Bearer ${member.token}` },
      payload: { amount: planById(1)!.price, user_id: member.userId },
    });
    expect(initiated.statusCode, initiated.body).toBe(201);
    await searchableInDatabase(t.app, { gender: 'Female', dob: '1996-04-12' });
    const samples = await scrape();
    expect(samples.get('inai_payments_pending')).toBe(1);
    expect(samples.get('inai_search_index_profiles')).toBe(1);
  });

  it('is the ordinary 404 for addresses outside METRICS_ALLOW, also when a proxy names one', async () => {
    const notFound = (await t.app.inject('/api/no-such-call')).json();
    for (const request of [
      { remoteAddress: '203.0.113.9' },
      { remoteAddress: '10.21.0.1' },
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' } },
      { remoteAddress: '127.0.0.1', headers: { 'x-real-ip': '203.0.113.9' } },
      { remoteAddress: '127.0.0.1', headers: { forwarded: 'for=127.0.0.1' } },
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/metrics', ...request });
      expect(response.statusCode, JSON.stringify(request)).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    for (const request of [
      { remoteAddress: '10.20.3.4' },
      { remoteAddress: '::ffff:10.20.3.4' },
      { remoteAddress: '::1' },
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '10.20.0.9' } },
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/metrics', ...request });
      expect(response.statusCode, JSON.stringify(request)).toBe(200);
    }
  });
});

describe('GET /api/metrics behind a proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => t.close());

  it('does not take a client-written X-Forwarded-For for an allowed address', async () => {
    // The proxy on 127.0.0.1 appends the visitor's real address after the one they forged.
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '127.0.0.1, 198.51.100.7' },
    });
    expect(forged.statusCode).toBe(404);
    const direct = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '127.0.0.1' });
    expect(direct.statusCode).toBe(200);
  });
});

describe('METRICS_ALLOW', () => {
  it('takes addresses and CIDR ranges, and stops the start on anything else', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).metricsAllow).toEqual(['127.0.0.1', '::1']);
    expect(loadConfig({ NODE_ENV: 'test', METRICS_ALLOW: ' 10.0.0.0/8, fd00::/8 ,192.168.1.5' }).metricsAllow).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
      '192.168.1.5',
    ]);
    for (const bad of ['localhost', '10.0.0.0/33', '10.0.0.1/8/1', '300.1.1.1', 'fd00::/129'])
      expect(() => loadConfig({ NODE_ENV: 'test', METRICS_ALLOW: bad }), bad).toThrow(
        /METRICS_ALLOW: must be IP addresses or CIDR ranges/,
      );
  });
});
