/**
 * The value lists of a birth chart (jathagam) that the screens translate: the server's engine
 * answers with these values, the catalogue gives each its text.
 */

/** The nine grahas, in the order the chart lists them; also the Vimshottari dasa lords. */
export const PLANET_KEYS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'] as const;
export type PlanetKey = (typeof PLANET_KEYS)[number];

/** What may sit near a boundary of a raasi, star, padam or navamsam: a graha or the lagnam. */
export type ChartPointKey = PlanetKey | 'lagnam';

/** Weekdays (vaaram), Sunday first. */
export const WEEKDAYS = ['Nyayiru', 'Thingal', 'Sevvai', 'Budhan', 'Viyazhan', 'Velli', 'Sani'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * The 30 tithis, from the new moon: 15 of the waxing half (valarpirai) ending with Pournami,
 * then 14 of the waning half (theipirai) and Amavasai.
 */
export const TITHIS = [
  'Valarpirai Prathamai',
  'Valarpirai Dwithiyai',
  'Valarpirai Thrithiyai',
  'Valarpirai Chathurthi',
  'Valarpirai Panchami',
  'Valarpirai Sashti',
  'Valarpirai Sapthami',
  'Valarpirai Ashtami',
  'Valarpirai Navami',
  'Valarpirai Dasami',
  'Valarpirai Ekadasi',
  'Valarpirai Dwadasi',
  'Valarpirai Thrayodasi',
  'Valarpirai Chathurdasi',
  'Pournami',
  'Theipirai Prathamai',
  'Theipirai Dwithiyai',
  'Theipirai Thrithiyai',
  'Theipirai Chathurthi',
  'Theipirai Panchami',
  'Theipirai Sashti',
  'Theipirai Sapthami',
  'Theipirai Ashtami',
  'Theipirai Navami',
  'Theipirai Dasami',
  'Theipirai Ekadasi',
  'Theipirai Dwadasi',
  'Theipirai Thrayodasi',
  'Theipirai Chathurdasi',
  'Amavasai',
] as const;
export type Tithi = (typeof TITHIS)[number];

/** The 27 yogas (nithya yogam), in order from 0° of the Sun's and Moon's summed longitudes. */
export const YOGAS = [
  'Vishkambam',
  'Preethi',
  'Ayushman',
  'Saubhagyam',
  'Sobanam',
  'Athigandam',
  'Sukarmam',
  'Dhruthi',
  'Soolam',
  'Gandam',
  'Vruddhi',
  'Dhruvam',
  'Vyagatham',
  'Harshanam',
  'Vajram',
  'Siddhi',
  'Vyatheepatham',
  'Variyan',
  'Parigam',
  'Sivam',
  'Siddham',
  'Sadhyam',
  'Subham',
  'Subhram',
  'Brahmam',
  'Indhiram',
  'Vaidhruthi',
] as const;
export type Yoga = (typeof YOGAS)[number];

/** The 11 karanas: seven that repeat through the month, then the four fixed ones. */
export const KARANAS = [
  'Bavam',
  'Balavam',
  'Kaulavam',
  'Thaithulam',
  'Karasai',
  'Vanasai',
  'Bhadrai',
  'Sakuni',
  'Chathushpadham',
  'Naagavam',
  'Kimsthugnam',
] as const;
export type Karana = (typeof KARANAS)[number];

/** The Tamil months, from Chithirai (the Sun in Mesham) to Panguni (the Sun in Meenam). */
export const TAMIL_MONTHS = [
  'Chithirai',
  'Vaikasi',
  'Aani',
  'Aadi',
  'Aavani',
  'Purattasi',
  'Aippasi',
  'Karthigai',
  'Margazhi',
  'Thai',
  'Maasi',
  'Panguni',
] as const;
export type TamilMonth = (typeof TAMIL_MONTHS)[number];

/** Where Chevvai dosham is counted from. */
export const CHEVVAI_DOSHAM_FROM = ['lagnam', 'moon', 'venus'] as const;
export type ChevvaiDoshamFrom = (typeof CHEVVAI_DOSHAM_FROM)[number];

/**
 * The exceptions that cancel Chevvai dosham, in the order they are checked (decision 0045):
 * Mars in its own sign or exalted, a Kadagam or Simmam lagnam, Mars in a house whose sign
 * cancels it there, Mars with or aspected by Jupiter, Mars with the Moon.
 */
export const CHEVVAI_DOSHAM_EXCEPTIONS = [
  'mars_own_sign',
  'mars_exalted',
  'lagnam_kadagam_simmam',
  'house_sign',
  'jupiter_with_or_aspecting_mars',
  'mars_with_moon',
] as const;
export type ChevvaiDoshamException = (typeof CHEVVAI_DOSHAM_EXCEPTIONS)[number];
