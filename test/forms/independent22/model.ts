// A fictional merchant with 1-4 owners and the people and numbers around it (decoys), and how values are printed.
import type { Rng } from '../../statements/generator/prng.ts';
import { BUSINESS_KINDS, ENTITY_WORDS } from './ref.ts';

export interface Addr { street: string; city: string; state: string; zip: string }
export interface Owner { first: string; middle: string | null; last: string; cred: string | null; title: string; pct: number;
  ssn: string; ssnType: 'SSN' | 'ITIN'; dob: string; home: Addr; cell: string; email: string; fico: number }
/** The options that mark the state of incorporation a decoy when it is not the business's own state. */
export const incDecoy = (m: Merchant): { decoy?: string } => (m.incState !== m.addr.state ? { decoy: 'state_of_incorporation' } : {});
export interface Person { name: string; phone: string }
export interface Merchant {
  legal: string; dba: string | null; entityId: string; entityWord: string; kind: string; industryId: string;
  taxId: string; taxType: 'EIN' | 'SSN' | 'ITIN'; start: string; incState: string; addr: Addr; phone: string; email: string; website: string;
  amount: number; payment: number; nPay: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly'; use: string; monthlySales: number;
  owners: Owner[]; officer: Person & { title: string }; spouse: string; landlord: Person & { rent: number };
  refs: Person[]; iso: Person & { company: string; email: string }; funders: { name: string; balance: number; payment: number }[];
  bank: { name: string; routing: string; account: string };
}

const FIRST = ['Maria', 'James', 'Aisha', 'Robert', 'Linh', 'Carlos', 'Priya', 'Derek', 'Fatima', 'Thomas', 'Keisha', 'Miguel', 'Hannah',
  'Olusegun', 'Grace', 'Vikram', 'Rosa', 'Bartholomew', 'Yuki', 'Samuel', 'Elena', 'Marcus', 'Dana', 'Tobias', 'Ngozi', 'Wei'];
const LAST = ['Delgado', 'Whitfield', 'Okafor', 'Nguyen', 'Garcia-Lopez', 'Kowalski', 'De la Cruz', 'Van Horn', "O'Neil", 'Patel', 'Brennan',
  'Haddad', 'Lindqvist', 'Abernathy', 'Santos', 'McAllister', 'Ferreira-Quinn', 'Yamamoto', 'Osei', 'Rutherford', 'St. Clair', 'Moreau'];
const DECOY_FIRST = ['Gary', 'Louise', 'Trent', 'Brenda', 'Howard', 'Colleen', 'Felix', 'Irene', 'Norman', 'Wanda'];
const DECOY_LAST = ['Pratt', 'Hollis', 'Ambrose', 'Kinsey', 'Dunmore', 'Falk', 'Greer', 'Ostrow', 'Tully', 'Benning'];
const STREETS = ['Maple Ave', 'Commerce Blvd', 'Industrial Pkwy', 'Main St', 'Lakeview Dr', 'Harbor Rd', 'Elm St', 'Ridge Rd', 'Market St', 'Cedar Ln'];
const CITIES: [string, string, string][] = [['Tampa', 'FL', '336'], ['Columbus', 'OH', '432'], ['Mesa', 'AZ', '852'], ['Raleigh', 'NC', '276'],
  ['Plano', 'TX', '750'], ['Paterson', 'NJ', '075'], ['Aurora', 'CO', '800'], ['Tacoma', 'WA', '984'], ['Albany', 'NY', '122'], ['Macon', 'GA', '312'],
  ['Joliet', 'IL', '604'], ['Reno', 'NV', '895'], ['Fresno', 'CA', '937'], ['Nashua', 'NH', '030']];
const TITLES_1 = ['Owner', 'President', 'CEO', 'Managing Member', 'Sole Owner'];
const TITLES_N = ['Vice President', 'Partner', 'Member', 'Secretary', 'Treasurer', 'Co-Owner', 'COO', 'Director'];
const SPLITS: number[][][] = [[[100]], [[60, 40], [50, 50], [51, 49], [75, 25]], [[40, 35, 25], [34, 33, 33], [50, 25, 25]], [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]]];
const FUNDERS = ['Rapid Bridge Funding', 'Cobalt Merchant Capital', 'Greenlight Advance Co.', 'Harborstone Funding', 'Pinecrest Capital Group'];
const BANKS = ['First Horizon Bank', 'Regions Bank', 'Truist', 'TD Bank', 'KeyBank', 'Citizens Bank', 'Chase'];
const USES = ['Working capital', 'Equipment purchase', 'Inventory', 'Expansion / second location', 'Payroll and taxes', 'Marketing'];
const EIN_PREFIX = ['12', '20', '27', '33', '45', '46', '47', '54', '61', '75', '81', '84', '86', '88', '93'];

export const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
function date(rng: Rng, y0: number, y1: number): string { return `${rng.int(y0, y1)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`; }
function phone(rng: Rng): string { return `(${rng.pick(['305', '614', '480', '919', '972', '973', '720', '253', '518', '478'])}) ${rng.int(200, 989)}-${rng.digits(4)}`; }
function addr(rng: Rng, city?: [string, string, string]): Addr {
  const c = city ?? rng.pick(CITIES);
  return { street: `${rng.int(12, 9870)} ${rng.pick(STREETS)}${rng.chance(0.3) ? ` Suite ${rng.int(100, 450)}` : ''}`, city: c[0], state: c[1], zip: `${c[2]}${rng.digits(2)}` };
}
function ssn(rng: Rng, itin: boolean): string {
  if (itin) return `9${rng.digits(2)}-${rng.int(70, 88)}-${rng.digits(4)}`;
  let a = rng.int(1, 899); if (a === 666) a = 667;
  return `${pad(a, 3)}-${pad(rng.int(1, 99))}-${pad(rng.int(1, 9999), 4)}`;
}
/** An odd amount (never a round requested amount). */
const odd = (rng: Rng, lo: number, hi: number): number => rng.int(lo, hi) * 10 + rng.pick([3, 7]);

export function makeMerchant(rng: Rng): Merchant {
  const n = rng.weighted([[1, 2], [2, 4], [3, 3], [4, 3]] as const);
  const pcts = rng.pick(SPLITS[n - 1]!);
  const homeCity = rng.pick(CITIES);
  const firsts = rng.shuffle([...FIRST]), lasts = rng.shuffle([...LAST]);
  const owners: Owner[] = pcts.map((pct, i) => {
    const itin = rng.chance(0.1);
    return { first: firsts[i]!, middle: rng.chance(0.4) ? rng.pick(['A', 'J', 'M', 'R', 'T', 'L']) : null, last: lasts[i]!,
      cred: rng.chance(0.08) ? rng.pick(['DC', 'CPA', 'DDS']) : null, title: i === 0 ? rng.pick(n === 1 ? TITLES_1 : TITLES_1.slice(0, 4)) : TITLES_N[(i + rng.int(0, 7)) % 8]!,
      pct, ssn: ssn(rng, itin), ssnType: itin ? 'ITIN' : 'SSN', dob: date(rng, 1958, 1996), home: addr(rng, rng.chance(0.7) ? homeCity : undefined),
      cell: phone(rng), email: `${firsts[i]!.toLowerCase()}.${rng.digits(2)}@mailbox.example`, fico: rng.int(560, 790) };
  });
  let entityId = rng.pick(Object.keys(ENTITY_WORDS));
  if (entityId === 'sole_proprietorship' && n > 1) entityId = 'llc';
  if (entityId === 'general_partnership' && n === 1) entityId = 'c_corporation';
  const entityWord = rng.pick(ENTITY_WORDS[entityId]!);
  const [kind, industryId] = rng.pick(BUSINESS_KINDS);
  const word = rng.pick(['Summit', 'Bayside', 'Ironwood', 'Copper Creek', 'Blue Heron', 'Northgate', 'Silver Oak', 'Redstone', 'Prairie Wind', 'Harbor Light']);
  const noun = kind.split(' ').slice(-1)[0]!.replace(/^./, (c) => c.toUpperCase());
  const suffix: Record<string, string> = { llc: rng.pick([', LLC', ' LLC']), c_corporation: rng.pick([', Inc.', ' Corp.', ' Inc']), s_corporation: ', Inc.',
    general_partnership: ' Partners', pllc: ' PLLC', limited_partnership: ', LP', professional_corporation: ', P.C.', sole_proprietorship: '' };
  const o0 = owners[0]!;
  const sole = entityId === 'sole_proprietorship';
  const legal = sole ? `${o0.first} ${o0.last}` : `${word} ${noun} Group${suffix[entityId]}`;
  const titled = kind.replace(/\b[a-z]/g, (c) => c.toUpperCase());
  const dba = sole || rng.chance(0.6) ? `${word} ${titled}` : null;
  const a = addr(rng, rng.chance(0.75) ? homeCity : undefined);
  const amount = rng.pick([15, 20, 25, 35, 40, 50, 60, 75, 85, 100, 120, 150, 200, 250]) * 1000;
  const freq = rng.pick(['daily', 'weekly', 'biweekly', 'monthly'] as const);
  const nPay = { daily: rng.pick([120, 140, 160, 180]), weekly: rng.pick([26, 32, 40, 52]), biweekly: rng.pick([13, 20, 26]), monthly: rng.pick([6, 9, 12]) }[freq];
  const payment = Math.round((amount * 1.35 / nPay) * 100) / 100;
  const dl = (): string => `${rng.pick(DECOY_FIRST)} ${rng.pick(DECOY_LAST)}`;
  return {
    legal, dba, entityId, entityWord, kind, industryId, taxId: sole ? o0.ssn : `${rng.pick(EIN_PREFIX)}-${rng.digits(7)}`,
    taxType: sole ? o0.ssnType : 'EIN', start: date(rng, 2004, 2023), incState: rng.pick(['DE', 'NV', 'WY', a.state]), addr: a, phone: phone(rng),
    email: `office@${word.toLowerCase().replace(/ /g, '')}.example`, website: `www.${word.toLowerCase().replace(/ /g, '')}${noun.toLowerCase()}.example`,
    amount, payment, nPay, freq, use: rng.pick(USES), monthlySales: odd(rng, 2500, 19000), owners,
    officer: { name: dl(), phone: phone(rng), title: rng.pick(['General Manager', 'Office Manager', 'Controller', 'Operations Manager']) },
    spouse: `${rng.pick(DECOY_FIRST)} ${o0.last}`, landlord: { name: `${rng.pick(DECOY_LAST)} Properties LLC`, phone: phone(rng), rent: odd(rng, 150, 900) },
    refs: [{ name: dl(), phone: phone(rng) }, { name: `${rng.pick(DECOY_LAST)} Supply Co.`, phone: phone(rng) }],
    iso: { name: dl(), phone: phone(rng), company: rng.pick(['Apex Funding Partners', 'LendBridge ISO', 'Crestview Capital Advisors']), email: `deals${rng.digits(2)}@iso.example` },
    funders: Array.from({ length: rng.int(0, 2) }, (_, i) => ({ name: FUNDERS[(i + rng.int(0, 4)) % 5]!, balance: odd(rng, 300, 4000), payment: odd(rng, 10, 90) })),
    bank: { name: rng.pick(BANKS), routing: `0${rng.digits(8)}`, account: rng.digits(rng.int(9, 12)) },
  };
}
