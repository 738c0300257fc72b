// Writes the Swiss Ephemeris reference charts the jathagam engine is tested against
// (src/lib/jathagam/swiss-ephemeris.fixtures.json). Run by hand when the births change:
//   npx tsx --conditions=source apps/server/scripts/generate-jathagam-fixtures.ts
// It needs Debian's `swetest` (Moshier ephemeris) and GNU date; the tests need neither. The seed makes the births,
// and so the file, the same on every run.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { localToUtc } from '../src/lib/jathagam/index.js';
import { random } from '../src/lib/seeded-random.js';

type Place = readonly [name: string, latitude: number, longitude: number, timeZone: string];

const TAMIL_NADU: Place[] = [
  ['Chennai', 13.0827, 80.2707, 'Asia/Kolkata'],
  ['Madurai', 9.9252, 78.1198, 'Asia/Kolkata'],
  ['Coimbatore', 11.0168, 76.9558, 'Asia/Kolkata'],
  ['Tiruchirappalli', 10.7905, 78.7047, 'Asia/Kolkata'],
  ['Salem', 11.6643, 78.146, 'Asia/Kolkata'],
  ['Tirunelveli', 8.7139, 77.7567, 'Asia/Kolkata'],
  ['Thanjavur', 10.787, 79.1378, 'Asia/Kolkata'],
  ['Vellore', 12.9165, 79.1325, 'Asia/Kolkata'],
  ['Erode', 11.341, 77.7172, 'Asia/Kolkata'],
  ['Nagercoil', 8.1833, 77.4119, 'Asia/Kolkata'],
  ['Kanchipuram', 12.8342, 79.7036, 'Asia/Kolkata'],
  ['Kumbakonam', 10.9602, 79.3845, 'Asia/Kolkata'],
  ['Thoothukudi', 8.7642, 78.1348, 'Asia/Kolkata'],
  ['Dindigul', 10.3624, 77.9695, 'Asia/Kolkata'],
  ['Karaikudi', 10.0731, 78.7732, 'Asia/Kolkata'],
  ['Ooty', 11.4102, 76.695, 'Asia/Kolkata'],
  ['Puducherry', 11.9416, 79.8083, 'Asia/Kolkata'],
];
const INDIA: Place[] = [
  ['Bengaluru', 12.9716, 77.5946, 'Asia/Kolkata'],
  ['Mumbai', 19.076, 72.8777, 'Asia/Kolkata'],
  ['Delhi', 28.7041, 77.1025, 'Asia/Kolkata'],
  ['Kolkata', 22.5726, 88.3639, 'Asia/Kolkata'],
  ['Hyderabad', 17.385, 78.4867, 'Asia/Kolkata'],
  ['Thiruvananthapuram', 8.5241, 76.9366, 'Asia/Kolkata'],
  ['Srinagar', 34.0837, 74.7973, 'Asia/Kolkata'],
  ['Guwahati', 26.1445, 91.7362, 'Asia/Kolkata'],
];
const ABROAD: Place[] = [
  ['Colombo', 6.9271, 79.8612, 'Asia/Colombo'],
  ['Jaffna', 9.6615, 80.0255, 'Asia/Colombo'],
  ['Singapore', 1.3521, 103.8198, 'Asia/Singapore'],
  ['Kuala Lumpur', 3.139, 101.6869, 'Asia/Kuala_Lumpur'],
  ['Dubai', 25.2048, 55.2708, 'Asia/Dubai'],
  ['Muscat', 23.588, 58.3829, 'Asia/Muscat'],
  ['Doha', 25.2854, 51.531, 'Asia/Qatar'],
  ['London', 51.5074, -0.1278, 'Europe/London'],
  ['Edinburgh', 55.9533, -3.1883, 'Europe/London'],
  ['New York', 40.7128, -74.006, 'America/New_York'],
  ['San Jose', 37.3382, -121.8863, 'America/Los_Angeles'],
  ['Houston', 29.7604, -95.3698, 'America/Chicago'],
  ['Toronto', 43.6532, -79.3832, 'America/Toronto'],
  ['Vancouver', 49.2827, -123.1207, 'America/Vancouver'],
  ['Sydney', -33.8688, 151.2093, 'Australia/Sydney'],
  ['Melbourne', -37.8136, 144.9631, 'Australia/Melbourne'],
  ['Perth', -31.9505, 115.8605, 'Australia/Perth'],
  ['Oslo', 59.9139, 10.7522, 'Europe/Oslo'],
  ['Helsinki', 60.1699, 24.9384, 'Europe/Helsinki'],
  ['Anchorage', 61.2181, -149.9003, 'America/Anchorage'],
  ['Durban', -29.8587, 31.0218, 'Africa/Johannesburg'],
  ['Port Louis', -20.1609, 57.5012, 'Indian/Mauritius'],
];

/** Local nights when clocks changed, each with a time inside the gap or the repeated hour. */
const DST_BIRTHS: [Place, string, string][] = [
  [ABROAD[9]!, '1975-04-27', '02:30'], // New York spring forward: the skipped hour
  [ABROAD[9]!, '1985-10-27', '01:30'], // New York fall back: the repeated hour
  [ABROAD[9]!, '2008-03-09', '03:15'],
  [ABROAD[10]!, '1999-04-04', '02:10'],
  [ABROAD[10]!, '2007-11-04', '01:45'],
  [ABROAD[11]!, '1990-04-01', '01:59'],
  [ABROAD[12]!, '2001-10-28', '01:20'],
  [ABROAD[13]!, '1994-04-03', '02:40'],
  [ABROAD[7]!, '1996-03-31', '01:30'],
  [ABROAD[7]!, '1996-10-27', '01:30'],
  [ABROAD[7]!, '1947-04-13', '02:30'], // British double summer time
  [ABROAD[8]!, '1972-10-29', '02:30'],
  [ABROAD[14]!, '1988-10-30', '02:30'],
  [ABROAD[14]!, '1989-03-19', '02:30'],
  [ABROAD[15]!, '2009-04-05', '02:30'],
  [ABROAD[17]!, '1981-03-29', '02:30'],
  [ABROAD[18]!, '1983-09-25', '03:30'],
  [ABROAD[19]!, '1986-04-27', '02:30'],
  [ABROAD[16]!, '2007-12-02', '02:30'],
  [ABROAD[9]!, '1945-06-15', '09:00'], // US war time
];

type Birth = { place: Place; date: string; time: string };

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function randomDate(rand: () => number, from: number, to: number): string {
  const ms = Date.UTC(from, 0, 1) + rand() * (Date.UTC(to + 1, 0, 1) - Date.UTC(from, 0, 1));
  return new Date(ms).toISOString().slice(0, 10);
}

function births(): Birth[] {
  const rand = random(19_400_101);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const time = (fromHour: number, toHour: number) => {
    const minutes = Math.floor(fromHour * 60 + rand() * (toHour - fromHour) * 60);
    return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  };
  const list: Birth[] = [];
  for (let i = 0; i < 110; i++) list.push({ place: pick(TAMIL_NADU), date: randomDate(rand, 1940, 2010), time: time(0, 24) });
  for (let i = 0; i < 30; i++) list.push({ place: pick(INDIA), date: randomDate(rand, 1940, 2010), time: time(0, 24) });
  // India's war time, +06:30, and the months around it.
  for (let i = 0; i < 24; i++)
    list.push({ place: pick([...TAMIL_NADU, ...INDIA]), date: randomDate(rand, 1941, 1945), time: time(0, 24) });
  // Just after midnight: the date and the weekday are easy to get wrong.
  for (let i = 0; i < 30; i++)
    list.push({ place: pick([...TAMIL_NADU, ...ABROAD]), date: randomDate(rand, 1940, 2010), time: time(0, 1) });
  for (let i = 0; i < 50; i++) list.push({ place: pick(ABROAD), date: randomDate(rand, 1940, 2010), time: time(0, 24) });
  for (const [place, date, at] of DST_BIRTHS) list.push({ place, date, time: at });
  return list;
}

function swetest(args: string[]): string {
  return execFileSync('swetest', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

const NAMES: Record<string, string> = {
  Sun: 'sun',
  Moon: 'moon',
  Mercury: 'mercury',
  Venus: 'venus',
  Mars: 'mars',
  Jupiter: 'jupiter',
  Saturn: 'saturn',
  'mean Node': 'rahu',
  Ascendant: 'lagnam',
};

/**
 * The same local time read by the system's own time-zone database (GNU date on glibc's tzdata),
 * an implementation apart from Node's ICU: null for a time the clocks skipped, which it refuses.
 */
function tzdataUtc(date: string, time: string, timeZone: string): string | null {
  try {
    const iso = execFileSync('date', ['-u', '-d', `TZ="${timeZone}" ${date} ${time}`, '+%Y-%m-%dT%H:%M:%S.000Z'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return iso.trim();
  } catch {
    return null;
  }
}

function reference({ place, date, time }: Birth) {
  const [name, latitude, longitude, timeZone] = place;
  const utc = localToUtc(date, time, timeZone);
  const day = `${utc.getUTCDate()}.${utc.getUTCMonth() + 1}.${utc.getUTCFullYear()}`;
  const at = `${pad(utc.getUTCHours())}:${pad(utc.getUTCMinutes())}:00`;
  const output = swetest([`-b${day}`, `-ut${at}`, '-p0123456m', '-sid1', '-fPls', '-head', `-house${longitude},${latitude},W`]);
  const longitudes: Record<string, number> = {};
  const speeds: Record<string, number> = {};
  for (const line of output.split('\n')) {
    const match = /^(.+?)\s{2,}(-?[\d.]+)\s+(-?[\d.]+)/.exec(line);
    const key = match && NAMES[match[1]!.trim()];
    if (!key || key in longitudes) continue;
    longitudes[key] = Number(match[2]);
    if (key !== 'lagnam') speeds[key] = Number(match[3]);
  }
  const ayanamsaLine = swetest([`-b${day}`, `-ut${at}`, '-ay1', '-head']);
  const dms = /(\d+)°\s*(\d+)'\s*([\d.]+)/.exec(ayanamsaLine);
  if (!dms || Object.keys(longitudes).length !== 9) {
    throw new Error(`Unreadable swetest output for ${name} ${date} ${time}:\n${output}`);
  }
  const ayanamsa = Number(dms[1]) + Number(dms[2]) / 60 + Number(dms[3]) / 3600;
  return {
    place: name,
    latitude,
    longitude,
    timeZone,
    date,
    time,
    utc: utc.toISOString(),
    tzdataUtc: tzdataUtc(date, time, timeZone),
    ayanamsa: Number(ayanamsa.toFixed(7)),
    longitudes,
    speeds,
  };
}

const out = fileURLToPath(new URL('../src/lib/jathagam/swiss-ephemeris.fixtures.json', import.meta.url));
const charts = births().map(reference);
writeFileSync(out, `[\n${charts.map((chart) => JSON.stringify(chart)).join(',\n')}\n]\n`);
console.log(`${charts.length} charts written to ${out}`);
