import { describe, expect, it } from 'vitest';
import { nextAttemptAt, OUTBOUND_RULES, retryDelayMs } from './outbound-rules.js';

const MINUTE = 60_000;

describe('the one retry rule of mail and text messages', () => {
  it('waits 1, 2, 4 … minutes, at most an hour', () => {
    expect([1, 2, 3, 4, 7, 8, 30].map(retryDelayMs)).toEqual([1, 2, 4, 8, 60, 60, 60].map((m) => m * MINUTE));
  });

  it('gives up when the next try would come once the message expired', () => {
    const now = new Date('2026-11-30T10:00:00Z');
    const mailExpires = new Date(now.getTime() + OUTBOUND_RULES.mailLifeMs);
    expect(nextAttemptAt(1, now, mailExpires)).toEqual(new Date(now.getTime() + MINUTE));
    expect(nextAttemptAt(9, new Date(mailExpires.getTime() - 61 * MINUTE), mailExpires)).toEqual(
      new Date(mailExpires.getTime() - MINUTE),
    );
    expect(nextAttemptAt(9, new Date(mailExpires.getTime() - 60 * MINUTE), mailExpires)).toBeNull();
    // A code that lives 10 minutes is tried at 0, 1, 3 and 7 minutes; the next would be at 15.
    const codeExpires = new Date(now.getTime() + 10 * MINUTE);
    const tries = [0];
    for (let attempts = 1; ; attempts += 1) {
      const next = nextAttemptAt(attempts, new Date(now.getTime() + tries.at(-1)! * MINUTE), codeExpires);
      if (!next) break;
      tries.push((next.getTime() - now.getTime()) / MINUTE);
    }
    expect(tries).toEqual([0, 1, 3, 7]);
  });
});
