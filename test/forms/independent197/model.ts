// What one sparsely filled application says: every printed cell with the truth it gives (applications.md rules),
// chosen from a seed. A cell left blank is null; a cell holding a filler ('N/A', 'same', 'on file' ...) prints but
// gives no field; a corrected cell prints the struck old value (a decoy) beside the new one.
import type { Rng } from '../../statements/generator/prng.ts';
import { entityFor, industryFor, type Caps } from './pools.ts';
import { FIRST, LAST, CREDENTIALS, STREETS, CITIES, FUNDERS, BANKS, LANDLORDS, ISO_REPS, REF_NAMES, USE_OF_FUNDS } from './pools.ts';

export type Fields = Record<string, string | number | null>;
/** text null: left blank. fields empty with text: a filler that gives nothing. struck: an old value crossed out. */
export interface Cell { text: string | null; fields: Fields; struck?: string; filler?: boolean }
export interface Check { label: string; fields: Fields }

export interface Owner { name: Cell; title: Cell; pct: Cell; ssn: Cell; dob: Cell; score: Cell; home: Cell; phone: Cell }
export interface Funder { name: string; balance: string; payment: string }
export interface Deal {
  country: 'US' | 'CA';
  legal: Cell; dba: Cell; entity: Cell; entityCheck: Check | null; entityOther: Cell; industry: Cell; taxId: Cell;
  taxBox: Check | null; street: Cell; city: string; state: Cell; zip: string; phone: Cell; email: Cell; website: Cell;
  start: Cell; years: Cell; amount: Cell; payment: Cell; count: Cell; freq: Check | null; use: Cell; owners: Owner[];
  landlord: Cell; rent: Cell; landlordPhone: Cell; bank: string; routing: string; account: string; funders: Funder[];
  stateOfInc: Cell; isoRep: string; refs: { name: string; phone: string }[]; signDate: string; own: 'Own' | 'Rent' | null;
}

const FILLERS = ['N/A', 'n/a', '-', 'see attached', 'TBD', 'on file', 'N/A'];
export const blank = (): Cell => ({ text: null, fields: {} });
const filler = (t: string): Cell => ({ text: t, fields: {}, filler: true });
/** A filled-in value that is no field of ours (an address, a phone, a landlord ...). */
const note = (t: string): Cell => ({ text: t, fields: {} });
const cell = (text: string, fields: Fields): Cell => ({ text, fields });
const A = 'application.';

const money = (n: number, rng: Rng): string => {
  const c = n.toLocaleString('en-US', { minimumFractionDigits: n % 1 ? 2 : 0, maximumFractionDigits: 2 });
  return rng.pick([`$${c}`, `$${c}`, `${c}`, `$ ${c}`, `$${n.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`]);
};
const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const iso = (y: number, m: number, d: number): string => `${y}-${pad(m)}-${pad(d)}`;
function date(rng: Rng, y: number, m: number, d: number): string {
  return rng.weighted<string>([[`${pad(m)}/${pad(d)}/${y}`, 3], [`${m}/${d}/${String(y).slice(2)}`, 2], [`${MONTHS[m - 1]} ${d}, ${y}`, 2],
    [`${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`, 1], [`${m}-${d}-${y}`, 1]]);
}
/** Luhn check digit for Canadian BN and SIN. */
function luhn9(first8: string): string {
  let s = 0;
  for (let i = 0; i < 8; i++) { let d = Number(first8[i]) * (i % 2 ? 2 : 1); if (d > 9) d -= 9; s += d; }
  return first8 + String((10 - (s % 10)) % 10);
}
const ssnDigits = (rng: Rng): string => `${rng.int(101, 665)}${pad(rng.int(1, 99))}${pad(rng.int(1, 9999), 4)}`;
const itinDigits = (rng: Rng): string => `9${rng.digits(2)}${rng.int(70, 88)}${pad(rng.int(1, 9999), 4)}`;
const dashed = (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;

function owner(rng: Rng, caps: Caps, i: number, pct: number | null, soleTaxId: string | null): Owner {
  const P = `${A}applicants[${i}].`;
  const first = rng.pick(FIRST), last = rng.pick(LAST);
  const mid = rng.chance(0.3) ? ` ${rng.pick('ABCDEFGHJKLMRST'.split(''))}.` : '';
  const cred = rng.chance(0.12) ? rng.pick(CREDENTIALS) : '';
  const printed = caps.lastFirst ? `${last}, ${first}${mid}` : `${first}${mid} ${last}${cred}`;
  const name = cell(printed, { [`${P}first_name`]: first, [`${P}last_name`]: last });
  const role = rng.pick(['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'VP', 'owner', 'Pres.']);
  const title = rng.chance(0.25) ? blank() : cell(role, { [`${P}role`]: role });
  let pctCell: Cell = blank();
  if (pct !== null) {
    const text = rng.chance(0.6) ? `${pct}%` : String(pct);
    pctCell = cell(text, { [`${P}ownership`]: pct });
    if (rng.chance(0.12) && pct < 95) pctCell.struck = `${pct + 5 * rng.int(1, 3)}%`;
  } else if (rng.chance(0.4)) pctCell = filler(rng.pick(['-', 'N/A', 'TBD']));
  let ssn: Cell;
  const roll = rng.next();
  const sin = caps.country === 'CA';
  const digits = soleTaxId ?? (sin ? luhn9(`${rng.int(1, 7)}${rng.digits(7)}`) : rng.chance(0.15) ? itinDigits(rng) : ssnDigits(rng));
  const type = sin ? 'SIN' : digits.startsWith('9') ? 'ITIN' : 'SSN';
  if (roll < 0.2 && !soleTaxId) ssn = rng.chance(0.5) ? blank() : filler(rng.pick(['on file', 'N/A', 'see attached']));
  else if (roll < 0.45 && !soleTaxId) ssn = filler(sin ? `XXX XXX ${digits.slice(6)}` : `XXX-XX-${digits.slice(5)}`); // masked: no tax id
  else {
    const text = sin ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : dashed(digits);
    ssn = cell(text, { [`${P}tax_id`]: digits, [`${P}tax_id_type`]: type, [`${P}tax_id_country`]: caps.country });
  }
  const y = rng.int(1956, 1996), m = rng.int(1, 12), d = rng.int(1, 28);
  const dob = rng.chance(0.25) ? (rng.chance(0.5) ? blank() : filler(rng.pick(['on file', 'N/A']))) : cell(date(rng, y, m, d), { [`${P}date_of_birth`]: iso(y, m, d) });
  const sc = rng.int(560, 790);
  const score = rng.chance(0.3) ? cell(String(sc), { [`${P}credit_score`]: sc }) : rng.chance(0.4) ? filler(rng.pick(['unknown', '?', 'N/A'])) : blank();
  const home = i > 0 && rng.chance(0.4) ? filler(rng.pick(['same', 'same as above', 'Same'])) : rng.chance(0.25) ? blank()
    : note(`${rng.int(12, 9800)} ${rng.pick(STREETS)}, ${rng.pick(CITIES[caps.country]).city}`);
  const phone = rng.chance(0.5) ? blank() : note(phoneNo(rng));
  return { name, title, pct: pctCell, ssn, dob, score, home, phone };
}
const phoneNo = (rng: Rng): string => `(${rng.int(201, 989)}) ${rng.int(201, 989)}-${rng.digits(4)}`;

const SPLITS: number[][][] = [[[100]], [[50, 50], [60, 40], [51, 49], [75, 25]], [[40, 35, 25], [34, 33, 33], [50, 25, 25]], [[25, 25, 25, 25], [40, 20, 20, 20]]];

export function makeDeal(rng: Rng, caps: Caps): Deal {
  const CA = caps.country === 'CA';
  const ent = entityFor(rng, caps);
  // A sole proprietorship has one owner.
  const nOwners = ent.id === 'sole_proprietorship' ? 1 : rng.int(1, caps.maxOwners);
  const place = rng.pick(CITIES[caps.country]);
  const ownerRng = rng.fork('owners');
  const ownerFirst = rng.pick(FIRST), ownerLast = rng.pick(LAST);
  const base = rng.pick(['Summit Ridge', 'Blue Heron', 'Lakeshore', 'Golden Oak', 'Redline', 'Prairie Wind', 'Ironwood', 'Silver Maple', 'Cedar Point', 'Bright Path']);
  const ind = industryFor(rng);
  const legalText = ent.id === 'sole_proprietorship' ? `${ownerFirst} ${ownerLast}` : `${base} ${ind.noun}${ent.suffix}`;
  const legal = cell(legalText, { [`${A}legal_name`]: legalText });
  const dbaName = `${base} ${ind.noun}`;
  const dbaRoll = rng.next();
  const dba = dbaRoll < 0.25 ? blank() : dbaRoll < 0.55 ? filler(rng.pick(['SAME', 'same', 'N/A', 'n/a', '-'])) : dbaRoll < 0.62 ? filler(legalText)
    : cell(dbaName, { [`${A}trade_name`]: dbaName });
  // Entity: free text or a checked box; sometimes skipped.
  const skipEntity = rng.chance(0.2);
  const entity = skipEntity ? (rng.chance(0.5) ? blank() : filler('-')) : cell(ent.text, { [`${A}type_of_entity`]: ent.id });
  const entityCheck = skipEntity ? null : ent.check ? { label: ent.check, fields: { [`${A}type_of_entity`]: ent.id } } : null;
  const entityOther = !skipEntity && !ent.check ? cell(ent.text, { [`${A}type_of_entity`]: ent.id }) : blank();
  const industry = rng.chance(0.2) ? (rng.chance(0.5) ? blank() : filler(rng.pick(['see attached', 'N/A']))) : cell(ind.text, { [`${A}industry`]: ind.id });
  // Tax id: EIN (or BN), the owner's SSN for a sole proprietor without an EIN, masked or 'on file'.
  let taxId: Cell; let taxBox: Check | null = null; let soleSsn: string | null = null;
  const tr = rng.next();
  const T = (d: string, type: string): Fields => ({ [`${A}business_tax_id`]: d, [`${A}business_tax_id_type`]: type, [`${A}business_tax_id_country`]: caps.country });
  if (tr < 0.18) taxId = rng.chance(0.4) ? blank() : filler(rng.pick(['on file', 'applied for', 'TBD', 'see attached']));
  else if (tr < 0.3) taxId = filler(CA ? `XXXXX${rng.digits(4)} RT0001` : `XX-XXX${rng.digits(4)}`);
  else if (CA) {
    const bn = luhn9(`${rng.int(1, 8)}${rng.digits(7)}`);
    const prog = rng.pick(['RC0001', 'RT0001', 'RP0001']);
    if (rng.chance(0.7)) taxId = cell(rng.pick([`${bn} ${prog}`, `${bn}${prog}`, `${bn} ${prog.slice(0, 2)} ${prog.slice(2)}`]), T(bn + prog, 'BN'));
    else {
      // A bare 9-digit number: its type comes from the checked BN box beside it.
      const { [`${A}business_tax_id_type`]: type, ...rest } = T(bn, 'BN');
      taxId = cell(`${bn.slice(0, 3)} ${bn.slice(3, 6)} ${bn.slice(6)}`, rest);
      taxBox = { label: 'BN', fields: { [`${A}business_tax_id_type`]: type ?? 'BN' } };
    }
  } else if (ent.id === 'sole_proprietorship' && rng.chance(0.6)) {
    soleSsn = ssnDigits(rng);
    taxId = cell(dashed(soleSsn), T(soleSsn, 'SSN'));
  } else {
    const ein = `${rng.pick(['12', '20', '27', '33', '45', '46', '47', '81', '82', '84', '86', '88', '91'])}${rng.digits(7)}`;
    taxId = caps.bareEin && rng.chance(0.5) ? cell(ein, T(ein, 'EIN')) : cell(`${ein.slice(0, 2)}-${ein.slice(2)}`, T(ein, 'EIN'));
  }
  const stateText = rng.chance(0.25) ? place.name : place.code;
  const state = cell(stateText, { [`${A}state_region`]: place.code, [`${A}country`]: CA ? 'Canada' : 'United States' });
  const street = cell(`${rng.int(10, 9900)} ${rng.pick(STREETS)}${rng.chance(0.3) ? `, Suite ${rng.int(100, 450)}` : ''}`, {});
  const zip = CA ? `${place.postal}${rng.int(0, 9)}${rng.pick('ABCEGHJKLMNPRSTVXY'.split(''))} ${rng.int(1, 9)}${rng.pick('ABCEGHJKLMNPRSTVWXYZ'.split(''))}${rng.int(0, 9)}` : pad(rng.int(1001, 99950), 5);
  const sy = rng.int(2003, 2022), sm = rng.int(1, 12), sd = rng.int(1, 28);
  const startRoll = rng.next();
  const start = startRoll < 0.2 ? blank() : startRoll < 0.3 ? filler(rng.pick(['N/A', 'see attached'])) : cell(date(rng, sy, sm, sd), { [`${A}business_start_date`]: iso(sy, sm, sd) });
  const years = rng.chance(0.5) ? note(`${2025 - sy}${rng.pick(['', ' yrs', ' years', '+'])}`) : blank();
  // Funding request: the amount often TBD or corrected; terms mostly blank (the funder sets them).
  const amt = rng.int(10, 250) * (rng.chance(0.5) ? 1000 : 500);
  const ar = rng.next();
  const amount = ar < 0.15 ? filler(rng.pick(['TBD', 'TBD', 'as much as possible', '-'])) : ar < 0.22 ? blank() : cell(money(amt, rng), { [`${A}requested_amount`]: amt });
  if (ar >= 0.22 && rng.chance(0.2)) amount.struck = money(amt + rng.int(1, 10) * 5000, rng);
  const freqId = rng.pick(['daily', 'weekly', 'biweekly', 'monthly']);
  const count = { daily: rng.pick([120, 140, 160, 180, 220]), weekly: rng.pick([24, 32, 40, 52]), biweekly: rng.pick([12, 18, 26]), monthly: rng.pick([6, 9, 12]) }[freqId]!;
  const pay = Math.round((amt * 1.35 / count) * 100) / 100;
  const terms = caps.terms && rng.chance(0.5);
  const payment = terms && rng.chance(0.7) ? cell(money(pay, rng), { [`${A}requested_payment`]: pay }) : terms && rng.chance(0.5) ? filler('TBD') : blank();
  const countCell = terms && rng.chance(0.7) ? cell(String(count), { [`${A}number_of_payments`]: count }) : blank();
  const freqLabel = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' }[freqId]!;
  const freq = terms && rng.chance(0.8) ? { label: freqLabel, fields: { [`${A}payment_frequency`]: freqId } } : null;
  const use = rng.chance(0.4) ? blank() : note(rng.pick(USE_OF_FUNDS));
  const splits = rng.pick(SPLITS[nOwners - 1]!);
  const withPct = rng.chance(0.75);
  const owners = Array.from({ length: nOwners }, (_, i) => owner(ownerRng, caps, i, withPct || i === 0 && rng.chance(0.5) ? splits[i]! : null, i === 0 ? soleSsn : null));
  // A sole proprietor's legal name is the owner's own name.
  if (ent.id === 'sole_proprietorship') {
    owners[0]!.name = cell(caps.lastFirst ? `${ownerLast}, ${ownerFirst}` : `${ownerFirst} ${ownerLast}`,
      { [`${A}applicants[0].first_name`]: ownerFirst, [`${A}applicants[0].last_name`]: ownerLast });
  }
  const own = rng.pick<'Own' | 'Rent' | null>(['Own', 'Rent', 'Rent', null]);
  const hasLandlord = own === 'Rent' && rng.chance(0.6);
  const landlord = hasLandlord ? note(rng.pick(LANDLORDS)) : own === 'Own' && rng.chance(0.5) ? filler('N/A') : blank();
  const rent = hasLandlord && rng.chance(0.6) ? note(`$${(rng.int(12, 120) * 100).toLocaleString('en-US')}`) : blank();
  const landlordPhone = hasLandlord && rng.chance(0.5) ? note(phoneNo(rng)) : blank();
  const nFunders = rng.weighted([[0, 5], [1, 3], [2, 1]]);
  const funders = rng.shuffle([...FUNDERS]).slice(0, nFunders).map((name) => ({ name, balance: `$${(rng.int(5, 90) * 1000).toLocaleString('en-US')}`, payment: `$${rng.int(150, 2400)}/${rng.pick(['day', 'wk', 'daily', 'weekly'])}` }));
  const incPlace = rng.pick(CITIES[caps.country]);
  const stateOfInc = rng.chance(0.5) ? note(rng.chance(0.5) ? incPlace.code : rng.pick(CA ? ['Federal', 'CBCA', 'ON'] : ['DE', 'Delaware', 'NV', 'WY'])) : blank();
  const refs = Array.from({ length: rng.int(0, 2) }, () => ({ name: rng.pick(REF_NAMES), phone: phoneNo(rng) }));
  const signDate = `${pad(rng.int(1, 12))}/${pad(rng.int(1, 28))}/2025`;
  const deal: Deal = { country: caps.country, legal, dba, entity, entityCheck, entityOther, industry, taxId, taxBox, street, city: place.city, state, zip,
    phone: rng.chance(0.2) ? blank() : note(phoneNo(rng)), email: rng.chance(0.4) ? blank() : note(`${ownerFirst.toLowerCase()}@${base.toLowerCase().replace(/ /g, '')}.com`),
    website: rng.chance(0.6) ? filler(rng.pick(['N/A', 'none', '-'])) : blank(), start, years, amount, payment, count: countCell, freq, use, owners,
    landlord, rent, landlordPhone, bank: rng.pick(BANKS[caps.country]), routing: `0${rng.digits(8)}`, account: rng.digits(rng.int(8, 12)), funders, stateOfInc,
    isoRep: rng.pick(ISO_REPS), refs, signDate, own };
  // About one form in five has only the starred fields: legal name, tax id, address, amount, each owner's name and SSN.
  if (rng.fork('minimal').chance(0.2)) {
    for (const k of ['dba', 'industry', 'start', 'years', 'phone', 'email', 'website', 'use', 'stateOfInc', 'payment', 'count', 'landlord', 'rent', 'landlordPhone'] as const) deal[k] = blank();
    deal.freq = null; deal.own = null; deal.funders = []; deal.refs = [];
    for (const o of deal.owners) { o.title = blank(); o.dob = blank(); o.score = blank(); o.home = blank(); o.phone = blank(); }
  }
  return deal;
}

export const FILLER_WORDS = FILLERS;
