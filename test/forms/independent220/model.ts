// The fictional merchant behind one form: every value as printed plus what applications.md reads from it.
import { readFileSync } from 'node:fs';
import { Rng } from '../../statements/generator/prng.ts';

const REF = '/work/shared/reference/';
interface RefItem { id?: string; code?: string; label?: string; name?: string; aliases?: string[] }
const load = (f: string): RefItem[] => (JSON.parse(readFileSync(REF + f, 'utf8')) as { items: RefItem[] }).items;
export const STATES = load('states.json');
export const ENTITY_TYPES = load('entity-types.json');
export const INDUSTRIES = load('industries.json');

/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
export function industryOf(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  for (const it of INDUSTRIES) {
    for (const a of [it.label ?? '', ...(it.aliases ?? [])]) {
      if (!a) continue;
      const re = new RegExp(`(?<![a-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![a-z0-9])`);
      if (re.test(text.toLowerCase()) && (!best || a.length > best.len)) best = { id: it.id!, len: a.length };
    }
  }
  return best?.id ?? null;
}

export interface Owner {
  printed: string; first: string; last: string; title: string; pct: number; pctText: string;
  ssnText: string; ssn: string | null; ssnType: string | null; dobText: string | null; dob: string | null;
  score: number | null; home: string; cell: string; email: string;
}
export interface Entity { box: string; free: string; id: string }
export interface Merchant {
  legal: string; dbaText: string; dba: string | null; entity: Entity; industryText: string; industry: string;
  taxText: string; taxId: string; taxType: string; startText: string | null; start: string | null; years: number;
  street: string; city: string; state: string; zip: string; phone: string; email: string; website: string;
  stateOfInc: string; amount: number; payment: number; nPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  use: string; monthlySales: number; employees: number; rent: boolean; landlord: string; landlordPhone: string; rentAmt: number;
  bank: string; routing: string; account: string; refs: { name: string; phone: string }[];
  funders: { name: string; balance: number; payment: number }[]; owners: Owner[];
}

const FIRST = ['Maria', 'James', 'Tamika', 'Luis', 'Priya', 'Derek', 'Hannah', 'Oluwaseun', 'Kevin', 'Rosa', 'Anthony', 'Mei', 'Brandon',
  'Fatima', 'Carlos', 'Jennifer', 'Dmitri', 'Latoya', 'Ethan', 'Grace', 'Tuan', 'Rachel', 'Marcus', 'Ana'];
const LAST = ['Gonzalez', 'Whitfield', 'Okafor', 'Nguyen', 'Patel', 'Brennan', 'Ortiz-Reyes', 'De La Cruz', 'van der Berg', "O'Neal",
  'Kowalski', 'Washington', 'Lindqvist', 'Haddad', 'McAllister', 'Smith-Jones', 'Abernathy', 'Castillo', 'Del Rio', 'Yamamoto'];
const CREDS = [', DC', ', CPA', ', DDS', ', MBA'];
const STREETS = ['Commerce Dr', 'Main St', 'Industrial Pkwy', 'Oak Ave', 'Harbor Blvd', 'Route 9', 'Peachtree Rd', 'Elm St',
  'Market St', 'Sunset Blvd', 'Veterans Hwy', 'Lakeview Ct'];
const CITIES: [string, string, string][] = [['Lexington', 'KY', '40507'], ['Tampa', 'FL', '33602'], ['Houston', 'TX', '77002'],
  ['Columbus', 'OH', '43215'], ['Newark', 'NJ', '07102'], ['Phoenix', 'AZ', '85004'], ['Raleigh', 'NC', '27601'], ['Denver', 'CO', '80202'],
  ['Atlanta', 'GA', '30303'], ['Brooklyn', 'NY', '11201'], ['Fresno', 'CA', '93721'], ['Nashville', 'TN', '37203'], ['Boise', 'ID', '83702'],
  ['Richmond', 'VA', '23219'], ['Tacoma', 'WA', '98402'], ['Omaha', 'NE', '68102']];
const BUSINESS: [string, string][] = [['Full-service hair salon', 'Shear Elegance'], ['Family restaurant', 'Bella Notte Kitchen'],
  ['Auto repair and tire shop', 'Precision Auto Care'], ['Plumbing & HVAC contractor', 'Blue Flame Mechanical'],
  ['Veterinary clinic', 'Paws & Claws Animal Care'], ['Landscaping / lawn care', 'Greenway Grounds'], ['Dental office', 'Bright Smile Dental'],
  ['Convenience store', 'Quick Stop Market'], ['Trucking - dump truck hauling', 'Iron Horse Hauling'], ['Gym / fitness center', 'Forge Fitness'],
  ['Coffee shop', 'Daily Grind Cafe'], ['Commercial cleaning', 'Spotless Janitorial'], ['Day care center', 'Little Sprouts Daycare'],
  ['Roofing contractor', 'Summit Roofing'], ['Boutique clothing store', 'Velvet Hanger Boutique'], ['Machine shop / metal fabrication', 'Keystone Fabrication']];
const ENTITIES: { box: string; free: string; id: string; sfx: string[] }[] = [
  { box: 'LLC', free: 'LLC', id: 'llc', sfx: [', LLC', ' LLC', ', L.L.C.'] },
  { box: 'Corp', free: 'Corporation', id: 'c_corporation', sfx: [', Inc.', ' Inc', ' Corp.', ' Incorporated'] },
  { box: 'S-Corp', free: 'S Corp', id: 's_corporation', sfx: [', Inc.', ' Inc.'] },
  { box: 'Sole Prop', free: 'Sole Proprietor', id: 'sole_proprietorship', sfx: [''] },
  { box: 'Partnership', free: 'General Partnership', id: 'general_partnership', sfx: [' Partners', ' & Associates'] },
  { box: 'Other', free: 'PLLC', id: 'pllc', sfx: [', PLLC'] },
];
const BANKS = ['Chase Bank', 'Wells Fargo', 'PNC Bank', 'Truist', 'Regions Bank', 'Fifth Third Bank', 'TD Bank', 'Bank of America'];
const FUNDERS = ['Rapid Capital Funding', 'Pearl Advance Group', 'Everest Business Funding', 'Kapitus', 'Fora Financial', 'Mulligan Funding'];
const USES = ['Inventory', 'Equipment purchase', 'Payroll', 'Expansion', 'Working capital', 'Marketing', 'Renovation'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const SPLITS = [[100], [60, 40], [51, 49], [50, 50], [75, 25], [40, 35, 25], [34, 33, 33], [50, 30, 20]];
const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Secretary'];

const p2 = (n: number) => String(n).padStart(2, '0');
export const money = (n: number, cents = false) => '$' + n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
export const phone = (r: Rng) => `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`;

function date(r: Rng, y0: number, y1: number, fmts: number[]): { text: string; iso: string } {
  const y = r.int(y0, y1), m = r.int(1, 12), d = r.int(1, 28);
  const iso = `${y}-${p2(m)}-${p2(d)}`;
  const f = r.pick(fmts);
  const text = f === 0 ? `${p2(m)}/${p2(d)}/${y}` : f === 1 ? `${m}/${d}/${String(y).slice(2)}` : f === 2 ? `${MONTHS[m - 1]} ${d}, ${y}` : `${m}-${d}-${y}`;
  return { text, iso };
}

export interface Opts { maxOwners: number; lastFirst?: boolean; creds?: boolean; masked?: number; scores?: boolean; dateFmts?: number[] }

function owner(r: Rng, o: Opts, pct: number, entityId: string, i: number, biz: string): Owner {
  const first = r.pick(FIRST), last = r.pick(LAST);
  const mid = r.chance(0.4) ? ` ${r.alnum(1, 'ABCDEFGHJKLMNPRSTW')}.` : '';
  const cred = o.creds && r.chance(0.3) ? r.pick(CREDS) : '';
  const printed = o.lastFirst ? `${last}, ${first}${mid}` : `${first}${mid} ${last}${cred}`;
  const itin = r.chance(0.12);
  const ssnRaw = itin ? `9${r.digits(2)}${r.int(70, 88)}${r.digits(4)}` : `${r.int(100, 665)}${p2(r.int(1, 99))}${r.digits(4)}`;
  const masked = r.chance(o.masked ?? 0.3);
  const ssnText = masked ? r.pick(['XXX-XX-', '***-**-', 'xxx-xx-']) + ssnRaw.slice(5) : `${ssnRaw.slice(0, 3)}-${ssnRaw.slice(3, 5)}-${ssnRaw.slice(5)}`;
  const dob = r.chance(0.85) ? date(r, 1958, 1996, o.dateFmts ?? [0, 1, 2]) : null;
  const titles = entityId === 'llc' ? ['Managing Member', 'Member', 'Owner', 'CEO'] : entityId === 'sole_proprietorship' ? ['Owner', 'Sole Proprietor']
    : entityId === 'general_partnership' ? ['Partner', 'General Partner'] : TITLES;
  const c = r.pick(CITIES);
  return { printed, first, last, title: i > 0 && r.chance(0.3) ? r.pick(['Vice President', 'Secretary', 'Member', 'Partner']) : r.pick(titles),
    pct, pctText: r.chance(0.6) ? `${pct}%` : String(pct), ssnText, ssn: masked ? null : ssnRaw, ssnType: masked ? null : itin ? 'ITIN' : 'SSN',
    dobText: dob?.text ?? null, dob: dob?.iso ?? null, score: o.scores && r.chance(0.7) ? r.int(540, 790) : null,
    home: `${r.int(10, 9899)} ${r.pick(STREETS)}, ${c[0]}, ${c[1]} ${c[2]}`, cell: phone(r),
    email: `${first.toLowerCase().replace(/[^a-z]/g, '')}@${biz.toLowerCase().replace(/[^a-z]/g, '').slice(0, 14)}.com` };
}

export function makeMerchant(r: Rng, o: Opts): Merchant {
  const [industryText, base] = r.pick(BUSINESS);
  const ent = r.weighted(ENTITIES.map((e) => [e, e.id === 'llc' ? 4 : e.id === 'c_corporation' ? 3 : e.id === 'pllc' ? 0.6 : 1.2] as const));
  const split = r.pick(SPLITS.filter((s) => s.length <= (ent.id === 'sole_proprietorship' ? 1 : o.maxOwners)));
  const owners = split.map((pct, i) => owner(r, o, pct, ent.id, i, base));
  const sole = ent.id === 'sole_proprietorship';
  const legal = sole ? `${owners[0]!.first} ${owners[0]!.last}` : base.replace(' & ', r.chance(0.5) ? ' and ' : ' & ') + r.pick(ent.sfx);
  const dbaMode = r.weighted([['name', 5], ['blank', 1], ['same', 1], ['na', 1]] as const);
  const dbaText = sole || dbaMode === 'name' ? (sole ? base : r.pick([base, `${base} of ${r.pick(CITIES)[0]}`, base.split(' ')[0] + ' Express'])) : dbaMode === 'same' ? 'SAME' : dbaMode === 'na' ? 'N/A' : '';
  const ssnTax = sole && r.chance(0.5) && owners[0]!.ssn;
  const ein = `${p2(r.int(10, 98))}${r.digits(7)}`;
  const taxText = ssnTax ? owners[0]!.ssnText : r.chance(0.8) ? `${ein.slice(0, 2)}-${ein.slice(2)}` : ein;
  const taxId = ssnTax ? owners[0]!.ssn! : ein;
  const c = r.pick(CITIES);
  const start = r.chance(0.9) ? date(r, 2003, 2021, o.dateFmts ?? [0, 1, 2]) : null;
  const amount = r.pick([15, 20, 25, 30, 40, 50, 60, 75, 100, 125, 150, 200]) * 1000 + (r.chance(0.2) ? 500 : 0);
  const freq = r.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const nPayments = freq === 'daily' ? r.pick([100, 120, 140, 160]) : freq === 'weekly' ? r.pick([26, 32, 40, 52]) : freq === 'biweekly' ? r.pick([13, 20, 26]) : r.pick([6, 9, 12]);
  const payment = Math.round((amount * r.float(1.25, 1.45)) / nPayments * 100) / 100;
  const nF = r.weighted([[0, 3], [1, 2], [2, 1]] as const);
  return {
    legal, dbaText, dba: dbaText === '' || dbaText === 'SAME' || dbaText === 'N/A' || dbaText === legal ? null : dbaText,
    entity: { box: ent.box, free: ent.free, id: ent.id }, industryText, industry: industryOf(industryText)!,
    taxText, taxId, taxType: ssnTax ? (taxId.startsWith('9') ? 'ITIN' : 'SSN') : 'EIN',
    startText: start?.text ?? null, start: start?.iso ?? null, years: start ? 2024 - Number(start.iso.slice(0, 4)) : r.int(2, 15),
    street: `${r.int(10, 9899)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Suite ${r.int(100, 450)}` : ''}`, city: c[0], state: c[1], zip: c[2],
    phone: phone(r), email: `info@${base.toLowerCase().replace(/[^a-z]/g, '').slice(0, 16)}.com`,
    website: r.chance(0.6) ? `www.${base.toLowerCase().replace(/[^a-z]/g, '').slice(0, 16)}.com` : '',
    stateOfInc: r.chance(0.3) ? r.pick(['DE', 'NV', 'WY']) : c[1], amount, payment, nPayments, freq, use: r.pick(USES),
    monthlySales: r.int(18, 260) * 1000, employees: r.int(1, 45), rent: r.chance(0.7), landlord: `${r.pick(LAST)} Properties LLC`,
    landlordPhone: phone(r), rentAmt: r.int(12, 90) * 100, bank: r.pick(BANKS), routing: `0${r.digits(8)}`, account: r.digits(r.int(9, 12)),
    refs: [0, 1].map(() => ({ name: `${r.pick(['Sysco', 'Grainger', 'Uline', 'Ferguson Supply', 'Staples Business', 'NAPA Auto Parts'])}`, phone: phone(r) })),
    funders: r.shuffle([...FUNDERS]).slice(0, nF).map(() => ({ name: '', balance: r.int(5, 60) * 1000, payment: r.int(150, 1900) })).map((f, i) => ({ ...f, name: FUNDERS[(i * 2 + r.int(0, 1)) % FUNDERS.length]! })),
    owners,
  };
}
