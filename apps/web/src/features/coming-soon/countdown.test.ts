import { describe, expect, it } from 'vitest';
import { COMING_SOON_TARGET, timeRemaining } from './countdown';

describe('timeRemaining', () => {
  it('targets 15 March 2025 23:59:59 local time', () => {
    expect([COMING_SOON_TARGET.getFullYear(), COMING_SOON_TARGET.getMonth(), COMING_SOON_TARGET.getDate()]).toEqual([
      2025, 2, 15,
    ]);
    expect([COMING_SOON_TARGET.getHours(), COMING_SOON_TARGET.getMinutes(), COMING_SOON_TARGET.getSeconds()]).toEqual([
      23, 59, 59,
    ]);
  });

  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = new Date(2025, 2, 13, 21, 58, 29);
    expect(timeRemaining(now)).toEqual({ days: 2, hours: 2, minutes: 1, seconds: 30 });
  });

  it('is all zeros at and after the target', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(timeRemaining(COMING_SOON_TARGET)).toEqual(zero);
    expect(timeRemaining(new Date(2026, 10, 21))).toEqual(zero);
  });
});
