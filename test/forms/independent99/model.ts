// The merchant behind one printed e-mail chain: business, request and owners, drawn from the seed only (never from the
// style or the scan), with the printed form of each value and the decoys that sit around them.
import type { Rng } from '../../statements/generator/prng.ts';
import * as D from './data.ts';
import { CA_ENTITIES, US_ENTITIES, digits, ein, industryOf, itin, luhn9, ssn } from './ids.ts';

export interface Owner {
  first: string; middle: string; last: string; cred: string; role: string; ownership: number; score: number | null;
  taxPrinted: string; full: string; taxId: string | null; taxType: string | null; masked: boolean; dob: string; home: string; cell: string; email: string;
}
export interface Model {
  country: 'US' | 'CA'; legal: string; dba: string | null; entityText: string; entityId: string; industryText: string; industryId: string | null;
  taxPrinted: string; taxId: string; taxType: string; region: string; incRegion: string; street: string; city: string; zip: string;
  phone: string; email: string; website: string; start: string; amount: number; payment: number; nPayments: number; freq: string;
  owners: Owner[]; use: string; monthly: number; bank: string; routing: string; account: string; landlord: string; rent: number;
  funders: { name: string; balance: number; payment: string }[]; employees: number; domain: string;
}

export const pad = (n: number, w = 2) => String(n).padStart(w, '0');
export const money = (n: number, cents = false) => '$' + n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
export function isoDate(r: Rng, y0: number, y1: number): string {
  return `${r.int(y0, y1)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
}
/** One printed form of an ISO date: 12/26/2011, 11/15/16, September 12, 2009, 2011-12-26, Sep 12 2009. */
export function fmtDate(iso: string, style: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const mon = D.MONTHS[m - 1]!;
  switch (style % 5) {
    case 0: return `${pad(m)}/${pad(d)}/${y}`;
    case 1: return `${m}/${d}/${String(y).slice(2)}`;
    case 2: return `${mon} ${d}, ${y}`;
    case 3: return `${y}-${pad(m)}-${pad(d)}`;
    default: return `${mon.slice(0, 3)} ${d} ${y}`;
  }
}
const phone = (r: Rng, area?: string) => `(${area ?? r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`;
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

function owner(r: Rng, ca: boolean, i: number, share: number, soleLegal: boolean, used: Set<string>): Owner {
  let first = r.pick(D.FIRST), last = r.pick(D.LAST);
  while (used.has(first) || used.has(last)) { first = r.pick(D.FIRST); last = r.pick(D.LAST); }
  used.add(first).add(last);
  const useItin = !ca && r.chance(0.1);
  const raw = ca ? luhn9(r, r.int(1, 7)) : useItin ? itin(r) : ssn(r);
  const masked = r.chance(0.3);
  const d = digits(raw);
  const shown = ca ? `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}` : raw;
  const taxPrinted = masked ? (ca ? `*** *** ${d.slice(6)}` : r.pick([`XXX-XX-${d.slice(5)}`, `***-**-${d.slice(5)}`])) : shown;
  const place = ca ? r.pick(D.CA_PLACES) : r.pick(D.US_PLACES);
  return {
    first, middle: r.chance(0.3) ? r.pick(D.MIDDLE) : '', last, cred: !ca && r.chance(0.1) ? r.pick(D.CREDENTIALS) : '',
    role: soleLegal ? 'Owner' : i === 0 ? r.pick(ca ? ['President', 'CEO', 'Owner', 'Director'] : ['CEO', 'President', 'Owner', 'Managing Member'])
      : r.pick(ca ? D.CA_ROLES : D.ROLES),
    ownership: share, score: r.chance(0.55) ? r.int(540, 790) : null,
    taxPrinted, full: shown, taxId: masked ? null : d, taxType: masked ? null : ca ? 'SIN' : useItin ? 'ITIN' : 'SSN', masked,
    dob: isoDate(r, 1958, 1996), home: `${r.int(12, 9800)} ${r.pick(D.STREETS)}, ${place[0]}, ${place[1]} ${ca ? place[2] + ' ' + r.digits(1) + 'K' + r.digits(1) : place[2] + r.digits(2)}`,
    cell: phone(r), email: `${first[0]!.toLowerCase()}${slug(last)}@${r.pick(['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com'])}`,
  };
}

function shares(r: Rng, n: number): number[] {
  if (n === 1) return [100];
  const opts: Record<number, number[][]> = { 2: [[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]], 3: [[40, 30, 30], [50, 25, 25], [34, 33, 33], [60, 20, 20]],
    4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]] };
  return r.pick(opts[n]!);
}

export function makeModel(r: Rng, country: 'US' | 'CA'): Model {
  const ca = country === 'CA';
  const ent = r.pick(ca ? CA_ENTITIES : US_ENTITIES);
  const sole = ent[1] === 'sole_proprietorship';
  const n = sole ? 1 : r.weighted([[1, 3], [2, 4], [3, 2], [4, 1]] as const);
  const sh = shares(r, n);
  const used = new Set<string>();
  const owners = sh.map((s, i) => owner(r, ca, i, s, sole, used));
  const stem = r.pick(D.BIZ_STEMS);
  const industryText = r.pick(D.INDUSTRY_TEXTS);
  const noun = r.chance(0.5) ? r.pick(D.BIZ_NOUNS) : industryText.split(/[ /-]/)[0]!.replace(/^\w/, (c) => c.toUpperCase());
  const o0 = owners[0]!;
  const legal = sole ? `${o0.first} ${o0.last}` : `${stem} ${noun}${ent[2]}`;
  const dba = sole || r.chance(0.6) ? `${r.pick(D.BIZ_STEMS)} ${industryText.split(/ (and|\/|-) /)[0]!.replace(/\b[a-z]/g, (ch) => ch.toUpperCase())}` : null;
  const place = ca ? r.pick(D.CA_PLACES) : r.pick(D.US_PLACES);
  let taxPrinted: string, taxType: string;
  if (ca) {
    const bn = luhn9(r, r.int(7, 8));
    taxPrinted = r.chance(0.6) ? `${bn} ${r.pick(['RC', 'RT'])}0001` : bn; taxType = 'BN';
  } else if (sole && o0.taxType === 'SSN' && r.chance(0.5)) { taxPrinted = o0.full; taxType = 'SSN'; } else { taxPrinted = ein(r); taxType = 'EIN'; }
  const amount = r.pick([15, 20, 25, 30, 35, 40, 50, 60, 75, 80, 100, 120, 150, 200, 250]) * 1000;
  const freq = r.weighted([['daily', 3], ['weekly', 5], ['biweekly', 1], ['monthly', 1]] as const);
  const nPayments = freq === 'daily' ? r.pick([120, 140, 160, 180, 200]) : freq === 'weekly' ? r.pick([26, 32, 40, 52]) : freq === 'biweekly' ? r.pick([13, 20, 26]) : r.pick([6, 9, 12]);
  const payment = Math.round((amount * r.float(1.25, 1.45)) / nPayments);
  const domain = `${slug(dba ?? legal).slice(0, 18)}.${ca ? 'ca' : 'com'}`;
  const bankName = r.pick(ca ? D.BANKS_CA : D.BANKS_US);
  const nf = r.int(0, 2);
  const m: Model = {
    country, legal, dba, entityText: ent[0], entityId: ent[1], industryText, industryId: industryOf(industryText),
    taxPrinted, taxId: '',
    taxType, region: place[1], incRegion: r.chance(0.3) ? (ca ? 'ON' : r.pick(['DE', 'NV', 'WY'])) : place[1],
    street: `${r.int(10, 9990)} ${r.pick(D.STREETS)}${r.chance(0.3) ? `, Suite ${r.int(100, 450)}` : ''}`, city: place[0],
    zip: ca ? `${place[2]} ${r.digits(1)}${r.pick(['A', 'K', 'R', 'W'])}${r.digits(1)}` : `${place[2]}${r.digits(2)}`,
    phone: phone(r), email: `${r.pick(['info', 'office', 'admin', 'accounts'])}@${domain}`, website: `www.${domain}`,
    start: isoDate(r, 2004, 2022), amount, payment, nPayments, freq, owners, use: r.pick(D.USES),
    monthly: r.int(30, 400) * 1000, bank: bankName, routing: ca ? `0${r.digits(4)}-${r.pick(['001', '003', '004', '002', '010'])}` : `0${r.digits(8)}`,
    account: r.digits(r.int(8, 12)), landlord: `${r.pick(D.BIZ_STEMS)} Properties ${r.pick(['LLC', 'Inc.', 'Ltd.'])}`, rent: r.int(18, 120) * 100,
    funders: Array.from({ length: nf }, () => ({ name: r.pick(D.FUNDERS), balance: r.int(8, 90) * 1000, payment: `${money(r.int(150, 2400))}/${r.pick(['day', 'wk'])}` })),
    employees: r.int(2, 60), domain,
  };
  m.taxId = taxIdTruth(m);
  return m;
}

/** The business tax id as the truth holds it: digits, and a BN's program account kept (807021415RC0001). */
export function taxIdTruth(m: Model): string {
  const pa = /\b(R[CT]\d{4})\b/.exec(m.taxPrinted);
  return digits(m.taxPrinted.replace(/R[CT]\d{4}/, '')) + (pa ? pa[1] : '');
}
