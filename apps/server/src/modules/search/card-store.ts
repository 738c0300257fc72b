import { HOME_COUNTRY } from '@inai/shared';
import type { SearchCard } from '../../lib/search-engine.js';
import { dayNumber } from './index/search-index.js';

/** What a result card shows of a member: the shape the rest of the server reads (lib/search-engine.ts). */
export type CardFields = SearchCard;

/**
 * Texts as small numbers: the same degree, city or height is stored once, however many have it.
 * `limit` caps the codes for a field kept in a byte (a diet, a country of the bundled 250): a
 * value past it, which those lists never reach, is shown as none.
 */
class Interner {
  private readonly codes = new Map<string, number>();
  private readonly values: string[] = [''];
  constructor(private readonly limit = Number.MAX_SAFE_INTEGER) {}
  code(value: string | null): number {
    if (value === null || value === '') return 0;
    let code = this.codes.get(value);
    if (code === undefined) {
      if (this.values.length > this.limit) return 0;
      code = this.values.length;
      this.values.push(value);
      this.codes.set(value, code);
    }
    return code;
  }
  value(code: number): string | null {
    return code === 0 ? null : this.values[code]!;
  }
}

/** A last-active day as kept: 0 for none, else 1 … 65,535 (the year 2149). */
function activeDayOf(day: number | null | undefined): number {
  return day === null || day === undefined ? 0 : Math.max(1, Math.min(0xffff, day));
}

const PRESENT = 1;
const MALE = 2;
const PHOTOS_LOCKED = 4;
const ID_VERIFIED = 8;
const PHONE_VERIFIED = 16;
const MANAGED_WITH_FAMILY = 32;
const DAY_MS = 86_400_000;

/**
 * The result cards of every searchable member, in memory beside the search index and kept
 * current by the same loader and change feed (search-engine.ts). A page of results is then
 * answered without the database at all, at any depth. Stored column-wise in typed arrays
 * indexed by user id, with texts interned: a million members take about 60 MB, where a million
 * objects would take several times that.
 */
export class CardStore {
  private flags = new Uint8Array(1024);
  private dob = new Int32Array(1024);
  private avatar = new Int32Array(1024);
  private degree = new Uint32Array(1024);
  private jobType = new Uint32Array(1024);
  private height = new Uint32Array(1024);
  private city = new Uint32Array(1024);
  private state = new Uint32Array(1024);
  private diet = new Uint8Array(1024);
  private country = new Uint8Array(1024);
  private star = new Uint8Array(1024);
  private raasi = new Uint8Array(1024);
  private caste = new Uint8Array(1024);
  /** The India day the member was last active, 0 when hidden or unknown (see `put`). */
  private activeDay = new Uint16Array(1024);
  private names: string[] = [];
  private readonly texts = new Interner();
  private readonly diets = new Interner(255);
  private readonly countries = new Interner(255);
  /** Stars, raasis and castes: lists of 27, 12 and about 40, each kept in a byte. */
  private readonly stars = new Interner(255);
  private readonly raasis = new Interner(255);
  private readonly castes = new Interner(255);
  /** Per member, moves on whenever their card changes. */
  private versions = new Uint32Array(1024);

  /** Moves on whenever this member's card changes (or appears, or goes). */
  versionOf(userId: number): number {
    return this.versions[userId] ?? 0;
  }

  /** Stores a card; storing the same card again (a change read twice, an edit elsewhere) changes nothing. */
  put(card: CardFields): void {
    const id = card.userId;
    if (id >= this.flags.length) this.grow(id + 1);
    while (this.names.length <= id) this.names.push('');
    const flags =
      PRESENT |
      (card.gender === 'Male' ? MALE : 0) |
      (card.photosLocked ? PHOTOS_LOCKED : 0) |
      (card.idVerified ? ID_VERIFIED : 0) |
      (card.phoneVerified ? PHONE_VERIFIED : 0) |
      (card.managedWithFamily ? MANAGED_WITH_FAMILY : 0);
    const dob = dayNumber(card.dob);
    const avatar = card.avatarId ?? 0;
    const degree = this.texts.code(card.degree);
    const jobType = this.texts.code(card.jobType);
    const height = this.texts.code(card.height);
    const city = this.texts.code(card.city);
    const state = this.texts.code(card.state);
    const diet = this.diets.code(card.diet);
    const country = this.countries.code(card.residenceCountry);
    const star = this.stars.code(card.star);
    const raasi = this.raasis.code(card.raasi);
    const caste = this.castes.code(card.caste);
    // Not part of the card's version: only members see it, and their answers are never kept, so
    // a member's first visit of the day (one change each) leaves the visitors' kept answers alone.
    this.activeDay[id] = activeDayOf(card.lastActiveDay);
    if (
      this.flags[id] === flags &&
      this.names[id] === card.name &&
      this.dob[id] === dob &&
      this.avatar[id] === avatar &&
      this.degree[id] === degree &&
      this.jobType[id] === jobType &&
      this.height[id] === height &&
      this.city[id] === city &&
      this.state[id] === state &&
      this.diet[id] === diet &&
      this.country[id] === country &&
      this.star[id] === star &&
      this.raasi[id] === raasi &&
      this.caste[id] === caste
    ) {
      return;
    }
    this.versions[id]! += 1;
    this.names[id] = card.name;
    this.flags[id] = flags;
    this.dob[id] = dob;
    this.avatar[id] = avatar;
    this.degree[id] = degree;
    this.jobType[id] = jobType;
    this.height[id] = height;
    this.city[id] = city;
    this.state[id] = state;
    this.diet[id] = diet;
    this.country[id] = country;
    this.star[id] = star;
    this.raasi[id] = raasi;
    this.caste[id] = caste;
  }

  remove(userId: number): void {
    if (userId >= this.flags.length || this.flags[userId] === 0) return;
    this.versions[userId]! += 1;
    this.flags[userId] = 0;
    this.names[userId] = '';
  }

  /** Whether this member's card is present with locked photos; cheaper than `get` for a page's check. */
  photosLocked(userId: number): boolean {
    return ((this.flags[userId] ?? 0) & (PRESENT | PHOTOS_LOCKED)) === (PRESENT | PHOTOS_LOCKED);
  }

  get(userId: number): CardFields | undefined {
    const flags = this.flags[userId] ?? 0;
    if ((flags & PRESENT) === 0) return undefined;
    return {
      userId,
      name: this.names[userId]!,
      gender: flags & MALE ? 'Male' : 'Female',
      dob: new Date(this.dob[userId]! * DAY_MS).toISOString().slice(0, 10),
      degree: this.texts.value(this.degree[userId]!),
      jobType: this.texts.value(this.jobType[userId]!),
      height: this.texts.value(this.height[userId]!),
      city: this.texts.value(this.city[userId]!),
      state: this.texts.value(this.state[userId]!),
      photosLocked: (flags & PHOTOS_LOCKED) !== 0,
      idVerified: (flags & ID_VERIFIED) !== 0,
      phoneVerified: (flags & PHONE_VERIFIED) !== 0,
      managedWithFamily: (flags & MANAGED_WITH_FAMILY) !== 0,
      avatarId: this.avatar[userId] || null,
      diet: this.diets.value(this.diet[userId]!),
      residenceCountry: this.countries.value(this.country[userId]!) ?? HOME_COUNTRY,
      lastActiveDay: this.activeDay[userId] || null,
      star: this.stars.value(this.star[userId]!),
      raasi: this.raasis.value(this.raasi[userId]!),
      caste: this.castes.value(this.caste[userId]!),
    };
  }

  private grow(size: number): void {
    const capacity = Math.max(size, this.flags.length * 2);
    const grown = <T extends Uint8Array | Uint16Array | Int32Array | Uint32Array>(a: T, make: new (n: number) => T): T => {
      const b = new make(capacity);
      b.set(a);
      return b;
    };
    this.flags = grown(this.flags, Uint8Array);
    this.dob = grown(this.dob, Int32Array);
    this.avatar = grown(this.avatar, Int32Array);
    this.degree = grown(this.degree, Uint32Array);
    this.jobType = grown(this.jobType, Uint32Array);
    this.height = grown(this.height, Uint32Array);
    this.city = grown(this.city, Uint32Array);
    this.state = grown(this.state, Uint32Array);
    this.diet = grown(this.diet, Uint8Array);
    this.country = grown(this.country, Uint8Array);
    this.star = grown(this.star, Uint8Array);
    this.raasi = grown(this.raasi, Uint8Array);
    this.caste = grown(this.caste, Uint8Array);
    this.activeDay = grown(this.activeDay, Uint16Array);
    this.versions = grown(this.versions, Uint32Array);
  }
}
