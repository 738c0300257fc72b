/**
 * When to ask the gateway again about a pending order: PhonePe's documented schedule, counted
 * from the order's creation. The first poll after 20 s, then every 3 s for 30 s, every 6 s for
 * 60 s, every 10 s for 60 s, every 30 s for 60 s, then every minute.
 */
const FIRST_POLL_S = 20;
const PHASES: readonly { until: number; every: number }[] = [
  { until: 50, every: 3 },
  { until: 110, every: 6 },
  { until: 170, every: 10 },
  { until: 230, every: 30 },
];
const AFTERWARDS_EVERY_S = 60;

/** The first poll time strictly after `now` on the schedule of an order created at `createdAt`. */
export function nextPollAt(createdAt: Date, now: Date): Date {
  const elapsed = (now.getTime() - createdAt.getTime()) / 1000;
  const at = (seconds: number) => new Date(createdAt.getTime() + seconds * 1000);
  if (elapsed < FIRST_POLL_S) return at(FIRST_POLL_S);
  let start = FIRST_POLL_S;
  for (const phase of PHASES) {
    if (elapsed < phase.until) return at(start + (Math.floor((elapsed - start) / phase.every) + 1) * phase.every);
    start = phase.until;
  }
  return at(start + (Math.floor((elapsed - start) / AFTERWARDS_EVERY_S) + 1) * AFTERWARDS_EVERY_S);
}

/**
 * The next look at a pending order: on the schedule, but never later than its expiry (so it
 * expires on time); after its expiry (the gateway was unreachable then) once a minute.
 */
export function nextLookAt(order: { createdAt: Date; expiresAt: Date }, now: Date): Date {
  if (now >= order.expiresAt) return new Date(now.getTime() + AFTERWARDS_EVERY_S * 1000);
  const scheduled = nextPollAt(order.createdAt, now);
  return scheduled < order.expiresAt ? scheduled : order.expiresAt;
}
