/**
 * The other names families type for a town: the short forms (Trichy, Kovai, Nellai), the old
 * English spellings (Tuticorin, Pondicherry, Tanjore) and their Tamil forms (திருச்சி, கோவை).
 * Each row names a town of the location lists and of the bundled places by state and stored
 * name; the place search and the town pickers find the town by any of them.
 */
const ALIAS_ROWS: readonly (readonly [state: string, name: string, aliases: readonly string[]])[] = [
  ['Puducherry', 'Puducherry', ['Pondicherry', 'Pondy', 'பாண்டிச்சேரி', 'பாண்டி', 'புதுவை']],
  ['Tamil Nadu', 'Chennai', ['Madras', 'மதராஸ்']],
  ['Tamil Nadu', 'Chingleput', ['Chengalpattu', 'Chengalpet']],
  ['Tamil Nadu', 'Coimbatore', ['Kovai', 'கோவை']],
  ['Tamil Nadu', 'Cumbum', ['Kambam']],
  ['Tamil Nadu', 'Gingee', ['Senji', 'Chenji']],
  ['Tamil Nadu', 'Jalarpet', ['Jolarpet', 'Jolarpettai']],
  ['Tamil Nadu', 'Jayamkondacholapuram', ['Jayankondam', 'ஜெயங்கொண்டசோழபுரம்']],
  ['Tamil Nadu', 'Kallakkurichchi', ['Kallakurichi']],
  ['Tamil Nadu', 'Kancheepuram', ['Kanchi', 'Conjeevaram', 'காஞ்சி']],
  ['Tamil Nadu', 'Kanchipuram', ['Kanchi', 'Conjeevaram', 'காஞ்சி']],
  ['Tamil Nadu', 'Kangayam', ['Kangeyam']],
  ['Tamil Nadu', 'Kanniyakumari', ['Kanyakumari', 'Cape Comorin', 'குமரி']],
  ['Tamil Nadu', 'Karaikkudi', ['Karaikudi']],
  ['Tamil Nadu', 'Kumbakonam', ['குடந்தை']],
  ['Tamil Nadu', 'Kuttalam', ['Courtallam', 'Kutralam']],
  ['Tamil Nadu', 'Mettuppalaiyam', ['Mettupalayam']],
  ['Tamil Nadu', 'Nagapattinam', ['Nagai', 'நாகை']],
  ['Tamil Nadu', 'Ooty', ['Udhagamandalam', 'Ootacamund', 'ஊட்டி', 'உதகை']],
  ['Tamil Nadu', 'Poonamalle', ['Poonamallee']],
  ['Tamil Nadu', 'Pudukkottai', ['Pudukottai', 'புதுகை']],
  ['Tamil Nadu', 'Rajapalaiyam', ['Rajapalayam']],
  ['Tamil Nadu', 'Saint Thomas Mount', ['St Thomas Mount', 'Parangimalai']],
  ['Tamil Nadu', 'Seven Pagodas', ['Mahabalipuram', 'Mamallapuram', 'மகாபலிபுரம்']],
  ['Tamil Nadu', 'Sholinghur', ['Sholingur']],
  ['Tamil Nadu', 'Tanjore', ['Thanjavur', 'தஞ்சை']],
  ['Tamil Nadu', 'Thanjavur', ['Tanjore', 'தஞ்சை']],
  ['Tamil Nadu', 'Thenkasi', ['Tenkasi']],
  ['Tamil Nadu', 'Thoothukudi', ['Tuticorin', 'Thoothukkudi', 'தூத்துக்குடி']],
  ['Tamil Nadu', 'Thiruvallur', ['Tiruvallur']],
  ['Tamil Nadu', 'Tiruchchendur', ['Tiruchendur', 'Thiruchendur']],
  ['Tamil Nadu', 'Tiruchirappalli', ['Trichy', 'Tiruchi', 'Thiruchirappalli', 'திருச்சி']],
  ['Tamil Nadu', 'Tirunelveli', ['Nellai', 'நெல்லை']],
  ['Tamil Nadu', 'Tiruppur', ['Tirupur']],
  ['Tamil Nadu', 'Udumalaippettai', ['Udumalpet', 'Udumalaipettai']],
  ['Tamil Nadu', 'Villupuram', ['Viluppuram']],
  ['Tamil Nadu', 'Vriddhachalam', ['Virudhachalam']],
];

const NONE: readonly string[] = [];
// Built on first use, so that a page importing the shared package without asking pays nothing.
let byPlace: Map<string, readonly string[]> | undefined;

/** The other names of a town of an Indian state's list (none for most towns). */
export function placeAliases(state: string | null | undefined, name: string): readonly string[] {
  byPlace ??= new Map(ALIAS_ROWS.map(([s, n, aliases]) => [`${s}\u0000${n}`, aliases]));
  return byPlace.get(`${state ?? ''}\u0000${name}`) ?? NONE;
}

/** Every town that has other names, as state and stored name (for tests and checks). */
export function aliasedPlaces(): (readonly [state: string, name: string])[] {
  return ALIAS_ROWS.map(([state, name]) => [state, name]);
}

/** Text as a town picker compares it: lower case, Latin accents and punctuation gone; Tamil kept whole. */
function foldTown(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u200b-\u200d]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim()
    .normalize('NFC');
}

/**
 * Whether a town answers what was typed into a town picker: one of its names (its label in the
 * screen's language, its stored English name, its other names) holds the query. An empty query
 * lets every town through.
 */
export function townMatches(query: string, names: readonly string[]): boolean {
  const q = foldTown(query);
  return q === '' || names.some((name) => foldTown(name).includes(q));
}
