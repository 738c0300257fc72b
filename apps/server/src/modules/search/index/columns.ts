/**
 * Every searched field of every member as one typed column indexed by user id (like
 * card-store.ts): small integer codes from dictionaries that grow as values appear (no fixed
 * limit; 0 is "unknown"), or numbers (height in inches, weight in kg, income in rupees a month; 0 is unknown). A single
 * member (a change, the searcher, a card's match score) is read from here; the partitions hold a
 * copy of each member's values as a row (docs/decisions/0008-search-index.md).
 */
import { dayNumber } from './criteria.js';
import {
  ALL_FIELDS,
  CODED_FIELDS,
  ESCAPE,
  ROW_FIELDS,
  STRIDE,
  type CodedField,
  type Field,
  type IndexedProfile,
} from './fields.js';

/** Small integer codes for the values of one field; 0 is "none". No limit: codes grow as values appear. */
class Dictionary {
  private readonly codes = new Map<string, number>();
  private readonly values: string[] = [''];
  code(value: string | null | undefined): number {
    if (!value) return 0;
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.codes.set(value, code);
    }
    return code;
  }
  value(code: number): string | null {
    return code === 0 ? null : (this.values[code] ?? null);
  }
  get size(): number {
    return this.values.length;
  }
}

type Codes = Uint8Array | Uint16Array | Uint32Array | Int32Array;

/**
 * One field of every member, by user id. Starts as bytes and widens itself when a value needs
 * more (a 256th caste, a 65,536th city), so no dictionary has a fixed limit.
 */
export class Column {
  data: Codes;
  /** The largest value the current array holds. */
  private max: number;
  constructor(size: number, signed = false) {
    this.data = signed ? new Int32Array(size) : new Uint8Array(size);
    this.max = signed ? 0x7fffffff : 0xff;
  }
  set(userId: number, value: number): void {
    if (value > this.max) this.widen(value);
    this.data[userId] = value;
  }
  private widen(value: number): void {
    const wider = value > 0xffff ? new Uint32Array(this.data.length) : new Uint16Array(this.data.length);
    wider.set(this.data);
    this.data = wider;
    this.max = value > 0xffff ? 0xffffffff : 0xffff;
  }
  grow(size: number): void {
    if (size <= this.data.length) return;
    const make = this.data.constructor as new (n: number) => Codes;
    const grown = new make(size);
    grown.set(this.data);
    this.data = grown;
  }
}

/** Stored dates of birth are shifted to be positive, so that 0 can mean "absent". */
export const DOB_BIAS = 100_000;

/** The columns of every member, the gender of each, and the dictionaries their codes come from. */
export class Columns {
  readonly dictionaries = Object.fromEntries(CODED_FIELDS.map((f) => [f, new Dictionary()])) as Record<CodedField, Dictionary>;
  /** By user id: 0 = absent (not searchable), 1 = Male, 2 = Female. */
  genderOf = new Uint8Array(1024);
  /** By user id: the India day the member was last active (0: unknown). Not a searched field: it only decides `listed`. */
  activeDay = new Uint16Array(1024);
  /** By user id: 1 when the member is in the partitions (searchable and not away too long), else 0. */
  listed = new Uint8Array(1024);
  readonly byField = Object.fromEntries(ALL_FIELDS.map((f) => [f, new Column(1024, f === 'dob')])) as Record<Field, Column>;

  growTo(size: number): void {
    if (size <= this.genderOf.length) return;
    const capacity = Math.max(size, this.genderOf.length * 2);
    const gender = new Uint8Array(capacity);
    gender.set(this.genderOf);
    this.genderOf = gender;
    const activeDay = new Uint16Array(capacity);
    activeDay.set(this.activeDay);
    this.activeDay = activeDay;
    const listed = new Uint8Array(capacity);
    listed.set(this.listed);
    this.listed = listed;
    for (const col of Object.values(this.byField)) col.grow(capacity);
  }

  /** The stored numbers of a profile, field by field (dob biased). */
  encode(p: IndexedProfile): number[] {
    const values: number[] = [];
    for (const f of CODED_FIELDS) values.push(this.dictionaries[f].code(p[f]));
    values.push(clampByte(p.height), clampByte(p.weight), dayNumber(p.dob) + DOB_BIAS, rupeesCode(p.income), papaCode(p.papa));
    return values;
  }

  write(userId: number, values: number[]): void {
    for (let k = 0; k < ALL_FIELDS.length; k++) this.byField[ALL_FIELDS[k]!].set(userId, values[k]!);
  }

  unchanged(userId: number, values: number[]): boolean {
    for (let k = 0; k < ALL_FIELDS.length; k++) if (this.byField[ALL_FIELDS[k]!].data[userId] !== values[k]) return false;
    return true;
  }

  /** A member's row of one byte per field, from their columns. */
  rowOf(userId: number, into: Uint8Array = new Uint8Array(STRIDE), at = 0): Uint8Array {
    for (let k = 0; k < STRIDE; k++) {
      const v = this.byField[ROW_FIELDS[k]!].data[userId]!;
      into[at + k] = v >= ESCAPE ? ESCAPE : v;
    }
    return into;
  }

  /** A member's value of a coded field, as text (null when unknown). */
  valueOf(userId: number, field: CodedField): string | null {
    return this.dictionaries[field].value(this.byField[field].data[userId]!);
  }
}

/** A height or weight as a byte: 0 is unknown (and never ESCAPE). */
function clampByte(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return 0;
  return Math.max(1, Math.min(ESCAPE - 1, Math.round(value)));
}

/** A monthly income as the column keeps it: whole rupees, 0 when unknown (the column widens itself). */
function rupeesCode(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value) || value <= 0) return 0;
  return Math.min(0xffffffff, Math.round(value));
}

/**
 * A papa samyam total as the column keeps it: hundredths plus one (the weights are quarters, so
 * exact), 0 when unknown; the column widens itself past a byte.
 */
export function papaCode(total: number | null | undefined): number {
  if (total === null || total === undefined || !Number.isFinite(total) || total < 0) return 0;
  return Math.round(total * 100) + 1;
}

/** A last-active day as the column keeps it: 0 when unknown, else 1 … 65,535 (the year 2149). */
export function activeDayCode(day: number | null | undefined): number {
  if (day === null || day === undefined || !Number.isFinite(day)) return 0;
  return Math.max(1, Math.min(0xffff, Math.floor(day)));
}
