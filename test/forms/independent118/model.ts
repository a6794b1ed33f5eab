// The merchant behind one generated application: every value with the text it is printed as. Layouts decide what
// they print; the truth is built only from what they print (sheet.ts).
import type { Rng } from '../../statements/generator/prng.ts';
import { US_PLACES, CA_PLACES, FIRST, LAST, INDUSTRIES, FUNDERS, BANKS_US, BANKS_CA, STREETS, TITLES_CORP, TITLES_LLC } from './names.ts';

export type Country = 'US' | 'CA';
export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';
export interface Addr { street: string; unit: string; city: string; region: string; postal: string }
export interface Owner {
  first: string; middle: string; last: string; cred: string; nameText: string; sigName: string;
  title: string; pct: number; pctText: string;
  tin: string; tinType: 'SSN' | 'ITIN' | 'SIN'; tinText: string; masked: boolean;
  dob: string | null; dobText: string; home: Addr; phone: string; email: string;
  score: number | null; license: string;
}
export interface Advance { funder: string; balance: string; payment: string; freq: string }
export interface Merchant {
  country: Country; legal: string; dba: string | null; dbaText: string;
  entityId: string; entityText: string; entityBox: string;
  tax: { digits: string; text: string; type: 'EIN' | 'SSN' | 'ITIN' | 'BN'; masked: boolean };
  start: string; startText: string; years: number; incRegion: string;
  addr: Addr; phone: string; email: string; website: string;
  industryText: string; industryId: string; employees: string; ownRent: 'Own' | 'Rent';
  landlord: { name: string; phone: string; rent: string };
  monthlySales: string; annualRevenue: string;
  amount: number; amountText: string; payment: number | null; paymentText: string;
  nPayments: number | null; freq: Freq | null; freqText: string; useOfFunds: string;
  advances: Advance[]; bank: { name: string; routing: string; account: string; officer: string };
  refs: { name: string; contact: string; phone: string }[]; owners: Owner[]; signDate: string;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
const commas = (n: number): string => Math.round(n).toLocaleString('en-US');

export function fmtDate(rng: Rng, iso: string, country: Country): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const forms = country === 'CA'
    ? [iso, iso, `${d} ${MONTHS[m - 1]} ${y}`, `${MONTHS[m - 1]} ${d}, ${y}`]
    : [`${pad(m)}/${pad(d)}/${y}`, `${m}/${d}/${String(y).slice(2)}`, `${MONTHS[m - 1]} ${d}, ${y}`, `${pad(m)}-${pad(d)}-${y}`, `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`];
  return rng.pick(forms);
}
export function fmtMoney(rng: Rng, n: number, country: Country, cents = false): string {
  const c = cents ? `${commas(Math.floor(n))}.${pad(Math.round((n * 100) % 100))}` : commas(n);
  const forms = country === 'CA' ? [`$${c}`, `$${c} CAD`, `CAD ${c}`, `${c}`] : [`$${c}`, `$ ${c}`, `${c}`, cents ? `USD ${c}` : `$${c}.00`];
  return rng.pick(forms);
}
function isoDate(rng: Rng, y0: number, y1: number): string {
  return `${rng.int(y0, y1)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`;
}
function luhn9(rng: Rng, first: string): string {
  const body = first + rng.digits(7);
  for (let c = 0; c <= 9; c++) {
    const s = body + c;
    let sum = 0;
    for (let i = 0; i < 9; i++) { let v = Number(s[i]) * (i % 2 ? 2 : 1); if (v > 9) v -= 9; sum += v; }
    if (sum % 10 === 0) return s;
  }
  return body + '0';
}
function ein(rng: Rng): string {
  const bad = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);
  let p = rng.int(1, 99);
  while (bad.has(p)) p = rng.int(1, 99);
  return pad(p) + rng.digits(7);
}
function ssn(rng: Rng): string {
  let a = rng.int(1, 899);
  if (a === 666) a = 667;
  return pad(a, 3) + pad(rng.int(1, 99)) + pad(rng.int(1, 9999), 4);
}
function itin(rng: Rng): string { return `9${rng.digits(2)}${rng.pick(['70', '78', '83', '90', '94', '51', '62'])}${pad(rng.int(1, 9999), 4)}`; }
const dash3 = (s: string): string => `${s.slice(0, 3)}-${s.slice(3, 5)}-${s.slice(5)}`;

function addr(rng: Rng, country: Country, region?: string): Addr {
  const places = country === 'CA' ? CA_PLACES : US_PLACES;
  const pool = region ? places.filter((p) => p[1] === region) : places;
  const [city, reg, post] = rng.pick(pool.length ? pool : places);
  const postal = country === 'CA' ? `${post}${rng.int(1, 9)}${rng.alnum(1, 'ABCEGHJKLMNPRSTVXY')} ${rng.int(1, 9)}${rng.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${rng.int(0, 9)}`
    : `${post}${rng.digits(2)}`;
  const unit = rng.chance(0.45) ? rng.pick([`Suite ${rng.int(100, 950)}`, `Unit ${rng.int(1, 40)}`, `Ste. ${rng.alnum(1, 'ABCDEF')}`, `Bldg ${rng.int(2, 9)}, Suite ${rng.int(100, 400)}`]) : '';
  return { street: `${rng.int(12, 18990)} ${rng.pick(STREETS)}`, unit, city, region: reg, postal };
}
export function addrLine(a: Addr): string { return a.unit ? `${a.street}, ${a.unit}` : a.street; }
export function cityLine(a: Addr): string { return `${a.city}, ${a.region} ${a.postal}`; }
function phone(rng: Rng): string { return rng.pick([`(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`, `${rng.int(201, 989)}-${rng.int(200, 989)}-${rng.digits(4)}`, `${rng.int(201, 989)}.${rng.int(200, 989)}.${rng.digits(4)}`]); }

function owner(rng: Rng, country: Country, pct: number, title: string, bizRegion: string): Owner {
  const [first, last] = [rng.pick(FIRST), rng.pick(LAST)];
  const middle = rng.chance(0.4) ? `${rng.alnum(1, 'ABCDEFGHJKLMNPRSTW')}.` : '';
  const cred = rng.chance(0.08) ? rng.pick(['DDS', 'CPA', 'DC', 'MD']) : '';
  const full = `${first}${middle ? ' ' + middle : ''} ${last}`;
  const nameText = rng.weighted([[full, 6], [`${last}, ${first}${middle ? ' ' + middle : ''}`, 2], [`${full}${cred ? ', ' + cred : ''}`, cred ? 6 : 0]] as const);
  let tinType: Owner['tinType'] = country === 'CA' ? 'SIN' : rng.chance(0.06) ? 'ITIN' : 'SSN';
  const tin = tinType === 'SIN' ? luhn9(rng, String(rng.int(1, 7))) : tinType === 'ITIN' ? itin(rng) : ssn(rng);
  const masked = rng.chance(0.3);
  const tinText = country === 'CA'
    ? (masked ? `XXX XXX ${tin.slice(6)}` : rng.pick([`${tin.slice(0, 3)} ${tin.slice(3, 6)} ${tin.slice(6)}`, `${tin.slice(0, 3)}-${tin.slice(3, 6)}-${tin.slice(6)}`]))
    : (masked ? rng.pick([`XXX-XX-${tin.slice(5)}`, `***-**-${tin.slice(5)}`]) : dash3(tin));
  if (masked) tinType = tinType === 'SIN' ? 'SIN' : 'SSN';
  const dob = rng.chance(0.9) ? isoDate(rng, 1952, 1994) : null;
  const home = addr(rng, country, rng.chance(0.7) ? bizRegion : undefined);
  home.unit = rng.chance(0.2) ? `Apt ${rng.int(1, 30)}${rng.alnum(1, 'ABCD')}` : '';
  const dom = rng.pick(['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com']);
  return { first, middle, last, cred, nameText, sigName: `${first}${middle ? ' ' + middle : ''} ${last}`, title, pct, pctText: '',
    tin, tinType, tinText, masked, dob, dobText: dob ? fmtDate(rng, dob, country) : '', home, phone: phone(rng),
    email: `${first.toLowerCase().replace(/[^a-z]/g, '')}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${dom}`,
    score: rng.chance(0.6) ? rng.int(540, 805) : null, license: `${rng.alnum(1, 'ABDFGHKLMNPRSTW')}${rng.digits(rng.int(7, 12))}` };
}

const US_ENT: readonly (readonly [string, string, string[], string[]])[] = [
  // id, checkbox label, printed free-text forms, legal-name suffixes
  ['llc', 'LLC', ['LLC', 'Limited Liability Company', 'L.L.C.'], ['LLC', 'L.L.C.', 'LLC']],
  ['c_corporation', 'Corporation', ['Corporation', 'Inc.', 'C Corp', 'Corp.'], ['Inc.', 'Corp.', 'Corporation', 'Incorporated']],
  ['s_corporation', 'S Corp', ['S Corp', 'S-Corp', 'S Corporation'], ['Inc.', 'Inc.', 'Corp.']],
  ['sole_proprietorship', 'Sole Proprietor', ['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop'], ['']],
  ['general_partnership', 'Partnership', ['Partnership', 'General Partnership'], ['Partners', 'Associates']],
  ['limited_partnership', 'Other', ['LP', 'L.P.', 'Limited Partnership'], ['LP', 'L.P.']],
  ['llp', 'Other', ['LLP', 'L.L.P.'], ['LLP']],
  ['pllc', 'Other', ['PLLC', 'P.L.L.C.'], ['PLLC']],
  ['professional_corporation', 'Other', ['P.A.', 'PA'], ['P.A.']],
];
const CA_ENT: readonly (readonly [string, string, string[], string[]])[] = [
  ['ca_corporation', 'Corporation', ['Corporation', 'Inc.', 'Ltd.', 'Limited'], ['Inc.', 'Ltd.', 'Limited', 'Corp.']],
  ['sole_proprietorship', 'Sole Proprietorship', ['Sole Proprietorship', 'Sole Proprietor'], ['']],
  ['general_partnership', 'Partnership', ['Partnership', 'General Partnership'], ['Partners']],
  ['ca_ulc', 'Other', ['ULC', 'Unlimited Liability Company'], ['ULC']],
];

export function makeMerchant(rng: Rng, country: Country): Merchant {
  const ents = country === 'CA' ? CA_ENT : US_ENT;
  const [industryText, industryId, nouns] = rng.pick(INDUSTRIES);
  const prof = ['dental_practice', 'medical_practice', 'veterinary', 'it_software'].includes(industryId);
  const W = country === 'CA' ? [6, 2, 2, 1] : [5, 4, 2, 2, 1, 1, 1, 1, 1];
  const picked = rng.weighted(ents.map((e, i) => [e, W[i] ?? 1] as const));
  const [entityId, entityBox, entForms, sufs] = !prof && ['pllc', 'professional_corporation', 'llp'].includes(picked[0]) ? ents[0]! : picked;
  const addrB = addr(rng, country);
  const partnership = entityId.includes('partnership') || entityId === 'llp';
  const nOwners = entityId === 'sole_proprietorship' ? 1 : Math.max(partnership ? 2 : 1, rng.weighted([[1, 3], [2, 4], [3, 3], [4, 2]] as const));
  const titles = entityId === 'llc' || entityId === 'pllc' ? TITLES_LLC : partnership ? ['Partner', 'General Partner', 'Managing Partner'] : TITLES_CORP;
  const shares = nOwners === 1 ? [rng.pick([100, 100, 100, 75, 80])] : splitPct(rng, nOwners);
  const owners = shares.map((p, i) => owner(rng, country, p, entityId === 'sole_proprietorship' ? rng.pick(['Owner', 'Sole Owner', 'Proprietor']) : i === 0 ? titles[0]! : rng.pick(titles.slice(1)), addrB.region));
  for (const o of owners) o.pctText = rng.pick([`${o.pct}%`, `${o.pct}`, `${o.pct} %`, `${o.pct}.00%`]);
  const place = rng.pick(country === 'CA' ? ['Maple Ridge', 'Lakeshore', 'Northshore', 'Riverbend', 'Laurentian', 'Bayview', 'Kingsway'] : ['Summit', 'Harbor Point', 'Blue Heron', 'Cedar Valley', 'Ironwood', 'Oak Hollow', 'Granite State', 'Magnolia', 'Red Mesa', 'Tri-County']);
  const noun = rng.pick(nouns);
  const long = rng.chance(0.4);
  const suffix = rng.pick(sufs);
  let base = long ? `${place} ${noun} ${rng.pick(['& Property Services of', 'and Restoration Group of', 'Holdings & Operations of', 'Services Company of'])} ${addrB.city}` : `${place} ${noun}`;
  if (entityId === 'general_partnership') base = `${owners[0]!.last} & ${owners[1]?.last ?? rng.pick(LAST)} ${suffix}`;
  const legal = entityId === 'sole_proprietorship' ? `${owners[0]!.first} ${owners[0]!.last}`
    : entityId === 'general_partnership' ? base : `${base}${suffix === 'Inc.' || suffix === 'LLC' ? rng.pick([', ', ' ']) : ' '}${suffix}`;
  const dbaName = entityId === 'sole_proprietorship' || rng.chance(0.55) ? `${rng.pick(['The ', '', ''])}${place} ${noun}`.replace(/^The The /, 'The ') : null;
  const dbaText = dbaName ?? rng.pick(['', '', 'SAME', 'N/A', legal]);
  const taxMasked = rng.chance(0.25);
  let tax: Merchant['tax'];
  if (country === 'CA') {
    const bn = luhn9(rng, String(rng.int(1, 8)));
    const prog = rng.pick(['RC0001', 'RT0001', 'RC0002']);
    tax = { digits: bn + prog, type: 'BN', masked: taxMasked, text: taxMasked ? `XXXXX${bn.slice(5)} ${prog}` : rng.pick([`${bn} ${prog}`, `${bn}${prog}`, `${bn.slice(0, 5)} ${bn.slice(5)} ${prog}`]) };
  } else if (entityId === 'sole_proprietorship' && rng.chance(0.5)) {
    const o = owners[0]!;
    tax = { digits: o.tin, type: o.tinType === 'ITIN' ? 'ITIN' : 'SSN', masked: o.masked, text: o.tinText };
  } else {
    const e = ein(rng);
    tax = { digits: e, type: 'EIN', masked: taxMasked, text: taxMasked ? rng.pick([`XX-XXX${e.slice(5)}`, `**-***${e.slice(5)}`]) : `${e.slice(0, 2)}-${e.slice(2)}` };
  }
  const start = isoDate(rng, 1998, 2022);
  const amount = rng.pick([15000, 25000, 35000, 40000, 50000, 60000, 75000, 85000, 100000, 125000, 150000, 200000, 250000, 325000]);
  const freq = rng.chance(0.7) ? rng.weighted([['daily', 5], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const) : null;
  const perYear = { daily: 252, weekly: 52, biweekly: 26, monthly: 12 };
  const nPayments = freq ? Math.round(perYear[freq] * rng.pick([0.5, 0.75, 1, 1])) : rng.chance(0.3) ? rng.pick([120, 160, 200]) : null;
  const payment = rng.chance(0.6) ? Math.round((amount * rng.float(1.25, 1.45)) / (nPayments ?? 180) * 100) / 100 : null;
  const freqText = freq ? rng.pick({ daily: ['Daily', 'Daily (M-F)', 'DAILY'], weekly: ['Weekly', 'WEEKLY'], biweekly: ['Bi-Weekly', 'Biweekly', 'Every two weeks'], monthly: ['Monthly'] }[freq]) : '';
  const bank = country === 'CA' ? rng.pick(BANKS_CA) : rng.pick(BANKS_US);
  const sales = rng.int(30, 400) * 1000;
  const nAdv = rng.weighted([[0, 3], [1, 3], [2, 2], [3, 1]] as const);
  const advances = Array.from({ length: nAdv }, () => ({ funder: rng.pick(FUNDERS), balance: fmtMoney(rng, rng.int(40, 900) * 100, country),
    payment: fmtMoney(rng, rng.int(90, 2200), country), freq: rng.pick(['Daily', 'Weekly']) }));
  const dom = `${place.toLowerCase().replace(/[^a-z]/g, '')}${noun.toLowerCase().replace(/[^a-z]/g, '').slice(0, 8)}.${country === 'CA' ? 'ca' : 'com'}`;
  const signIso = `${rng.int(2024, 2025)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`;
  const incRegion = country === 'CA' ? rng.pick(['Federal (CBCA)', addrB.region, addrB.region]) : rng.pick(['DE', 'DE', addrB.region, 'NV', 'WY', addrB.region]);
  return {
    country, legal, dba: dbaName && dbaName !== legal ? dbaName : null, dbaText, entityId, entityText: rng.pick(entForms), entityBox, tax,
    start, startText: fmtDate(rng, start, country), years: 2025 - Number(start.slice(0, 4)), incRegion,
    addr: addrB, phone: phone(rng), email: `${rng.pick(['info', 'office', 'accounts', 'admin'])}@${dom}`, website: rng.chance(0.7) ? `www.${dom}` : '',
    industryText, industryId, employees: String(rng.int(1, 85)), ownRent: rng.chance(0.25) ? 'Own' : 'Rent',
    landlord: { name: rng.pick(['Brightwater Property Mgmt', 'Kessler Realty Group', 'Oakmont Commercial LLC', 'J. Ferraro Holdings', 'Crestline Plaza Associates']), phone: phone(rng), rent: fmtMoney(rng, rng.int(18, 140) * 100, country) },
    monthlySales: fmtMoney(rng, sales, country), annualRevenue: fmtMoney(rng, sales * 12 + rng.int(-9, 9) * 1000, country),
    amount, amountText: fmtMoney(rng, amount, country), payment, paymentText: payment === null ? '' : fmtMoney(rng, payment, country, payment % 1 !== 0),
    nPayments, freq, freqText, useOfFunds: rng.pick(['Working capital', 'Equipment purchase', 'Inventory', 'Payroll & expansion', 'Renovation of second location', 'Consolidate existing advances']),
    advances, bank: { name: bank, routing: country === 'CA' ? `${rng.digits(5)}-${rng.digits(3)}` : `0${rng.int(1, 9)}${rng.digits(7)}`, account: `${rng.digits(rng.int(7, 11))}`, officer: `${rng.pick(FIRST)} ${rng.pick(LAST)}` },
    refs: [0, 1].map(() => ({ name: `${rng.pick(['Atlas', 'Pioneer', 'Coastal', 'Metro', 'Keller'])} ${rng.pick(['Supply Co.', 'Wholesale', 'Distributors Inc.', 'Equipment Rentals'])}`, contact: `${rng.pick(FIRST)} ${rng.pick(LAST)}`, phone: phone(rng) })),
    owners, signDate: fmtDate(rng, signIso, country),
  };
}

function splitPct(rng: Rng, n: number): number[] {
  const presets: Record<number, number[][]> = { 2: [[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]], 3: [[40, 30, 30], [34, 33, 33], [50, 25, 25], [60, 20, 20]], 4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]] };
  return [...rng.pick(presets[n]!)];
}
