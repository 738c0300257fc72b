// The load benchmark's record: every request's latency and outcome by kind, and the table made of them.
import { percentile } from './bench-server.js';

export interface KindSummary {
  kind: string;
  count: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
}

function summarise(kind: string, latencies: number[], errors: number, seconds: number): KindSummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    kind,
    count: sorted.length,
    rps: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    errors,
  };
}

export class LoadStats {
  private readonly latencies = new Map<string, number[]>();
  private readonly errors = new Map<string, number>();
  /** The first few unexpected answers, to say what went wrong. */
  readonly samples: string[] = [];

  record(kind: string, ms: number, ok: boolean, detail?: string): void {
    let list = this.latencies.get(kind);
    if (!list) this.latencies.set(kind, (list = []));
    list.push(ms);
    if (!ok) {
      this.errors.set(kind, (this.errors.get(kind) ?? 0) + 1);
      if (this.samples.length < 20) this.samples.push(`${kind}: ${detail ?? 'failed'}`);
    }
  }

  /** A step that went wrong after its requests had succeeded (e.g. a payment that did not complete). */
  fail(kind: string, detail: string): void {
    this.errors.set(kind, (this.errors.get(kind) ?? 0) + 1);
    if (this.samples.length < 20) this.samples.push(`${kind}: ${detail}`);
  }

  /** Per kind, in the order the kinds were first seen, then all of them together. */
  summary(seconds: number): { kinds: KindSummary[]; overall: KindSummary } {
    const kinds = [...this.latencies].map(([kind, list]) => summarise(kind, list, this.errors.get(kind) ?? 0, seconds));
    const all = [...this.latencies.values()].flat();
    const errors = [...this.errors.values()].reduce((s, n) => s + n, 0);
    return { kinds, overall: summarise('overall', all, errors, seconds) };
  }
}

export function formatTable(rows: KindSummary[]): string {
  const head = `  ${'kind'.padEnd(30)} ${'count'.padStart(6)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)} ${'errors'.padStart(6)}`;
  const line = (r: KindSummary) =>
    `  ${r.kind.padEnd(30)} ${String(r.count).padStart(6)} ${r.rps.toFixed(1).padStart(7)} ${r.p50.toFixed(1).padStart(7)} ${r.p95.toFixed(1).padStart(7)} ${r.p99.toFixed(1).padStart(7)} ${r.max.toFixed(0).padStart(7)} ${String(r.errors).padStart(6)}`;
  return [head, ...rows.map(line)].join('\n');
}
