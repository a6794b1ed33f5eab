// One seeded merchant for the independent17 forms: what a portal export prints, and the truth each printed value gives.
import type { Rng } from '../../statements/generator/prng.ts';
import * as P from './pools.ts';

export interface Addr { street: string; city: string; state: string; stateName: string; zip: string; line: string }
export interface Owner {
  first: string; last: string; printed: string; swapped: string; title: string; pct: number; score: number | null;
  taxShown: string; taxTruth: string | null; taxType: string; dobIso: string; dobShown: string; home: Addr; email: string; phone: string;
}
export interface Deal {
  ca: boolean; country: string; legal: string; dbaShown: string; dbaTruth: string | null; entity: P.EntityPick; entityFree: string;
  industryText: string; industryId: string; taxShown: string; taxTruth: string | null; taxType: string; addr: Addr;
  startShown: string; startIso: string; years: number; phone: string; email: string; website: string;
  amount: number; amountShown: string; payment: number; paymentShown: string; nPayments: number; freq: string; freqLabel: string;
  use: string; employees: number; rent: boolean; owners: Owner[]; monthlySales: string;
  landlord: string; landlordPhone: string; refs: { name: string; phone: string }[]; iso: { company: string; rep: string; email: string; phone: string };
  bank: { name: string; routing: string; account: string }; funders: { name: string; balance: string; payment: string }[]; incState: string;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
export const money = (v: number, cents = false) => v.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });

function luhn9(r: Rng, first: number): string {
  const d = [first, ...Array.from({ length: 7 }, () => r.int(0, 9))];
  for (let c = 0; c <= 9; c++) {
    const all = [...d, c];
    const s = all.reduce((acc, x, i) => acc + (i % 2 === 1 ? (x * 2 > 9 ? x * 2 - 9 : x * 2) : x), 0);
    if (s % 10 === 0) return all.join('');
  }
  return d.join('') + '0';
}
export function ssn(r: Rng): string {
  let area = r.int(1, 665);
  if (area === 666) area = 667;
  return `${pad(area, 3)}-${pad(r.int(1, 99))}-${pad(r.int(1, 9999), 4)}`;
}
const ein = (r: Rng) => `${r.pick(['12', '20', '27', '33', '45', '46', '47', '52', '61', '74', '81', '84', '88', '92', '95'])}-${r.digits(7)}`;
const sinShown = (s: string) => `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}`;

export function dateShown(r: Rng, y: number, m: number, d: number, ca: boolean): string {
  const f = r.int(0, ca ? 3 : 2);
  if (f === 0) return `${pad(m)}/${pad(d)}/${y}`;
  if (f === 1) return `${m}/${d}/${String(y).slice(2)}`;
  if (f === 2) return `${P.MONTHS[m - 1]} ${d}, ${y}`;
  return `${y}-${pad(m)}-${pad(d)}`;
}

export function address(r: Rng, ca: boolean, avoid?: string): Addr {
  const places = (ca ? P.CA_PLACES : P.US_PLACES).filter((p) => p[1] !== avoid);
  const [city, state, stateName, z] = r.pick(places);
  const zip = ca ? `${z} ${r.int(1, 9)}${r.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${r.int(1, 9)}` : `${z}${r.digits(2)}`;
  const street = `${r.int(12, 9890)} ${r.pick(P.STREETS)}${r.chance(0.3) ? `, Suite ${r.int(100, 450)}` : ''}`;
  return { street, city, state, stateName, zip, line: `${street}, ${city}, ${state} ${zip}` };
}
const phone = (r: Rng) => `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`;

function owner(r: Rng, ca: boolean, bizState: string, i: number, pct: number, used: Set<string>): Owner {
  let first = r.pick(P.FIRST), last = r.pick(P.LAST);
  while (used.has(first) || used.has(last)) { first = r.pick(P.FIRST); last = r.pick(P.LAST); }
  used.add(first); used.add(last);
  const mid = r.chance(0.3) ? ` ${r.alnum(1, 'ABCDEFGHJKLMNPRSTW')}.` : '';
  const cred = r.chance(0.12) ? r.pick(P.CREDS) : '';
  const y = r.int(1956, 1999), m = r.int(1, 12), d = r.int(1, 28);
  const masked = r.chance(0.25);
  let taxShown: string, taxTruth: string | null, taxType: string;
  if (ca) {
    const s = luhn9(r, r.int(1, 7));
    [taxShown, taxTruth, taxType] = masked ? [`*** *** ${s.slice(6)}`, null, 'SIN'] : [sinShown(s), s, 'SIN'];
  } else if (!masked && r.chance(0.12)) {
    const it = `9${r.digits(2)}-${r.int(70, 88)}-${r.digits(4)}`;
    [taxShown, taxTruth, taxType] = [it, it.replace(/\D/g, ''), 'ITIN'];
  } else {
    const s = ssn(r);
    [taxShown, taxTruth, taxType] = masked ? [`***-**-${s.slice(7)}`, null, 'SSN'] : [s, s.replace(/\D/g, ''), 'SSN'];
  }
  return { first, last, printed: `${first}${mid} ${last}${cred}`, swapped: `${last}, ${first}${mid}`, title: i === 0 ? r.pick(P.TITLES.slice(0, 5)) : r.pick(P.TITLES),
    pct, score: r.chance(0.5) ? r.int(540, 810) : null, taxShown, taxTruth, taxType, dobIso: `${y}-${pad(m)}-${pad(d)}`,
    dobShown: dateShown(r, y, m, d, ca), home: address(r, ca, r.chance(0.6) ? bizState : undefined), email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@mail.example`, phone: phone(r) };
}

const SPLITS: readonly (readonly number[])[] = [[100], [51, 49], [60, 40], [75, 25], [50, 30, 20], [40, 35, 25], [34, 33, 33], [25, 25, 25, 25], [40, 20, 20, 20]];

export function makeDeal(r: Rng, o: { caAllowed: boolean }): Deal {
  const ca = o.caAllowed && r.chance(0.4);
  const entity = r.pick(ca ? P.ENTITIES_CA : P.ENTITIES_US);
  const addr = address(r, ca);
  const split = entity.id === 'sole_proprietorship' ? [100] : r.pick(SPLITS.slice(1));
  const used = new Set<string>();
  const owners = split.map((pct, i) => owner(r, ca, addr.state, i, pct, used));
  const stem = r.pick(P.STEMS);
  const legal = entity.id === 'sole_proprietorship' ? `${owners[0]!.first} ${owners[0]!.last}` : `${stem} ${r.pick(['Holdings', 'Group', 'Enterprises', 'Ventures', 'Company'])}${r.pick(entity.suffix)}`;
  const dba = r.weighted<string>([[`${stem} ${r.pick(['Kitchen', 'Studio', 'Works', 'Services', 'Co'])}`, 5], ['SAME', 1], ['N/A', 1], ['', 1], [legal, 1]]);
  const [industryText, industryId] = r.pick(P.INDUSTRIES);
  let taxShown: string, taxTruth: string, taxType: string;
  if (ca) { const bn = luhn9(r, r.int(7, 8)); [taxShown, taxTruth, taxType] = [`${bn} RC0001`, `${bn}RC0001`, 'BN']; }
  else if (entity.id === 'sole_proprietorship' && r.chance(0.5)) { const s = ssn(r); [taxShown, taxTruth, taxType] = [s, s.replace(/\D/g, ''), 'SSN']; }
  else { const e = ein(r); [taxShown, taxTruth, taxType] = [e, e.replace(/\D/g, ''), 'EIN']; }
  const sy = r.int(2001, 2022), sm = r.int(1, 12), sd = r.int(1, 28);
  const amount = r.int(15, 400) * 1000;
  const [freq, freqLabel, n] = r.pick([['daily', 'Daily', r.int(60, 180)], ['weekly', 'Weekly', r.int(20, 52)], ['biweekly', 'Bi-Weekly', r.int(10, 26)], ['monthly', 'Monthly', r.int(6, 18)]] as const);
  const payment = Math.round((amount * r.float(1.2, 1.45) / n) * 100) / 100;
  const cur = ca && r.chance(0.5) ? 'CAD ' : '$';
  const site = stem.toLowerCase().replace(/[^a-z]/g, '');
  const funders = Array.from({ length: r.int(0, 2) }, () => ({ name: r.pick(P.FUNDERS), balance: `$${money(r.int(8, 90) * 1000 + 250)}`, payment: `$${money(r.int(150, 2400) + 0.5, true)}` }));
  return { ca, country: ca ? 'Canada' : 'United States', legal, dbaShown: dba, dbaTruth: ['SAME', 'N/A', '', legal].includes(dba) ? null : dba, entity,
    entityFree: r.pick(entity.free), industryText, industryId, taxShown, taxTruth, taxType, addr, startShown: dateShown(r, sy, sm, sd, ca),
    startIso: `${sy}-${pad(sm)}-${pad(sd)}`, years: 2025 - sy, phone: phone(r), email: `info@${site}.example`, website: `www.${site}.example`,
    amount, amountShown: `${cur}${money(amount, r.chance(0.3))}`, payment, paymentShown: `$${money(payment, true)}`, nPayments: n, freq, freqLabel,
    use: r.pick(P.USES), employees: r.int(2, 60), rent: r.chance(0.7), owners, monthlySales: `$${money(r.int(25, 400) * 1000 + 137)}`,
    landlord: `${r.pick(P.FIRST)} ${r.pick(['Realty', 'Properties', 'Property Mgmt'])}`, landlordPhone: phone(r),
    refs: [0, 1].map(() => ({ name: `${r.pick(P.STEMS)} Supply`, phone: phone(r) })),
    iso: { company: r.pick(P.ISOS), rep: `${r.pick(P.FIRST)} ${r.pick(['Hale', 'Brooks', 'Marsh', 'Keller'])}`, email: `deals@${r.pick(['brightline', 'capflow', 'fundpath'])}.example`, phone: phone(r) },
    bank: { name: r.pick(P.BANKS), routing: ca ? `0${r.digits(3)}-${r.digits(5)}` : `0${r.digits(8)}`, account: r.digits(r.int(8, 11)) }, funders,
    incState: r.pick((ca ? P.CA_PLACES : P.US_PLACES).filter((p) => p[1] !== addr.state))[1] };
}
