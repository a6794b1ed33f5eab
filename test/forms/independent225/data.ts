// The fictional merchant behind one application: what the owner writes on the form, and the truth it gives
// (applications.md's reading rules applied to the printed strings, not to the hidden intent).
import { readFileSync } from 'node:fs';
import { Rng } from '../../statements/generator/prng.ts';

const REF = '/work/shared/reference';
interface RefItem { id: string; label: string; aliases?: string[]; countries?: string[] }
const load = (f: string): RefItem[] => (JSON.parse(readFileSync(`${REF}/${f}`, 'utf8')) as { items: RefItem[] }).items;
export const ENTITY_REF = load('entity-types.json');
export const INDUSTRY_REF = load('industries.json');
export const STATE_REF = (JSON.parse(readFileSync(`${REF}/states.json`, 'utf8')) as { items: { code: string; country: string; type: string }[] }).items;

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '');
/** applications.md: the entity id whose id, label or alias equals the printed text, case and punctuation ignored (US). */
export function entityId(printed: string): string | null {
  const n = norm(printed);
  if (['inc', 'corp', 'ltd', 'corporation'].includes(n)) return 'c_corporation';
  const hit = ENTITY_REF.find((e) => (e.countries ?? []).includes('US') && [e.id, e.label, ...(e.aliases ?? [])].some((a) => norm(a) === n));
  return hit?.id ?? null;
}
/** applications.md: the industry whose label or alias is the longest one contained (word-bounded) in the text. */
export function industryId(text: string): string | null {
  const t = ` ${text.toLowerCase().replace(/[^a-z0-9&]+/g, ' ')} `;
  let best: [string, number] | null = null;
  for (const it of INDUSTRY_REF) for (const a of [it.label, ...(it.aliases ?? [])]) {
    const k = a.toLowerCase().replace(/[^a-z0-9&]+/g, ' ').trim();
    if (k && t.includes(` ${k} `) && (!best || k.length > best[1])) best = [it.id, k.length];
  }
  return best?.[0] ?? null;
}

const FIRST = ['Marisol', 'Derek', 'Yolanda', 'Tobias', 'Priya', 'Gavin', 'Lucinda', 'Omar', 'Renata', 'Curtis', 'Ingrid', 'Jamal',
  'Beatriz', 'Wesley', 'Hana', 'Rodrigo', 'Colleen', 'Nikhil', 'Tamsin', 'Dmitri', 'Keisha', 'Ashton', 'Fiona', 'Luis'];
const LAST = ['Whitfield', 'Okafor', 'Delgado', 'Brannigan', 'Castellanos', 'Pruitt', 'Nakamura', 'Harlow', 'Ortiz-Reyes',
  'De La Cruz', 'van Dyke', 'McAllister', 'Szymanski', 'Abernathy', 'Quintero', 'Lindqvist', 'St. Clair', 'Fairbanks', 'Mbeki'];
const PLACES = ['Bluewater', 'Ironwood', 'Copper Creek', 'Northgate', 'Sable Point', 'Riverbend', 'Granite Hill', 'Lakeshore',
  'Old Mill', 'Silver Maple', 'Tri-County', 'Harbor View', 'Redstone', 'Prairie Wind', 'Cedar Ridge', 'Eastfield'];
/** Type-of-business texts as owners write them, and words for the business name. */
const TRADES: [string, string[]][] = [
  ['Veterinary clinic', ['Animal Hospital', 'Pet Clinic']], ['Auto repair and body shop', ['Auto Works', 'Collision']],
  ['Family restaurant', ['Grill', 'Kitchen']], ['Plumbing contractor', ['Plumbing', 'Pipe & Drain']],
  ['Hair salon', ['Salon', 'Hair Studio']], ['Dental office', ['Family Dental', 'Smiles']], ['Trucking - local hauling', ['Hauling', 'Transport']],
  ['Landscaping and lawn care', ['Landscapes', 'Lawn & Garden']], ['Convenience store', ['Quick Mart', 'Food Mart']],
  ['Daycare center', ['Kids Academy', 'Little Learners']], ['Gym / fitness center', ['Fitness', 'Strength Club']],
  ['Commercial cleaning', ['Janitorial', 'Cleaning Co']], ['Liquor store', ['Wine & Spirits', 'Liquors']],
  ['General contractor', ['Builders', 'Construction']], ['Medical office', ['Medical Group', 'Health Partners']],
  ['Coffee shop', ['Coffee House', 'Roasters']], ['Dry cleaner', ['Cleaners', 'Laundry']], ['Pet grooming', ['Pet Spa', 'Grooming']],
];
const STREETS = ['Commerce Dr', 'Main St', 'Industrial Pkwy', 'Elm Ave', 'Route 9', 'Market St', 'Airport Rd', 'Oak Blvd', 'Summit Way'];
const CITIES = ['Springfield', 'Fairview', 'Madison', 'Georgetown', 'Clinton', 'Franklin', 'Salem', 'Greenville', 'Bristol', 'Oxford'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'COO', 'Secretary'];
export const FUNDERS = ['Rapid Ridge Funding', 'Cobalt Capital Group', 'Stonegate Advance', 'Yellowfin Business Capital', 'Meridian MCA'];
export const BANKS = ['First Prairie Bank', 'Chase', 'Wells Fargo', 'TD Bank', 'Regions Bank', 'Citizens Bank', 'Harbor Federal CU'];

export interface Address { street: string; city: string; state: string; zip: string }
export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null; title: string; pct: number | null; pctText: string;
  ssn: string; ssnPrinted: string; ssnMasked: boolean; ssnBlank: boolean; dob: string; dobPrinted: string;
  credit: number | null; home: Address; phone: string; email: string;
}
export interface Deal {
  legal: string; dbaPrinted: string; trade: string | null; entity: string; entityFree: string; industryText: string; industry: string | null;
  taxIdPrinted: string; taxId: string; taxIdType: string; stateOfInc: string; addr: Address; phone: string; email: string; website: string;
  start: string; startPrinted: string; amount: number; amountPrinted: string; payment: number; paymentPrinted: string;
  numPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly'; useOfFunds: string; monthlySales: string; employees: string;
  owners: Owner[]; bank: { name: string; routing: string; account: string }; landlord: { name: string; phone: string; rent: string } | null;
  refs: { name: string; phone: string }[]; advances: { funder: string; balance: string; payment: string }[];
  iso: { company: string; rep: string; phone: string; email: string; code: string };
}

const pad = (n: number): string => String(n).padStart(2, '0');
const money = (n: number, cents: boolean): string => n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
export function printDate(r: Rng, iso: string, twoDigitYear: boolean): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const f = r.int(0, twoDigitYear ? 3 : 2);
  if (f === 0) return `${pad(m)}/${pad(d)}/${y}`;
  if (f === 1) return `${MONTHS[m - 1]} ${d}, ${y}`;
  if (f === 2) return `${pad(m)}-${pad(d)}-${y}`;
  return `${m}/${d}/${String(y).slice(2)}`;
}
const isoDate = (r: Rng, y0: number, y1: number): string => `${r.int(y0, y1)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
const phone = (r: Rng): string => `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`;
const usStates = STATE_REF.filter((s) => s.country === 'US' && (s.type === 'state' || s.code === 'DC')).map((s) => s.code);
const address = (r: Rng, state?: string): Address => ({ street: `${r.int(12, 9890)} ${r.pick(STREETS)}`, city: r.pick(CITIES),
  state: state ?? r.pick(usStates), zip: r.digits(5) });
const ssnDigits = (r: Rng, itin: boolean): string => itin ? `9${r.digits(2)}${r.int(70, 88)}${r.digits(4)}` : `${r.int(100, 665)}${r.int(10, 99)}${r.int(1000, 9999)}`;
const dashSsn = (s: string): string => `${s.slice(0, 3)}-${s.slice(3, 5)}-${s.slice(5)}`;

const SPLITS: number[][] = [[100], [60, 40], [50, 50], [75, 25], [51, 49], [40, 35, 25], [34, 33, 33], [50, 25, 25]];
const ENTITY_FREE: Record<string, string[]> = {
  llc: ['LLC', 'L.L.C.', 'Limited Liability Company'], c_corporation: ['Corporation', 'C-Corp', 'Inc.'], s_corporation: ['S-Corp', 'S Corporation'],
  pllc: ['PLLC'], general_partnership: ['Partnership', 'General Partnership'], limited_partnership: ['LP', 'Limited Partnership'],
  llp: ['LLP'], sole_proprietorship: ['Sole Proprietor', 'Sole Prop'], nonprofit_corporation: ['Non-Profit', 'Nonprofit'],
};
const SUFFIX: Record<string, string[]> = { llc: [', LLC', ' LLC'], c_corporation: [', Inc.', ' Corp.', ' Corporation'], s_corporation: [', Inc.', ' Inc'],
  pllc: [', PLLC'], general_partnership: [' Partners'], limited_partnership: [', LP'], llp: [', LLP'], nonprofit_corporation: [' Foundation, Inc.'] };

function owner(r: Rng, i: number, pct: number | null, state: string, entity: string): Owner {
  const first = r.pick(FIRST), last = r.pick(LAST);
  const itin = r.chance(0.06), ssn = ssnDigits(r, itin);
  const masked = r.chance(0.25), blank = !masked && r.chance(0.1);
  const dob = isoDate(r, 1956, 1997);
  const pctText = pct === null ? '' : r.chance(0.6) ? `${pct}%` : String(pct);
  return { first, middle: r.chance(0.35) ? r.pick(['A', 'J', 'M', 'R', 'T', 'L']) : null, last, cred: r.chance(0.08) ? r.pick(['CPA', 'DC', 'DDS']) : null,
    title: entity === 'sole_proprietorship' ? 'Owner' : entity === 'llc' && i === 0 ? r.pick(['Managing Member', 'Owner', 'Member'])
      : entity.includes('partnership') ? 'Partner' : r.pick(TITLES.slice(i === 0 ? 0 : 3)),
    pct, pctText, ssn, ssnPrinted: blank ? '' : masked ? `XXX-XX-${ssn.slice(5)}` : dashSsn(ssn), ssnMasked: masked, ssnBlank: blank,
    dob, dobPrinted: printDate(r, dob, false), credit: r.chance(0.6) ? r.int(540, 790) : null,
    home: address(r, r.chance(0.7) ? state : undefined), phone: phone(r), email: `${first[0]!.toLowerCase()}${last.toLowerCase().replace(/[^a-z]/g, '')}@mail.com` };
}

export function makeDeal(r: Rng, maxOwners: number): Deal {
  const [trade, words] = r.pick(TRADES);
  let entity = r.weighted<string>([['llc', 5], ['c_corporation', 2], ['s_corporation', 2], ['sole_proprietorship', 1], ['pllc', 0.5],
    ['general_partnership', 0.6], ['limited_partnership', 0.4], ['llp', 0.3], ['nonprofit_corporation', 0.3]]);
  let split = r.pick(SPLITS.filter((s) => s.length <= maxOwners));
  if (entity === 'sole_proprietorship' || entity === 'pllc') split = [100];
  if (entity.includes('partnership') && split.length === 1) entity = 'llc';
  const addr = address(r);
  const owners = split.map((p, i) => owner(r, i, r.chance(0.08) ? null : p, addr.state, entity));
  // A sole proprietor's SSN is the business tax ID: written in full in the owner block too.
  if (entity === 'sole_proprietorship') Object.assign(owners[0]!, { ssnMasked: false, ssnBlank: false, ssnPrinted: dashSsn(owners[0]!.ssn) });
  const base = `${r.pick(PLACES)} ${r.pick(words)}`;
  const sole = entity === 'sole_proprietorship';
  const legal = sole ? `${owners[0]!.first} ${owners[0]!.last}` : base + r.pick(SUFFIX[entity]!);
  const dbaKind = sole ? 'other' : r.pick(['blank', 'same', 'na', 'legal', 'other', 'other']);
  const dbaPrinted = dbaKind === 'blank' ? '' : dbaKind === 'same' ? 'SAME' : dbaKind === 'na' ? 'N/A' : dbaKind === 'legal' ? legal : sole ? base : `${r.pick(PLACES)} ${r.pick(words)}`;
  const einPlain = r.chance(0.2);
  const ein = `${r.int(10, 98)}${r.digits(7)}`;
  const taxIdPrinted = sole ? dashSsn(owners[0]!.ssn) : einPlain ? ein : `${ein.slice(0, 2)}-${ein.slice(2)}`;
  const start = isoDate(r, 2003, 2022);
  const amount = r.int(10, 300) * 1000 + (r.chance(0.2) ? 500 : 0);
  const freq = r.weighted<Deal['freq']>([['daily', 5], ['weekly', 4], ['biweekly', 1], ['monthly', 0.5]]);
  const numPayments = freq === 'daily' ? r.pick([60, 80, 100, 120, 140]) : freq === 'weekly' ? r.pick([16, 20, 26, 32, 52]) : freq === 'biweekly' ? r.pick([13, 20, 26]) : r.pick([9, 12, 18]);
  const payment = Math.round((amount * 1.35 / numPayments) * 100) / 100;
  const slug = base.toLowerCase().replace(/[^a-z]/g, '');
  const amountFmt = r.int(0, 3);
  return {
    legal, dbaPrinted, trade: dbaKind === 'other' && dbaPrinted !== legal ? dbaPrinted : null, entity, entityFree: r.pick(ENTITY_FREE[entity]!),
    industryText: trade, industry: industryId(trade), taxIdPrinted, taxId: (sole ? owners[0]!.ssn : ein),
    taxIdType: sole ? (owners[0]!.ssn.startsWith('9') ? 'ITIN' : 'SSN') : 'EIN', stateOfInc: r.chance(0.3) ? 'DE' : r.chance(0.2) ? r.pick(['NV', 'WY']) : addr.state,
    addr, phone: phone(r), email: `info@${slug}.com`, website: r.chance(0.6) ? `www.${slug}.com` : '',
    start, startPrinted: printDate(r, start, true), amount,
    amountPrinted: amountFmt === 0 ? `$${money(amount, false)}` : amountFmt === 1 ? `${money(amount, true)}` : amountFmt === 2 ? `$ ${amount}` : `$${money(amount, true)}`,
    payment, paymentPrinted: `$${money(payment, true)}`, numPayments, freq,
    useOfFunds: r.pick(['Inventory', 'Equipment purchase', 'Payroll and working capital', 'Expansion - second location', 'Marketing', 'Renovations']),
    monthlySales: `$${money(r.int(25, 400) * 1000, false)}`, employees: String(r.int(1, 45)), owners,
    bank: { name: r.pick(BANKS), routing: `0${r.digits(8)}`, account: r.digits(r.int(9, 12)) },
    landlord: r.chance(0.75) ? { name: `${r.pick(PLACES)} Properties LLC`, phone: phone(r), rent: `$${money(r.int(15, 90) * 100, false)}` } : null,
    refs: [0, 1].map(() => ({ name: `${r.pick(PLACES)} ${r.pick(['Supply', 'Distributors', 'Wholesale'])}`, phone: phone(r) })),
    advances: Array.from({ length: r.int(0, 2) }, () => ({ funder: r.pick(FUNDERS), balance: `$${money(r.int(5, 80) * 1000, false)}`, payment: `$${money(r.int(150, 900), false)}` })),
    iso: { company: '', rep: `${r.pick(FIRST)} ${r.pick(LAST)}`, phone: phone(r), email: '', code: `ISO-${r.digits(4)}` },
  };
}
