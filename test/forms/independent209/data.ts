// The merchant behind one form of set 209: every value already formatted as it will be printed, with the truth
// fields each printed value gives (applications.md). Drawn only from the value stream, so the three styles of one
// (layout, seed) print the same thing.
import type { Rng } from '../../statements/generator/prng.ts';
import { INDUSTRIES, FIRST, LAST, CITIES, STREETS, NAME_WORDS, FUNDERS, BANKS, TITLES, LANDLORDS } from './words.ts';

export type Vals = Record<string, string | number | null>;
/** A printed value: `text` as printed ('' = left blank), `fields` the truth paths it gives (none: a decoy). */
export interface F { text: string; fields: Vals }
export const BLANK: F = { text: '', fields: {} };
const f = (text: string, fields: Vals = {}): F => ({ text, fields });

export type EntityKind = 'llc' | 'corp' | 'scorp' | 'partnership' | 'lp' | 'llp' | 'sole' | 'pllc';
export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';

export interface Owner {
  digits: string; name: F; sigName: F; title: F; pct: F; ssn: F; dob: F; score: F; home: F; homeCity: F; cell: F; email: F;
}
/** The printed values of an owner (not the raw SSN digits kept for a sole proprietor's tax ID). */
export type OwnerField = Exclude<keyof Owner, 'digits'>;
export interface Merchant {
  legal: F; dba: F; entity: EntityKind; entityBlank: boolean; industry: F; ein: F; start: F; years: F;
  street: F; city: F; state: F; zip: F; cityStateZip: F; phone: F; email: F; website: F; stateInc: F;
  amount: F; payment: F; nPayments: F; freq: Freq | null; use: number[]; monthly: F; annual: F; employees: F; rentOrOwn: number;
  owners: Owner[];
  bank: { name: F; routing: F; account: F };
  landlord: { name: F; phone: F; rent: F };
  refs: { name: F; phone: F }[];
  rep: { name: F; phone: F; email: F };
  advances: { funder: F; balance: F; payment: F }[];
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

/** A date as printed, in one of the everyday forms; two-digit years only for this century. */
export function fmtDate(iso: string, kind: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  switch (kind) {
    case 1: return y >= 2000 ? `${m}/${d}/${String(y).slice(2)}` : `${pad(m)}/${pad(d)}/${y}`;
    case 2: return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 3: return `${pad(m)}-${pad(d)}-${y}`;
    case 4: return `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`;
    default: return `${pad(m)}/${pad(d)}/${y}`;
  }
}

export function fmtMoney(n: number, kind: number): string {
  const whole = Math.round(n) === n;
  const grouped = n.toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
  switch (kind) {
    case 1: return `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    case 2: return grouped;
    case 3: return `$ ${grouped}`;
    default: return `$${grouped}`;
  }
}

function phone(r: Rng, kind: number): string {
  const a = `${r.int(2, 9)}${r.digits(2)}`, b = `${r.int(2, 9)}${r.digits(2)}`, c = r.digits(4);
  return kind === 0 ? `(${a}) ${b}-${c}` : kind === 1 ? `${a}-${b}-${c}` : `${a}.${b}.${c}`;
}

function isoDate(r: Rng, y0: number, y1: number): string {
  return `${r.int(y0, y1)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
}

const BAD_EIN = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);
function einDigits(r: Rng): string {
  for (;;) { const p = pad(r.int(1, 99)); if (!BAD_EIN.has(p)) return p + r.digits(7); }
}
function ssnDigits(r: Rng, itin: boolean): string {
  if (itin) return `9${r.digits(2)}${r.pick([r.int(50, 65), r.int(70, 88), r.int(94, 99)])}${pad(r.int(1, 9999), 4)}`;
  let area = r.int(1, 899);
  if (area === 666) area = 667;
  return `${pad(area, 3)}${pad(r.int(1, 99))}${pad(r.int(1, 9999), 4)}`;
}
const dashSsn = (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;

function routing(r: Rng): string {
  const d = [r.int(0, 1), r.int(0, 9), ...Array.from({ length: 6 }, () => r.int(0, 9))];
  const s = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]!);
  return d.join('') + String((10 - (s % 10)) % 10);
}

const SUFFIX: Record<EntityKind, string[]> = {
  llc: [', LLC', ' LLC', ' L.L.C.'], corp: [', Inc.', ' Inc.', ' Corp.', ' Corporation'], scorp: [', Inc.', ' Inc.'],
  partnership: [' Partners', ' & Associates'], lp: [', LP', ' L.P.'], llp: [' LLP'], sole: [''], pllc: [', PLLC', ' PLLC'],
};

function owner(r: Rng, i: number, pct: number | null): Owner {
  const p = `application.applicants[${i}].`;
  const first = r.pick(FIRST), last = r.pick(LAST);
  const mid = r.chance(0.35) ? ` ${String.fromCharCode(65 + r.int(0, 25))}.` : '';
  const cred = r.chance(0.08) ? r.pick([', DC', ', CPA', ', DDS']) : '';
  const nameKind = r.int(0, 3);
  const text = nameKind === 0 ? `${last}, ${first}${mid}` : `${first}${mid} ${last}${cred}`;
  const nm = { [`${p}first_name`]: first, [`${p}last_name`]: last };
  const itin = r.chance(0.1), digits = ssnDigits(r, itin);
  const ssnKind = r.weighted([[0, 5], [1, 2], [2, 2], [3, 1]] as const);
  const masked = ssnKind === 2, blank = ssnKind === 3 && i > 0;
  const ssnText = masked ? r.pick(['XXX-XX-', '***-**-', 'xxx-xx-']) + digits.slice(5) : ssnKind === 1 ? digits : dashSsn(digits);
  const ssn = blank ? BLANK : masked ? f(ssnText) : f(ssnText, { [`${p}tax_id`]: digits, [`${p}tax_id_type`]: itin ? 'ITIN' : 'SSN', [`${p}tax_id_country`]: 'US' });
  const dobIso = isoDate(r, 1955, 1998);
  const dob = r.chance(0.85) ? f(fmtDate(dobIso, r.pick([0, 0, 2, 3, 4])), { [`${p}date_of_birth`]: dobIso }) : BLANK;
  const score = r.chance(0.4) ? r.int(560, 810) : null;
  const title = r.chance(0.9) ? r.pick(TITLES) : '';
  const c = r.pick(CITIES);
  return {
    digits, name: f(text, nm), sigName: f(`${first}${mid} ${last}`, nm),
    title: title ? f(title, { [`${p}role`]: title }) : BLANK,
    pct: pct === null ? BLANK : f(r.chance(0.7) ? `${pct}%` : String(pct), { [`${p}ownership`]: pct }),
    ssn, dob, score: score === null ? BLANK : f(String(score), { [`${p}credit_score`]: score }),
    home: f(`${r.int(12, 9890)} ${r.pick(STREETS)}`), homeCity: f(`${c[0]}, ${c[1]} ${c[2]}${r.digits(2)}`),
    cell: f(phone(r, r.int(0, 2))), email: f(`${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com'])}`),
  };
}

function ownerShares(r: Rng, n: number): (number | null)[] {
  if (n === 1) return [r.chance(0.8) ? 100 : r.pick([51, 75, 80, 90])];
  if (n === 2) { const a = r.pick([50, 51, 60, 65, 70, 75]); return [a, r.chance(0.85) ? 100 - a : null]; }
  const a = r.pick([34, 40, 50]), b = r.pick([25, 30, 33]);
  return [a, b, 100 - a - b];
}

export function makeMerchant(r: Rng, maxOwners: number): Merchant {
  const A = 'application.';
  const ind = r.pick(INDUSTRIES);
  const nOwners = Math.min(maxOwners, r.weighted([[1, 55], [2, 35], [3, 10]] as const));
  const moneyKind = r.int(0, 3), dateKind = r.int(0, 4);
  const sole = nOwners === 1 && r.chance(0.12);
  const shares = sole ? [100] : ownerShares(r, nOwners);
  const owners = shares.map((s, i) => owner(r, i, s));
  const entity: EntityKind = sole ? 'sole'
    : r.weighted([['llc', 45], ['corp', 22], ['scorp', 12], ['partnership', 6], ['lp', 4], ['llp', 4], ['pllc', 7]] as const);
  const w1 = r.pick(NAME_WORDS), w2 = r.pick(ind.words);
  const long = r.chance(0.25) ? ` ${r.pick(['Group', 'Enterprises', 'Holdings & Services', 'Solutions of America'])}` : '';
  const c = r.pick(CITIES);
  const soleName = owners[0]!.sigName.text.replace(/ [A-Z]\.(?= )/, '');
  const legalText = entity === 'sole' ? soleName : `${w1} ${w2}${long}${r.pick(SUFFIX[entity])}`;
  const dbaKind = r.weighted([[0, 40], [1, 12], [2, 8], [3, 8], [4, 20]] as const);
  const dbaName = `${r.pick(NAME_WORDS)} ${w2}`;
  const dba = dbaKind === 0 ? f(dbaName, { [`${A}trade_name`]: dbaName }) : dbaKind === 1 ? f(r.pick(['SAME', 'Same'])) : dbaKind === 2 ? f('N/A')
    : dbaKind === 3 ? f(legalText) : BLANK;
  let ein: F;
  if (entity === 'sole') {
    const ssn = owners[0]!.digits;
    ein = f(dashSsn(ssn), { [`${A}business_tax_id`]: ssn, [`${A}business_tax_id_type`]: ssn.startsWith('9') ? 'ITIN' : 'SSN', [`${A}business_tax_id_country`]: 'US' });
  } else {
    const d = einDigits(r);
    ein = r.chance(0.95) ? f(`${d.slice(0, 2)}-${d.slice(2)}`, { [`${A}business_tax_id`]: d, [`${A}business_tax_id_type`]: 'EIN', [`${A}business_tax_id_country`]: 'US' }) : BLANK;
  }
  const startIso = isoDate(r, 2003, 2023);
  const start = r.chance(0.88) ? f(fmtDate(startIso, dateKind), { [`${A}business_start_date`]: startIso }) : BLANK;
  const stateName = r.chance(0.2);
  const zip = `${c[2]}${r.digits(2)}`;
  const stateF = f(stateName ? c[3] : c[1], { [`${A}state_region`]: c[1], [`${A}country`]: 'United States' });
  const freq = r.pick(['daily', 'weekly', 'biweekly', 'monthly'] as const);
  const amount = r.int(2, 100) * 5000;
  const n = freq === 'daily' ? r.pick([60, 80, 100, 120, 140, 160]) : freq === 'weekly' ? r.pick([16, 20, 26, 32, 40, 52])
    : freq === 'biweekly' ? r.pick([8, 10, 13, 18, 26]) : r.pick([6, 9, 12, 18]);
  const payment = Math.round((amount * 1.38 / n) * 100) / 100;
  const showPay = r.chance(0.6);
  const monthly = r.int(12, 300) * 1000;
  const slug = w1.toLowerCase().replace(/[^a-z]/g, '') + w2.toLowerCase().replace(/[^a-z]/g, '');
  const person = (): string => `${r.pick(FIRST)} ${r.pick(LAST)}`;
  const advances = Array.from({ length: r.weighted([[0, 50], [1, 35], [2, 15]] as const) }, () => ({
    funder: f(r.pick(FUNDERS)), balance: f(fmtMoney(r.int(4, 90) * 1000, moneyKind)), payment: f(fmtMoney(r.int(150, 2500), moneyKind)) }));
  return {
    legal: f(legalText, { [`${A}legal_name`]: legalText }), dba, entity, entityBlank: r.chance(0.07),
    industry: f(ind.text, { [`${A}industry`]: ind.id }), ein, start,
    years: f(start.text ? `${Math.max(1, 2025 - Number(startIso.slice(0, 4)))}` : `${r.int(2, 15)}`),
    street: f(`${r.int(10, 9999)} ${r.pick(STREETS)}${r.chance(0.3) ? `, Suite ${r.int(100, 450)}` : ''}`), city: f(c[0]), state: stateF, zip: f(zip),
    cityStateZip: f(`${c[0]}, ${stateF.text} ${zip}`, stateF.fields), phone: f(phone(r, r.int(0, 2))),
    email: f(r.chance(0.5) ? `info@${slug}.com` : `${slug}@gmail.com`), website: r.chance(0.6) ? f(`www.${slug}.com`) : BLANK,
    stateInc: f(r.chance(0.5) ? c[1] : r.pick(['DE', 'NV', 'WY', 'Delaware'])),
    amount: f(fmtMoney(amount, moneyKind), { [`${A}requested_amount`]: amount }),
    payment: showPay ? f(fmtMoney(payment, 1), { [`${A}requested_payment`]: payment }) : BLANK,
    nPayments: showPay && r.chance(0.8) ? f(String(n), { [`${A}number_of_payments`]: n }) : BLANK,
    freq: showPay ? freq : null, use: r.shuffle([0, 1, 2, 3, 4, 5]).slice(0, r.int(1, 2)),
    monthly: f(fmtMoney(monthly, moneyKind)), annual: f(fmtMoney(monthly * 12, moneyKind)), employees: f(String(r.int(1, 45))), rentOrOwn: r.int(0, 1),
    owners,
    bank: { name: f(r.pick(BANKS)), routing: f(routing(r)), account: f(r.digits(r.int(8, 12))) },
    landlord: { name: f(r.chance(0.5) ? person() : r.pick(LANDLORDS)), phone: f(phone(r, 0)), rent: f(fmtMoney(r.int(12, 120) * 100, moneyKind)) },
    refs: [0, 1].map(() => ({ name: f(`${r.pick(NAME_WORDS)} ${r.pick(['Supply Co.', 'Distributors, Inc.', 'Wholesale LLC', 'Foods Corp.'])}`), phone: f(phone(r, 1)) })),
    rep: { name: f(person()), phone: f(phone(r, 0)), email: f(`${r.pick(['sales', 'deals', 'submissions'])}@isodesk.net`) },
    advances,
  };
}

/** A value with its truth fields dropped: printed, but read as context, not as the application's. */
export const asDecoy = (v: F): F => ({ text: v.text, fields: {} });
