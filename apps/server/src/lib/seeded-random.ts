/**
 * Repeatable randomness for generated data (the demo profiles, the benchmark's member base):
 * the same seed gives the same members on every machine.
 */

/** A seeded generator (mulberry32), returning numbers in [0, 1). */
export function random(seed = 20_241_201) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Picks from weighted values. */
export function weighted<T>(entries: readonly (readonly [T, number])[], rand: () => number): () => T {
  const total = entries.reduce((s, [, w]) => s + w, 0);
  let running = 0;
  const cumulative = entries.map(([, weight]) => (running += weight) / total);
  return () => {
    const r = rand();
    const i = cumulative.findIndex((c) => r < c);
    return entries[i === -1 ? entries.length - 1 : i]![0];
  };
}
