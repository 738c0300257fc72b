import { describe, expect, it } from 'vitest';
import { aliasedPlaces, cityLabel, placeLine } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { TAMIL_PLACE_ROWS } from '@inai/shared/i18n/place-names.data';
import india from '../../modules/locations/data/india.json' with { type: 'json' };
import { PLACES } from './places.js';

/*
 * Every name of a place that a Tamil screen or mail can show, walked: the towns of the location
 * lists (profile form, search, cards, details, biodata, mails) and the bundled birth places.
 */

const TAMIL_LETTERS = /^[\u0B80-\u0BFF][\u0B80-\u0BFF .()]*$/;
const ta = translatorFor('ta');
const en = translatorFor('en');
const TAMIL_STATES = ['Tamil Nadu', 'Puducherry'];
const towns = india.states
  .filter((s) => TAMIL_STATES.includes(s.name))
  .flatMap((s) => s.cities.map((city) => [s.name, city] as const));

describe('Tamil names of the towns of Tamil Nadu and Puducherry', () => {
  it('label every town of the location lists in Tamil script, and in English as stored', () => {
    expect(towns.length).toBeGreaterThan(350);
    const untranslated = towns.filter(([state, city]) => !TAMIL_LETTERS.test(cityLabel(ta, state, city)));
    expect(untranslated).toEqual([]);
    for (const [state, city] of towns) expect(cityLabel(en, state, city)).toBe(city);
  });

  it('name every bundled place of those states in Tamil script', () => {
    const places = PLACES.filter((p) => p.place.country === 'India' && TAMIL_STATES.includes(p.place.state!));
    expect(places.length).toBe(towns.length);
    expect(places.filter((p) => !TAMIL_LETTERS.test(p.place.name_ta ?? '')).map((p) => p.place.name)).toEqual([]);
  });

  it('give a place and its town the same Tamil name, from the one table', () => {
    const table = new Map(TAMIL_PLACE_ROWS.map(([country, state, name, tamil]) => [`${country}/${state}/${name}`, tamil]));
    for (const { place } of PLACES.filter(
      (p) => p.place.country === 'India' && table.has(`IN/${p.place.state}/${p.place.name}`),
    )) {
      expect(place.name_ta, place.name).toBe(table.get(`IN/${place.state}/${place.name}`));
      expect(cityLabel(ta, place.state, place.name)).toBe(place.name_ta);
    }
  });

  it('write a town and its state as one Tamil line, and leave a town of another state as stored', () => {
    expect(placeLine(ta, 'Coimbatore', 'Tamil Nadu')).toBe('கோயம்புத்தூர், தமிழ்நாடு');
    expect(placeLine(ta, 'Karaikal', 'Puducherry')).toBe('காரைக்கால், புதுச்சேரி');
    expect(placeLine(en, 'Coimbatore', 'Tamil Nadu')).toBe('Coimbatore, Tamil Nadu');
    // Belur of Karnataka is not Belur of Salem: no Tamil name for it.
    expect(cityLabel(ta, 'Karnataka', 'Belur')).toBe('Belur');
    expect(cityLabel(ta, 'Tamil Nadu', 'Belur')).toBe('பேளூர்');
    expect(placeLine(ta, '', 'Kerala')).toBe('கேரளா');
    expect(placeLine(ta, null, null)).toBe('');
  });

  it('give other names only to towns the lists hold', () => {
    const listed = new Set(india.states.flatMap((s) => s.cities.map((c) => `${s.name}/${c}`)));
    expect(aliasedPlaces().filter(([state, name]) => !listed.has(`${state}/${name}`))).toEqual([]);
  });
});
