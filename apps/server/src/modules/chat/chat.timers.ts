/** setTimeout's longest wait; a remembered session (30 days) ends later than that. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** How much shorter than its period a repeated wait may be (a tenth), so timers started together drift apart. */
const JITTER = 0.1;

/** Calls `then` at `at` (ms since the epoch), however far off; unref'd; returns the cancellation. */
export function callAt(at: number, then: () => void): () => void {
  let timer: NodeJS.Timeout;
  const arm = () => {
    const left = at - Date.now();
    timer = left > MAX_TIMER_MS ? setTimeout(arm, MAX_TIMER_MS) : setTimeout(then, Math.max(0, left));
    timer.unref();
  };
  arm();
  return () => clearTimeout(timer);
}

/** One wait of `repeatWithin`: at most `periodMs`, at least nine tenths of it; `draw` is in [0, 1). */
export function waitWithin(periodMs: number, draw: number): number {
  return Math.ceil(periodMs * (1 - JITTER * draw));
}

/**
 * Calls `tick` again and again, each time at most `periodMs` after the last (and at least nine
 * tenths of it), so a thousand sockets opened in the same second do not all tick in the same
 * one; unref'd; returns the cancellation.
 */
export function repeatWithin(periodMs: number, tick: () => void, random: () => number = Math.random): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const arm = () => {
    timer = setTimeout(
      () => {
        if (stopped) return;
        arm();
        tick();
      },
      waitWithin(periodMs, random()),
    );
    timer.unref();
  };
  arm();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
