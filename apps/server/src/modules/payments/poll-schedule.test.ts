import { describe, expect, it } from 'vitest';
import { nextLookAt, nextPollAt } from './poll-schedule.js';

const created = new Date('2026-11-22T10:00:00Z');
const at = (seconds: number) => new Date(created.getTime() + seconds * 1000);
const offset = (date: Date) => (date.getTime() - created.getTime()) / 1000;

/** Every poll time from creation up to `until` seconds, following nextPollAt from each. */
function polls(until: number): number[] {
  const times: number[] = [];
  let now = created;
  for (;;) {
    const next = nextPollAt(created, now);
    if (offset(next) > until) return times;
    times.push(offset(next));
    now = next;
  }
}

describe("PhonePe's poll schedule", () => {
  it('polls first 20 s after creation', () => {
    expect(offset(nextPollAt(created, created))).toBe(20);
    expect(offset(nextPollAt(created, at(19.9)))).toBe(20);
  });

  it('then every 3 s for 30 s, every 6 s for 60 s, every 10 s for 60 s, every 30 s for 60 s, then every minute', () => {
    const range = (from: number, to: number, step: number) =>
      Array.from({ length: (to - from) / step + 1 }, (_, i) => from + i * step);
    expect(polls(400)).toEqual([
      ...range(20, 50, 3),
      ...range(56, 110, 6),
      ...range(120, 170, 10),
      ...range(200, 230, 30),
      ...range(290, 350, 60),
    ]);
  });

  it('answers from any moment, not only from a poll time (a restart resumes the schedule)', () => {
    expect(offset(nextPollAt(created, at(24)))).toBe(26);
    expect(offset(nextPollAt(created, at(50)))).toBe(56);
    expect(offset(nextPollAt(created, at(111)))).toBe(120);
    expect(offset(nextPollAt(created, at(229.5)))).toBe(230);
    expect(offset(nextPollAt(created, at(1000)))).toBe(1010);
  });

  it('always moves strictly forward', () => {
    for (let s = 0; s < 2000; s += 0.7) expect(nextPollAt(created, at(s)).getTime()).toBeGreaterThan(at(s).getTime());
  });
});

describe('the next look at a pending order', () => {
  const order = { createdAt: created, expiresAt: at(20 * 60) };

  it('follows the schedule but never passes the expiry, so the order expires on time', () => {
    expect(offset(nextLookAt(order, at(30)))).toBe(32);
    expect(offset(nextLookAt(order, at(1190)))).toBe(1200);
  });

  it('after the expiry (the gateway could not be asked then), looks once a minute', () => {
    expect(offset(nextLookAt(order, at(1200)))).toBe(1260);
  });
});
