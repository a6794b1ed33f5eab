// The content of one application (set 214): every value and its printed format, drawn from the content stream only,
// so the three styles of one (layout, seed) print the same text.
import { Rng } from '../../statements/generator/prng.ts';
import { BANKS, BRANDS, CITIES, FIRST, FUNDERS, LANDLORDS, LAST, REPS, ROLES, STREETS, USES, industryOf, type Brand } from './data.ts';

export interface Addr { street: string; city: string; state: string; zip: string }
export interface Shown<T> { text: string; value: T }
export interface Owner {
  first: string; middle: string | null; last: string; role: string; pct: number;
  /** Name as printed ("Maria T. Alvarez" or "Alvarez, Maria"). */
  name: string; tax: Shown<string | null>; taxType: string | null; dob: Shown<string> | null; score: number | null;
  home: Addr; phone: string; email: string | null;
}
export interface Location { store: string; addr: Addr; entity: string; opened: string; sales: string }
export interface Model {
  brand: Brand; legal: string; dba: string; trade: string | null; entityText: string; entityId: string; entityBox: string;
  ein: Shown<string>; incState: string; start: Shown<string> | null; years: string; kind: string; industry: string | null;
  addr: Addr; phone: string; email: string | null; website: string | null; employees: string; storeNo: string;
  amount: Shown<number> | null; payment: Shown<number> | null; nPayments: number | null; freq: string | null; use: string;
  franchiseFee: string; royalty: string; agreementDate: string; franchisorPhone: string;
  holding: { name: string; ein: string } | null; locations: Location[]; owners: Owner[];
  landlord: { name: string; phone: string; rent: string }; bank: { name: string; routing: string; account: string };
  refs: { name: string; phone: string }[]; rep: { name: string; phone: string; iso: string };
  advances: { funder: string; balance: string; payment: string }[]; monthlySales: string; annualRevenue: string;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const p2 = (n: number): string => String(n).padStart(2, '0');

export function fmtDate(r: Rng, y: number, m: number, d: number): Shown<string> {
  const iso = `${y}-${p2(m)}-${p2(d)}`;
  const text = r.weighted<string>([[`${p2(m)}/${p2(d)}/${y}`, 4], [`${m}/${d}/${String(y).slice(2)}`, 2], [`${MONTHS[m - 1]} ${d}, ${y}`, 2],
    [`${p2(m)}-${p2(d)}-${y}`, 1], [iso, 1], [`${MONTHS[m - 1]!.slice(0, 3)}. ${d}, ${y}`, 1]]);
  return { text, value: iso };
}
export function fmtMoney(r: Rng, v: number): Shown<number> {
  const c = v.toLocaleString('en-US');
  return { text: r.weighted<string>([[`$${c}`, 4], [`$${c}.00`, 2], [c, 1], [`$ ${c}`, 1], [String(v), 1]]), value: v };
}
export const money = (v: number): string => `$${v.toLocaleString('en-US')}`;
export function phone(r: Rng, style = r.int(0, 2)): string {
  const a = r.pick(['813', '512', '704', '614', '303', '615', '317', '913', '804', '208', '402', '412', '916', '502']);
  const b = String(r.int(201, 989)), c = String(r.int(1000, 9999));
  return style === 0 ? `(${a}) ${b}-${c}` : style === 1 ? `${a}-${b}-${c}` : `${a}.${b}.${c}`;
}
function digits(r: Rng, n: number): string { let s = ''; for (let i = 0; i < n; i++) s += String(r.int(0, 9)); return s; }
export function addr(r: Rng, cityPick?: [string, string, string]): Addr {
  const [city, state, zp] = cityPick ?? r.pick(CITIES);
  const suite = r.chance(0.4) ? `, ${r.pick(['Suite', 'Ste.', 'Unit'])} ${r.int(100, 450)}` : '';
  return { street: `${r.int(12, 9870)} ${r.pick(STREETS)}${suite}`, city, state, zip: `${zp}${p2(r.int(1, 99))}` };
}

const ENTITIES: { id: string; texts: string[]; box: string; suffix: string[] }[] = [
  { id: 'llc', texts: ['LLC', 'Limited Liability Company', 'L.L.C.'], box: 'LLC', suffix: [', LLC', ' LLC', ', L.L.C.'] },
  { id: 'c_corporation', texts: ['Corporation', 'C Corp', 'Inc.'], box: 'Corporation', suffix: [', Inc.', ' Inc.', ' Corp.', ' Corporation'] },
  { id: 's_corporation', texts: ['S Corporation', 'S-Corp'], box: 'S Corp', suffix: [', Inc.', ' Inc.'] },
  { id: 'limited_partnership', texts: ['Limited Partnership', 'L.P.'], box: 'LP', suffix: [', L.P.', ' LP'] },
  { id: 'general_partnership', texts: ['General Partnership', 'Partnership'], box: 'Partnership', suffix: [' Partners', ' Partnership'] },
];

function owner(r: Rng, pct: number, nameStyle: number): Owner {
  const first = r.pick(FIRST), last = r.pick(LAST);
  const middle = r.chance(0.4) ? `${String.fromCharCode(65 + r.int(0, 25))}.` : null;
  const name = nameStyle === 1 ? `${last}, ${first}${middle ? ` ${middle}` : ''}` : `${first}${middle ? ` ${middle}` : ''} ${last}`;
  const kind = r.weighted<string>([['ssn', 6], ['masked', 2], ['itin', 1]]);
  let tax: Shown<string | null>; let taxType: string | null = null;
  if (kind === 'masked') tax = { text: r.pick(['XXX-XX-', '***-**-', 'xxx-xx-']) + digits(r, 4), value: null };
  else {
    const area = kind === 'itin' ? r.int(900, 999) : r.weighted<number>([[r.int(1, 665), 9], [r.int(667, 899), 1]]);
    const grp = kind === 'itin' ? r.int(70, 88) : r.int(1, 99);
    const s = `${String(area).padStart(3, '0')}${p2(grp)}${String(r.int(1, 9999)).padStart(4, '0')}`;
    tax = { text: r.chance(0.85) ? `${s.slice(0, 3)}-${s.slice(3, 5)}-${s.slice(5)}` : s, value: s };
    taxType = kind === 'itin' ? 'ITIN' : 'SSN';
  }
  const dob = r.chance(0.8) ? fmtDate(r, r.int(1958, 1994), r.int(1, 12), r.int(1, 28)) : null;
  const email = r.chance(0.6) ? `${first.toLowerCase().replace(/[^a-z]/g, '')}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}` : null;
  return { first, middle, last, role: r.pick(ROLES), pct, name, tax, taxType, dob, score: r.chance(0.5) ? r.int(560, 812) : null,
    home: addr(r), phone: phone(r), email };
}

function legalName(r: Rng, b: Brand, suffix: string, city: string, lastName: string): string {
  return r.pick([`${lastName.replace(/[^A-Za-z]/g, '')} ${r.pick(['Ventures', 'Enterprises', 'Hospitality', 'Management'])}${suffix}`,
    `${b.short} of ${city}${suffix}`, `${city} ${b.short} Group${suffix}`,
    `${String.fromCharCode(65 + r.int(0, 25))}${String.fromCharCode(65 + r.int(0, 25))}&${String.fromCharCode(65 + r.int(0, 25))} Operating Company${suffix}`,
    `Greater ${city} Area ${b.short} Multi-Unit Development Partners${suffix}`]);
}

/** The application's content for a (layout, seed); `group` = one application for the whole operating group. */
export function buildModel(layout: string, seed: number, group: boolean): Model {
  const r = new Rng(`independent214:${layout}:${seed}`);
  const brand = r.pick(BRANDS);
  const ent = r.weighted<(typeof ENTITIES)[number]>([[ENTITIES[0]!, 6], [ENTITIES[1]!, 2], [ENTITIES[2]!, 2], [ENTITIES[3]!, 1], [ENTITIES[4]!, 1]]);
  const nOwners = ent.id === 'general_partnership' ? r.int(2, 3) : r.weighted<number>([[1, 4], [2, 5], [3, 2]]);
  const pcts = nOwners === 1 ? [r.pick([100, 100, 51, 80])] : nOwners === 2 ? r.pick([[50, 50], [60, 40], [75, 25], [51, 49]]) : r.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]);
  const nameStyle = r.weighted<number>([[0, 3], [1, 1]]);
  const owners = pcts.map((p) => owner(r, p, nameStyle));
  const city = r.pick(CITIES);
  const a = addr(r, city);
  const suffix = r.pick(ent.suffix);
  const legal = group ? `${r.pick(['Harborline', 'Keel & Anchor', 'Tri-County', 'Summit Peak', owners[0]!.last.replace(/[^A-Za-z]/g, '')])} ${r.pick(['Operating Group', 'Brands', 'Franchise Holdings', 'Multi-Unit Partners'])}${suffix}`
    : legalName(r, brand, suffix, city[0], owners[0]!.last);
  const storeNo = String(r.int(101, 2950));
  const dbaKind = r.weighted<string>([['brand', 5], ['store', 2], ['SAME', 1], ['N/A', 1], ['', 1], ['legal', 1]]);
  const dba = dbaKind === 'brand' ? brand.brand : dbaKind === 'store' ? `${brand.brand} #${storeNo}` : dbaKind === 'legal' ? legal : dbaKind;
  const trade = dba && dba !== 'SAME' && dba !== 'N/A' && dba !== legal ? dba : null;
  const pre = r.pick(['12', '20', '27', '33', '35', '46', '47', '52', '58', '61', '65', '81', '84', '86', '88', '92', '93']);
  const e7 = digits(r, 7);
  const ein = { text: r.chance(0.85) ? `${pre}-${e7}` : `${pre}${e7}`, value: `${pre}${e7}` };
  const sy = r.int(2004, 2022);
  const start = r.chance(0.85) ? fmtDate(r, sy, r.int(1, 12), r.int(1, 28)) : null;
  const kind = r.pick(brand.kinds);
  const amt = r.pick([25000, 40000, 50000, 75000, 85000, 100000, 150000, 200000, 250000, 325000]);
  const amount = r.chance(0.92) ? fmtMoney(r, amt) : null;
  const freq = r.chance(0.7) ? r.weighted<string>([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]]) : null;
  const nPay = freq && r.chance(0.7) ? (freq === 'daily' ? r.pick([120, 160, 180, 220]) : freq === 'weekly' ? r.pick([26, 36, 48, 52]) : r.pick([12, 18, 24])) : null;
  const payment = freq && r.chance(0.7) ? fmtMoney(r, Math.round((amt * 1.35) / (nPay ?? (freq === 'daily' ? 160 : 40)))) : null;
  const holding = r.chance(group ? 0.3 : 0.65) ? { name: `${owners[0]!.last.replace(/[^A-Za-z]/g, '')} ${r.pick(['Family Holdings', 'Capital Holdings', 'Investment Group'])}, ${r.pick(['LLC', 'Inc.'])}`,
    ein: `${r.pick(['26', '30', '45', '83'])}-${digits(r, 7)}` } : null;
  const nLoc = group ? r.int(3, 6) : r.int(1, 4);
  const locations: Location[] = [];
  for (let i = 0; i < nLoc; i++) {
    const sameState = r.chance(0.6);
    const la = addr(r, sameState ? (CITIES.find((c) => c[1] === a.state && c[0] !== a.city) ?? r.pick(CITIES)) : r.pick(CITIES));
    locations.push({ store: `#${r.int(101, 2950)}`, addr: la, entity: `${brand.short} ${r.pick(['Unit', 'Store', 'Location'])} ${i + 2}, LLC`,
      opened: `${p2(r.int(1, 12))}/${r.int(2008, 2024)}`, sales: money(r.int(40, 260) * 1000) });
  }
  const yrs = 2025 - sy;
  return {
    brand, legal, dba, trade, entityText: r.pick(ent.texts), entityId: ent.id, entityBox: ent.box, ein, incState: r.pick(['DE', 'NV', 'WY', a.state, 'DE']),
    start, years: `${yrs} yrs`, kind, industry: industryOf(kind), addr: a, phone: phone(r),
    email: r.chance(0.6) ? `office@${brand.short.toLowerCase().replace(/[^a-z]/g, '')}${storeNo}.com` : null,
    website: r.chance(0.4) ? `www.${brand.short.toLowerCase().replace(/[^a-z]/g, '')}.com` : null,
    employees: String(r.int(6, group ? 240 : 60)), storeNo, amount, payment, nPayments: nPay, freq, use: r.pick(USES),
    franchiseFee: money(r.pick([25000, 30000, 35000, 39500, 45000, 49500])), royalty: `${r.pick([4, 5, 5.5, 6, 7, 8])}%`,
    agreementDate: `${p2(r.int(1, 12))}/${p2(r.int(1, 28))}/${r.int(2004, 2023)}`, franchisorPhone: phone(r, 1),
    holding, locations, owners,
    landlord: { name: r.pick(LANDLORDS), phone: phone(r), rent: money(r.int(28, 140) * 100) },
    bank: { name: r.pick(BANKS), routing: r.pick(['063107513', '062000019', '061000104', '042000314', '043000096', '124300107']), account: digits(r, r.int(9, 12)) },
    refs: [0, 1].map(() => ({ name: `${r.pick(['Sysco', 'Gulf Coast Produce', 'Ecolab', 'Cintas', 'Acme Paper & Supply', 'Reliable Signs'])}`, phone: phone(r) })),
    rep: { name: r.pick(REPS), phone: phone(r), iso: `ISO-${r.int(1000, 9999)}` },
    advances: r.chance(0.5) ? [{ funder: r.pick(FUNDERS), balance: money(r.int(8, 90) * 1000), payment: money(r.int(150, 1800)) }] : [],
    monthlySales: money(r.int(45, 400) * 1000), annualRevenue: money(r.int(6, 48) * 100000),
  };
}
