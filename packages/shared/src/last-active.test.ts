import { describe, expect, it } from 'vitest';
import { indiaDayOf, indiaDayStart } from './india-time.js';
import { activeEnoughToList, lastActiveBand, LAST_ACTIVE_RULES } from './last-active.js';

describe('last active', () => {
  it('counts India days: the day turns at 18:30 UTC', () => {
    const day = indiaDayOf('2026-03-10T18:29:59.999Z');
    expect(indiaDayOf('2026-03-10T18:30:00.000Z')).toBe(day + 1);
    expect(indiaDayOf(new Date('2026-03-11T18:29:00Z'))).toBe(day + 1);
    expect(indiaDayStart(day + 1)).toBe('2026-03-10T18:30:00.000Z');
    expect(indiaDayOf(indiaDayStart(day))).toBe(day);
  });

  it('bands by whole India days: today, the 6 days before, then up to 29 days, then nothing', () => {
    const today = indiaDayOf('2026-03-10T10:00:00Z');
    expect(lastActiveBand(today, today)).toBe('today');
    expect(lastActiveBand(today + 1, today)).toBe('today'); // a clock a little ahead
    expect(lastActiveBand(today - 1, today)).toBe('week');
    expect(lastActiveBand(today - 6, today)).toBe('week');
    expect(lastActiveBand(today - 7, today)).toBe('month');
    expect(lastActiveBand(today - 29, today)).toBe('month');
    expect(lastActiveBand(today - 30, today)).toBeNull();
  });

  it('lists a member until 180 India days have passed', () => {
    const today = 20_000;
    expect(activeEnoughToList(today - LAST_ACTIVE_RULES.dormantAfterDays + 1, today)).toBe(true);
    expect(activeEnoughToList(today - LAST_ACTIVE_RULES.dormantAfterDays, today)).toBe(false);
  });
});
