// Finds real births (listed places, whole minutes) for the tests of POST /api/porutham/charts:
// pairs whose comparison shows each case the tests name (chevvai on one side only, papa samyam
// balanced or not, dasa sandhi within the ten years from 30 November 2026). Run once; its output
// is committed in src/modules/porutham/porutham-charts.births.ts.
// `npx tsx --conditions=source apps/server/scripts/find-porutham-charts-births.ts` from the root.
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { compareCharts, computeChart, localToUtc } from '../src/lib/jathagam/index.js';
import { PLACES } from '../src/lib/places/places.js';
import { random } from '../src/lib/seeded-random.js';

const today = new Date('2026-11-30T06:30:00Z');
const rand = random(20_261_130);
const places = PLACES.slice(0, 12).map((ranked) => ranked.place);
const pad = (n: number) => String(n).padStart(2, '0');

function birth(fromYear: number) {
  const place = places[Math.floor(rand() * places.length)]!;
  const date = `${fromYear + Math.floor(rand() * 8)}-${pad(1 + Math.floor(rand() * 12))}-${pad(1 + Math.floor(rand() * 28))}`;
  const time = `${pad(Math.floor(rand() * 24))}:${pad(Math.floor(rand() * 60))}`;
  const chart = computeChart({
    utc: localToUtc(date, time, place.timezone),
    latitude: place.latitude,
    longitude: place.longitude,
  });
  return { input: { date, time, place: { id: place.id } }, chart, where: place.name };
}

const brides = Array.from({ length: 150 }, () => birth(1994));
const grooms = Array.from({ length: 150 }, () => birth(1990));
const wanted: Record<string, (c: ReturnType<typeof compareCharts>) => boolean> = {
  bride_only_balanced_sandhi: (c) =>
    c.chevvai.match === 'bride_only' && c.papa_samyam.balanced && c.dasa_sandhi.periods.length > 0,
  groom_only_unbalanced_none: (c) =>
    c.chevvai.match === 'groom_only' && !c.papa_samyam.balanced && c.dasa_sandhi.periods.length === 0,
};
const en = translatorFor('en');
for (const [name, test] of Object.entries(wanted)) {
  search: for (const b of brides) {
    if (b.chart.near_boundary.length) continue;
    for (const g of grooms) {
      if (g.chart.near_boundary.length) continue;
      const c = compareCharts(b.chart, g.chart, today, en);
      if (test(c)) {
        console.log(
          name,
          JSON.stringify({ bride: b.input, groom: g.input }),
          b.where,
          g.where,
          c.papa_samyam.bride.total,
          c.papa_samyam.groom.total,
          JSON.stringify(c.dasa_sandhi.periods),
        );
        break search;
      }
    }
  }
}
