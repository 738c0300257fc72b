import { describe, expect, it } from 'vitest';
import { COUNTRIES, PLACE_SEARCH } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { foldName, searchPlaces } from './place-search.js';
import { PLACES, placeById } from './places.js';
import india from '../../modules/locations/data/india.json' with { type: 'json' };

const names = (q: string, limit?: number) => searchPlaces(q, limit).map((p) => `${p.name}, ${p.state}, ${p.country}`);

describe('the bundled places', () => {
  it('hold India’s towns and the world’s cities, each with a zone, coordinates and a unique id', () => {
    expect(PLACES.length).toBeGreaterThan(8000);
    expect(new Set(PLACES.map((p) => p.place.id)).size).toBe(PLACES.length);
    for (const { place } of PLACES) {
      expect(place.timezone).toMatch(/^[A-Z][A-Za-z_]+\/[A-Za-z_\-/]+$/);
      expect(Math.abs(place.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(place.longitude)).toBeLessThanOrEqual(180);
      if (place.country === 'India') expect(place.timezone).toBe('Asia/Kolkata');
    }
  });

  it('hold every town the location lists offer, in its state', () => {
    const indian = new Set(PLACES.filter((p) => p.place.country === 'India').map((p) => `${p.place.state}/${p.place.name}`));
    const towns = india.states.flatMap((s) => s.cities.map((c) => `${s.name}/${c}`));
    expect(towns.filter((t) => !indian.has(t))).toEqual([]);
  });

  it('name every Indian state and every country in Tamil too, so a Tamil page shows none in English', () => {
    const ta = translatorFor('ta');
    const states = new Set(PLACES.filter((p) => p.place.country === 'India').map((p) => p.place.state!));
    for (const s of india.states) states.add(s.name);
    expect([...states].filter((s) => !ta.has(`option.indianState.${s}`))).toEqual([]);
    const countries = new Set(COUNTRIES.map((c) => c.value));
    expect([...new Set(PLACES.map((p) => p.place.country))].filter((c) => !countries.has(c))).toEqual([]);
  });

  it('finds a place by its stable id, and nothing for an unknown one', () => {
    const chennai = searchPlaces('Chennai')[0]!;
    expect(placeById(chennai.id)).toEqual(chennai);
    expect(placeById('csc-0')).toBeUndefined();
  });
});

describe('searchPlaces', () => {
  it('puts the exact name first, then names starting with the query, then words, then anywhere', () => {
    expect(names('Chennai')[0]).toBe('Chennai, Tamil Nadu, India');
    const found = searchPlaces('salem', 20).map((p) => foldName(p.name));
    const kinds = found.map((n) => (n === 'salem' ? 0 : n.startsWith('salem') ? 1 : ` ${n}`.includes(' salem') ? 2 : 3));
    expect(kinds[0]).toBe(0);
    expect(kinds).toEqual([...kinds].sort((a, b) => a - b));
    expect(kinds).toContain(2); // e.g. Winston-Salem
  });

  it('ranks Tamil Nadu first, then India, then abroad, then by size', () => {
    // "Salem" is a Tamil Nadu city and several American ones.
    expect(names('Salem')[0]).toBe('Salem, Tamil Nadu, India');
    const chen = searchPlaces('chen');
    expect(chen[0]!.name).toBe('Chennai');
    // Among the names that start with "chen", Tamil Nadu's come before the rest of India's, and those before abroad.
    const tiers = chen
      .filter((p) => foldName(p.name).startsWith('chen') && foldName(p.name) !== 'chennai')
      .map((p) => (p.state === 'Tamil Nadu' ? 0 : p.country === 'India' ? 1 : 2));
    expect(new Set(tiers).size).toBeGreaterThan(1);
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    // Abroad, the larger London comes before London, Ontario.
    const abroad = searchPlaces('london').filter((p) => p.country !== 'India');
    expect(abroad[0]).toMatchObject({ name: 'London', country: 'United Kingdom', timezone: 'Europe/London' });
  });

  it('finds Tamil names, whole or begun', () => {
    expect(searchPlaces('சென்னை')[0]).toMatchObject({ name: 'Chennai', name_ta: 'சென்னை' });
    expect(searchPlaces('கும்ப')[0]).toMatchObject({ name: 'Kumbakonam' });
    expect(searchPlaces('கொழும்பு')[0]).toMatchObject({ name: 'Colombo', country: 'Sri Lanka', timezone: 'Asia/Colombo' });
    expect(searchPlaces('யாழ்ப்பாணம்')[0]).toMatchObject({ name: 'Jaffna', country: 'Sri Lanka' });
  });

  it('finds a town by the names families type: short forms, old spellings and their Tamil', () => {
    const first = (q: string) => `${searchPlaces(q)[0]?.name}, ${searchPlaces(q)[0]?.state}`;
    for (const [query, place] of [
      ['Trichy', 'Tiruchirappalli, Tamil Nadu'],
      ['திருச்சி', 'Tiruchirappalli, Tamil Nadu'],
      ['Kovai', 'Coimbatore, Tamil Nadu'],
      ['கோவை', 'Coimbatore, Tamil Nadu'],
      ['Tuticorin', 'Thoothukudi, Tamil Nadu'],
      ['தூத்துக்குடி', 'Thoothukudi, Tamil Nadu'],
      ['Pondicherry', 'Puducherry, Puducherry'],
      ['பாண்டிச்சேரி', 'Puducherry, Puducherry'],
      ['Nellai', 'Tirunelveli, Tamil Nadu'],
      ['நெல்லை', 'Tirunelveli, Tamil Nadu'],
      ['Kanchi', 'Kanchipuram, Tamil Nadu'],
      ['காஞ்சி', 'Kanchipuram, Tamil Nadu'],
      ['Mahabalipuram', 'Seven Pagodas, Tamil Nadu'],
    ] as const)
      expect(first(query), query).toBe(place);
    // The data holds Tanjore and Thanjavur as two entries of one town: either name finds both.
    for (const query of ['Tanjore', 'Thanjavur', 'தஞ்சை'])
      expect(
        searchPlaces(query)
          .map((p) => p.name)
          .slice(0, 2)
          .sort(),
        query,
      ).toEqual(['Tanjore', 'Thanjavur']);
    // A short form begun finds its town too.
    expect(searchPlaces('Tric')[0]).toMatchObject({ name: 'Tiruchirappalli' });
  });

  it('finds the smaller towns of Tamil Nadu by their Tamil names', () => {
    expect(searchPlaces('தேவகோட்டை')[0]).toMatchObject({ name: 'Devakottai', state: 'Tamil Nadu' });
    expect(searchPlaces('கம்பம்')[0]).toMatchObject({ name: 'Cumbum', state: 'Tamil Nadu' });
    expect(searchPlaces('காங்கேயம்')[0]).toMatchObject({ name: 'Kangayam', state: 'Tamil Nadu' });
    expect(searchPlaces('செஞ்சி')[0]).toMatchObject({ name: 'Gingee', state: 'Tamil Nadu' });
  });

  it('ignores case, accents and punctuation', () => {
    expect(searchPlaces('MADURAI')[0]).toMatchObject({ name: 'Madurai', state: 'Tamil Nadu' });
    const saoPaulo = searchPlaces('sao paulo')[0]!;
    expect(saoPaulo).toMatchObject({ name: 'São Paulo', country: 'Brazil', timezone: 'America/Sao_Paulo' });
    expect(searchPlaces('São Paulo')[0]).toEqual(saoPaulo);
    expect(searchPlaces('montreal')[0]).toMatchObject({ name: 'Montréal', timezone: 'America/Toronto' });
    expect(foldName('  Dehiwala-Mount   Lavinia ')).toBe('dehiwala mount lavinia');
    expect(foldName('Łódź')).toBe('lodz');
  });

  it('gives each city abroad the zone of its own place in a country of several', () => {
    expect(searchPlaces('Toronto')[0]).toMatchObject({ country: 'Canada', timezone: 'America/Toronto' });
    expect(searchPlaces('Denver')[0]).toMatchObject({ country: 'United States of America', timezone: 'America/Denver' });
    expect(searchPlaces('Phoenix')[0]).toMatchObject({ timezone: 'America/Phoenix' });
    expect(searchPlaces('Perth')[0]).toMatchObject({ country: 'Australia', timezone: 'Australia/Perth' });
    expect(searchPlaces('Singapore')[0]).toMatchObject({ country: 'Singapore', timezone: 'Asia/Singapore' });
  });

  it('answers at most the limit, and nothing for a query too short or too long', () => {
    expect(searchPlaces('an')).toHaveLength(PLACE_SEARCH.maxResults);
    expect(searchPlaces('an', 5)).toHaveLength(5);
    expect(searchPlaces('a')).toEqual([]);
    expect(searchPlaces(' - ')).toEqual([]);
    expect(searchPlaces('x'.repeat(PLACE_SEARCH.queryMax + 1))).toEqual([]);
    expect(searchPlaces('zzqqxx')).toEqual([]);
  });
});
