import type { Insertable } from 'kysely';
import type { UserDetailsTable } from '../../db/schema.js';
import { random, weighted } from '../../lib/seeded-random.js';

/**
 * The demo profiles' Tamil biodata (docs/design.md, "The Tamil biodata"): families as a Tamil biodata sheet describes
 * them. Drawn from a generator of its own, so the demo profiles' other details stay what they
 * were before these fields existed.
 */

type Biodata = Pick<
  Insertable<UserDetailsTable>,
  | 'fathers_occupation'
  | 'mothers_occupation'
  | 'brothers'
  | 'brothers_married'
  | 'sisters'
  | 'sisters_married'
  | 'family_type'
  | 'family_status'
  | 'family_values'
  | 'native_place'
  | 'family_deity'
  | 'kulam'
  | 'diet'
  | 'smoking'
  | 'drinking'
  | 'physical_status'
  | 'physical_status_note'
  | 'education_level'
  | 'residence_country'
  | 'residency_status'
>;

const FATHERS = [
  'Retired headmaster',
  'Farmer',
  'Textile merchant',
  'Retired bank officer',
  'Government employee',
  'Provision store owner',
  'Doctor',
  'Civil engineer',
  'Retired police sub-inspector',
  'Lorry transport business',
];
const MOTHERS = [
  ['Homemaker', 12],
  ['School teacher', 3],
  ['Nurse', 1],
  ['Bank employee', 1],
  ['Tailor', 1],
  ['Government employee', 1],
] as const;
/** Towns of Tamil Nadu that families name as their ooru. */
const NATIVE_PLACES = [
  'Karaikudi',
  'Kumbakonam',
  'Thanjavur',
  'Tirunelveli',
  'Nagercoil',
  'Pollachi',
  'Erode',
  'Tiruppur',
  'Dindigul',
  'Sivakasi',
  'Virudhunagar',
  'Ramanathapuram',
  'Mayiladuthurai',
  'Chidambaram',
  'Kanchipuram',
  'Pudukkottai',
  'Theni',
  'Namakkal',
  'Karur',
  'Srivilliputhur',
];
/** Kula deivams with their temples, as families name them. */
const FAMILY_DEITIES = [
  'Samayapuram Mariamman',
  'Irukkankudi Mariamman',
  'Punnainallur Mariamman',
  'Melmalayanur Angalamman',
  'Periyapalayam Bhavaniamman',
  'Sorimuthu Ayyanar',
  'Pathinettampadi Karuppasamy',
  'Madurai Veeran',
  'Sudalai Madan',
  'Thiruchendur Murugan',
  'Palani Dhandayuthapani',
  'Srirangam Ranganathar',
];
/** Kootams of Kongu Vellala Gounder families: the one community here that states one as a rule. */
const KOOTAMS = ['Kaadai', 'Sellan', 'Pavalan', 'Aandai', 'Kanavaalan', 'Pannai'];
const CHALLENGES = ['Hearing impaired in one ear; uses a hearing aid', 'Walks with a slight limp after childhood polio'];
/** Where the demo families abroad live, and the statuses their members hold there. */
const ABROAD = [
  ['Singapore', ['Permanent resident', 'Work permit', 'Citizen']],
  ['United States of America', ['Work permit', 'Permanent resident', 'Student visa']],
  ['United Kingdom', ['Work permit', 'Citizen', 'Student visa']],
  ['United Arab Emirates', ['Work permit']],
] as const;
const MASTERS_DEGREES = ['M.B.A.', 'M.Sc.'];

type Member = { female: boolean; religion?: string | null; caste?: string | null; degree?: string | null };

/** A generator of biodata, the same on every machine. */
export function demoBiodata(): (member: Member) => Biodata {
  const rand = random(11);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const count = weighted(
    [
      [0, 3],
      [1, 5],
      [2, 3],
      [3, 1],
    ],
    rand,
  );
  const mother = weighted(MOTHERS, rand);
  const familyType = weighted(
    [
      ['Nuclear', 7],
      ['Joint', 3],
    ],
    rand,
  );
  const familyStatus = weighted(
    [
      ['Middle class', 11],
      ['Upper middle class', 7],
      ['Affluent', 2],
    ],
    rand,
  );
  const familyValues = weighted(
    [
      ['Traditional', 9],
      ['Moderate', 9],
      ['Liberal', 2],
    ],
    rand,
  );
  const hinduDiet = weighted(
    [
      ['Non-vegetarian', 45],
      ['Vegetarian', 38],
      ['Eggetarian', 14],
      ['Vegan', 3],
    ],
    rand,
  );
  const habit = (no: number, occasionally: number) => {
    const r = rand();
    return r < no ? 'No' : r < no + occasionally ? 'Occasionally' : 'Yes';
  };
  return ({ female, religion, caste, degree }) => {
    const brothers = count();
    const sisters = count();
    const hindu = religion === 'Hindu';
    // Brahmin and Jain households are vegetarian by custom; Christian and Muslim ones mostly are not.
    const diet =
      caste === 'Iyer' || religion === 'Jain'
        ? 'Vegetarian'
        : hindu
          ? hinduDiet()
          : rand() < 0.85
            ? 'Non-vegetarian'
            : 'Eggetarian';
    const challenged = rand() < 0.03;
    const abroad = rand() < 0.12 ? pick(ABROAD) : null;
    return {
      fathers_occupation: pick(FATHERS),
      mothers_occupation: mother(),
      brothers,
      brothers_married: Math.floor(rand() * (brothers + 1)),
      sisters,
      sisters_married: Math.floor(rand() * (sisters + 1)),
      family_type: familyType(),
      family_status: familyStatus(),
      family_values: familyValues(),
      native_place: pick(NATIVE_PLACES),
      // A kula deivam and a kootam belong to Hindu families; only Gounder families state a kootam.
      family_deity: hindu ? pick(FAMILY_DEITIES) : null,
      kulam: hindu && caste === 'Gounder' ? pick(KOOTAMS) : null,
      diet,
      smoking: female ? 'No' : habit(0.88, 0.1),
      drinking: female ? 'No' : habit(0.72, 0.25),
      physical_status: challenged ? 'Physically challenged' : 'Normal',
      physical_status_note: challenged ? pick(CHALLENGES) : null,
      education_level: !degree
        ? rand() < 0.6
          ? 'Diploma'
          : 'Higher secondary'
        : MASTERS_DEGREES.includes(degree)
          ? 'Masters'
          : 'Bachelors',
      residence_country: abroad ? abroad[0] : 'India',
      residency_status: abroad ? pick(abroad[1]) : null,
    };
  };
}
