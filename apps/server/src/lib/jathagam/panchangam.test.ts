import * as Astronomy from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { computeChart } from './chart.js';
import { karanaOf, lunarDay } from './panchangam.js';
import { localMeanMidnight, sunEvent } from './sun-times.js';
import { localToUtc } from './time-zone.js';

const CHENNAI = { latitude: 13.0827, longitude: 80.2707 };

function inChennai(date: string, time: string) {
  return computeChart({ utc: localToUtc(date, time, 'Asia/Kolkata'), ...CHENNAI }).panchangam;
}

describe('lunarDay', () => {
  it('counts tithis of 12° of the Moon ahead of the Sun', () => {
    expect(lunarDay(100, 105).tithi).toBe('Valarpirai Prathamai');
    expect(lunarDay(100, 100 + 175).tithi).toBe('Pournami');
    expect(lunarDay(100, 100 + 185).tithi).toBe('Theipirai Prathamai');
    expect(lunarDay(300, 300 + 359).tithi).toBe('Amavasai');
  });

  it('counts yogas of 13°20′ of the summed longitudes', () => {
    expect(lunarDay(0, 1).yoga).toBe('Vishkambam');
    expect(lunarDay(200, 159).yoga).toBe('Vaidhruthi');
    expect(lunarDay(10, 10).yoga).toBe('Preethi');
  });

  it('names the karanas: Kimsthugnam first, seven repeating, three fixed at the end', () => {
    expect(karanaOf(0)).toBe('Kimsthugnam');
    expect(karanaOf(1)).toBe('Bavam');
    expect(karanaOf(7)).toBe('Bhadrai');
    expect(karanaOf(8)).toBe('Bavam');
    expect(karanaOf(28)).toBe('Bhadrai'); // first half of Pournami
    expect(karanaOf(56)).toBe('Bhadrai');
    expect(karanaOf(57)).toBe('Sakuni');
    expect(karanaOf(58)).toBe('Chathushpadham');
    expect(karanaOf(59)).toBe('Naagavam');
    expect(lunarDay(0, 3).karana).toBe('Kimsthugnam');
  });
});

describe('sunEvent', () => {
  it.each([
    ['Chennai', 13.0827, 80.2707, '2024-04-14'],
    ['London', 51.5074, -0.1278, '2024-06-21'],
    ['Helsinki', 60.1699, 24.9384, '1975-12-21'],
    ['Sydney', -33.8688, 151.2093, '1990-07-01'],
    ['New York', 40.7128, -74.006, '1961-03-20'],
  ])("agrees with astronomy-engine's general search within 30 s (%s)", (_, lat, lon, date) => {
    const midnight = localMeanMidnight(Date.parse(`${date}T12:00:00Z`) - (lon / 360) * 86_400_000, lon);
    const observer = new Astronomy.Observer(lat, lon, 0);
    for (const [event, direction] of [
      ['rise', 1],
      ['set', -1],
    ] as const) {
      const expected = Astronomy.SearchRiseSet(Astronomy.Body.Sun, observer, direction, new Date(midnight), 1)!;
      expect(Math.abs(sunEvent(midnight, lat, lon, event) - expected.date.getTime())).toBeLessThan(30_000);
    }
  });
});

describe('the panchangam of a birth', () => {
  it('starts Chithirai on the Tamil New Year and Thai on Pongal', () => {
    expect(inChennai('2024-04-14', '12:00')).toMatchObject({
      weekday: 'Nyayiru',
      tamil_month: 'Chithirai',
      tamil_date: 1,
    });
    expect(inChennai('2024-04-13', '12:00')).toMatchObject({ tamil_month: 'Panguni', tamil_date: 31 });
    expect(inChennai('2024-01-15', '09:00')).toMatchObject({
      weekday: 'Thingal',
      tamil_month: 'Thai',
      tamil_date: 1,
    });
    expect(inChennai('2024-01-14', '12:00')).toMatchObject({ tamil_month: 'Margazhi', tamil_date: 30 });
  });

  it('keeps a birth before sunrise in the previous Hindu day', () => {
    // 05:00 on Sunday 14 April 2024 is before sunrise: still Saturday and Panguni 31.
    expect(inChennai('2024-04-14', '05:00')).toMatchObject({
      weekday: 'Sani',
      tamil_month: 'Panguni',
      tamil_date: 31,
    });
    expect(inChennai('2024-04-14', '00:30')).toMatchObject({ weekday: 'Sani' });
  });

  it('reads the tithi of a known full moon', () => {
    // The full moon of 23–24 April 2024 fell at 05:19 IST on the 24th.
    expect(inChennai('2024-04-24', '00:00').tithi).toBe('Pournami');
    expect(inChennai('2024-04-24', '08:00').tithi).toBe('Theipirai Prathamai');
  });
});
