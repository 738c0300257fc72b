/** A job that runs in the background of a server process until it is stopped. */
export interface BackgroundJob {
  /** Stops the timer and waits for a run in progress, so a closing app leaves no half-done work behind. */
  stop(): Promise<void>;
}

/**
 * Runs `work` every `everyMs`, one run at a time (the next is scheduled when the last ends), on
 * an unref'd timer so it never keeps the process alive. A failed run is logged and the job goes
 * on; the work itself must be safe on several instances (the callers claim rows first).
 */
export function startBackgroundJob(
  work: () => Promise<unknown>,
  everyMs: number,
  onError: (err: unknown) => void,
): BackgroundJob {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout;
  const schedule = () => {
    timer = setTimeout(tick, everyMs);
    timer.unref();
  };
  const tick = () => {
    running = work()
      .catch(onError)
      .finally(() => {
        if (!stopped) schedule();
      });
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
