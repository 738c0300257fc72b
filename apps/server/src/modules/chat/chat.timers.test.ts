import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECHECK_EVERY_MS } from './chat.socket.js';
import { callAt, repeatWithin, waitWithin } from './chat.timers.js';

describe('the chat socket’s timers', () => {
  afterEach(() => vi.useRealTimers());

  it('looks at a socket’s session at least every 60 s, and at most a tenth sooner', () => {
    expect(RECHECK_EVERY_MS).toBe(60_000);
    expect(waitWithin(RECHECK_EVERY_MS, 0)).toBe(60_000);
    expect(waitWithin(RECHECK_EVERY_MS, 0.999_999)).toBe(54_001);
  });

  it('repeats within the period, spread by its draws, until cancelled', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
    const draws = [0, 0.5, 0.999_999];
    let draw = 0;
    const ticks: number[] = [];
    const started = Date.now();
    const stop = repeatWithin(
      RECHECK_EVERY_MS,
      () => ticks.push(Date.now() - started),
      () => draws[draw++ % draws.length]!,
    );
    vi.advanceTimersByTime(59_999);
    expect(ticks).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ticks).toEqual([60_000]);
    vi.advanceTimersByTime(57_000);
    expect(ticks).toEqual([60_000, 117_000]);
    vi.advanceTimersByTime(54_001);
    expect(ticks).toEqual([60_000, 117_000, 171_001]);
    stop();
    vi.advanceTimersByTime(10 * RECHECK_EVERY_MS);
    expect(ticks).toHaveLength(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('spreads sockets opened together: no two of a thousand wait the same, none longer than the period', () => {
    vi.useFakeTimers();
    const ticks = new Map<number, number>();
    const stops = Array.from({ length: 1000 }, (_, i) => repeatWithin(RECHECK_EVERY_MS, () => ticks.set(i, Date.now())));
    const started = Date.now();
    vi.advanceTimersByTime(RECHECK_EVERY_MS);
    expect(ticks.size).toBe(1000);
    const waits = [...ticks.values()].map((at) => at - started);
    expect(Math.max(...waits)).toBeLessThanOrEqual(RECHECK_EVERY_MS);
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(0.9 * RECHECK_EVERY_MS);
    // Spread over the last tenth of the minute, not one instant.
    expect(new Set(waits).size).toBeGreaterThan(900);
    for (const stop of stops) stop();
  });

  it('calls at a time beyond setTimeout’s longest wait (a 30-day session), not at once', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
    const thirtyDays = 30 * 24 * 60 * 60 * 1000;
    let called = 0;
    callAt(Date.now() + thirtyDays, () => called++);
    vi.advanceTimersByTime(thirtyDays - 1);
    expect(called).toBe(0);
    vi.advanceTimersByTime(1);
    expect(called).toBe(1);
  });
});
