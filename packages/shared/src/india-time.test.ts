import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  INDIA_OFFSET_MS,
  indiaClockReached,
  indiaDateOf,
  indiaDayOf,
  indiaDayStart,
  indiaMinuteOfDay,
  indiaYearMonthOf,
  todayInIndia,
} from './india-time.js';

describe("India's clock", () => {
  it('turns the day at 18:30 UTC, India midnight', () => {
    expect(todayInIndia(new Date('2026-03-10T18:29:59.999Z'))).toBe('2026-03-10');
    expect(todayInIndia(new Date('2026-03-10T18:30:00.000Z'))).toBe('2026-03-11');
    // Remembered until midnight, and asked again after it.
    expect(todayInIndia(new Date('2026-03-11T18:29:59.999Z'))).toBe('2026-03-11');
    expect(todayInIndia(new Date('2026-03-11T18:30:00.000Z'))).toBe('2026-03-12');
    expect(indiaDateOf('2026-03-10T18:30:00.000Z')).toBe('2026-03-11');
    expect(indiaDateOf(Date.parse('2026-03-10T18:29:00.000Z'))).toBe('2026-03-10');
    expect(indiaDayStart(indiaDayOf('2026-03-11T00:00:00Z'))).toBe('2026-03-10T18:30:00.000Z');
    expect(INDIA_OFFSET_MS).toBe(330 * 60 * 1000);
  });

  it('reaches 7:00 at 01:30 UTC and 7:30 at 02:00 UTC, until India midnight', () => {
    expect(indiaMinuteOfDay(new Date('2026-03-10T18:30:00Z'))).toBe(0);
    expect(indiaClockReached(new Date('2026-03-11T01:29:59Z'), 7)).toBe(false);
    expect(indiaClockReached(new Date('2026-03-11T01:30:00Z'), 7)).toBe(true);
    expect(indiaClockReached(new Date('2026-03-11T01:59:00Z'), 7, 30)).toBe(false);
    expect(indiaClockReached(new Date('2026-03-11T02:00:00Z'), 7, 30)).toBe(true);
    expect(indiaClockReached(new Date('2026-03-11T18:29:59Z'), 7)).toBe(true);
    expect(indiaClockReached(new Date('2026-03-11T18:30:00Z'), 7)).toBe(false);
  });

  it("reads India's month: 31 March 18:30 UTC is already April", () => {
    expect(indiaYearMonthOf(new Date('2027-03-31T18:29:00Z'))).toEqual({ year: 2027, month: 2 });
    expect(indiaYearMonthOf(new Date('2027-03-31T18:30:00Z'))).toEqual({ year: 2027, month: 3 });
  });

  it('is the only place that defines the offset', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
    const offset = /INDIA_OFFSET_MS\s*=|IST_MS\s*=|\b330 \* 60|\b5\.5 \* 60|\(5 \* 60 \+ 30\)/;
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.test.ts') && offset.test(readFileSync(file, 'utf8')))
          found.push(path.relative(root, file));
      }
    };
    for (const dir of ['packages/shared/src', 'apps/server/src', 'apps/server/scripts', 'apps/web/src'])
      walk(path.join(root, dir));
    expect(found).toEqual(['packages/shared/src/india-time.ts']);
  });
});
