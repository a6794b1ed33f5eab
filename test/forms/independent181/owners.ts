// An owner (guarantor) as printed: the name in one of the ways owners write it, the title as printed, the ownership,
// the personal tax number (often masked), date of birth and sometimes a self-reported credit score. The home address,
// phone and e-mail are printed too but are not fields of the application.
import type { Rng } from '../../statements/generator/prng.ts';
import * as D from './data.ts';
import { digitsOf, iso, itin, luhn9, phone, printDate, randomDay, ssn } from './ids.ts';
import { makeAddress, plain, val, type Address, type Country, type Val } from './values.ts';

export interface Owner {
  plainFirst: string;
  plainLast: string;
  /** The unmasked tax number, as a sole proprietor also writes it for the business. */
  fullTaxId: string;
  name: Val; title: Val; pct: Val; taxId: Val;
  dob: Val | null; credit: Val | null;
  home: Address; phone: Val; email: Val;
  sigName: Val; sigTitle: Val;
}

interface OwnerSpec { country: Country; index: number; pct: number; entity: string; businessText: string; state: string; used: Set<string> }

const TITLES: Record<string, [string[], string[]]> = {
  llc: [['Managing Member', 'Member', 'Owner', 'CEO'], ['Member', 'Owner', 'COO']],
  pllc: [['Managing Member', 'Owner'], ['Member']],
  c_corporation: [['President', 'CEO', 'Owner'], ['Vice President', 'Secretary', 'Treasurer']],
  s_corporation: [['President', 'CEO', 'Owner'], ['Vice President', 'Secretary', 'CFO']],
  ca_corporation: [['President', 'Director', 'Owner'], ['Director', 'Vice-President', 'Secretary']],
  sole_proprietorship: [['Owner', 'Sole Owner', 'Proprietor'], ['Owner']],
  general_partnership: [['Partner', 'Managing Partner'], ['Partner', 'General Partner']],
  limited_partnership: [['General Partner'], ['Limited Partner', 'Partner']],
  llp: [['Managing Partner', 'Partner'], ['Partner']],
};

export function makeOwner(rng: Rng, s: OwnerSpec): Owner {
  const i = s.index;
  const P = (f: string) => `application.applicants[${i}].${f}`;
  let first: string, last: string;
  do {
    first = rng.pick(s.country === 'US' ? D.US_FIRST : D.CA_FIRST);
    last = rng.pick(s.country === 'US' ? D.US_LAST : D.CA_LAST);
  } while (s.used.has(first) || s.used.has(last));
  s.used.add(first); s.used.add(last);

  // How the name is written: applications.md drops the middle initial and credentials and swaps `Last, First`.
  const cred = D.CREDENTIALS[s.businessText];
  const style = rng.weighted([['plain', 45], ['middle', 20], ['swapped', 20], ['cred', cred && i === 0 ? 30 : 0]] as const);
  const mid = `${D.MIDDLE[rng.int(0, D.MIDDLE.length - 1)]}.`;
  const nameText = style === 'middle' ? `${first} ${mid} ${last}` : style === 'swapped' ? `${last}, ${first}` : style === 'cred' ? `${first} ${last}, ${cred}` : `${first} ${last}`;
  const nameFields = { [P('first_name')]: first, [P('last_name')]: last };

  const [leadTitles, otherTitles] = TITLES[s.entity] ?? [['Owner', 'President'], ['Officer', 'Director']];
  const title = rng.pick(i === 0 ? leadTitles : otherTitles);
  const pctText = rng.pick([`${s.pct}`, `${s.pct}%`, `${s.pct}.0`]);

  // Personal tax number: SSN (ITIN now and then) in the US, SIN in Canada; masked ones give nothing (all three null).
  let full: string, type: string;
  if (s.country === 'US') {
    const isItin = rng.chance(0.08);
    full = isItin ? itin(rng) : ssn(rng);
    type = isItin ? 'ITIN' : 'SSN';
  } else {
    const sin = luhn9(rng, rng.int(1, 7));
    full = rng.chance(0.5) ? `${sin.slice(0, 3)} ${sin.slice(3, 6)} ${sin.slice(6)}` : `${sin.slice(0, 3)}-${sin.slice(3, 6)}-${sin.slice(6)}`;
    type = 'SIN';
  }
  const masked = rng.chance(0.25);
  const last4 = full.slice(-4);
  const maskedText = s.country === 'US' ? rng.pick([`XXX-XX-${last4}`, `***-**-${last4}`]) : rng.pick([`*** *** ${full.slice(-3)}`, `XXX-XXX-${full.slice(-3)}`]);
  const taxText = masked ? maskedText : full;
  const taxId = val(`owner${i + 1}.tax_id`, taxText, masked
    ? { [P('tax_id')]: null, [P('tax_id_type')]: null, [P('tax_id_country')]: null }
    : { [P('tax_id')]: digitsOf(full), [P('tax_id_type')]: type, [P('tax_id_country')]: s.country });

  const born = randomDay(rng, 1952, 1997);
  const dobText = printDate(rng, born, s.country);
  const dob = rng.chance(0.9) ? val(`owner${i + 1}.dob`, dobText, { [P('date_of_birth')]: iso(born) }) : null;
  const score = rng.int(560, 810);
  const credit = rng.chance(0.35) ? val(`owner${i + 1}.credit_score`, String(score), { [P('credit_score')]: score }) : null;
  const home = makeAddress(rng, `owner${i + 1}.home`, s.country, false, rng.chance(0.8) ? s.state : undefined);
  const mail = `${plain(first).slice(0, 1)}${plain(last)}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com'])}`;
  return {
    plainFirst: first, plainLast: last, fullTaxId: full,
    name: val(`owner${i + 1}.name`, nameText, nameFields),
    title: val(`owner${i + 1}.title`, title, { [P('role')]: title }),
    pct: val(`owner${i + 1}.ownership`, pctText, { [P('ownership')]: s.pct }),
    taxId, dob, credit, home,
    phone: val(`owner${i + 1}.phone`, phone(rng)),
    email: val(`owner${i + 1}.email`, mail),
    sigName: val(`signature${i + 1}.name`, `${first} ${last}`, nameFields),
    sigTitle: val(`signature${i + 1}.title`, title, { [P('role')]: title }),
  };
}
