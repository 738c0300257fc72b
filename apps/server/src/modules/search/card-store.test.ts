import { describe, expect, it } from 'vitest';
import { CardStore, type CardFields } from './card-store.js';

const card = (userId: number, overrides: Partial<CardFields> = {}): CardFields => ({
  userId,
  name: `Member ${userId}`,
  gender: 'Female',
  dob: '1998-02-28',
  degree: 'B.E.',
  jobType: 'Employee',
  height: '5.4',
  city: 'Madurai',
  state: 'Tamil Nadu',
  photosLocked: false,
  idVerified: false,
  phoneVerified: false,
  managedWithFamily: false,
  avatarId: 70 + userId,
  diet: 'Vegetarian',
  residenceCountry: 'India',
  star: 'Rohini',
  raasi: 'Rishabam',
  caste: 'Pillai',
  lastActiveDay: 20_500,
  ...overrides,
});

describe('card store', () => {
  it('gives back exactly what was put, missing values as null', () => {
    const store = new CardStore();
    const full = card(5);
    const sparse = card(6, {
      gender: 'Male',
      dob: '1970-01-01',
      degree: null,
      jobType: null,
      height: null,
      city: null,
      state: null,
      photosLocked: true,
      idVerified: true,
      phoneVerified: true,
      managedWithFamily: true,
      avatarId: null,
      diet: null,
      residenceCountry: 'Singapore',
      star: null,
      raasi: null,
      caste: null,
      lastActiveDay: null,
    });
    store.put(full);
    store.put(sparse);
    expect(store.get(5)).toEqual(full);
    expect(store.get(6)).toEqual(sparse);
    expect(store.get(7)).toBeUndefined();
    expect(store.get(0)).toBeUndefined();
  });

  it('replaces a changed member and forgets a removed one', () => {
    const store = new CardStore();
    store.put(card(9));
    store.put(card(9, { name: 'Renamed', photosLocked: true }));
    expect(store.get(9)).toMatchObject({ name: 'Renamed', photosLocked: true });
    store.remove(9);
    expect(store.get(9)).toBeUndefined();
    store.remove(123_456); // never seen: nothing happens
  });

  it("moves a member's version on only when their card really changes", () => {
    const store = new CardStore();
    expect(store.versionOf(5)).toBe(0);
    store.put(card(5));
    const stored = store.versionOf(5);
    expect(stored).toBeGreaterThan(0);
    store.put(card(5));
    expect(store.versionOf(5)).toBe(stored);
    store.put(card(6));
    expect(store.versionOf(5)).toBe(stored);
    for (const change of [
      { name: 'Renamed' },
      { height: '5.5' },
      { photosLocked: true },
      { idVerified: true },
      { avatarId: null },
      { diet: 'Vegan' },
      { residenceCountry: 'Canada' },
    ] as const) {
      const before = store.versionOf(5);
      store.put(card(5, change));
      expect(store.versionOf(5), JSON.stringify(change)).toBeGreaterThan(before);
    }
    const before = store.versionOf(5);
    store.remove(5);
    expect(store.versionOf(5)).toBeGreaterThan(before);
    store.remove(5);
    expect(store.versionOf(5)).toBe(before + 1);
  });

  it("keeps the day a member was last active without moving their version: visitors' kept answers do not show it", () => {
    const store = new CardStore();
    store.put(card(5));
    const stored = store.versionOf(5);
    store.put(card(5, { lastActiveDay: 20_501 }));
    expect(store.get(5)?.lastActiveDay).toBe(20_501);
    store.put(card(5, { lastActiveDay: null }));
    expect(store.get(5)?.lastActiveDay).toBeNull();
    expect(store.versionOf(5)).toBe(stored);
  });

  it('grows past its first capacity for large user ids', () => {
    const store = new CardStore();
    for (let id = 1; id <= 3000; id++) store.put(card(id * 97));
    expect(store.get(97 * 3000)).toEqual(card(97 * 3000));
    expect(store.get(97 * 1234)).toEqual(card(97 * 1234));
    expect(store.get(97 * 1234 + 1)).toBeUndefined();
  });
});
