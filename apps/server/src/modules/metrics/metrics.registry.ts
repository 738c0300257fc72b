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

/** Per channel ('mail', 'sms') unless said. */
export interface OutboundFigures {
  depth: Record<string, number>;
  oldestDueSeconds: Record<string, number>;
  sentLastMinute: Record<string, number>;
  /** Given-up rows still kept, by channel and reason ('lost', 'given_up'). */
  givenUp: { channel: string; reason: string; n: number }[];
}

export interface OutboundTotals {
  sent: { channel: string; n: number }[];
  failed: { channel: string; reason: string; n: number }[];
}

export interface MetricsSources {
  searchIndexProfiles: GaugeReader;
  pendingPayments: GaugeReader;
  chatSockets: GaugeReader;
  /** The outbound queue of mail and texts, as the database holds it (all processes). */
  outbound: () => Promise<OutboundFigures>;
  /** This process's running totals of messages sent and failed. */
  outboundTotals: () => OutboundTotals;
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
  outboundMetrics(sources, registers);
  return { registry: Registry.merge([processMetrics(), own]), requests, durations, errors };
}

/**
 * The outbound queue's figures (docs/operations.md): what waits and since when, read once per
 * scrape for all four gauges; and this process's counters of messages sent and failed, which
 * Prometheus adds up over the processes.
 */
function outboundMetrics(sources: MetricsSources, registers: Registry[]): void {
  let reading: Promise<OutboundFigures | undefined> | undefined;
  // One read of the database per scrape, shared by the gauges that collect from it.
  const figures = () => {
    reading ??= sources
      .outbound()
      .catch((err: unknown) => {
        sources.onReadError(err, 'inai_outbound');
        return undefined;
      })
      .finally(() => setImmediate(() => (reading = undefined)));
    return reading;
  };
  const perChannel = (name: string, help: string, pick: (f: OutboundFigures) => Record<string, number>) =>
    new Gauge({
      name,
      help,
      labelNames: ['channel'] as const,
      registers,
      async collect() {
        this.reset();
        const read = await figures();
        if (read) for (const [channel, value] of Object.entries(pick(read))) this.set({ channel }, value);
      },
    });
  perChannel('inai_outbound_queue_depth', 'Messages waiting to be sent (first attempt or a retry), by channel', (f) => f.depth);
  perChannel(
    'inai_outbound_oldest_due_seconds',
    'How long the oldest due message nobody holds has waited, by channel (0 when none)',
    (f) => f.oldestDueSeconds,
  );
  perChannel(
    'inai_outbound_sent_last_minute',
    'Messages sent in the last minute by all processes, by channel',
    (f) => f.sentLastMinute,
  );
  new Gauge({
    name: 'inai_outbound_given_up',
    help: "Messages given up and still kept, by channel and reason ('lost': a stale claim, never resent)",
    labelNames: ['channel', 'reason'] as const,
    registers,
    async collect() {
      this.reset();
      const read = await figures();
      if (read) for (const { channel, reason, n } of read.givenUp) this.set({ channel, reason }, n);
    },
  });
  new Counter({
    name: 'inai_outbound_sent_total',
    help: 'Messages this process sent, by channel',
    labelNames: ['channel'] as const,
    registers,
    collect() {
      this.reset();
      for (const { channel, n } of sources.outboundTotals().sent) this.inc({ channel }, n);
    },
  });
  new Counter({
    name: 'inai_outbound_failed_total',
    help: "Failed attempts of this process, by channel and reason ('retrying', 'refused', 'expired', 'lost')",
    labelNames: ['channel', 'reason'] as const,
    registers,
    collect() {
      this.reset();
      for (const { channel, reason, n } of sources.outboundTotals().failed) this.inc({ channel, reason }, n);
    },
  });
}
