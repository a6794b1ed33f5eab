// Merchants, owners and number formats of set 56's forms (fictional people and businesses; seeded, never Math.random).
import { Rng } from '../../statements/generator/prng.ts';

export interface Ymd { y: number; m: number; d: number }
export type TaxKind = 'EIN' | 'SSN' | 'ITIN' | 'BN' | 'SIN';

export interface Owner {
  first: string; middle: string | null; last: string; title: string; pct: number; credit: number;
  /** 9 digits. */
  tin: string; tinKind: 'SSN' | 'ITIN' | 'SIN';
  dob: Ymd; street: string; city: string; state: string; zip: string;
  /** Credential printed after the name (DDS, MD ...) or null. */
  cred: string | null;
}

export interface Merchant {
  country: 'US' | 'CA';
  base: string; legal: string; dba: string | null;
  entityText: string; entityId: string;
  taxId: string; taxKind: TaxKind;
  industryText: string; industryId: string;
  start: Ymd; street: string; city: string; state: string; zip: string; phone: string; email: string;
  amount: number; payment: number; npay: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  owners: Owner[];
}

export interface EntityOpt { text: string; id: string; suffix: string }

export const FIRST = ['James', 'Linda', 'Marcus', 'Tonya', 'Derek', 'Shanice', 'Gregory', 'Heather', 'Victor', 'Monique', 'Brandon', 'Kelly',
  'Rajesh', 'Priya', 'Dmitri', 'Olga', 'Trevor', 'Alicia', 'Wesley', 'Naomi', 'Curtis', 'Yolanda', 'Harold', 'Bethany'];
export const LAST = ['Whitfield', 'Okafor', 'Brennan', 'Castellano', 'McAllister', 'Nguyen', 'Haddad', 'Pruitt', 'Vasquez', 'Lindqvist',
  'Thornbury', 'Abernathy', 'Kowalczyk', 'Ashworth', 'Delacroix', "O'Rourke", 'Fairbanks', 'Singh-Mehta', 'Van Buren', 'Greer'];
export const FIRST_ES = ['José', 'María', 'Guadalupe', 'Alejandro', 'Rosa', 'Fernando', 'Lucía', 'Héctor', 'Carmen', 'Raúl', 'Adriana', 'Jorge'];
export const LAST_ES = ['García', 'Hernández', 'Martínez López', 'Rodríguez', 'De la Cruz', 'Morales', 'Ramírez Soto', 'Gutiérrez', 'Flores',
  'Castillo', 'Mendoza Ruiz', 'Ortega'];
export const FIRST_FR = ['Jean-François', 'Marie-Ève', 'Étienne', 'Geneviève', 'Mathieu', 'Isabelle', 'Olivier', 'Chantal', 'Sébastien',
  'Nathalie', 'Benoît', 'Josée'];
export const LAST_FR = ['Tremblay', 'Gagnon', 'Bouchard', 'Côté', 'Lavoie', 'Bélanger', 'Pelletier', 'St-Pierre', 'Leblanc', 'Gauthier',
  'Desrosiers', 'Ouellet'];

const STREETS = ['Maple Ave', 'Industrial Pkwy', 'Commerce Dr', 'Main St', 'Route 9', 'Harbor Blvd', 'Elm St', 'Kingsley Rd', 'Frontage Rd',
  'Pine Ridge Ln', 'Lakeview Ter', 'Mill St', 'Depot St', 'Bayshore Hwy', 'Cedar Crest Ct'];
const US_CITIES: [string, string, string][] = [['Newark', 'NJ', '071'], ['Paterson', 'NJ', '075'], ['Columbus', 'OH', '432'],
  ['Dayton', 'OH', '454'], ['Laredo', 'TX', '780'], ['El Paso', 'TX', '799'], ['Houston', 'TX', '770'], ['Fresno', 'CA', '937'],
  ['Riverside', 'CA', '925'], ['Orlando', 'FL', '328'], ['Hialeah', 'FL', '330'], ['Tampa', 'FL', '336'], ['Atlanta', 'GA', '303'],
  ['Joliet', 'IL', '604'], ['Gary', 'IN', '464'], ['Phoenix', 'AZ', '850'], ['Albuquerque', 'NM', '871'], ['Memphis', 'TN', '381'],
  ['Charlotte', 'NC', '282'], ['Allentown', 'PA', '181'], ['Yonkers', 'NY', '107'], ['Aurora', 'CO', '800'], ['Reno', 'NV', '895']];
export const CA_CITIES: [string, string, string][] = [['Laval', 'QC', 'H7N'], ['Gatineau', 'QC', 'J8Y'], ['Sherbrooke', 'QC', 'J1H'],
  ['Québec', 'QC', 'G1K'], ['Trois-Rivières', 'QC', 'G9A'], ['Moncton', 'NB', 'E1C'], ['Edmundston', 'NB', 'E3V'], ['Ottawa', 'ON', 'K1N'],
  ['Sudbury', 'ON', 'P3E'], ['Winnipeg', 'MB', 'R2H'], ['Edmonton', 'AB', 'T6E']];
const RUES = ['rue Principale', 'boul. des Laurentides', 'rue Saint-Jean', 'ch. du Lac', 'av. du Parc', 'rue King Ouest', 'boul. Saint-Joseph'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
export const money = (n: number, cents = false): string =>
  '$' + n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
export const iso = (d: Ymd): string => `${d.y}-${pad(d.m)}-${pad(d.d)}`;
export type DateFmt = 'mdy' | 'mdy2' | 'long' | 'iso' | 'short';
export function fmtDate(d: Ymd, f: DateFmt): string {
  if (f === 'mdy') return `${pad(d.m)}/${pad(d.d)}/${d.y}`;
  if (f === 'mdy2') return `${d.m}/${d.d}/${pad(d.y % 100)}`;
  if (f === 'long') return `${MONTHS[d.m - 1]} ${d.d}, ${d.y}`;
  if (f === 'short') return `${MONTHS[d.m - 1]!.slice(0, 3)} ${d.d}, ${d.y}`;
  return iso(d);
}
export const fmtEin = (t: string): string => `${t.slice(0, 2)}-${t.slice(2)}`;
export const fmtSsn = (t: string): string => `${t.slice(0, 3)}-${t.slice(3, 5)}-${t.slice(5)}`;
export const fmtSin = (t: string): string => `${t.slice(0, 3)} ${t.slice(3, 6)} ${t.slice(6)}`;
export const maskSsn = (t: string, r: Rng): string => r.pick([`XXX-XX-${t.slice(5)}`, `***-**-${t.slice(5)}`, `xxx-xx-${t.slice(5)}`]);
export const phone = (r: Rng, ca = false): string => {
  const area = ca ? r.pick(['450', '514', '819', '418', '506', '613']) : String(r.int(201, 989));
  return r.pick([`(${area}) ${r.int(200, 989)}-${r.digits(4)}`, `${area}-${r.int(200, 989)}-${r.digits(4)}`, `${area}.${r.int(200, 989)}.${r.digits(4)}`]);
};
export const date = (r: Rng, y0: number, y1: number): Ymd => ({ y: r.int(y0, y1), m: r.int(1, 12), d: r.int(1, 28) });

function luhnComplete(body: string): string {
  for (let c = 0; c <= 9; c++) {
    const s = body + c;
    let sum = 0;
    for (let i = 0; i < s.length; i++) {
      let v = Number(s[s.length - 1 - i]);
      if (i % 2 === 1) { v *= 2; if (v > 9) v -= 9; }
      sum += v;
    }
    if (sum % 10 === 0) return s;
  }
  return body + '0';
}
export const ein = (r: Rng): string => String(r.pick([11, 13, 20, 22, 27, 33, 36, 45, 46, 47, 52, 61, 82, 84, 88, 91])) + r.digits(7);
export const ssn = (r: Rng): string => pad(r.int(1, 665), 3).replace(/^000$/, '101') + pad(r.int(1, 99)) + pad(r.int(1, 9999), 4);
export const itin = (r: Rng): string => '9' + r.digits(2) + String(r.pick([50, 57, 63, 71, 78, 85, 92, 96])) + pad(r.int(1, 9999), 4);
export const sin = (r: Rng): string => luhnComplete(String(r.int(1, 7)) + r.digits(7));
export const bn = (r: Rng): string => luhnComplete(String(r.int(7, 8)) + r.digits(7));
/** A US ABA routing number with a valid check digit. */
export function routing(r: Rng): string {
  const b = pad(r.int(1, 12)) + r.digits(6);
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const s = w.reduce((a, k, i) => a + k * Number(b[i]), 0);
  return b + String((10 - (s % 10)) % 10);
}

export interface MerchantSpec {
  country: 'US' | 'CA';
  industries: readonly (readonly [string, string])[];
  entities: readonly EntityOpt[];
  names: readonly string[];
  first?: readonly string[]; last?: readonly string[];
  titles: readonly string[];
  creds?: readonly string[];
  maxOwners: number;
  amount: [number, number];
  freqs: readonly Merchant['freq'][];
  itinShare?: number;
}

export function makeMerchant(r: Rng, s: MerchantSpec): Merchant {
  const first = s.first ?? FIRST, last = s.last ?? LAST;
  const [ind, indId] = r.pick(s.industries);
  const ent = r.pick(s.entities);
  const sole = ent.id === 'sole_proprietorship';
  const nOwners = sole ? 1 : r.weighted([[1, 5], [2, 4], [3, 1]].filter(([n]) => n! <= s.maxOwners) as [number, number][]);
  const [city, st, zp] = s.country === 'US' ? r.pick(US_CITIES) : r.pick(CA_CITIES);
  const street = s.country === 'US' ? `${r.int(12, 9850)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Suite ${r.int(100, 410)}` : ''}`
    : `${r.int(10, 4800)}, ${r.pick(RUES)}`;
  const zip = s.country === 'US' ? zp + r.digits(2) : `${zp} ${r.int(1, 9)}${r.pick(['A', 'B', 'K', 'T', 'W'])}${r.int(1, 9)}`;
  const pcts = nOwners === 1 ? [100] : nOwners === 2 ? r.pick([[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]]) : r.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]);
  const used = new Set<string>();
  const owners: Owner[] = pcts.map((pct, i) => {
    let f = r.pick(first), l = r.pick(last);
    while (used.has(f) || used.has(l)) { f = r.pick(first); l = r.pick(last); }
    used.add(f); used.add(l);
    const [oc, os, oz] = s.country === 'US' ? (r.chance(0.6) ? [city, st, zp] : r.pick(US_CITIES)) : (r.chance(0.6) ? [city, st, zp] : r.pick(CA_CITIES));
    const kind: Owner['tinKind'] = s.country === 'CA' ? 'SIN' : r.chance(s.itinShare ?? 0) ? 'ITIN' : 'SSN';
    return {
      first: f, middle: r.chance(0.35) ? r.pick(['A', 'J', 'M', 'R', 'L', 'T']) : null, last: l,
      title: i === 0 ? r.pick(s.titles) : r.pick(s.titles.slice(Math.min(1, s.titles.length - 1))),
      pct, credit: r.int(540, 805), tin: kind === 'SIN' ? sin(r) : kind === 'ITIN' ? itin(r) : ssn(r), tinKind: kind,
      dob: date(r, 1956, 1996), cred: s.creds ? r.pick(s.creds) : null,
      street: s.country === 'US' ? `${r.int(3, 999)} ${r.pick(STREETS)}` : `${r.int(3, 999)}, ${r.pick(RUES)}`,
      city: oc, state: os, zip: s.country === 'US' ? oz + r.digits(2) : `${oz} ${r.int(1, 9)}C${r.int(1, 9)}`,
    };
  });
  const base = r.pick(s.names);
  const o0 = owners[0]!;
  const legal = sole ? `${o0.first} ${o0.middle ? o0.middle + '. ' : ''}${o0.last}` : `${base}${ent.suffix}`;
  if (sole) o0.title = s.country === 'CA' ? r.pick(['Propriétaire', 'Propriétaire unique']) : r.pick(['Owner', 'Sole Owner', 'Proprietor']);
  let taxKind: TaxKind = s.country === 'CA' ? 'BN' : 'EIN';
  let taxId = s.country === 'CA' ? bn(r) + 'RC0001' : ein(r);
  if (sole && s.country === 'US' && r.chance(0.6)) { taxKind = o0.tinKind === 'ITIN' ? 'ITIN' : 'SSN'; taxId = o0.tin; }
  if (sole && s.country === 'CA' && r.chance(0.4)) { taxKind = 'SIN'; taxId = o0.tin; }
  const amount = r.int(s.amount[0] / 2500, s.amount[1] / 2500) * 2500;
  const freq = r.pick(s.freqs);
  const npay = freq === 'daily' ? r.pick([60, 80, 100, 120, 140]) : freq === 'weekly' ? r.pick([16, 24, 26, 32, 40, 52]) : freq === 'biweekly' ? r.pick([12, 13, 20, 26]) : r.pick([6, 9, 12]);
  const payment = Math.round((amount * r.pick([1.25, 1.32, 1.38, 1.45]) / npay) * 100) / 100;
  const emailBase = base.toLowerCase().replace(/[^a-z]/g, '').slice(0, 14) || 'office';
  return {
    country: s.country, base, legal, dba: sole || r.chance(0.55) ? base : null, entityText: ent.text, entityId: ent.id, taxId, taxKind,
    industryText: ind, industryId: indId, start: date(r, 1999, 2023), street, city, state: st, zip, phone: phone(r, s.country === 'CA'),
    email: `${r.pick(['info', 'office', 'admin', 'books'])}@${emailBase}.${s.country === 'CA' ? 'ca' : 'com'}`,
    amount, payment, npay, freq, owners,
  };
}
