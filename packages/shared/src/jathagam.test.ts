import { describe, expect, it } from 'vitest';
import { CHEVVAI_DOSHAM_EXCEPTIONS, KARANAS, PLANET_KEYS, TAMIL_MONTHS, TITHIS, WEEKDAYS, YOGAS } from './jathagam.js';

describe('the jathagam value lists', () => {
  it('have the traditional counts, without duplicates', () => {
    for (const [list, count] of [
      [PLANET_KEYS, 9],
      [WEEKDAYS, 7],
      [TITHIS, 30],
      [YOGAS, 27],
      [KARANAS, 11],
      [TAMIL_MONTHS, 12],
      [CHEVVAI_DOSHAM_EXCEPTIONS, 6],
    ] as const) {
      expect(list).toHaveLength(count);
      expect(new Set(list).size).toBe(count);
    }
  });

  it('put the full and new moons at the ends of the two halves', () => {
    expect(TITHIS[14]).toBe('Pournami');
    expect(TITHIS[29]).toBe('Amavasai');
    expect(TAMIL_MONTHS[0]).toBe('Chithirai');
  });
});
