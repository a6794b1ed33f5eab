// The merchant behind one form of set 169: business, funding request and owners, drawn only from the data Rng
// (never the style's), so the three styles of one seed print the same values. `Guard` keeps decoys off real values.
import type { Rng } from '../../statements/generator/prng.ts';
import * as I from './ids.ts';
import * as N from './names.ts';

export type Country = 'US' | 'CA';
export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';

export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null; role: string; pct: number; credit: number;
  taxDigits: string; taxType: 'SSN' | 'ITIN' | 'SIN'; dob: I.Ymd; home: string;
}
/** `box` is the checkbox label that means this entity; null: "Other" with `free` written on its line. */
export interface Entity { id: string; box: string | null; free: string }
export interface Merchant {
  country: Country; countryLabel: string; legal: string; dbaPrinted: string | null; dba: string | null; entity: Entity;
  industry: readonly [string, string]; tax: { digits: string; type: 'EIN' | 'SSN' | 'ITIN' | 'BN'; program: string | null };
  state: string; stateName: string; city: string; postal: string; street: string; phone: string; email: string;
  start: I.Ymd; requested: number; payment: number; nPayments: number; freq: Freq; owners: Owner[];
}
export interface Theme {
  words: readonly string[]; tails: readonly string[]; caShare: number; industries: readonly (readonly [string, string])[];
  usEntities: readonly string[]; caEntities: readonly string[]; amount: readonly [number, number]; roles: readonly string[];
  /** Credentials after a provider's name (`, DDS`), by industry id; null: none. */
  cred?: (industryId: string) => readonly string[] | null;
}

type Kind = { box: string | null; free: readonly string[]; suffix: readonly string[] };
const US_KINDS: Record<string, Kind> = {
  sole_proprietorship: { box: 'Sole Proprietor', free: ['Sole Proprietor', 'Sole Prop', 'Individual'], suffix: [] },
  general_partnership: { box: 'Partnership', free: ['Partnership', 'General Partnership'], suffix: [' Partners'] },
  llc: { box: 'LLC', free: ['LLC', 'L.L.C.', 'Limited Liability Company'], suffix: [' LLC', ', LLC', ' L.L.C.'] },
  c_corporation: { box: 'Corporation', free: ['Inc.', 'Corporation', 'Corp.', 'C-Corp'], suffix: [' Inc.', ', Inc.', ' Corp.', ' Corporation'] },
  s_corporation: { box: null, free: ['S-Corp', 'S Corp', 'S Corporation'], suffix: [', Inc.', ' Inc.'] },
  llp: { box: null, free: ['LLP'], suffix: [' LLP'] },
  limited_partnership: { box: null, free: ['LP', 'L.P.', 'Limited Partnership'], suffix: [' LP', ', L.P.'] },
  pllc: { box: null, free: ['PLLC', 'Professional LLC'], suffix: [', PLLC', ' PLLC'] },
  professional_corporation: { box: null, free: ['P.C.', 'PC', 'Professional Corporation', 'P.A.', 'Professional Association'], suffix: [', P.C.', ', P.A.'] },
};
const CA_KINDS: Record<string, Kind> = {
  sole_proprietorship: { box: 'Sole Proprietorship', free: ['Sole Proprietorship', 'Sole Proprietor'], suffix: [] },
  general_partnership: { box: 'Partnership', free: ['Partnership'], suffix: [' Partners'] },
  ca_corporation: { box: 'Corporation', free: ['Inc.', 'Ltd.', 'Corporation', 'Limited'], suffix: [' Inc.', ' Ltd.', ' Limited', ' Corp.'] },
  ca_ulc: { box: null, free: ['ULC', 'Unlimited Liability Corporation'], suffix: [' ULC'] },
  cooperative: { box: null, free: ['Co-operative', 'Co-op'], suffix: [' Co-operative'] },
};
export const ENTITY_BOXES = { US: ['Sole Proprietor', 'Partnership', 'LLC', 'Corporation'], CA: ['Sole Proprietorship', 'Partnership', 'Corporation'] } as const;

const SPLITS: Record<number, number[][]> = {
  1: [[100]], 2: [[50, 50], [60, 40], [51, 49], [75, 25], [80, 20]], 3: [[40, 30, 30], [34, 33, 33], [50, 25, 25], [60, 20, 20]],
  4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]],
};

function postal(rng: Rng, letter: string): string {
  const L = () => rng.pick('ABCEGHJKLMNPRSTVWXYZ'.split(''));
  return `${letter}${rng.int(0, 9)}${L()} ${rng.int(0, 9)}${L()}${rng.int(0, 9)}`;
}

function address(rng: Rng, country: Country): { street: string; city: string; state: string; stateName: string; postal: string } {
  const street = `${rng.int(12, 9870)} ${rng.pick(N.STREETS)}`;
  if (country === 'US') {
    const [state, city, zip] = rng.pick(N.US_PLACES);
    return { street, city, state, stateName: N.US_STATE_NAMES[state]!, postal: zip + rng.digits(2) };
  }
  const [state, name, city, letter] = rng.pick(N.CA_PLACES);
  return { street, city, state, stateName: name, postal: postal(rng, letter) };
}

export const fullName = (o: Pick<Owner, 'first' | 'middle' | 'last'>): string => [o.first, o.middle, o.last].filter(Boolean).join(' ');
export const homeLine = (a: ReturnType<typeof address>): string => `${a.street}, ${a.city}, ${a.state} ${a.postal}`;

function owners(rng: Rng, theme: Theme, country: Country, industryId: string, entityId: string): Owner[] {
  const drawn = rng.weighted([[1, 40], [2, 35], [3, 15], [4, 10]] as const);
  const n = entityId === 'sole_proprietorship' ? 1 : entityId === 'general_partnership' ? Math.max(2, drawn) : drawn;
  const split = rng.pick(SPLITS[n]!);
  const firsts = rng.shuffle([...N.FIRST_NAMES]), lasts = rng.shuffle([...N.LAST_NAMES]);
  const creds = theme.cred?.(industryId) ?? null;
  return split.map((pct, i) => {
    const itin = country === 'US' && rng.chance(0.1);
    const taxDigits = country === 'CA' ? I.sin(rng) : itin ? I.itin(rng) : I.ssn(rng);
    const role = i === 0 && entityId === 'llc' ? rng.pick(['Managing Member', 'Member', 'Owner'])
      : i === 0 && entityId === 'general_partnership' ? 'Partner' : rng.pick(theme.roles);
    return {
      first: firsts[i]!, middle: rng.chance(0.35) ? `${rng.pick(N.INITIALS.split(''))}.` : null, last: lasts[i]!,
      cred: creds && (i === 0 || rng.chance(0.6)) ? rng.pick(creds) : null, role, pct, credit: rng.int(548, 812),
      taxDigits, taxType: country === 'CA' ? 'SIN' : itin ? 'ITIN' : 'SSN', dob: I.randomDate(rng, 1952, 1998),
      home: homeLine(address(rng, country)),
    };
  });
}

export function makeMerchant(rng: Rng, theme: Theme): Merchant {
  const country: Country = rng.chance(theme.caShare) ? 'CA' : 'US';
  const place = address(rng, country);
  const industry = rng.pick(theme.industries);
  const entityId = rng.pick(country === 'US' ? theme.usEntities : theme.caEntities);
  const kind = (country === 'US' ? US_KINDS : CA_KINDS)[entityId]!;
  const entity: Entity = { id: entityId, box: kind.box, free: rng.pick(kind.free) };
  const os = owners(rng, theme, country, industry[1], entityId);
  const business = `${rng.pick(theme.words)} ${rng.pick(theme.tails)}`;
  let legal: string;
  if (entityId === 'sole_proprietorship') legal = fullName(os[0]!);
  else if (entityId === 'ca_corporation' && rng.chance(0.35)) legal = `${rng.int(1000000, 2999999)} ${place.stateName} Inc.`;
  else legal = business + rng.pick(kind.suffix);
  const numbered = /^\d/.test(legal);
  const dv = entityId === 'sole_proprietorship' || numbered ? 'name' : rng.weighted([['name', 45], ['blank', 20], ['SAME', 10], ['N/A', 10], ['legal', 15]] as const);
  const dbaPrinted = dv === 'name' ? (numbered || entityId === 'sole_proprietorship' ? business : `${rng.pick(theme.words)} ${rng.pick(theme.tails)}`)
    : dv === 'blank' ? null : dv === 'legal' ? legal : dv;
  const dba = dv === 'name' && dbaPrinted !== legal ? dbaPrinted : null;
  let tax: Merchant['tax'];
  if (country === 'CA') tax = { digits: I.bn(rng), type: 'BN', program: rng.chance(0.8) ? rng.pick(['RC', 'RT', 'RP']) + '0001' : null };
  else if (entityId === 'sole_proprietorship' && rng.chance(0.5)) tax = { digits: os[0]!.taxDigits, type: os[0]!.taxType as 'SSN' | 'ITIN', program: null };
  else tax = { digits: I.ein(rng), type: 'EIN', program: null };
  const freq = rng.weighted([['daily', 40], ['weekly', 35], ['biweekly', 12], ['monthly', 13]] as const);
  const nPayments = freq === 'daily' ? rng.pick([60, 90, 120, 140, 160, 180, 220]) : freq === 'weekly' ? rng.pick([24, 26, 36, 40, 52])
    : freq === 'biweekly' ? rng.pick([12, 13, 18, 26]) : rng.pick([6, 9, 12, 18]);
  const requested = Math.round(rng.int(theme.amount[0], theme.amount[1]) / 2500) * 2500;
  const payment = Math.round((requested * rng.float(1.22, 1.45) / nPayments) * 100) / 100;
  const handle = (dba ?? business).toLowerCase().replace(/[^a-z]+/g, '');
  return {
    country, countryLabel: country === 'US' ? 'United States' : 'Canada', legal, dbaPrinted, dba, entity, industry, tax,
    ...place, phone: I.usPhone(rng), email: `${rng.pick(['info', 'office', 'admin', 'ops'])}@${handle.slice(0, 18)}.${country === 'CA' ? 'ca' : 'com'}`,
    start: I.randomDate(rng, 1996, 2023), requested, payment, nPayments, freq, owners: os,
  };
}

const norm = (s: string): string => s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, ' ').trim();
const digitsOf = (s: string): string => s.replace(/\D/g, '');

/** Real values in every printed shape a decoy could collide with; `fresh` redraws a decoy until it collides with none. */
export class Guard {
  private texts = new Set<string>();
  private digits = new Set<string>();
  private lasts = new Set<string>();
  constructor(m: Merchant) {
    const dates = (d: I.Ymd) => (['mdy', 'mdy2', 'long', 'short', 'iso'] as const).map((f) => I.printDate(d, f));
    this.add(m.legal, m.dba ?? '', m.tax.digits, m.state, m.stateName, String(m.requested), m.payment.toFixed(2), String(m.payment),
      String(m.nPayments), m.entity.free, m.industry[0], ...dates(m.start));
    for (const o of m.owners) {
      this.add(o.first, o.last, fullName(o), `${o.first} ${o.last}`, o.taxDigits, o.taxDigits.slice(-4), String(o.pct), String(o.credit), o.role, ...dates(o.dob));
      this.lasts.add(norm(o.last));
    }
  }
  add(...vals: string[]): void {
    for (const v of vals) {
      if (!v) continue;
      this.texts.add(norm(v));
      if (digitsOf(v).length >= 2) this.digits.add(digitsOf(v));
    }
  }
  clash(text: string): boolean {
    const d = digitsOf(text);
    if (d.length >= 2 && this.digits.has(d)) return true;
    const n = norm(text);
    return this.texts.has(n) || [...this.lasts].some((l) => ` ${n} `.includes(` ${l} `));
  }
  /** A decoy that equals no real value; it is then remembered, so two decoys differ too. */
  fresh(gen: () => string): string {
    for (let i = 0; i < 60; i++) {
      const v = gen();
      if (!this.clash(v)) { this.add(v); return v; }
    }
    throw new Error('could not draw a decoy apart from the real values');
  }
  /** A person who is not an owner (ISO rep, landlord, reference contact). */
  person(rng: Rng): string {
    return this.fresh(() => `${rng.pick(N.FIRST_NAMES)} ${rng.pick(N.LAST_NAMES)}`);
  }
}
