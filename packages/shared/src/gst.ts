/**
 * GST on a plan (docs/decisions/0065). Plan prices are what the member pays, tax included; the
 * tax invoice splits each price into its taxable value and the tax: CGST and SGST (half the
 * rate each) when the member's state is ours, IGST (the whole rate) when it is another.
 */
import { indiaYearMonthOf } from './india-time.js';

/** The rate on matchmaking services: 18 % (9 % CGST + 9 % SGST, or 18 % IGST). */
export const GST_RATE_PERCENT = 18;

/**
 * The Services Accounting Code printed on the invoice: 999799, "Other services nowhere else
 * classified". The scheme of classification has no code of its own for matchmaking; see the
 * decision for why not 998431 (online text content) or 998599 (support services to businesses).
 */
export const SAC_CODE = '999799';

/** The two-digit state codes of GST (the first two digits of a GSTIN), by the state names our profiles hold. */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** The state a GST state code names (undefined for a code we do not list). */
export function gstStateName(code: string): string | undefined {
  return Object.entries(GST_STATE_CODES).find(([, c]) => c === code)?.[0];
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code, PAN (5 letters, 4 digits, a letter), entity number, 'Z', check character. */
const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of a GSTIN's first 14 characters (the GSTN's base-36 Luhn mod N). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/** Whether a GSTIN is well formed: its pattern, a state code we know, and its check character. */
export function isValidGstin(gstin: string): boolean {
  return (
    GSTIN_PATTERN.test(gstin) &&
    gstStateName(gstin.slice(0, 2)) !== undefined &&
    gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14]
  );
}

export interface GstSplit {
  /** Paise, each: taxable + cgst + sgst + igst is the price paid. */
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/**
 * A tax-inclusive price (paise) split into its taxable value and tax. Each tax is rounded to the
 * paisa and the taxable value is what remains, so the lines always add up to the price paid.
 */
export function splitGst(total: number, sameState: boolean): GstSplit {
  if (sameState) {
    const half = Math.round((total * GST_RATE_PERCENT) / 2 / (100 + GST_RATE_PERCENT));
    return { taxable: total - 2 * half, cgst: half, sgst: half, igst: 0 };
  }
  const igst = Math.round((total * GST_RATE_PERCENT) / (100 + GST_RATE_PERCENT));
  return { taxable: total - igst, cgst: 0, sgst: 0, igst };
}

/** The Indian financial year (1 April to 31 March, India's time) of a moment: '2026-27'. */
export function financialYearOf(at: Date): string {
  const india = indiaYearMonthOf(at);
  const year = india.month >= 3 ? india.year : india.year - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

/**
 * An invoice number: 'IM/', the financial year's two short years, and the serial within that
 * year ('IM/26-27/000001'). Rule 46(b) of the CGST Rules allows at most 16 characters, of letters,
 * digits, '-' and '/'; this is 15 up to the millionth invoice of a year.
 */
export function formatInvoiceNumber(financialYear: string, serial: number): string {
  return `IM/${financialYear.slice(2)}/${String(serial).padStart(6, '0')}`;
}
