// The merchant behind one form of set 100: every value as printed, with its truth beside it. Drawn from the seed
// only (never the style or scan), so the truth does not depend on how the form is rendered.
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import * as P from './pools.ts';

export type Country = 'US' | 'CA';
export interface Owner {
  printedName: string; first: string; last: string; role: string; ownership: number; ownershipText: string;
  credit: number | null; taxIdText: string; taxId: string | null; taxIdType: string | null;
  dob: string; dobText: string; home: string; phone: string; email: string;
}
export interface Merchant {
  country: Country; legal: string; dbaText: string; dba: string | null; entityText: string; entityId: string;
  industryText: string; industryId: string; taxIdText: string; taxId: string; taxIdType: string; taxLabel: string;
  state: string; stateText: string; stateOfInc: string; street: string; city: string; zip: string; phone: string; email: string; website: string;
  start: string; startText: string; amount: number; amountText: string; payment: number | null; paymentText: string;
  nPayments: number | null; freq: string | null; freqText: string; use: string; monthlySales: string; annual: string; employees: string;
  ownRent: string; landlord: { name: string; phone: string; rent: string }; bank: { name: string; routing: string; account: string; transit?: string };
  refs: { name: string; phone: string }[]; iso: { name: string; company: string; phone: string; email: string; id: string };
  funders: { name: string; balance: string; payment: string }[]; signDate: string; owners: Owner[];
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
export const money = (v: number, cents = false) => v.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });

export function luhnDigit(d8: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) { let x = Number(d8[i]) * (i % 2 ? 2 : 1); if (x > 9) x -= 9; sum += x; }
  return String((10 - (sum % 10)) % 10);
}

function dateText(rng: Rng, iso: string, country: Country): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  // Canadian forms: a numeric date only when the day cannot be read as a month (DD/MM is common there).
  let k = rng.int(0, country === 'CA' ? 3 : 2);
  if (country === 'CA' && k < 2 && d <= 12) k = 3;
  if (k === 0) return `${pad(m)}/${pad(d)}/${y}`;
  if (k === 1) return rng.chance(0.5) ? `${m}/${d}/${String(y).slice(2)}` : `${pad(m)}/${pad(d)}/${String(y).slice(2)}`;
  if (k === 2) return `${P.MONTHS[m - 1]} ${d}, ${y}`;
  return iso;
}
function isoDate(rng: Rng, y0: number, y1: number): string {
  return `${rng.int(y0, y1)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`;
}
const phone = (rng: Rng) => `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`;

function ssn(rng: Rng): string {
  let a = rng.int(1, 899); if (a === 666) a = 667;
  return `${pad(a, 3)}-${pad(rng.int(1, 99))}-${pad(rng.int(1, 9999), 4)}`;
}
function itin(rng: Rng): string { return `9${rng.digits(2)}-${rng.pick([70, 71, 72, 75, 78, 80, 83, 88, 90, 94])}-${rng.digits(4)}`; }
function ein(rng: Rng): string {
  const pre = rng.pick(['12', '20', '26', '33', '45', '47', '52', '54', '61', '65', '81', '84', '86', '88', '91', '93', '95']);
  return `${pre}-${rng.digits(7)}`;
}
function nine(rng: Rng): string { const d = String(rng.int(1, 8)) + rng.digits(7); return d + luhnDigit(d); }

function splitOwnership(rng: Rng, n: number): number[] {
  if (n === 1) return [rng.pick([100, 100, 100, 80, 75, 51])];
  const opts: Record<number, number[][]> = { 2: [[50, 50], [60, 40], [51, 49], [70, 30], [75, 25]], 3: [[40, 30, 30], [34, 33, 33], [50, 25, 25], [60, 20, 20]],
    4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]] };
  return rng.pick(opts[n]!);
}

function owner(rng: Rng, c: Country, ownership: number, i: number, opts: { lastFirst: boolean }): Owner {
  const first = rng.pick(c === 'US' ? P.US_FIRST : P.CA_FIRST), last = rng.pick(c === 'US' ? P.US_LAST : P.CA_LAST);
  const mid = rng.chance(0.35) ? ` ${rng.pick(P.MIDDLE)}.` : '';
  const cred = c === 'US' && rng.chance(0.08) ? `, ${rng.pick(P.CREDENTIALS)}` : '';
  const printedName = opts.lastFirst && rng.chance(0.5) ? `${last}, ${first}${mid}` : `${first}${mid} ${last}${cred}`;
  const role = i === 0 && ownership === 100 ? rng.pick(['Owner', 'President', 'CEO', 'Sole Owner']) : rng.pick(c === 'US' ? P.ROLES : P.CA_ROLES);
  const dob = isoDate(rng, 1956, 1998);
  let taxIdText: string, taxId: string | null, taxIdType: string | null;
  const masked = rng.chance(0.25);
  if (c === 'CA') {
    const s = nine(rng); taxIdText = `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}`; taxId = s; taxIdType = 'SIN';
    if (masked) taxIdText = `*** *** ${s.slice(6)}`;
  } else {
    const t = rng.chance(0.1) ? itin(rng) : ssn(rng); taxIdText = t; taxId = t.replace(/\D/g, ''); taxIdType = t.startsWith('9') ? 'ITIN' : 'SSN';
    if (masked) taxIdText = rng.pick(['***-**-', 'XXX-XX-', 'xxx-xx-']) + t.slice(-4);
  }
  if (masked) { taxId = null; taxIdType = null; }
  const credit = rng.chance(0.55) ? rng.int(520, 812) : null;
  const place = rng.pick(c === 'US' ? P.US_PLACES : P.CA_PLACES);
  return { printedName, first, last, role, ownership, ownershipText: `${ownership}`, credit, taxIdText, taxId, taxIdType, dob,
    dobText: dateText(rng, dob, c), phone: phone(rng), email: `${first.toLowerCase().replace(/[^a-z]/g, '')}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}`,
    home: `${rng.int(12, 9870)} ${rng.pick(P.STREETS)}, ${place.city}, ${place.state} ${postal(rng, c, place)}` };
}
function postal(rng: Rng, c: Country, p: P.Place): string {
  return c === 'US' ? p.zip + rng.digits(2) : `${p.zip} ${rng.int(1, 9)}${rng.pick(['A', 'B', 'C', 'E', 'G', 'H', 'J', 'K'])}${rng.int(1, 9)}`;
}

export interface MerchantOpts { country: Country; terms: boolean; maxOwners?: number; lastFirst?: boolean }

export function makeMerchant(rng: Rng, o: MerchantOpts): Merchant {
  const c = o.country;
  const kind = rng.pick(c === 'US' ? P.US_ENTITIES : P.CA_ENTITIES);
  const nOwners = kind.sole ? 1 : rng.weighted([[1, 3], [2, 4], [3, 2], [4, 1]] as const);
  const shares = splitOwnership(rng, Math.min(nOwners, o.maxOwners ?? 4));
  const owners = shares.map((s, i) => owner(rng, c, s, i, { lastFirst: o.lastFirst ?? false }));
  const [industryText, industryId] = rng.pick(P.INDUSTRIES);
  const baseName = `${rng.pick(P.NAME_A)} ${industryText.split(/[ &/]/)[0]}`;
  const numbered = c === 'CA' && kind.id === 'ca_corporation' && rng.chance(0.3);
  let legal: string;
  if (kind.sole) legal = `${owners[0]!.first} ${owners[0]!.last}`;
  else if (numbered) legal = `${rng.int(1000000, 2799999)} ${P.PROVINCE_NAMES[rng.pick(['ON', 'BC', 'AB'])]}${rng.pick(kind.suffixes)}`;
  else legal = `${baseName} ${rng.pick(P.NAME_B)}${rng.pick(kind.suffixes)}`.replace(/Co\.(,? )/, 'Co$1');
  const tradeRoll = rng.next();
  let dbaText: string, dba: string | null;
  const tradeName = `${rng.pick(P.NAME_A)} ${industryText.replace(/\b[a-z]/g, (ch) => ch.toUpperCase())}`;
  if (kind.sole || numbered || tradeRoll < 0.55) { dbaText = tradeName; dba = tradeName; }
  else if (tradeRoll < 0.7) { dbaText = rng.pick(['SAME', 'N/A', 'Same as above']); dba = null; }
  else if (tradeRoll < 0.8) { dbaText = legal; dba = null; }
  else { dbaText = ''; dba = null; }
  const place = rng.pick(c === 'US' ? P.US_PLACES : P.CA_PLACES);
  let taxIdText: string, taxId: string, taxIdType: string, taxLabel: string;
  if (c === 'CA') {
    const bn = nine(rng), prog = `${rng.pick(['RC', 'RT', 'RP'])}000${rng.int(1, 2)}`;
    taxIdText = rng.chance(0.5) ? `${bn} ${prog}` : `${bn}${prog}`; taxId = bn + prog; taxIdType = 'BN'; taxLabel = 'Business Number (BN)';
  } else if (kind.sole && owners[0]!.taxId && rng.chance(0.5)) {
    const s = owners[0]!.taxId;
    taxIdText = `${s.slice(0, 3)}-${s.slice(3, 5)}-${s.slice(5)}`; taxId = s; taxIdType = s.startsWith('9') ? 'ITIN' : 'SSN'; taxLabel = 'Tax ID (EIN or SSN)';
  } else { taxIdText = ein(rng); taxId = taxIdText.replace('-', ''); taxIdType = 'EIN'; taxLabel = 'Federal Tax ID (EIN)'; }
  const start = isoDate(rng, 1998, 2023);
  const amount = rng.int(15, 400) * (rng.chance(0.5) ? 1000 : 500);
  const freq = rng.pick(['daily', 'weekly', 'biweekly', 'monthly'] as const);
  const nPayments = { daily: rng.pick([120, 140, 160, 180, 200]), weekly: rng.pick([26, 32, 40, 52]), biweekly: rng.pick([13, 18, 26]), monthly: rng.pick([6, 9, 12, 18]) }[freq];
  const factor = rng.float(1.25, 1.45);
  const payment = Math.round((amount * factor / nPayments) * 100) / 100;
  const cur = c === 'CA' && rng.chance(0.4) ? 'CAD ' : '$';
  const stateOfInc = c === 'US' ? (rng.chance(0.3) ? rng.pick(['DE', 'NV', 'WY']) : place.state) : (rng.chance(0.3) ? 'Federal (CBCA)' : place.state);
  const funders = Array.from({ length: rng.int(0, 3) }, () => ({ name: rng.pick(P.FUNDERS), balance: money(rng.int(5, 90) * 1000), payment: money(rng.int(150, 2500)) }));
  const monthly = rng.int(25, 400) * 1000;
  return {
    country: c, legal, dbaText, dba, entityText: rng.pick(kind.printed), entityId: kind.id, industryText, industryId, taxIdText, taxId, taxIdType, taxLabel,
    state: place.state, stateText: rng.chance(0.3) && c === 'CA' ? P.PROVINCE_NAMES[place.state]! : place.state, stateOfInc,
    street: `${rng.int(10, 9990)} ${rng.pick(P.STREETS)}${rng.chance(0.3) ? `, Suite ${rng.int(100, 450)}` : ''}`, city: place.city, zip: postal(rng, c, place),
    phone: phone(rng), email: `info@${baseName.toLowerCase().replace(/[^a-z]/g, '')}.${c === 'CA' ? 'ca' : 'com'}`, website: `www.${baseName.toLowerCase().replace(/[^a-z]/g, '')}.${c === 'CA' ? 'ca' : 'com'}`,
    start, startText: dateText(rng, start, c), amount, amountText: `${cur}${money(amount)}`,
    payment: o.terms ? payment : null, paymentText: o.terms ? `${cur}${money(payment, true)}` : '',
    nPayments: o.terms ? nPayments : null, freq: o.terms ? freq : null,
    freqText: o.terms ? rng.pick({ daily: ['Daily', 'daily (M-F)'], weekly: ['Weekly'], biweekly: ['Bi-weekly', 'Biweekly'], monthly: ['Monthly'] }[freq]) : '',
    use: rng.pick(P.USES), monthlySales: money(monthly), annual: money(monthly * 12 + rng.int(-50, 50) * 1000), employees: String(rng.int(1, 45)),
    ownRent: rng.pick(['Own', 'Rent', 'Rent', 'Lease']),
    landlord: { name: `${rng.pick(P.NAME_A)} Property Mgmt`, phone: phone(rng), rent: money(rng.int(12, 90) * 100) },
    bank: c === 'US' ? { name: rng.pick(P.BANKS_US), routing: `0${rng.digits(8)}`, account: rng.digits(rng.int(9, 12)) }
      : { name: rng.pick(P.BANKS_CA), routing: `00${rng.int(1, 9)}`, transit: rng.digits(5), account: rng.digits(7) },
    refs: [0, 1].map(() => ({ name: `${rng.pick(P.NAME_A)} Supply`, phone: phone(rng) })),
    iso: { name: `${rng.pick(c === 'US' ? P.US_FIRST : P.CA_FIRST)} ${rng.pick(c === 'US' ? P.US_LAST : P.CA_LAST)}`, company: '', phone: phone(rng),
      email: `rep${rng.int(10, 99)}@submissions.net`, id: `ISO-${rng.digits(5)}` },
    funders, signDate: dateText(rng, isoDate(rng, 2025, 2026), c), owners,
  };
}

export function truthOf(m: Merchant): TruthApplication {
  const applicants: TruthApplicant[] = m.owners.map((o) => ({ first_name: o.first, last_name: o.last, role: o.role, ownership: o.ownership,
    credit_score: o.credit, tax_id: o.taxId, tax_id_type: o.taxIdType, tax_id_country: o.taxId ? m.country : null, date_of_birth: o.dob }));
  return { trade_name: m.dba, legal_name: m.legal, type_of_entity: m.entityId, industry: m.industryId, business_tax_id: m.taxId,
    business_tax_id_country: m.country, business_tax_id_type: m.taxIdType, state_region: m.state, country: m.country === 'US' ? 'United States' : 'Canada',
    requested_amount: m.amount, requested_payment: m.payment, number_of_payments: m.nPayments, payment_frequency: m.freq,
    business_start_date: m.start, applicants };
}
