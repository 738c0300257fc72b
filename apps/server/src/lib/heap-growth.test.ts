import { describe, expect, it } from 'vitest';
import { HEAP_GROWING_PERCENT, limitHeapGrowth } from './heap-growth.js';

describe('limitHeapGrowth', () => {
  it('tells V8 to grow the heap by half at most', () => {
    const set: string[] = [];
    expect(limitHeapGrowth(['--enable-source-maps'], (flags) => set.push(flags))).toBe(true);
    expect(set).toEqual([`--heap-growing-percent=${HEAP_GROWING_PERCENT}`]);
  });

  it("keeps an operator's own setting, in either spelling", () => {
    for (const own of ['--heap-growing-percent=100', '--heap_growing_percent=30']) {
      const set: string[] = [];
      expect(limitHeapGrowth([own], (flags) => set.push(flags))).toBe(false);
      expect(set).toEqual([]);
    }
  });
});
