// The owners of one application: names printed in one of three ways (separate first/last fields, one "full name"
// with a middle initial or a credential, or "Last, First"), titles, ownership with or without %, and the sensitive
// values printed in full, masked, or not at all.
import type { Rng } from '../../statements/generator/prng.ts';
import {
  CA_CITIES, CREDENTIALS, FIRST, FIRST_CA, LAST, LAST_CA, LAST_HARD, ROLES, STREETS, US_CITIES, dashed, fmtDate, iso, itin, luhn9, phone, ssn,
  type DateFormat,
} from './data.ts';

interface Shown<T> { text: string; value: T }
export type NameStyle = 'split' | 'full' | 'last_first';

export interface Owner {
  first: string;
  last: string;
  name: { style: NameStyle; full: string; firstText: string; lastText: string };
  role: Shown<string>;
  ownership: Shown<number> | null;
  score: Shown<number> | null;
  /** The owner's SSN / ITIN / SIN digits (printed in full, or masked, or used as a sole proprietor's tax ID). */
  taxDigits: string;
  tax: { text: string; value: string | null; type: 'SSN' | 'ITIN' | 'SIN' };
  dob: Shown<string | null> | null;
  home: { street: string; city: string };
  email: string;
  cell: string;
}

function shares(rng: Rng, n: number): number[] {
  if (n === 1) return [rng.pick([100, 100, 100, 51, 75])];
  if (n === 2) { const a = rng.pick([50, 51, 60, 70, 75, 80]); return [a, rng.chance(0.85) ? 100 - a : rng.int(5, 100 - a)]; }
  if (n === 3) return rng.pick([[34, 33, 33], [40, 35, 25], [50, 25, 25], [33.33, 33.33, 33.34], [60, 20, 20]]);
  return rng.pick([[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]]);
}

function nameOf(rng: Rng, country: 'US' | 'CA', style: NameStyle): Pick<Owner, 'first' | 'last' | 'name'> {
  const first = rng.pick(country === 'US' ? FIRST : rng.chance(0.6) ? FIRST_CA : FIRST);
  const last = rng.chance(0.35) ? rng.pick(LAST_HARD) : rng.pick(country === 'US' ? LAST : rng.chance(0.6) ? LAST_CA : LAST);
  const mi = rng.chance(0.4) ? `${rng.alnum(1, 'ABCDEFGHJKLMNPRSTW')}.` : null;
  const cred = style === 'full' && rng.chance(0.2) ? rng.pick(CREDENTIALS) : '';
  const full = style === 'last_first' ? `${last}, ${first}${mi ? ' ' + mi : ''}` : `${first}${mi ? ' ' + mi : ''} ${last}${cred}`;
  const firstText = mi && rng.chance(0.5) ? `${first} ${mi}` : first;
  return { first, last, name: { style, full, firstText, lastText: last } };
}

function taxOf(rng: Rng, country: 'US' | 'CA', masked: boolean): { digits: string; tax: Owner['tax'] } {
  if (country === 'CA') {
    const d = luhn9(rng, rng.chance(0.9) ? rng.int(1, 7) : 9);
    const text = masked ? rng.pick([`*** *** ${d.slice(6)}`, `XXX-XXX-${d.slice(6)}`]) : dashed(d, [3, 3, 3], rng.pick([' ', '-']));
    return { digits: d, tax: { text, value: masked ? null : d, type: 'SIN' } };
  }
  const d = rng.chance(0.1) ? itin(rng) : ssn(rng);
  const type = d.startsWith('9') ? 'ITIN' : 'SSN';
  const text = masked ? rng.pick([`•••-••-${d.slice(5)}`, `XXX-XX-${d.slice(5)}`, `***-**-${d.slice(5)}`]) : dashed(d, [3, 2, 4]);
  return { digits: d, tax: { text, value: masked ? null : d, type } };
}

export function makeOwners(rng: Rng, country: 'US' | 'CA', n: number, dates: DateFormat[], sole: boolean): Owner[] {
  const pct = shares(rng, n);
  const withPct = rng.chance(0.6);
  const style = rng.weighted<NameStyle>([['split', 4], ['full', 4], ['last_first', 2]]);
  const dobFormats = dates.filter((f) => f !== 'mdy2');
  const out: Owner[] = [];
  for (let i = 0; i < n; i++) {
    const nm = nameOf(rng, country, style);
    const masked = rng.chance(0.4);
    const { digits, tax } = taxOf(rng, country, masked);
    const role = sole ? rng.pick(['Owner', 'Sole Owner', 'Proprietor']) : i === 0 ? rng.pick(['CEO', 'President', 'Managing Member', 'Owner']) : rng.pick(ROLES);
    const share = pct[i]!;
    const showPct = i === 0 || rng.chance(0.92);
    const dobIso = iso(rng.int(1955, 1996), rng.int(1, 12), rng.int(1, 28));
    const dobRoll = rng.next();
    const dob = dobRoll < 0.55 ? { text: fmtDate(dobIso, rng.pick(dobFormats)), value: dobIso }
      : dobRoll < 0.7 ? { text: `••/••/${dobIso.slice(0, 4)}`, value: null } : null;
    const city = rng.pick(country === 'US' ? US_CITIES : CA_CITIES);
    out.push({
      ...nm, role: { text: role, value: role },
      ownership: showPct ? { text: withPct ? `${share}%` : String(share), value: share } : null,
      score: rng.chance(0.35) ? (() => { const s = rng.int(560, 815); return { text: String(s), value: s }; })() : null,
      taxDigits: digits, tax, dob,
      home: { street: `${rng.int(10, 9999)} ${rng.pick(STREETS)}`, city: `${city[0]}, ${city[1]} ${country === 'US' ? city[2] + rng.digits(2) : `${city[2]} ${rng.int(1, 9)}${rng.alnum(1, 'ABCEGHJKLMNPRSTVXY')}${rng.int(1, 9)}`}` },
      email: `${nm.first.toLowerCase().replace(/[^a-z]/g, '')}.${nm.last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com'])}`,
      cell: phone(rng, country),
    });
  }
  return out;
}
