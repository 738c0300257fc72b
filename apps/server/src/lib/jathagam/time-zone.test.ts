import { describe, expect, it } from 'vitest';
import { localToUtc, zoneOffsetMs } from './time-zone.js';

const iso = (date: string, time: string, zone: string) => localToUtc(date, time, zone).toISOString();

describe('localToUtc', () => {
  it('uses India war time (+06:30) in 1943 and IST (+05:30) in 1950', () => {
    expect(iso('1943-06-15', '06:30', 'Asia/Kolkata')).toBe('1943-06-15T00:00:00.000Z');
    expect(iso('1950-06-15', '05:30', 'Asia/Kolkata')).toBe('1950-06-15T00:00:00.000Z');
  });

  it('follows US daylight saving: standard in January, daylight in July', () => {
    expect(iso('1990-01-10', '12:00', 'America/New_York')).toBe('1990-01-10T17:00:00.000Z');
    expect(iso('1990-07-10', '12:00', 'America/New_York')).toBe('1990-07-10T16:00:00.000Z');
  });

  it('reads a time in the spring-forward gap with the offset before it', () => {
    // 02:30 did not exist on 2008-03-09 in New York: read as EST, it is 03:30 EDT.
    expect(iso('2008-03-09', '02:30', 'America/New_York')).toBe('2008-03-09T07:30:00.000Z');
    expect(iso('2008-03-09', '03:30', 'America/New_York')).toBe('2008-03-09T07:30:00.000Z');
  });

  it('takes the earlier of a repeated fall-back hour', () => {
    // 01:30 happened twice on 1985-10-27 in New York: first as EDT (05:30Z), then EST (06:30Z).
    expect(iso('1985-10-27', '01:30', 'America/New_York')).toBe('1985-10-27T05:30:00.000Z');
    expect(iso('1996-10-27', '01:30', 'Europe/London')).toBe('1996-10-27T00:30:00.000Z');
  });

  it('handles zones east and south, and midnight', () => {
    expect(iso('2000-01-01', '00:00', 'Australia/Sydney')).toBe('1999-12-31T13:00:00.000Z');
    expect(iso('1975-05-01', '00:15', 'Asia/Singapore')).toBe('1975-04-30T16:45:00.000Z');
  });

  it('refuses an unreadable date, time or zone', () => {
    expect(() => localToUtc('1990-02-30', '10:00', 'Asia/Kolkata')).toThrow(RangeError);
    expect(() => localToUtc('1990-02-10', '24:00', 'Asia/Kolkata')).toThrow(RangeError);
    expect(() => localToUtc('10/02/1990', '10:00', 'Asia/Kolkata')).toThrow(RangeError);
    expect(() => localToUtc('1990-02-10', '10:00', 'Mars/Olympus')).toThrow(RangeError);
  });

  it('measures an offset to the second (local mean time before standard time)', () => {
    expect(zoneOffsetMs(Date.UTC(1850, 0, 1), 'Asia/Kolkata') / 1000).toBe(5 * 3600 + 53 * 60 + 28);
  });
});
