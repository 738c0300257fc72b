import type { FastifyBaseLogger } from 'fastify';

/** One stage of a process's stop, in order; `open` says what it still waits for, if it outlives the grace period. */
export interface StopStage {
  name: string;
  run(): Promise<void>;
  open?(): string[];
}

/**
 * On SIGTERM or SIGINT, runs the stages in order and exits 0; if they are not done within
 * `graceMs`, logs what was still open and exits 1 (docs/decisions/0081-worker-processes-and-stopping.md).
 * A second signal while stopping changes nothing: the grace period already bounds the stop.
 */
export function stopOnSignals(log: FastifyBaseLogger, graceMs: number, stages: StopStage[]): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    log.info({ signal, graceMs }, 'shutting down: finishing the work in hand');
    let inHand = 0;
    // Not unref'd: a stage waiting on nothing that keeps the process alive must still end in an exit.
    const timer = setTimeout(() => {
      const open = stages.slice(inHand).flatMap((stage, i) => (i === 0 ? [stage.name, ...(stage.open?.() ?? [])] : [stage.name]));
      log.error({ open }, `stopping took longer than SHUTDOWN_GRACE_MS (${graceMs} ms): exiting with what was still open`);
      process.exit(1);
    }, graceMs);
    try {
      for (; inHand < stages.length; inHand++) await stages[inHand]!.run();
    } catch (err) {
      clearTimeout(timer);
      log.error({ err, stage: stages[inHand]?.name }, 'stopping failed');
      process.exit(1);
    }
    clearTimeout(timer);
    log.info({ ms: Date.now() - started }, 'stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
