import v8 from 'node:v8';

/** How far the old generation may grow past what the last full collection kept (docs/decisions/0035). */
export const HEAP_GROWING_PERCENT = 50;

/**
 * V8 lets the heap grow to as much as four times what is live before its next full collection.
 * The search index and the cards live outside the heap (typed arrays), but every search leaves
 * short-lived garbage, and under load the heap grew from 196 to 465 MB while about 100 MB was
 * live. Growing by half at most keeps a million members near 550 MB at no measured cost in
 * throughput. V8 reads this setting at each collection, so setting it at start-up, before the
 * index is built, works as the command-line flag does. An operator's own flag wins.
 * Returns whether ours was set.
 */
export function limitHeapGrowth(
  execArgv: readonly string[] = process.execArgv,
  setFlags: (flags: string) => void = v8.setFlagsFromString,
): boolean {
  if (execArgv.some((arg) => arg.startsWith('--heap-growing-percent') || arg.startsWith('--heap_growing_percent'))) {
    return false;
  }
  setFlags(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  return true;
}
