import type { SearchCriteria } from '@inai/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardStore } from './card-store.js';
import { SearchIndex } from './index/search-index.js';
import { VisitorAnswers } from './visitor-answers.js';

const criteria = (overrides: Partial<SearchCriteria> = {}): SearchCriteria => ({
  gender: 'Female',
  age: '18 to 30',
  religion: 'Hindu',
  caste: null,
  state: null,
  city: null,
  marital_status: null,
  mother_tongue: null,
  height_from: null,
  height_to: null,
  star: null,
  compatible_stars: false,
  id_verified: false,
  diet: null,
  physical_status: null,
  residence_country: null,
  education_level: null,
  page: 1,
  pageSize: 4,
  ...overrides,
});

const profile = {
  userId: 7,
  gender: 'Female',
  dob: '2000-01-01',
  religion: 'Hindu',
  caste: null,
  state: null,
  city: null,
} as const;
const card = {
  userId: 7,
  name: 'Member 7',
  gender: 'Female',
  dob: '2000-01-01',
  degree: null,
  jobType: null,
  height: null,
  city: null,
  state: null,
  photosLocked: false,
  idVerified: false,
  phoneVerified: false,
  managedWithFamily: false,
  avatarId: null,
  diet: null,
  residenceCountry: 'India',
  star: null,
  raasi: null,
  caste: null,
} as const;

describe('visitor answers', () => {
  afterEach(() => void vi.useRealTimers());

  const setup = () => {
    const search = { index: new SearchIndex(), cards: new CardStore() };
    const answers = new VisitorAnswers(search);
    let made = 0;
    // Each answer shows member 7's card (the cards on a page decide when it is out of date).
    const ask = (c: SearchCriteria) => answers.answer(c, () => ({ text: `answer ${++made}`, userIds: [7] }));
    return { search, ask };
  };

  it('gives a repeated search the kept answer, and different criteria their own', () => {
    const { ask } = setup();
    expect(ask(criteria())).toBe('answer 1');
    expect(ask(criteria())).toBe('answer 1');
    expect(ask(criteria({ page: 2 }))).toBe('answer 2');
    expect(ask(criteria({ city: 'Madurai' }))).toBe('answer 3');
    expect(ask(criteria({ page: 2 }))).toBe('answer 2');
  });

  it('keeps only the first pages: deep ones are rarely asked twice', () => {
    const { ask } = setup();
    expect(ask(criteria({ page: 10 }))).toBe('answer 1');
    expect(ask(criteria({ page: 10 }))).toBe('answer 1');
    expect(ask(criteria({ page: 11 }))).toBe('answer 2');
    expect(ask(criteria({ page: 11 }))).toBe('answer 3');
  });

  it('forgets an answer when a profile it matches changes, and only then', () => {
    const { search, ask } = setup();
    expect(ask(criteria())).toBe('answer 1');
    expect(ask(criteria({ gender: 'Male' }))).toBe('answer 2');
    search.index.upsert(profile);
    expect(ask(criteria())).toBe('answer 3');
    expect(ask(criteria({ gender: 'Male' }))).toBe('answer 2'); // the men's answers still hold
    search.index.upsert({ ...profile, userId: 8, religion: 'Muslim' });
    search.index.upsert({ ...profile, userId: 9, dob: '1980-01-01' });
    expect(ask(criteria())).toBe('answer 3'); // women this search does not match
    expect(ask(criteria({ religion: 'Muslim' }))).toBe('answer 4');
    search.index.upsert({ ...profile, city: 'Madurai' });
    expect(ask(criteria())).toBe('answer 5');
    search.index.remove(profile.userId);
    expect(ask(criteria())).toBe('answer 6');
    expect(ask(criteria())).toBe('answer 6');
  });

  it('keeps answers when a profile is saved with its searched fields unchanged', () => {
    const { search, ask } = setup();
    search.index.upsert(profile);
    expect(ask(criteria())).toBe('answer 1');
    search.index.upsert({ ...profile });
    expect(ask(criteria())).toBe('answer 1');
  });

  it('forgets an answer when a card on it changes, and only then', () => {
    const { search, ask } = setup();
    search.cards.put(card);
    expect(ask(criteria())).toBe('answer 1');
    search.cards.put({ ...card });
    expect(ask(criteria())).toBe('answer 1'); // the same card again
    search.cards.put({ ...card, userId: 8 });
    expect(ask(criteria())).toBe('answer 1'); // a card not on this page
    search.cards.put({ ...card, height: '5.4' });
    expect(ask(criteria())).toBe('answer 2');
    search.cards.remove(card.userId);
    expect(ask(criteria())).toBe('answer 3');
    expect(ask(criteria())).toBe('answer 3');
  });

  it("forgets everything at India's midnight (ages) and when picture links get a new expiry", () => {
    vi.useFakeTimers();
    // Link windows start every six hours from 00:00 UTC; India's midnight is 18:30 UTC.
    vi.setSystemTime(new Date('2026-03-10T18:10:00Z'));
    const { ask } = setup();
    expect(ask(criteria())).toBe('answer 1');
    vi.setSystemTime(new Date('2026-03-10T18:40:00Z')); // the next day in India, the same link window
    expect(ask(criteria())).toBe('answer 2');
    expect(ask(criteria())).toBe('answer 2');
    vi.setSystemTime(new Date('2026-03-11T00:00:00Z')); // the same day in India, a new link window
    expect(ask(criteria())).toBe('answer 3');
  });
});
