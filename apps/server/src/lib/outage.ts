import type { FastifyBaseLogger } from 'fastify';

/**
 * Whether a dependency (the database, Redis) is away, as this process last saw it. It logs the
 * change, not every failure: an outage is one warning in the log, and its end one more line,
 * where a log line per request would bury everything else for as long as it lasts.
 */
export interface Outage {
  readonly down: boolean;
  /** A call failed because the dependency is away: logged only if it was up until now. */
  failed(err?: unknown): void;
  /** A call succeeded: logged only if it was down until now. */
  recovered(): void;
}

export interface OutageMessages {
  down: string;
  up: string;
  /** The level of the first failure: an outage that the site gets through is a warning. */
  level?: 'warn' | 'error';
}

export function trackOutage(log: FastifyBaseLogger, messages: OutageMessages): Outage {
  let down = false;
  return {
    get down() {
      return down;
    },
    failed(err) {
      if (down) return;
      down = true;
      log[messages.level ?? 'warn']({ err }, messages.down);
    },
    recovered() {
      if (!down) return;
      down = false;
      log.info(messages.up);
    },
  };
}
