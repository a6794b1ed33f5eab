// The merchant behind an independent150 form (what the applicant knows), the field sets its printed values give, and
// the truth built only from what was placed on the page.
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import type { Rng } from '../../statements/generator/prng.ts';
import type { Fields, Placed } from './canvas.ts';
import { einDigits, einText, isoDate, itinDigits, luhn9, ssnDigits, ssnText, sinText, bnText, type Person, type TaxId } from './format.ts';
import { CA_PLACES, CA_STREETS, CREDS, ENTITIES_CA, ENTITIES_US, FIRST, INDUSTRIES, LAST, LAST_HARD, MIDDLE, NAME_WORDS, STREETS,
  US_PLACES, type EntityPick, type IndustryPick, type Place } from './pools.ts';

export type Country = 'US' | 'CA';
export interface Address { street: string; city: string; region: string; regionName: string; postal: string; country: Country }
export interface Owner { person: Person; title: string; pct: number; taxDigits: string; dob: string; score: number | null; home: Address;
  cell: string; email: string }
export interface Merchant {
  country: Country; legal: string; entity: EntityPick; industry: IndustryPick; tradeName: string | null; sole: boolean;
  /** The business's own tax id digits and kind; a sole proprietor without an EIN/BN gives the owner's SSN/ITIN/SIN. */
  taxDigits: string; taxKind: 'EIN' | 'SSN' | 'BN' | 'SIN'; start: string; address: Address; phone: string; email: string; website: string | null;
  amount: number; use: string; monthlySales: number; owners: Owner[];
}

const SPLITS: Record<number, number[][]> = {
  1: [[100]], 2: [[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]], 3: [[40, 30, 30], [34, 33, 33], [50, 25, 25], [60, 20, 20]],
  4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20], [35, 35, 15, 15]],
};

export function phone(rng: Rng, country: Country): string {
  const area = country === 'CA' ? rng.pick(['416', '514', '604', '403', '204', '902', '306', '613']) : String(rng.int(201, 989));
  return rng.pick([`(${area}) ${rng.int(200, 989)}-${rng.digits(4)}`, `${area}-${rng.int(200, 989)}-${rng.digits(4)}`, `${area}.${rng.int(200, 989)}.${rng.digits(4)}`]);
}

export function address(rng: Rng, country: Country, place?: Place): Address {
  const pl = place ?? rng.pick(country === 'CA' ? CA_PLACES : US_PLACES);
  const [city, prefix] = rng.pick(pl.cities);
  const street = `${rng.int(12, 9800)} ${rng.pick(country === 'CA' ? CA_STREETS : STREETS)}${rng.chance(0.25) ? `, ${rng.pick(['Suite', 'Unit', 'Ste.'])} ${rng.int(2, 450)}` : ''}`;
  const postal = country === 'CA' ? `${prefix} ${rng.int(1, 9)}${rng.pick([...'ABCEGHJKLMNPRSTVWXYZ'])}${rng.int(0, 9)}` : `${prefix}${rng.digits(2)}`;
  return { street, city, region: pl.region, regionName: pl.name, postal, country };
}

export function otherPlace(rng: Rng, country: Country, not: string): Place {
  const all = (country === 'CA' ? CA_PLACES : US_PLACES).filter((p) => p.region !== not);
  return rng.pick(all);
}

function person(rng: Rng, used: Set<string>): Person {
  let last = rng.chance(0.25) ? rng.pick(LAST_HARD) : rng.pick(LAST);
  while (used.has(last)) last = rng.chance(0.25) ? rng.pick(LAST_HARD) : rng.pick(LAST);
  used.add(last);
  return { first: rng.pick(FIRST), middle: rng.chance(0.5) ? rng.pick([...MIDDLE]) : null, last, cred: rng.chance(0.5) ? rng.pick(CREDS) : null };
}

const TITLES: Record<string, string[]> = {
  sole_proprietorship: ['Owner', 'Sole Proprietor', 'Proprietor'],
  llc: ['Managing Member', 'Member', 'Owner', 'CEO'], pllc: ['Managing Member', 'Member'],
  general_partnership: ['Partner', 'Managing Partner', 'General Partner'], llp: ['Partner', 'Managing Partner'],
  corp: ['President', 'CEO', 'Vice President', 'Secretary', 'Treasurer', 'COO', 'Director'],
};

export interface MerchantOpts { maxOwners: number; soleChance: number }

export function makeMerchant(rng: Rng, country: Country, o: MerchantOpts): Merchant {
  const ents = country === 'CA' ? ENTITIES_CA : ENTITIES_US;
  const sole = rng.chance(o.soleChance);
  const entity = sole ? ents.find((e) => e.id === 'sole_proprietorship')! : rng.pick(ents.filter((e) => e.id !== 'sole_proprietorship'));
  const industry = rng.pick(INDUSTRIES);
  const n = sole ? 1 : rng.weighted([[1, 3], [2, 4], [3, 2], [4, 1]] as const);
  const count = Math.min(n, o.maxOwners);
  const split = rng.pick(SPLITS[count]!);
  const used = new Set<string>();
  const titles = TITLES[entity.id] ?? TITLES.corp!;
  const owners: Owner[] = split.map((pct, i) => {
    const p = person(rng, used);
    const taxDigits = country === 'CA' ? luhn9(rng, String(rng.int(1, 7))) : rng.chance(0.1) ? itinDigits(rng) : ssnDigits(rng);
    const title = i === 0 ? titles[0]! : rng.pick(titles.slice(1).length ? titles.slice(1) : titles);
    const email = `${p.first.toLowerCase()}.${p.last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com'])}`;
    return { person: p, title, pct, taxDigits, dob: isoDate(rng, 1958, 1998), score: rng.chance(0.25) ? null : rng.int(560, 815),
      home: address(rng, country), cell: phone(rng, country), email };
  });
  const first = owners[0]!.person;
  const word = rng.pick(NAME_WORDS);
  const legal = sole ? `${first.first} ${first.last}` : `${word} ${rng.pick(industry.nouns)}${rng.pick(entity.suffixes)}`;
  const tradeName = sole || rng.chance(0.6) ? rng.pick(industry.dba) : null;
  let taxDigits: string, taxKind: Merchant['taxKind'];
  if (country === 'CA') {
    if (sole && rng.chance(0.4)) { taxDigits = owners[0]!.taxDigits; taxKind = 'SIN'; } else { taxDigits = luhn9(rng, String(rng.int(1, 8))); taxKind = 'BN'; }
  } else if (sole && rng.chance(0.5)) { taxDigits = owners[0]!.taxDigits; taxKind = 'SSN'; } else { taxDigits = einDigits(rng); taxKind = 'EIN'; }
  const slug = (tradeName ?? word).toLowerCase().replace(/[^a-z]/g, '');
  const amount = rng.weighted([[rng.int(4, 40) * 2500, 5], [rng.int(3, 30) * 10000, 3], [rng.int(10, 90) * 1000, 2]] as const);
  return {
    country, legal, entity, industry, tradeName, sole, taxDigits, taxKind, start: isoDate(rng, 1998, 2024), address: address(rng, country),
    phone: phone(rng, country), email: `${rng.pick(['info', 'office', 'admin', 'accounts'])}@${slug}.${country === 'CA' ? 'ca' : 'com'}`,
    website: rng.chance(0.6) ? `www.${slug}.${country === 'CA' ? 'ca' : 'com'}` : null,
    amount, use: rng.pick(['Inventory', 'Equipment purchase', 'Payroll', 'Expansion', 'Working capital', 'Marketing', 'Renovation']),
    monthlySales: rng.int(18, 400) * 1000, owners,
  };
}

// ---- printed tax ids and the fields they give --------------------------------------------------------------------

/** The business tax id as this form prints it. */
export function businessTax(m: Merchant, rng: Rng, o: { bareOk?: boolean; bnProgram?: boolean } = {}): TaxId {
  switch (m.taxKind) {
    case 'EIN': return einText(m.taxDigits, (o.bareOk ?? false) && rng.chance(0.3));
    case 'SSN': return ssnText(m.taxDigits, rng, false);
    case 'SIN': return sinText(m.taxDigits, rng, false);
    case 'BN': return bnText(m.taxDigits, rng, o.bnProgram ?? rng.chance(0.7));
  }
}

export function ownerTax(m: Merchant, i: number, rng: Rng, maskChance: number): TaxId {
  const d = m.owners[i]!.taxDigits;
  return m.country === 'CA' ? sinText(d, rng, rng.chance(maskChance)) : ssnText(d, rng, rng.chance(maskChance), rng.chance(0.15));
}

const COUNTRY_NAME: Record<Country, string> = { US: 'United States', CA: 'Canada' };

export function businessTaxFields(t: TaxId): Fields {
  if (t.masked) return {};
  return { business_tax_id: t.digits, business_tax_id_type: t.type, business_tax_id_country: t.country, country: COUNTRY_NAME[t.country!] };
}
export function ownerTaxFields(i: number, t: TaxId): Fields {
  if (t.masked) return {};
  return { [`applicants[${i}].tax_id`]: t.digits, [`applicants[${i}].tax_id_type`]: t.type, [`applicants[${i}].tax_id_country`]: t.country };
}
export function regionFields(a: Address): Fields {
  return { state_region: a.region, country: COUNTRY_NAME[a.country] };
}
export function nameFields(i: number, p: Person): Fields {
  return { [`applicants[${i}].first_name`]: p.first, [`applicants[${i}].last_name`]: p.last };
}
export const af = (i: number, field: keyof TruthApplicant, v: string | number | null): Fields => ({ [`applicants[${i}].${field}`]: v });
/** The DBA as printed and what it reads as: null when blank-ish or the legal name again. */
export function dbaFields(text: string, legal: string): Fields {
  const t = text.trim();
  return { trade_name: !t || /^(same|n\/?a|none|-+)$/i.test(t) || t.toLowerCase() === legal.toLowerCase() ? null : t };
}
export function countryName(c: Country): string { return COUNTRY_NAME[c]; }

// ---- the truth ---------------------------------------------------------------------------------------------------

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application exactly as printed: every field from a placed value's fields, every other null. */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null,
    requested_payment: null, number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const p of placed) {
    if (p.decoy) continue;
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else {
        if (!(path in app)) throw new Error(`unknown truth path ${path}`);
        (app as unknown as Record<string, unknown>)[path] = v;
      }
    }
  }
  return app;
}
