// Owners' names as US and Canadian merchants really write them, and how each printed form of a name splits into the
// truth's first_name / last_name (README "Names"). A Person keeps the parts apart; the renderers print one real-world
// form of it and return the split an underwriter would type into the CRM.
import type { Rng } from '../../statements/generator/prng.ts';

export interface Person {
  prefix?: string; // "Dr."
  given: string; // "Robert", "Jean-François", "Mei-Ling"
  nick?: string; // "Bob"
  middle?: string; // "James"
  last: string; // "García López", "van der Berg", "O'Neil", "Patel-Shah"
  suffix?: string; // "Jr.", "III"
  cred?: string; // "DDS"
}

export interface Printed { text: string; first: string; last: string }

const US_GIVEN: readonly (readonly [string, string?])[] = [
  ['Robert', 'Bob'], ['William', 'Bill'], ['Elizabeth', 'Liz'], ['Margaret', 'Peggy'], ['Anthony', 'Tony'], ['Katarzyna', 'Kasia'],
  ['Giuseppe', 'Joe'], ['Richard', 'Rick'], ['Patricia', 'Trish'], ['José'], ['María'], ['Priya'], ['DeShawn'], ['Mei-Ling'],
  ['Ahmed'], ['Olumide'], ['Sofia'], ['Kwame'], ['Hyun-woo'], ['Daniel'], ['Jennifer'], ['Latoya'], ['Tomás'], ['Ana'], ['Imani'],
  ['Rahul'], ['Fatima'], ['Thanh'], ['Michael', 'Mike'], ['Christopher', 'Chris'],
];
const US_LAST = ['García López', 'De La Cruz', 'van der Berg', "O'Neil", 'McArthur', 'St. Pierre', 'Patel-Shah', 'Johnson-Whitaker',
  'Nguyen', 'Kowalski', 'Okafor', 'Del Rosario', 'Di Marco', 'MacDonald', "D'Angelo", 'Al-Hassan', 'Washington', 'Rodríguez',
  'Hernández Ruiz', 'Haddad', 'Rossi', 'Abernathy-Cole', 'Santos Oliveira', 'Fitzpatrick', 'Van Buren', 'da Silva', 'Brooks', 'Kim'];
const CA_GIVEN: readonly (readonly [string, string?])[] = [
  ['Jean-François'], ['Marie-Ève'], ['Luc'], ['Geneviève'], ['Harpreet'], ['Mathieu'], ['Chantal'], ['Gurpreet'], ['Sylvie'],
  ['Marc-André'], ['Siobhan'], ['Wei'], ['Olivier'], ['Nadia'], ['Pierre-Luc'], ['Amandeep'], ['Alexander', 'Sandy'], ['Katherine', 'Kate'],
];
const CA_LAST = ['Tremblay', 'Gagnon', 'Côté', 'Bouchard', 'St. Pierre', 'Lévesque-Roy', 'MacLeod', "O'Brien", 'Nguyen', 'Singh Gill',
  'Leblanc', 'Thériault', 'Des Rosiers', 'Van Dyk', 'Fournier', 'Bélanger-Hébert', 'McNeil', "D'Amours"];
const MIDDLES = ['James', 'Ann', 'Lee', 'Marie', 'Edward', 'Alejandro', 'Kumar', 'Louise', 'Thomas', 'Renée', 'Joseph', 'Grace', 'Paul', 'Oluwaseun'];
const SUFFIXES = ['Jr.', 'Sr.', 'II', 'III', 'IV'];
const CREDS = ['DDS', 'MD', 'DVM', 'DC'];

export function makePerson(rng: Rng, country: 'US' | 'CA', last?: string): Person {
  const [given, nick] = rng.pick(country === 'US' ? US_GIVEN : CA_GIVEN);
  const p: Person = { given, last: last ?? rng.pick(country === 'US' ? US_LAST : CA_LAST) };
  if (rng.chance(0.6)) p.middle = rng.pick(MIDDLES);
  if (nick && rng.chance(0.55)) p.nick = nick;
  if (country === 'US' && rng.chance(0.2)) p.suffix = rng.pick(SUFFIXES);
  if (!p.nick && rng.chance(0.1)) { p.prefix = 'Dr.'; if (rng.chance(0.5)) p.cred = rng.pick(CREDS); }
  return p;
}

const up = (s: string, caps: boolean): string => (caps ? s.toUpperCase() : s);
const initial = (m: string): string => m[0]!;

/** "Dr. Robert "Bob" J. O'Neil Jr., DDS": one line, first-name-first. Only a middle initial is ever printed here, so
 *  the rule "first word is the first name, the rest after the initial is the last name" is never ambiguous. */
export function fullName(p: Person, caps: boolean, nickStyle: 'quotes' | 'parens' = 'quotes'): Printed {
  const parts: string[] = [];
  if (p.prefix) parts.push(p.prefix);
  parts.push(p.given);
  if (p.nick) parts.push(nickStyle === 'quotes' ? `"${p.nick}"` : `(${p.nick})`);
  if (p.middle) parts.push(`${initial(p.middle)}.`);
  parts.push(p.suffix ? `${p.last} ${p.suffix}` : p.last);
  let text = parts.join(' ');
  if (p.cred) text += `, ${p.cred}`;
  return { text: up(text, caps), first: up(p.given, caps), last: up(p.last, caps) };
}

/** "O'NEIL JR, ROBERT JAMES (BOB)": last name first, the comma parts the surname from the given names; the suffix rides
 *  with the surname before the comma as credit files print it. The credential and the Dr. are never printed here. */
export function lastFirst(p: Person, caps: boolean, middle: 'initial' | 'full'): Printed {
  let head = p.last;
  if (p.suffix) head += ` ${p.suffix.replace('.', '')}`;
  let tail = p.given;
  if (p.middle) tail += ` ${middle === 'full' ? p.middle : initial(p.middle)}`;
  if (p.nick) tail += ` (${p.nick})`;
  return { text: up(`${head}, ${tail}`, caps), first: up(p.given, caps), last: up(p.last, caps) };
}

/** Separate boxes: First (nickname in parentheses when the owner wrote one), MI, Last, Suffix. */
export function splitName(p: Person, caps: boolean): { first: string; mi: string; last: string; suffix: string; firstTruth: string; lastTruth: string } {
  const first = p.nick ? `${p.given} (${p.nick})` : p.given;
  return { first: up(first, caps), mi: p.middle ? up(initial(p.middle), caps) : '', last: up(p.last, caps), suffix: up(p.suffix ?? '', caps),
    firstTruth: up(p.given, caps), lastTruth: up(p.last, caps) };
}

/** A spouse, co-signer or reference: a person who is not an owner (a decoy), sometimes sharing an owner's surname. */
export function otherPerson(rng: Rng, country: 'US' | 'CA', sameLast?: string): string {
  const p = makePerson(rng, country, sameLast);
  return fullName({ given: p.given, last: p.last, ...(p.middle ? { middle: p.middle } : {}) }, false).text;
}
