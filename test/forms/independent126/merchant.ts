// One fictional merchant of set 126 as it is printed on a form: every printed string, and beside it what the reading
// rules make of it. The merchant depends on (layout spec, seed) only, never on the style, so every style has one truth.
import { Rng } from '../../statements/generator/prng.ts';
import * as P from './pools.ts';
import { entityId, industryId, luhnDigit, printDate, printMoney, type DateFmt, type MoneyFmt } from './rules.ts';

export type Country = 'US' | 'CA';

export interface Owner {
  nameText: string; first: string; last: string;
  titleText: string | null;
  pctText: string | null; pct: number | null;
  taxText: string | null; taxDigits: string | null; taxType: 'SSN' | 'ITIN' | 'SIN' | null;
  dobText: string | null; dobIso: string | null;
  scoreText: string | null; score: number | null;
  homeStreet: string; homeCity: string; phone: string; email: string;
}

export interface Spec {
  country: Country;
  /** Owner cards the form has. */
  cards: number;
  /** Checkbox labels of the entity row; empty: the entity is written as free text. */
  entityBoxes: readonly string[];
  payTerms: boolean;
  /** A filled card may follow a card left blank. */
  blankMiddle: boolean;
  soleProp: boolean;
}

export interface Merchant {
  country: Country;
  legal: string; dbaText: string | null;
  entityText: string; entityId: string | null; entityChecked: string | null;
  industryText: string; industryId: string | null;
  taxText: string | null; taxDigits: string | null; taxType: string | null; taxLabelEin: boolean;
  street: string; city: string; state: string; zip: string; phone: string; email: string; website: string | null;
  startText: string | null; startIso: string | null; yearsText: string;
  amountText: string | null; amount: number | null; useOfFunds: string;
  paymentText: string | null; payment: number | null; nPayText: string | null; nPay: number | null;
  freqLabel: string | null; freq: string | null;
  monthlySales: string; employees: string; stateOfInc: string; ownRent: 'Own' | 'Rent';
  landlord: { name: string; phone: string; rent: string };
  bank: { name: string; routing: string; account: string };
  refs: { name: string; phone: string }[];
  funders: { name: string; balance: string; payment: string }[];
  iso: { name: string; company: string; phone: string; email: string; id: string };
  owners: Owner[];
  /** The cards in printed order; null is a card left blank. */
  slots: (Owner | null)[];
}

const phone = (r: Rng): string => r.pick([(a: string, b: string, c: string) => `(${a}) ${b}-${c}`, (a: string, b: string, c: string) => `${a}-${b}-${c}`,
  (a: string, b: string, c: string) => `${a}.${b}.${c}`])(String(r.int(201, 989)), String(r.int(200, 989)), r.digits(4));

function isoDate(r: Rng, y0: number, y1: number): string {
  const y = r.int(y0, y1), m = r.int(1, 12), d = r.int(1, 28);
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function ein(r: Rng): string {
  const bad = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);
  let pre = r.int(10, 99);
  while (bad.has(pre)) pre = r.int(10, 99);
  return `${pre}${r.digits(7)}`;
}
function ssn(r: Rng, itin: boolean): string {
  if (itin) return `9${r.digits(2)}${r.pick(['70', '78', '84', '91', '95'])}${String(r.int(1, 9999)).padStart(4, '0')}`;
  let area = r.int(1, 899);
  if (area === 666) area = 667;
  return `${String(area).padStart(3, '0')}${String(r.int(1, 99)).padStart(2, '0')}${String(r.int(1, 9999)).padStart(4, '0')}`;
}
function sin(r: Rng): string { const b = `${r.int(1, 7)}${r.digits(7)}`; return b + luhnDigit(b); }

/** Ownership shares summing to 100 (or a little less: some forms leave a minority holder off). */
function shares(r: Rng, n: number): number[] {
  if (n === 1) return [r.chance(0.85) ? 100 : r.pick([51, 75, 80])];
  const pats: Record<number, number[][]> = { 2: [[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]], 3: [[34, 33, 33], [50, 25, 25], [40, 35, 25], [33.34, 33.33, 33.33]],
    4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20], [55, 15, 15, 15]] };
  return r.pick(pats[n]!);
}

function owner(r: Rng, c: Country, pct: number, lead: boolean, soleProp: boolean): Owner {
  const first = r.pick(P.FIRST), last = r.pick(P.LAST);
  const mi = r.chance(0.3) ? ` ${String.fromCharCode(65 + r.int(0, 25))}.` : '';
  const style = r.weighted([['plain', 5], ['lastfirst', 2], ['cred', 1]] as const);
  const nameText = style === 'lastfirst' ? `${last}, ${first}${mi}` : style === 'cred' ? `${first}${mi} ${last}${r.pick(P.CREDENTIALS)}` : `${first}${mi} ${last}`;
  const titleText = soleProp ? 'Owner' : r.chance(0.1) ? null : lead ? r.pick(['Owner', 'CEO', 'President', 'Managing Member']) : r.pick(P.TITLES);
  const pctText = r.chance(0.06) ? null : r.pick([`${pct}%`, `${pct}`, `${pct} %`, `${pct.toFixed(2)}%`]);
  let taxText: string | null = null, taxDigits: string | null = null, taxType: Owner['taxType'] = null;
  const mode = r.weighted([['full', 6], ['masked', 3], ['blank', 1]] as const);
  if (c === 'CA') {
    const s = sin(r);
    if (mode === 'full') { taxDigits = s; taxType = 'SIN'; taxText = r.pick([`${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}`, `${s.slice(0, 3)}-${s.slice(3, 6)}-${s.slice(6)}`, s]); }
    else if (mode === 'masked') taxText = r.pick([`*** *** ${s.slice(6)}`, `XXX-XXX-${s.slice(6)}`]);
  } else {
    const s = ssn(r, r.chance(0.1));
    if (mode === 'full' || soleProp) { taxDigits = s; taxType = s.startsWith('9') ? 'ITIN' : 'SSN'; taxText = r.pick([`${s.slice(0, 3)}-${s.slice(3, 5)}-${s.slice(5)}`, `${s.slice(0, 3)} ${s.slice(3, 5)} ${s.slice(5)}`]); }
    else if (mode === 'masked') taxText = r.pick([`XXX-XX-${s.slice(5)}`, `***-**-${s.slice(5)}`, `xxx-xx-${s.slice(5)}`]);
  }
  const dobIso = r.chance(0.08) ? null : isoDate(r, 1952, 1998);
  const dobText = dobIso === null ? (r.chance(0.5) ? '**/**/19**' : null) : printDate(dobIso, r.pick(['mdy', 'long', 'abbr', 'iso', 'dmy_dots'] as DateFmt[]));
  const score = r.chance(0.35) ? null : r.int(540, 810);
  const [city, st] = c === 'CA' ? r.pick(P.CA_CITIES) : r.pick(P.US_CITIES);
  return { nameText, first, last, titleText, pctText, pct: pctText === null ? null : pct, taxText, taxDigits, taxType, dobText, dobIso: dobIso,
    scoreText: score === null ? null : String(score), score, homeStreet: `${r.int(12, 9890)} ${r.pick(P.STREETS)}`, homeCity: `${city}, ${st}`,
    phone: phone(r), email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com'])}` };
}

export function makeMerchant(spec: Spec, seed: number, layout: string): Merchant {
  const root = new Rng(`independent126:${layout}:${seed}`);
  const r = root.fork('business'), ro = root.fork('owners'), rd = root.fork('decoys');
  const c = spec.country;
  const [stem, industryText] = r.pick(P.BUSINESSES);
  const sole = spec.soleProp && r.chance(0.15);
  const nOwners = sole ? 1 : r.weighted<number>([[1, 2], [2, 4], [3, 3], [4, 2]]);
  const n = Math.min(nOwners, spec.cards);
  const pcts = sole ? [100] : shares(ro, n);
  const owners = pcts.map((p, i) => owner(ro, c, p, i === 0, sole));
  // entity
  let entityText: string; let entityChecked: string | null = null;
  if (sole) entityText = spec.entityBoxes.length ? 'Sole Proprietor' : r.pick(['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop']);
  else if (spec.entityBoxes.length) entityText = r.pick(spec.entityBoxes.filter((b) => !/sole|non/i.test(b)));
  else entityText = c === 'CA' ? r.pick(['Corporation', 'Inc.', 'Partnership', 'ULC']) : r.pick(['LLC', 'L.L.C.', 'Limited Liability Company', 'S-Corp', 'Corporation', 'Inc.', 'Partnership', 'LLP', 'PLLC']);
  if (spec.entityBoxes.length) entityChecked = entityText;
  const suffix = (): string => {
    const id = entityId(entityText, c);
    if (id === 'llc') return r.pick([', LLC', ' LLC', ', L.L.C.']);
    if (id === 'pllc') return ', PLLC';
    if (id === 'llp') return ' LLP';
    if (id === 'general_partnership') return r.pick([' Partners', ' Partnership']);
    if (id === 'ca_ulc') return ' ULC';
    if (c === 'CA') return r.pick([' Inc.', ' Ltd.', ' Corp.']);
    return r.pick([', Inc.', ' Inc', ' Corp.', ' Corporation']);
  };
  const legal = sole ? `${owners[0]!.first} ${owners[0]!.last}` : `${stem}${suffix()}`;
  const dbaText = sole ? stem : r.weighted<string | null>([[stem, 5], ['SAME', 1], ['N/A', 1], [null, 2], [legal, 1]]);
  // tax id
  let taxText: string | null, taxDigits: string | null, taxType: string | null, taxLabelEin = false;
  if (sole) { const o = owners[0]!; taxDigits = o.taxDigits; taxType = o.taxType; taxText = `${taxDigits!.slice(0, 3)}-${taxDigits!.slice(3, 5)}-${taxDigits!.slice(5)}`; }
  else if (c === 'CA') {
    const b = `${r.int(1, 8)}${r.digits(7)}`, bn = b + luhnDigit(b), acct = r.pick(['RC0001', 'RT0001', 'RP0001']);
    taxDigits = bn + acct; taxType = 'BN'; taxText = r.pick([`${bn} ${acct}`, `${bn}${acct}`, `${bn.slice(0, 3)} ${bn.slice(3, 6)} ${bn.slice(6)} ${acct}`]);
  } else {
    const e = ein(r); const f = r.weighted([['dash', 6], ['bare', 2], ['masked', 1], ['blank', 1]] as const);
    taxDigits = f === 'masked' || f === 'blank' ? null : e; taxType = taxDigits ? 'EIN' : null; taxLabelEin = f === 'bare';
    taxText = f === 'dash' ? `${e.slice(0, 2)}-${e.slice(2)}` : f === 'bare' ? e : f === 'masked' ? `XX-XXX${e.slice(5)}` : null;
  }
  const [city, state, zip3] = c === 'CA' ? r.pick(P.CA_CITIES) : r.pick(P.US_CITIES);
  const zip = c === 'CA' ? `${zip3} ${r.int(1, 9)}${String.fromCharCode(65 + r.int(0, 25))}${r.int(1, 9)}` : `${zip3}${r.digits(2)}`;
  const startIso = r.chance(0.1) ? null : isoDate(r, 2001, 2022);
  const startFmt = r.pick(['mdy', 'mdy_short', 'long', 'abbr', 'iso'] as DateFmt[]);
  const mf = (): MoneyFmt => r.pick(['dollar', 'dollar_cents', 'plain', 'code', 'spaced'] as MoneyFmt[]);
  const amount = r.chance(0.08) ? null : r.int(10, 300) * 1000 + r.pick([0, 0, 500]);
  const freq = spec.payTerms && r.chance(0.85) ? r.pick(['daily', 'weekly', 'biweekly', 'monthly']) : null;
  const nPay = freq === null || r.chance(0.15) ? null : freq === 'daily' ? r.pick([120, 140, 160, 180]) : freq === 'weekly' ? r.pick([26, 32, 40, 52]) : freq === 'biweekly' ? r.pick([13, 20, 26]) : r.pick([6, 9, 12]);
  const payment = freq === null || amount === null || r.chance(0.15) ? null : Math.round((amount * 1.35) / (nPay ?? 100));
  const rent = r.chance(0.7);
  return {
    country: c, legal, dbaText, entityText, entityId: entityId(entityText, c), entityChecked, industryText, industryId: industryId(industryText),
    taxText, taxDigits, taxType, taxLabelEin,
    street: `${r.int(10, 9800)} ${r.pick(P.STREETS)}${r.chance(0.3) ? `, Suite ${r.int(100, 450)}` : ''}`, city, state, zip, phone: phone(r),
    email: `${r.pick(['info', 'office', 'admin', 'accounts'])}@${stem.toLowerCase().replace(/[^a-z]/g, '').slice(0, 14)}.${c === 'CA' ? 'ca' : 'com'}`,
    website: r.chance(0.6) ? `www.${stem.toLowerCase().replace(/[^a-z]/g, '').slice(0, 14)}.${c === 'CA' ? 'ca' : 'com'}` : null,
    startText: startIso ? printDate(startIso, startFmt) : null, startIso, yearsText: startIso ? String(2026 - Number(startIso.slice(0, 4))) : String(r.int(2, 15)),
    amountText: amount === null ? null : printMoney(amount, mf(), c), amount, useOfFunds: r.pick(P.USE_OF_FUNDS),
    paymentText: payment === null ? null : printMoney(payment, r.pick(['dollar', 'plain', 'dollar_cents'] as MoneyFmt[]), c), payment,
    nPayText: nPay === null ? null : String(nPay), nPay, freqLabel: freq === null ? null : { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' }[freq]!, freq,
    monthlySales: printMoney(r.int(25, 400) * 1000, 'dollar', c), employees: String(r.int(2, 60)),
    stateOfInc: c === 'CA' ? r.pick(['Federal (CBCA)', 'Ontario', 'British Columbia']) : r.pick(P.INC_STATES), ownRent: rent ? 'Rent' : 'Own',
    landlord: { name: rd.pick(P.LANDLORDS), phone: phone(rd), rent: printMoney(rd.int(18, 140) * 100, 'dollar', c) },
    bank: { name: rd.pick(c === 'CA' ? P.CA_BANKS : P.BANKS), routing: c === 'CA' ? `${rd.digits(5)}-${rd.digits(3)}` : `0${rd.digits(8)}`, account: rd.digits(rd.int(8, 12)) },
    refs: [0, 1].map(() => ({ name: rd.pick(P.SUPPLIERS), phone: phone(rd) })),
    funders: rd.chance(0.6) ? Array.from({ length: rd.int(1, 2) }, () => ({ name: rd.pick(P.FUNDERS), balance: printMoney(rd.int(5, 90) * 1000, 'dollar', c), payment: printMoney(rd.int(150, 2500), 'dollar', c) })) : [],
    iso: { name: `${rd.pick(P.FIRST)} ${rd.pick(P.LAST)}`, company: '', phone: phone(rd), email: `${rd.pick(['deals', 'submissions', 'rep'])}@${rd.pick(['fundingdesk', 'capitalbridge', 'isohub'])}.com`, id: `ISO-${rd.digits(5)}` },
    owners, slots: placeOwners(ro, owners, spec),
  };
}

function placeOwners(r: Rng, owners: Owner[], spec: Spec): (Owner | null)[] {
  const slots: (Owner | null)[] = [...owners];
  if (spec.blankMiddle && owners.length >= 2 && owners.length < spec.cards && r.chance(0.35)) slots.splice(r.int(1, owners.length - 1), 0, null);
  while (slots.length < spec.cards) slots.push(null);
  return slots;
}
