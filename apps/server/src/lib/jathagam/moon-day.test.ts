import { describe, expect, it } from 'vitest';
import { computeChart } from './chart.js';
import { moonThroughDay } from './moon-day.js';
import { localToUtc } from './time-zone.js';

const moonAt = (date: string, time: string, zone: string) =>
  computeChart({ utc: localToUtc(date, time, zone), latitude: 13.09, longitude: 80.28 }).planets.find((p) => p.key === 'moon')!;

/** One minute later than a local 'HH:mm' (within the day). */
const plusMinutes = (time: string, minutes: number) => {
  const total = Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

describe('the Moon through a day of birth', () => {
  it('cuts the day where Swiss Ephemeris has the Moon cross into the next star', () => {
    // swetest -sid1: the Moon at 346.6593° at 20:52 UT on 13 March 1994 and 346.6759° at 20:54 UT;
    // Revathi begins at 346.6667°, so it entered Revathi at 02:23 in India on the 14th.
    expect(moonThroughDay('1994-03-14', 'Asia/Kolkata')).toEqual([
      { star: 'Uthirattathi', raasi: 'Meenam', from: '00:00', to: '02:23' },
      { star: 'Revathi', raasi: 'Meenam', from: '02:23', to: '24:00' },
    ]);
    // 319.9960° at 16:38 UT on 14 April 1996 and 320.0154° at 16:40 UT: Poorattathi (320°) from 22:09 in India.
    expect(moonThroughDay('1996-04-14', 'Asia/Kolkata')[1]).toMatchObject({ star: 'Poorattathi', from: '22:09' });
  });

  it('gives one part for a day in one star and raasi, and cuts for a raasi as well as a star', () => {
    expect(moonThroughDay('1994-03-13', 'Asia/Kolkata')).toEqual([
      { star: 'Uthirattathi', raasi: 'Meenam', from: '00:00', to: '24:00' },
    ]);
    const parts = moonThroughDay('1994-03-12', 'Asia/Kolkata');
    expect(parts.map((p) => [p.star, p.raasi])).toEqual([
      ['Poorattathi', 'Kumbam'],
      ['Poorattathi', 'Meenam'],
      ['Uthirattathi', 'Meenam'],
    ]);
  });

  it('agrees with the chart a minute either side of every cut, in the zone of the place', () => {
    for (const [date, zone] of [
      ['1994-03-10', 'Asia/Kolkata'],
      ['1996-04-15', 'Asia/Kolkata'],
      ['1985-11-02', 'Asia/Singapore'],
      ['2001-07-19', 'America/New_York'],
    ] as const) {
      const parts = moonThroughDay(date, zone);
      for (let i = 1; i < parts.length; i++) {
        const cut = parts[i]!.from;
        const before = moonAt(date, plusMinutes(cut, -1), zone);
        const after = moonAt(date, plusMinutes(cut, 1), zone);
        expect([before.star, before.raasi]).toEqual([parts[i - 1]!.star, parts[i - 1]!.raasi]);
        expect([after.star, after.raasi]).toEqual([parts[i]!.star, parts[i]!.raasi]);
      }
    }
  });
});
