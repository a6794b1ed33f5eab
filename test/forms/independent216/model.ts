// The application behind one packet: every value as printed (text) and as applications.md reads it (truth).
// Everything here comes from the content stream of Rng, so the three styles of one (layout, seed) print the same.
import { Rng } from '../../statements/generator/prng.ts';
import { FIRST, LAST, MIDDLE, CREDS, STREETS, US_CITIES, CA_CITIES, BUSINESSES, FUNDERS, BANKS, PEOPLE } from './names.ts';

export type Country = 'US' | 'CA';
export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null; fullText: string;
  title: string; own: number; ownText: string; credit: number | null; creditText: string | null;
  taxDigits: string | null; taxText: string; taxType: 'SSN' | 'ITIN' | 'SIN' | null;
  dobIso: string; dobText: string; street: string; cityLine: string; cell: string; email: string; licence: string;
}
export interface Model {
  country: Country; countryName: string; legal: string; dbaText: string | null; dbaTruth: string | null;
  entityId: string; entityText: string; industryId: string; industryText: string;
  taxText: string; taxDigits: string; taxType: string; region: string; street: string; city: string; postal: string;
  phone: string; email: string; website: string | null; startText: string | null; startIso: string | null; stateInc: string;
  amountText: string | null; amount: number | null; paymentText: string | null; payment: number | null;
  nPayText: string | null; nPay: number | null; freq: string | null; useOfFunds: string; monthlySales: string; employees: string;
  ownRent: 'Own' | 'Rent'; landlord: { name: string; phone: string; rent: string };
  bank: { name: string; routing: string; account: string }; refs: { name: string; phone: string }[];
  iso: { name: string; phone: string; id: string }; advances: { funder: string; balance: string; payment: string }[];
  owners: Owner[]; signDate: string;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const p2 = (n: number) => String(n).padStart(2, '0');
export function fmtDate(rng: Rng, y: number, m: number, d: number, country: Country, allowShort: boolean): string {
  const opts = country === 'CA' ? ['iso', 'long', 'dmy-long'] : ['mdy', 'mdy', 'long', 'm/d', ...(allowShort ? ['mdyy'] : [])];
  switch (rng.pick(opts)) {
    case 'iso': return `${y}-${p2(m)}-${p2(d)}`;
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'dmy-long': return `${d} ${MONTHS[m - 1]} ${y}`;
    case 'm/d': return `${m}/${d}/${y}`;
    case 'mdyy': return `${p2(m)}/${p2(d)}/${String(y).slice(2)}`;
    default: return `${p2(m)}/${p2(d)}/${y}`;
  }
}
export function fmtMoney(rng: Rng, n: number, country: Country): string {
  const c = n.toLocaleString('en-US');
  const forms = [`$${c}`, `$${c}.00`, `${c}`, `$ ${c}`, ...(country === 'CA' ? [`${c} CAD`, `$${c} CAD`] : [])];
  return rng.pick(forms);
}
const phone = (rng: Rng) => {
  const a = rng.int(201, 989), b = rng.int(200, 989), c = rng.digits(4);
  return rng.pick([`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`]);
};
function luhn9(rng: Rng, first: number): string {
  const d = [first, ...Array.from({ length: 7 }, () => rng.int(0, 9))];
  let sum = 0;
  d.forEach((v, i) => { const x = i % 2 === 1 ? v * 2 : v; sum += x > 9 ? x - 9 : x; });
  return d.join('') + String((10 - (sum % 10)) % 10);
}
const BAD_EIN = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);
function ein(rng: Rng): string {
  let pre = p2(rng.int(1, 99));
  while (BAD_EIN.has(pre)) pre = p2(rng.int(1, 99));
  return pre + rng.digits(7).replace(/^0000000$/, '1234567');
}
function ssn(rng: Rng, itin: boolean): string {
  if (itin) return `9${p2(rng.int(0, 99))}${rng.int(70, 88)}${String(rng.int(1, 9999)).padStart(4, '0')}`;
  let area = rng.int(1, 899);
  if (area === 666) area = 667;
  return `${String(area).padStart(3, '0')}${p2(rng.int(1, 99))}${String(rng.int(1, 9999)).padStart(4, '0')}`;
}
const dashSsn = (d: string) => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;

function makeOwner(rng: Rng, country: Country, titles: string[], own: number): Owner {
  const first = rng.pick(FIRST), last = rng.pick(LAST);
  const middle = rng.chance(0.4) ? rng.pick(MIDDLE) : null;
  const cred = rng.chance(0.12) ? rng.pick(CREDS) : null;
  const style = rng.int(0, 3);
  const fullText = style === 0 ? `${last}, ${first}${middle ? ` ${middle}.` : ''}`
    : `${first}${middle ? ` ${middle}.` : ''} ${last}${cred ? `, ${cred}` : ''}`;
  const title = rng.pick(titles);
  const ownText = rng.pick([`${own}%`, `${own}`, `${own} %`, `${own}.0%`]);
  const credit = rng.chance(0.65) ? rng.int(540, 810) : null;
  const masked = rng.chance(0.2);
  let taxDigits: string, taxText: string, taxType: Owner['taxType'];
  if (country === 'CA') {
    taxDigits = luhn9(rng, rng.pick([1, 2, 3, 4, 5, 6, 7]));
    taxType = 'SIN';
    taxText = rng.chance(0.5) ? `${taxDigits.slice(0, 3)} ${taxDigits.slice(3, 6)} ${taxDigits.slice(6)}` : `${taxDigits.slice(0, 3)}-${taxDigits.slice(3, 6)}-${taxDigits.slice(6)}`;
  } else {
    taxDigits = ssn(rng, rng.chance(0.1));
    taxType = taxDigits.startsWith('9') ? 'ITIN' : 'SSN';
    taxText = dashSsn(taxDigits);
  }
  if (masked) taxText = rng.pick([`XXX-XX-${taxDigits.slice(5)}`, `***-**-${taxDigits.slice(5)}`, `xxx xxx ${taxDigits.slice(6)}`]);
  const y = rng.int(1954, 1996), m = rng.int(1, 12), d = rng.int(1, 28);
  const cityRow = rng.pick(country === 'CA' ? CA_CITIES : US_CITIES);
  return {
    first, middle, last, cred, fullText, title, own, ownText, credit, creditText: credit === null ? null : String(credit),
    taxDigits: masked ? null : taxDigits, taxText, taxType: masked ? null : taxType,
    dobIso: `${y}-${p2(m)}-${p2(d)}`, dobText: fmtDate(rng, y, m, d, country, false),
    street: `${rng.int(12, 9800)} ${rng.pick(STREETS)}`, cityLine: `${cityRow[0]}, ${cityRow[1]} ${postal(rng, country)}`,
    cell: phone(rng), email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}`,
    licence: `${String.fromCharCode(65 + rng.int(0, 25))}${rng.digits(8)}`,
  };
}
const postal = (rng: Rng, c: Country) => c === 'US' ? rng.digits(5).replace(/^0/, '3')
  : `${rng.pick(['M', 'K', 'T', 'V', 'H', 'R'])}${rng.int(1, 9)}${String.fromCharCode(65 + rng.int(0, 25))} ${rng.int(1, 9)}${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(1, 9)}`;

const US_ENT: [string, string[], string[]][] = [
  ['llc', [', LLC', ' LLC', ', L.L.C.'], ['LLC', 'Limited Liability Company', 'L.L.C.']],
  ['c_corporation', [', Inc.', ' Inc.', ' Corp.', ' Corporation'], ['Corporation', 'C-Corp', 'Inc.']],
  ['s_corporation', [', Inc.', ' Inc'], ['S Corp', 'S-Corp', 'S Corporation']],
  ['sole_proprietorship', [''], ['Sole Proprietor', 'Sole Prop', 'Sole Proprietorship']],
  ['general_partnership', [' Partners', ' & Associates'], ['Partnership', 'General Partnership']],
  ['pllc', [', PLLC'], ['PLLC', 'Professional LLC']],
];
const CA_ENT: [string, string[], string[]][] = [
  ['ca_corporation', [' Ltd.', ' Inc.', ' Corp.', ' Limited'], ['Corporation', 'Incorporated', 'Ltd.']],
  ['sole_proprietorship', [''], ['Sole Proprietor', 'Sole Proprietorship']],
  ['general_partnership', [' Partners'], ['Partnership', 'General Partnership']],
];

export function buildModel(layout: string, seed: number, country: Country, maxOwners: number): Model {
  const rng = new Rng(`independent216:${layout}:${seed}`);
  const [entityId, suffixes, entTexts] = rng.pick(country === 'CA' ? CA_ENT : US_ENT);
  const sole = entityId === 'sole_proprietorship';
  const nOwners = sole ? 1 : rng.weighted([[1, 3], [2, 5], [3, maxOwners >= 3 ? 2 : 0]] as const);
  const owns = nOwners === 1 ? [100] : nOwners === 2 ? rng.pick([[51, 49], [60, 40], [50, 50], [75, 25], [80, 20]]) : rng.pick([[40, 35, 25], [50, 25, 25], [34, 33, 33], [60, 20, 20]]);
  const titles = sole ? ['Owner', 'Sole Owner', 'Proprietor'] : entityId.endsWith('partnership') ? ['Partner', 'Managing Partner', 'General Partner']
    : entityId.endsWith('llc') ? ['Managing Member', 'Member', 'Owner', 'CEO'] : ['President', 'CEO', 'Vice President', 'COO', 'Secretary/Treasurer', 'Owner'];
  const owners = owns.map((o) => makeOwner(rng, country, titles, o));
  const biz = rng.pick(BUSINESSES);
  const stem = rng.pick(biz.stems);
  const o0 = owners[0]!;
  const legal = sole ? `${o0.first} ${o0.last}` : `${stem}${rng.pick(suffixes)}`;
  const dbaMode = sole ? rng.pick(['diff', 'diff', 'blank']) : rng.pick(['diff', 'diff', 'same', 'na', 'equal', 'blank']);
  const dbaText = dbaMode === 'diff' ? (sole ? stem : rng.pick(biz.dbas)) : dbaMode === 'same' ? rng.pick(['SAME', 'Same']) : dbaMode === 'na' ? rng.pick(['N/A', 'n/a'])
    : dbaMode === 'equal' ? legal : null;
  const cityRow = rng.pick(country === 'CA' ? CA_CITIES : US_CITIES);
  const region = cityRow[1];
  let taxDigits: string, taxText: string, taxType: string;
  if (country === 'CA') {
    const bn = luhn9(rng, rng.int(1, 8)), prog = rng.pick(['RC0001', 'RT0001', 'RP0001']);
    taxDigits = bn + prog; taxType = 'BN';
    taxText = rng.pick([`${bn} ${prog}`, `${bn}${prog}`, `${bn.slice(0, 5)} ${bn.slice(5)} ${prog}`, `${bn}-${prog}`]);
  } else if (sole && rng.chance(0.7)) {
    taxDigits = ssn(rng, rng.chance(0.2)); taxType = taxDigits.startsWith('9') ? 'ITIN' : 'SSN'; taxText = dashSsn(taxDigits);
  } else {
    taxDigits = ein(rng); taxType = 'EIN';
    taxText = rng.chance(0.75) ? `${taxDigits.slice(0, 2)}-${taxDigits.slice(2)}` : taxDigits;
  }
  const sy = rng.int(1998, 2023), sm = rng.int(1, 12), sd = rng.int(1, 28);
  const hasStart = rng.chance(0.85);
  const amount = rng.chance(0.9) ? rng.int(2, 60) * 5000 : null;
  const hasTerms = amount !== null && rng.chance(0.55);
  const freq = hasTerms ? rng.pick(['daily', 'weekly', 'biweekly', 'monthly']) : null;
  const nPay = freq === 'daily' ? rng.pick([120, 140, 160, 180]) : freq === 'weekly' ? rng.pick([26, 32, 40, 52]) : freq === 'biweekly' ? rng.pick([13, 20, 26]) : freq ? rng.pick([6, 9, 12]) : null;
  const payment = amount !== null && nPay !== null ? Math.round((amount * 1.35) / nPay) : null;
  const states = country === 'CA' ? ['ON', 'BC', 'AB', 'QC'] : ['DE', 'NV', 'WY', 'TX', 'FL', 'NY'];
  return {
    country, countryName: country === 'CA' ? 'Canada' : 'United States', legal, dbaText,
    dbaTruth: dbaMode === 'diff' ? dbaText : null, entityId, entityText: rng.pick(entTexts), industryId: biz.id, industryText: rng.pick(biz.texts),
    taxText, taxDigits, taxType, region, street: `${rng.int(100, 24000)} ${rng.pick(STREETS)}${rng.chance(0.3) ? `, Suite ${rng.int(100, 450)}` : ''}`,
    city: cityRow[0], postal: postal(rng, country), phone: phone(rng), email: `info@${stem.toLowerCase().replace(/[^a-z]/g, '').slice(0, 14)}.com`,
    website: rng.chance(0.5) ? `www.${stem.toLowerCase().replace(/[^a-z]/g, '').slice(0, 16)}.${country === 'CA' ? 'ca' : 'com'}` : null,
    startText: hasStart ? fmtDate(rng, sy, sm, sd, country, true) : null, startIso: hasStart ? `${sy}-${p2(sm)}-${p2(sd)}` : null,
    stateInc: rng.chance(0.5) ? region : rng.pick(states),
    amountText: amount === null ? null : fmtMoney(rng, amount, country), amount,
    paymentText: payment === null ? null : fmtMoney(rng, payment, country), payment,
    nPayText: nPay === null ? null : String(nPay), nPay, freq,
    useOfFunds: rng.pick(['Inventory', 'Payroll and working capital', 'Equipment purchase', 'Expansion / second location', 'Marketing', 'Debt consolidation']),
    monthlySales: fmtMoney(rng, rng.int(18, 400) * 1000, country), employees: String(rng.int(1, 60)), ownRent: rng.pick(['Own', 'Rent'] as const),
    landlord: { name: `${rng.pick(PEOPLE)} Properties`, phone: phone(rng), rent: fmtMoney(rng, rng.int(12, 90) * 100, country) },
    bank: { name: rng.pick(BANKS), routing: country === 'CA' ? `${rng.digits(5)}-${rng.digits(3)}` : `0${rng.int(11, 32)}${rng.digits(6)}`, account: rng.digits(rng.int(8, 12)) },
    refs: [0, 1].map(() => ({ name: `${rng.pick(PEOPLE)} ${rng.pick(['Supply Co.', 'Wholesale', 'Distributors', 'Foods Inc.'])}`, phone: phone(rng) })),
    iso: { name: `${rng.pick(FIRST)} ${rng.pick(LAST)}`, phone: phone(rng), id: `ISO-${rng.digits(5)}` },
    advances: rng.chance(0.6) ? Array.from({ length: rng.int(1, 2) }, () => ({ funder: rng.pick(FUNDERS), balance: fmtMoney(rng, rng.int(5, 80) * 1000, country), payment: fmtMoney(rng, rng.int(150, 1900), country) })) : [],
    owners, signDate: fmtDate(rng, 2026, rng.int(1, 9), rng.int(1, 28), country, false),
  };
}
