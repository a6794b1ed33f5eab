// One fictional merchant of set 79 and its owners, with each value as a form prints it (`text`) and what that printed
// text gives the application (`truth`, keyed by truth path). A blank, masked or decoy value carries no truth.
import type { Rng } from '../../statements/generator/prng.ts';
import { BANKS, CITIES, FIRST, FUNDERS, LAST, STEMS, STREETS, TRADES, USES, industryOf } from './pools.ts';

export interface PV { text: string; truth: Record<string, unknown> }
const pv = (text: string, truth: Record<string, unknown> = {}): PV => ({ text, truth });
export const BLANK: PV = { text: '', truth: {} };

/** Entity options: id, free-text spellings, the checkbox it ticks ('Other' writes the text), legal-name suffixes. */
const ENTITIES: { id: string; texts: string[]; box: string; suffix: string[]; w: number }[] = [
  { id: 'llc', texts: ['LLC', 'Limited Liability Company', 'L.L.C.'], box: 'LLC', suffix: [', LLC', ' LLC', ', L.L.C.'], w: 5 },
  { id: 'c_corporation', texts: ['Corporation', 'Corp', 'C-Corp', 'Inc.'], box: 'Corporation', suffix: [', Inc.', ' Corp.', ' Incorporated'], w: 3 },
  { id: 's_corporation', texts: ['S Corp', 'S-Corp', 'S Corporation'], box: 'S-Corp', suffix: [', Inc.', ' Inc'], w: 2 },
  { id: 'general_partnership', texts: ['Partnership', 'General Partnership'], box: 'Partnership', suffix: [' Partners', ' & Associates'], w: 1 },
  { id: 'limited_partnership', texts: ['LP', 'Limited Partnership'], box: 'LP', suffix: [', LP', ' L.P.'], w: 1 },
  { id: 'llp', texts: ['LLP'], box: 'LLP', suffix: [', LLP'], w: 0.5 },
  { id: 'sole_proprietorship', texts: ['Sole Proprietor', 'Sole Proprietorship'], box: 'Sole Proprietor', suffix: [''], w: 1.5 },
  { id: 'pllc', texts: ['PLLC'], box: 'Other', suffix: [', PLLC'], w: 0.7 },
  { id: 'professional_corporation', texts: ['Professional Corporation', 'P.C.'], box: 'Other', suffix: [', P.C.'], w: 0.5 },
];
export const ENTITY_BOXES = ['Corporation', 'S-Corp', 'LLC', 'Partnership', 'LP', 'LLP', 'Sole Proprietor', 'Non-Profit', 'Other'];
export const FREQS: [string, string][] = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']];

export interface Owner {
  name: PV; first: PV; last: PV; role: PV; pct: PV; ssn: PV; dob: PV; credit: PV;
  home: string; cityLine: string; phone: string; email: string; signName: string; ssnDigits: string;
}
export interface Merchant {
  legal: PV; dba: PV; entityText: PV; entityBox: string; entityOther: PV; entityTruth: Record<string, unknown>;
  industry: PV; taxId: PV; taxLabel: string; start: PV; years: string;
  street: string; city: string; state: PV; zip: string; cityLine: PV; phone: string; fax: string; email: string; website: string;
  incState: string; amount: PV; payment: PV; npay: PV; freqBox: string; freq: PV; use: string;
  monthly: string; annual: string; employees: string; ownRent: 'Own' | 'Rent'; rent: string;
  landlord: string; landlordPhone: string; bank: string; routing: string; account: string;
  refs: [string, string][]; isoRep: string; isoPhone: string; advances: [string, string, string][];
  owners: Owner[];
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const p2 = (n: number): string => String(n).padStart(2, '0');
export const money = (n: number, cents = false): string => `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 })}`;
const phone = (r: Rng, area: string): string => `(${area}) ${r.int(200, 989)}-${r.digits(4)}`;
const AREA: Record<string, string> = { LA: '337', MS: '228', AL: '251', NM: '505', MT: '406', ID: '208', WY: '307', TX: '409', FL: '850', CO: '970', UT: '435' };

function einDigits(r: Rng): string {
  const bad = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);
  let pre = p2(r.int(1, 99));
  while (bad.has(pre)) pre = p2(r.int(1, 99));
  return pre + r.digits(7);
}
function ssnDigits(r: Rng, itin: boolean): string {
  if (itin) return `9${r.digits(2)}${r.pick(['70', '72', '78', '81', '88', '93'])}${String(r.int(1000, 9999))}`;
  let area = r.int(1, 899);
  while (area === 666) area = r.int(1, 899);
  return `${String(area).padStart(3, '0')}${p2(r.int(1, 99))}${String(r.int(1, 9999)).padStart(4, '0')}`;
}
const dashSsn = (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;

/** A date printed in one of the forms applications.md lists, with its ISO truth. */
function dateText(r: Rng, y: number, m: number, d: number, allowShort: boolean): string {
  const style = r.int(0, allowShort && y >= 2000 ? 3 : 2);
  if (style === 0 || style === 1) return `${p2(m)}/${p2(d)}/${y}`;
  if (style === 2) return `${MONTHS[m - 1]} ${d}, ${y}`;
  return `${m}/${d}/${String(y).slice(2)}`;
}

function makeOwner(r: Rng, i: number, pct: number, role: string, state: string, cred: string | null, forcedName?: [string, string]): Owner {
  const [first, last] = forcedName ?? [r.pick(FIRST), r.pick(LAST)];
  const mid = r.chance(0.35) ? `${String.fromCharCode(65 + r.int(0, 25))}.` : '';
  const lastFirst = r.chance(0.2);
  const withCred = cred && !lastFirst ? `, ${cred}` : '';
  const nameText = lastFirst ? `${last}, ${first}${mid ? ' ' + mid : ''}` : `${first}${mid ? ' ' + mid : ''} ${last}${withCred}`;
  const nameTruth = { [`applicants[${i}].first_name`]: first, [`applicants[${i}].last_name`]: last };
  const itin = r.chance(0.08);
  const ssn = ssnDigits(r, itin);
  const ssnPv = r.chance(0.3) ? pv(r.pick([`XXX-XX-${ssn.slice(5)}`, `***-**-${ssn.slice(5)}`])) : r.chance(0.08) ? BLANK
    : pv(r.chance(0.85) || itin ? dashSsn(ssn) : ssn, { [`applicants[${i}].tax_id`]: ssn, [`applicants[${i}].tax_id_type`]: itin ? 'ITIN' : 'SSN', [`applicants[${i}].tax_id_country`]: 'US' });
  const by = r.int(1954, 1996), bm = r.int(1, 12), bd = r.int(1, 28);
  const dob = r.chance(0.12) ? pv(`XX/XX/${by}`) : r.chance(0.06) ? BLANK : pv(`${p2(bm)}/${p2(bd)}/${by}`, { [`applicants[${i}].date_of_birth`]: `${by}-${p2(bm)}-${p2(bd)}` });
  const score = r.int(560, 805);
  const [city, zip] = r.pick(CITIES[state]!);
  return {
    name: pv(nameText, nameTruth), first: pv(first, { [`applicants[${i}].first_name`]: first }), last: pv(last, { [`applicants[${i}].last_name`]: last }),
    role: pv(role, { [`applicants[${i}].role`]: role }),
    pct: pv(r.chance(0.6) ? `${pct}%` : String(pct), { [`applicants[${i}].ownership`]: pct }),
    ssn: ssnPv, dob,
    credit: r.chance(0.45) ? pv(String(score), { [`applicants[${i}].credit_score`]: score }) : BLANK,
    home: `${r.int(100, 9899)} ${r.pick(STREETS)}`, cityLine: `${city}, ${state} ${zip}`,
    phone: phone(r, AREA[state] ?? '307'), email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}`,
    signName: `${first} ${last}`, ssnDigits: ssn,
  };
}

const SPLITS: Record<number, number[][]> = { 1: [[100]], 2: [[50, 50], [60, 40], [51, 49], [75, 25]], 3: [[40, 35, 25], [34, 33, 33], [50, 25, 25]],
  4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]] };

export function makeMerchant(r: Rng, homeStates: string[], maxOwners: number): Merchant {
  const state = r.chance(0.8) ? r.pick(homeStates) : r.pick(Object.keys(CITIES));
  const [city, zip] = r.pick(CITIES[state]!);
  const ent = r.weighted(ENTITIES.map((e) => [e, e.w] as const));
  const [noun, tradeText] = r.pick(TRADES);
  const stem = r.pick(STEMS);
  const sole = ent.id === 'sole_proprietorship';
  const nOwners = sole ? 1 : Math.min(maxOwners, r.weighted([[1, 4], [2, 5], [3, 2], [4, 1]] as const));
  const split = r.pick(SPLITS[nOwners]!);
  const cred = noun === 'Family Dentistry' ? 'DDS' : noun === 'Animal Hospital' ? 'DVM' : noun === 'Chiropractic' ? 'DC' : null;
  const roles = sole ? ['Owner', 'Sole Proprietor', 'Owner/Operator'] : ent.id.includes('ll') && ent.id !== 'llp' ? ['Managing Member', 'Member', 'Owner']
    : ent.id.includes('partnership') || ent.id === 'llp' ? ['Partner', 'General Partner', 'Managing Partner'] : ['President', 'CEO', 'Owner', 'Vice President', 'Secretary'];
  const ownerState = (): string => (r.chance(0.85) ? state : r.pick(Object.keys(CITIES)));
  const roleOrder = r.shuffle([...roles]);
  const owners = split.map((pct, i) => makeOwner(r.fork(`o${i}`), i, pct, roleOrder[i % roleOrder.length]!, ownerState(), i === 0 ? cred : null));
  const ownerName = `${owners[0]!.first.text} ${owners[0]!.last.text}`;
  const base = `${stem} ${noun}`;
  const legalText = sole ? ownerName : `${base}${r.pick(ent.suffix)}`;
  const dbaText = sole ? base : r.weighted([[base, 3], [`${stem} ${noun.split(' ')[0]}`, 2], ['', 2], ['SAME', 1], ['N/A', 1], [legalText, 0.5]] as const);
  const dbaTruth = dbaText && dbaText !== 'SAME' && dbaText !== 'N/A' && dbaText !== legalText ? { trade_name: dbaText } : {};
  const entText = r.pick(ent.texts);
  const taxSsn = sole && r.chance(0.5);
  // A sole proprietor without an EIN writes the owner's own SSN (or ITIN).
  const taxDigits = taxSsn ? owners[0]!.ssnDigits : einDigits(r);
  const taxText = taxSsn ? dashSsn(taxDigits) : `${taxDigits.slice(0, 2)}-${taxDigits.slice(2)}`;
  const taxPv = r.chance(0.15) ? pv(taxSsn ? `XXX-XX-${taxDigits.slice(5)}` : `XX-XXX${taxDigits.slice(5)}`)
    : pv(taxText, { business_tax_id: taxDigits, business_tax_id_type: taxSsn ? (taxDigits.startsWith('9') ? 'ITIN' : 'SSN') : 'EIN', business_tax_id_country: 'US' });
  const sy = r.int(1994, 2023), sm = r.int(1, 12), sd = r.int(1, 28);
  const startPv = r.chance(0.1) ? BLANK : pv(dateText(r, sy, sm, sd, true), { business_start_date: `${sy}-${p2(sm)}-${p2(sd)}` });
  const amount = r.int(10, 60) * 2500;
  const npay = r.pick([60, 80, 100, 120, 140, 160, 26, 52]);
  const [freqLabel, freqId] = npay <= 52 ? r.pick(FREQS.slice(1, 3)) : FREQS[0]!;
  const payment = Math.round((amount * 1.38 * 100) / npay) / 100;
  const showPay = r.chance(0.65);
  const area = AREA[state] ?? '307';
  const rn = r.fork('decoys');
  return {
    legal: pv(legalText, { legal_name: legalText }), dba: pv(dbaText, dbaTruth),
    entityText: pv(entText, { type_of_entity: ent.id }), entityBox: ent.box,
    entityOther: ent.box === 'Other' ? pv(entText, { type_of_entity: ent.id }) : BLANK, entityTruth: { type_of_entity: ent.id },
    industry: pv(tradeText, { industry: industryOf(tradeText) }), taxId: taxPv, taxLabel: taxSsn ? 'SSN' : 'EIN',
    start: startPv, years: String(2025 - sy),
    street: `${r.int(100, 9899)} ${r.pick(STREETS)}${r.chance(0.25) ? ` Suite ${r.int(1, 40) * 10}` : ''}`, city,
    state: pv(state, { state_region: state, country: 'United States' }), zip,
    cityLine: pv(`${city}, ${state} ${zip}`, { state_region: state, country: 'United States' }),
    phone: phone(r, area), fax: r.chance(0.3) ? phone(r, area) : '', email: `office@${stem.toLowerCase().replace(/[^a-z]/g, '')}${noun.split(' ')[0]!.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    website: r.chance(0.5) ? `www.${stem.toLowerCase().replace(/[^a-z]/g, '')}.com` : '',
    incState: r.chance(0.7) ? state : r.pick(['DE', 'NV', 'WY']),
    amount: r.chance(0.92) ? pv(r.chance(0.5) ? money(amount) : money(amount, true), { requested_amount: amount }) : BLANK,
    payment: showPay ? pv(money(payment, true), { requested_payment: payment }) : BLANK,
    npay: showPay ? pv(String(npay), { number_of_payments: npay }) : BLANK,
    freqBox: showPay ? freqLabel : '', freq: showPay ? pv(freqLabel, { payment_frequency: freqId }) : BLANK,
    use: r.pick(USES), monthly: money(r.int(18, 240) * 1000), annual: money(r.int(220, 2800) * 1000), employees: String(r.int(1, 45)),
    ownRent: r.chance(0.4) ? 'Own' : 'Rent', rent: money(r.int(12, 80) * 100),
    landlord: `${rn.pick(FIRST)} ${rn.pick(LAST)} Properties`, landlordPhone: phone(rn, area),
    bank: rn.pick(BANKS), routing: `0${rn.digits(8)}`, account: rn.digits(rn.int(9, 12)),
    refs: [0, 1].map(() => [`${rn.pick(STEMS)} Supply Co.`, phone(rn, area)] as [string, string]),
    isoRep: `${rn.pick(FIRST)} ${rn.pick(LAST)}`, isoPhone: phone(rn, area),
    advances: rn.chance(0.5) ? [[rn.pick(FUNDERS), money(rn.int(5, 60) * 1000), money(rn.int(150, 900), true)]] : [],
    owners,
  };
}
