import type { FastifyBaseLogger } from 'fastify';

const running = new Set<Promise<void>>();

/**
 * Work that follows an answer but must not delay or fail it (a notification e-mail): started
 * now, its failure logged. The app waits for it on close, so nothing is cut off half-way.
 */
export function inBackground(work: Promise<unknown>, log: FastifyBaseLogger, failure: string): void {
  const tracked: Promise<void> = work
    .then(() => undefined)
    .catch((err: unknown) => log.error({ err }, failure))
    .finally(() => running.delete(tracked));
  running.add(tracked);
}

/** Resolves once all background work started so far has finished (tests, and the app's close). */
export async function backgroundSettled(): Promise<void> {
  while (running.size > 0) await Promise.all([...running]);
}
