import type { OutboundChannel } from '../../db/schema.js';

/** How a message's attempt ended, for the counters. */
export type OutboundOutcome = { sent: true } | { sent: false; reason: 'retrying' | 'refused' | 'expired' | 'lost' };

const sent = new Map<OutboundChannel, number>();
const failed = new Map<string, number>();

/**
 * This process's running totals of messages sent and failed (Prometheus counters: each process
 * counts its own, and the monitoring adds them up). Process-wide, as the process's own metrics
 * are: an app built twice in one process (tests) shares them.
 */
export function countOutcome(channel: OutboundChannel, outcome: OutboundOutcome): void {
  if (outcome.sent) sent.set(channel, (sent.get(channel) ?? 0) + 1);
  else failed.set(`${channel} ${outcome.reason}`, (failed.get(`${channel} ${outcome.reason}`) ?? 0) + 1);
}

/** The totals so far. */
export function outboundTotals(): {
  sent: { channel: OutboundChannel; n: number }[];
  failed: { channel: OutboundChannel; reason: string; n: number }[];
} {
  return {
    sent: [...sent].map(([channel, n]) => ({ channel, n })),
    failed: [...failed].map(([key, n]) => {
      const [channel, reason] = key.split(' ') as [OutboundChannel, string];
      return { channel, reason, n };
    }),
  };
}
