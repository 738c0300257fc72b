// Times `computeChart`: 5,000 charts of seeded births (1940–2010, latitudes ±60°) after a
// warm-up; prints charts per second, the mean and the 95th percentile of one chart. Then the
// birth place's search as a person types (`searchPlaces`), which must stay well under 1 ms, and
// one comparison of two births (two charts, poruthams, papa samyam, dasa sandhi), at most 2 ms.
// `npm run bench:jathagam` from the repository root.
import os from 'node:os';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { compareCharts, computeChart } from '../src/lib/jathagam/index.js';
import { searchPlaces } from '../src/lib/places/place-search.js';
import { PLACES } from '../src/lib/places/places.js';
import { random } from '../src/lib/seeded-random.js';

const RUNS = 5_000;
const rand = random(20_261_127);
const from = Date.UTC(1940, 0, 1);
const to = Date.UTC(2011, 0, 1);
const births = Array.from({ length: RUNS }, () => ({
  utc: new Date(from + rand() * (to - from)),
  latitude: -60 + rand() * 120,
  longitude: -180 + rand() * 360,
}));

for (const birth of births.slice(0, 500)) computeChart(birth);

const times: number[] = [];
const start = performance.now();
for (const birth of births) {
  const t = performance.now();
  computeChart(birth);
  times.push(performance.now() - t);
}
const total = performance.now() - start;
times.sort((a, b) => a - b);
const mean = times.reduce((s, t) => s + t, 0) / times.length;
const p95 = times[Math.floor(times.length * 0.95)]!;
console.log(`computeChart on ${os.cpus()[0]?.model ?? 'this CPU'}, Node ${process.version}`);
console.log(`${RUNS} charts in ${total.toFixed(0)} ms: ${((RUNS / total) * 1000).toFixed(0)} charts/s`);
console.log(`one chart: mean ${mean.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms (target 5 ms)`);

// What a person types into the birth-place field, in English and Tamil, found and not found.
const queries = ['ch', 'chen', 'Kumbakonam', 'சென்', 'san', 'toronto', 'new', 'zzqq', 'ville', 'pur'];
for (const q of queries) searchPlaces(q);
const rounds = 200;
const placesStart = performance.now();
for (let r = 0; r < rounds; r++) for (const q of queries) searchPlaces(q);
const perQuery = (performance.now() - placesStart) / (rounds * queries.length);
console.log(`place search: ${perQuery.toFixed(3)} ms a query over ${PLACES.length} places (target 1 ms)`);

// POST /api/porutham/charts's work: both charts from the births, then everything compared.
const en = translatorFor('en');
const today = new Date();
const compareBoth = (i: number) => compareCharts(computeChart(births[i]!), computeChart(births[i + 1]!), today, en);
for (let i = 0; i < 500; i += 2) compareBoth(i);
const comparisons: number[] = [];
for (let i = 0; i + 1 < RUNS; i += 2) {
  const t = performance.now();
  compareBoth(i);
  comparisons.push(performance.now() - t);
}
comparisons.sort((a, b) => a - b);
const compareMean = comparisons.reduce((s, t) => s + t, 0) / comparisons.length;
const compareP95 = comparisons[Math.floor(comparisons.length * 0.95)]!;
console.log(`one comparison of two births: mean ${compareMean.toFixed(3)} ms, p95 ${compareP95.toFixed(3)} ms (target 2 ms)`);
