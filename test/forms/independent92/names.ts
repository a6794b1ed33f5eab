// People's names as they really come on broker forms: titles, generational suffixes, credentials, hyphenated and
// particle surnames, O'/Mc/Mac, initials first, middle names, nicknames, East and South Asian names, two-letter and
// very long names. A name is kept in parts; each layout prints it its own way (names-print.ts) and the truth is the
// first and last name of applications.md, in the printed case.
import type { Rng } from '../../statements/generator/prng.ts';

export interface PersonName {
  prefix: string | null;
  /** The first given name as it is written (`J.` for "J. Robert Smith", `Ji-ho`). */
  first: string;
  /** Second given name or initial: never part of first_name. */
  middle: string | null;
  /** The surname with its hyphen or particles (`Garcia-Lopez`, `De La Cruz`, `St. John`, `O'Neil`). */
  last: string;
  suffix: string | null;
  nick: string | null;
  cred: string | null;
  /** A two-word surname with neither hyphen nor particle: only printed where the surname has its own place. */
  spaced: boolean;
  female: boolean;
  /** What this name exercises (README, test coverage). */
  tags: string[];
}

type Pool = readonly string[];
const MALE: Pool = ['James', 'Robert', 'Michael', 'William', 'Anthony', 'Daniel', 'Kenneth', 'Marcus', 'Tyrone', 'Patrick', 'Thomas',
  'Gregory', 'Raymond', 'Douglas', 'Jerome', 'Stanley', 'Vincent', 'Dwayne', 'Theodore', 'Francis'];
const FEMALE: Pool = ['Patricia', 'Jennifer', 'Elizabeth', 'Rebecca', 'Kathleen', 'Angela', 'Latoya', 'Deborah', 'Christine', 'Monica',
  'Theresa', 'Brenda', 'Rochelle', 'Danielle', 'Margaret', 'Yolanda', 'Colleen', 'Shannon'];
const HISP_M: Pool = ['Jose', 'Luis', 'Carlos', 'Miguel', 'Alejandro', 'Rafael', 'Joaquin', 'Ernesto'];
const HISP_F: Pool = ['Maria', 'Ana', 'Rosa', 'Guadalupe', 'Ximena', 'Esperanza', 'Lucia', 'Marisol'];
const PLAIN_LAST: Pool = ['Smith', 'Johnson', 'Williams', 'Brown', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Thompson', 'Harris',
  'Robinson', 'Walker', 'Kowalski', 'Novak', 'Okafor', 'Adeyemi', 'Whitfield', 'Bennett', 'Castillo', 'Jablonski', 'Ferreira', 'Haddad'];
const HYPHEN_LAST: Pool = ['Garcia-Lopez', 'Hernandez-Ruiz', 'Smith-Whitfield', 'Baker-Nolan', 'Okafor-Reyes', 'Nakamura-Reyes',
  'Mensah-Bonsu', 'Lloyd-Jones', 'Perez-Ortega'];
const PARTICLE_LAST: Pool = ['De La Cruz', 'de la Rosa', 'Del Rio', 'van der Berg', 'Van Dyke', 'von Ahn', 'St. John', 'St. Pierre',
  'da Silva', 'Di Stefano', 'De Luca', 'La Fontaine', 'dos Santos', 'Van Buren'];
const APOS_LAST: Pool = ["O'Neil", "O'Brien", "O'Malley", "D'Angelo", "O'Connor", "D'Souza", "N'Diaye"];
const MC_LAST: Pool = ['McAllister', 'MacDonald', 'McKenzie', 'MacLeod', 'McGillicuddy', 'MacArthur', 'McNamara'];
const SPACED_LAST: Pool = ['Garcia Lopez', 'Martinez Vega', 'Rodriguez Alvarado', 'Sanchez Mora', 'Fernandez Castro'];
const EAST_FIRST: Pool = ['Wei', 'Jun', 'Mei', 'Hui', 'Jian', 'Hiroshi', 'Yuki', 'Kenji', 'Akiko', 'Ji-ho', 'Min-jun', 'Seo-yeon',
  'Thanh', 'Linh', 'Minh', 'Mei-Ling', 'Xiaoming'];
const EAST_LAST: Pool = ['Chen', 'Wang', 'Zhang', 'Liu', 'Huang', 'Tanaka', 'Sato', 'Nakamura', 'Kim', 'Park', 'Choi', 'Nguyen',
  'Tran', 'Pham', 'Zhou', 'Takahashi'];
const SOUTH_FIRST: Pool = ['Priya', 'Rajesh', 'Anjali', 'Sanjay', 'Venkata', 'Lakshmi', 'Harpreet', 'Gurpreet', 'Arjun', 'Deepa',
  'Farhan', 'Sunita', 'Aarav', 'Nandini'];
const SOUTH_LAST: Pool = ['Raghunathan', 'Venkataraman', 'Patel', 'Shah', 'Sandhu', 'Gill', 'Chatterjee', 'Subramanian', 'Iyer',
  'Rao', 'Chaudhry', 'Bhattacharya', 'Krishnamurthy'];
const SOUTH_MIDDLE: Pool = ['Kumar', 'Kaur', 'Singh', 'Lal', 'Devi', 'Prasad'];
const SHORT_FIRST: Pool = ['Bo', 'Al', 'Jo', 'Ed', 'Ty', 'An', 'Vy', 'Cy'];
const SHORT_LAST: Pool = ['Li', 'Ng', 'Oh', 'Wu', 'Ma', 'Yu', 'Do', 'Ko'];
const LONG_FIRST: Pool = ['Maximiliano', 'Bartholomew', 'Alexandrina', 'Konstantinos', 'Christabelle', 'Fitzgerald'];
const LONG_LAST: Pool = ['Santisteban-Villavicencio', 'Featherstonehaugh-Worthington', 'Papadopoulos-Konstantinidis',
  'Krishnamurthy-Venkataraman', 'Wolfeschlegelstein', 'Vanderhoffenstein-Abernathy'];
const MIDDLE_FULL: Pool = ['Marie', 'Ann', 'Lee', 'James', 'Elena', 'Robert', 'Louise', 'Allen', 'Grace', 'Edward'];
const NICKS: Record<string, string> = { Robert: 'Bobby', William: 'Bill', Anthony: 'Tony', Michael: 'Mike', Patricia: 'Patty',
  Elizabeth: 'Liz', Theodore: 'Teddy', Margaret: 'Peggy', Francis: 'Frank', Jennifer: 'Jenny', Wei: 'David', Minh: 'Mike',
  'Ji-ho': 'Jay', Xiaoming: 'Sam', Thanh: 'Tony', Rajesh: 'Raj', Venkata: 'Venky', Alejandro: 'Alex', Guadalupe: 'Lupe', Jose: 'Pepe' };
const CREDS: Pool = ['DDS', 'MD', 'CPA', 'DC', 'Esq.', 'DVM', 'PE'];

export type NameKind = 'plain' | 'hyphen' | 'particle' | 'apostrophe' | 'mc' | 'spaced' | 'eastAsian' | 'southAsian' | 'short'
  | 'long' | 'initialFirst' | 'hispanic';

export interface NameOptions {
  /** Kinds and weights; `spaced` needs a layout where the surname has its own box or comes first. */
  kinds: readonly (readonly [NameKind, number])[];
  prefix?: number;
  suffix?: number;
  middle?: number;
  nick?: number;
  cred?: number;
}

export const DEFAULT_KINDS: readonly (readonly [NameKind, number])[] = [['plain', 2], ['hyphen', 2], ['particle', 2], ['apostrophe', 1.5],
  ['mc', 1.5], ['eastAsian', 2], ['southAsian', 2], ['short', 1], ['long', 1], ['initialFirst', 1.2], ['hispanic', 1]];

export function makeName(rng: Rng, o: NameOptions): PersonName {
  const kind = rng.weighted(o.kinds);
  const female = rng.chance(0.45);
  const west = () => rng.pick(female ? FEMALE : MALE);
  const n: PersonName = { prefix: null, first: west(), middle: null, last: rng.pick(PLAIN_LAST), suffix: null, nick: null, cred: null,
    spaced: false, female, tags: [kind] };
  switch (kind) {
    case 'plain': break;
    case 'hyphen': n.last = rng.pick(HYPHEN_LAST); break;
    case 'particle': n.last = rng.pick(PARTICLE_LAST); break;
    case 'apostrophe': n.last = rng.pick(APOS_LAST); break;
    case 'mc': n.last = rng.pick(MC_LAST); break;
    case 'spaced': n.first = rng.pick(female ? HISP_F : HISP_M); n.last = rng.pick(SPACED_LAST); n.spaced = true; break;
    case 'hispanic': n.first = rng.pick(female ? HISP_F : HISP_M); n.last = rng.pick([...HYPHEN_LAST.slice(0, 2), 'De La Cruz', 'Del Rio', 'Castillo']); break;
    case 'eastAsian': n.first = rng.pick(EAST_FIRST); n.last = rng.pick(EAST_LAST); break;
    case 'southAsian':
      n.first = rng.pick(SOUTH_FIRST); n.last = rng.pick(SOUTH_LAST);
      if (rng.chance(0.4)) { n.middle = rng.pick(SOUTH_MIDDLE); n.tags.push('middle'); }
      break;
    case 'short': n.first = rng.pick(SHORT_FIRST); n.last = rng.pick(SHORT_LAST); break;
    case 'long': n.first = rng.pick(LONG_FIRST); n.last = rng.pick(LONG_LAST); n.middle = rng.chance(0.5) ? rng.pick(MIDDLE_FULL) : null; break;
    case 'initialFirst': n.middle = n.first; n.first = `${rng.pick('ABCDEGHJKLMRTW'.split(''))}.`; break;
  }
  const asian = kind === 'eastAsian' || kind === 'southAsian';
  if (!n.middle && kind !== 'short' && rng.chance(o.middle ?? 0.35)) {
    n.middle = rng.chance(0.5) ? `${rng.pick('ABCDEFGHJKLMNPRSTW'.split(''))}.` : rng.pick(MIDDLE_FULL);
    n.tags.push(n.middle.endsWith('.') ? 'middleInitial' : 'middle');
  }
  if (rng.chance(o.prefix ?? 0.2)) { n.prefix = rng.weighted([['Dr.', 2], [female ? rng.pick(['Mrs.', 'Ms.']) : 'Mr.', 3]]); n.tags.push('prefix'); }
  if (!asian && !n.female && rng.chance(o.suffix ?? 0.25)) { n.suffix = rng.pick(['Jr.', 'Sr.', 'II', 'III', 'IV', 'Jr']); n.tags.push('suffix'); }
  if (NICKS[n.first] && rng.chance(o.nick ?? 0.2)) { n.nick = NICKS[n.first]!; n.tags.push('nickname'); }
  if (rng.chance(o.cred ?? 0.1)) { n.cred = rng.pick(CREDS); n.tags.push('credential'); }
  return n;
}

/** Upper case as a form printed in capitals shows it (`McAllister` -> `MCALLISTER`). */
export const caps = (s: string) => s.toUpperCase();

/** applications.md's first and last name of a printed name: first given name (initial kept as written), surname with
 *  hyphen and particles; middle names, nickname, title, suffix and credentials dropped; in the printed case. */
export function nameTruth(n: PersonName, upper: boolean): { first: string; last: string } {
  return upper ? { first: caps(n.first), last: caps(n.last) } : { first: n.first, last: n.last };
}
