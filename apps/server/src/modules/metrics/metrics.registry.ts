import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

let processRegistry: Registry | undefined;

/**
 * The process's own metrics (CPU, memory, event-loop lag, GC), collected once per process: each
 * collection starts an event-loop monitor and a GC observer that never stop, and the tests build
 * hundreds of apps in one process.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** A number read when Prometheus scrapes; undefined leaves the gauge empty (its source failed). */
export type GaugeReader = () => number | undefined | Promise<number | undefined>;

export interface AppMetrics {
  /** What /api/metrics answers: this app's metrics and the process's. */
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  durations: Histogram<'method' | 'route'>;
  errors: Counter<'method' | 'route'>;
}

export interface MetricsSources {
  searchIndexProfiles: GaugeReader;
  pendingPayments: GaugeReader;
  chatSockets: GaugeReader;
  /** Work waiting in background queues, by queue name (`mail`, …). */
  queues: Record<string, GaugeReader>;
  /** The worker processes beating lately (docs/operations.md, "The heartbeat"), and how old the oldest beat among them is. */
  workers: { alive: GaugeReader; lastBeatSeconds: GaugeReader };
  onReadError(err: unknown, metric: string): void;
}

/** A registry of this app's own (not prom-client's global one), so tests can build several apps. */
export function createAppMetrics(sources: MetricsSources): AppMetrics {
  const own = new Registry();
  const registers = [own];
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to finishing its answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'HTTP requests answered with a 5xx status, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    registers,
  });
  const read = async (metric: string, reader: GaugeReader): Promise<number | undefined> => {
    try {
      return await reader();
    } catch (err) {
      sources.onReadError(err, metric);
      return undefined;
    }
  };
  const gauge = (name: string, help: string, reader: GaugeReader) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        const value = await read(name, reader);
        if (value === undefined) this.reset();
        else this.set(value);
      },
    });
  gauge('inai_search_index_profiles', 'Profiles in the search index of this instance', sources.searchIndexProfiles);
  gauge(
    'inai_payments_pending',
    'Payment orders still PENDING (waiting for the gateway or an operator)',
    sources.pendingPayments,
  );
  gauge('inai_chat_sockets', 'Chat WebSocket connections open on this instance', sources.chatSockets);
  gauge(
    'inai_workers_alive',
    'Worker processes whose heartbeat is at most 30 s old and that are not stopping',
    sources.workers.alive,
  );
  gauge(
    'inai_worker_last_beat_seconds',
    'Seconds since the oldest last beat among the alive workers (0 when none is alive: see inai_workers_alive)',
    sources.workers.lastBeatSeconds,
  );
  new Gauge({
    name: 'inai_queue_length',
    help: 'Work waiting in a background queue, by queue',
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      this.reset();
      for (const [queue, reader] of Object.entries(sources.queues)) {
        const value = await read(`inai_queue_length{queue="${queue}"}`, reader);
        if (value !== undefined) this.set({ queue }, value);
      }
    },
  });
  return { registry: Registry.merge([processMetrics(), own]), requests, durations, errors };
}
