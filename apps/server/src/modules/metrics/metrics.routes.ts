import type { FastifyInstance } from 'fastify';
import { sendNotFound } from '../../plugins/errors.js';
import { createMetricsAccess } from './metrics.access.js';
import { outboundTotals } from '../../lib/outbound/outbound-counts.js';
import { outboundFigures } from '../../lib/outbound/outbound-figures.js';
import { countPendingOrders } from '../payments/payments.repository.js';
import { createAppMetrics } from './metrics.registry.js';
import { HEARTBEAT_RULES } from '../../lib/processes/heartbeat.js';
import { aliveWorkers } from '../../lib/processes/processes.repository.js';

/** The label of requests no route matched: their raw URLs must not become labels. */
const UNMATCHED = '(unmatched)';

/**
 * Counts and times every answer, and serves them in Prometheus' text format at GET /api/metrics
 * to the addresses of METRICS_ALLOW; anyone else gets the ordinary 404. Registered on the root
 * app before the routes, so its hook sees every route.
 */
export function registerMetrics(app: FastifyInstance): void {
  const access = createMetricsAccess(app.ctx.config.metricsAllow);
  const workersNow = () => aliveWorkers(app.ctx.db, new Date(Date.now() - HEARTBEAT_RULES.aliveWithinMs));
  const metrics = createAppMetrics({
    searchIndexProfiles: () => app.ctx.search.index.size,
    pendingPayments: () => countPendingOrders(app.ctx.db),
    chatSockets: () => app.websocketServer?.clients.size ?? 0,
    // Mail and texts waiting, and how fast they go (docs/decisions/0080-one-outbound-queue.md).
    outbound: () => outboundFigures(app.ctx.db, new Date()),
    outboundTotals,
    workers: {
      alive: async () => (await workersNow()).alive,
      lastBeatSeconds: async () => {
        const { oldestBeat } = await workersNow();
        return oldestBeat ? Math.max(0, (Date.now() - Date.parse(oldestBeat)) / 1000) : 0;
      },
    },
    onReadError: (err, metric) => app.log.warn({ err, metric }, 'a metric could not be read'),
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (/api/media/:kind/:id/:variant), never the URL: ids, signatures and
    // tokens in paths or queries would otherwise become labels, unbounded and readable.
    const route = request.routeOptions.url ?? UNMATCHED;
    const status = reply.statusCode;
    metrics.requests.inc({ method: request.method, route, status: String(status) });
    metrics.durations.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (status >= 500) metrics.errors.inc({ method: request.method, route });
  });

  const prometheusText = { content: { 'text/plain': { schema: { type: 'string' } } } };
  const schema = {
    tags: ['health'],
    summary: 'Prometheus metrics (METRICS_ALLOW only; 404 for others)',
    response: { 200: prometheusText },
  };
  app.get('/api/metrics', { schema }, async (request, reply) => {
    if (!access.allows(request)) return sendNotFound(reply);
    const text = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
  });
}
