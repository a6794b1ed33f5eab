// One merchant, drawn from a seed and independent of the drawing style: every printed string together with the truth
// fields it gives (a Slot). Layouts choose which slots to print; only printed slots reach the truth.
import { Rng } from '../../statements/generator/prng.ts';
import { entityId, fmtDate, fmtMoney, industryId, luhnComplete, PROVINCES, US_STATES, type DateStyle, type MoneyStyle } from './rules.ts';

export type Fields = Record<string, string | number | null>;
export interface Slot { text: string | null; fields: Fields }
export type Country = 'US' | 'CA';
const slot = (text: string | null, fields: Fields = {}): Slot => ({ text, fields });

export interface Owner {
  full: Slot; lastFirst: Slot; nameTitle: Slot; first: Slot; last: Slot; title: Slot;
  pct: Slot; taxId: Slot; dob: Slot; score: Slot; home: string; homeCity: string; phone: string;
}
export interface Merchant {
  country: Country; legal: Slot; dba: Slot; legalDba: Slot; entityText: string; entityKey: string; entityFree: Slot;
  taxId: Slot; start: Slot; years: string; street: string; city: string; zip: string; state: Slot; cityStateZip: Slot;
  phone: string; email: string; website: string; industry: Slot; amount: Slot; use: string; payment: Slot; count: Slot;
  freq: { index: number | null; value: string | null }; sales: string; owners: Owner[];
  decoys: { landlord: string; landlordPhone: string; rent: string; bank: string; routing: string; account: string;
    refs: string[]; iso: string; isoPhone: string; funders: string[][]; incState: string; mailing: string };
  rng: Rng;
}

const FIRST = ['Maria', 'James', 'Ana', 'Robert', 'Keisha', 'Wei', 'Diego', 'Priya', 'Thomas', 'Fatima', 'Luc', 'Sofia', 'Darnell', 'Hannah', 'Omar', 'Chloe'];
const LAST = ['Lopez', 'Okafor', 'de la Cruz', 'Kim', 'Smith-Jones', "O'Neil", 'Van Dyke', 'Nguyen', 'Tremblay', 'Patel', 'Goldberg', 'Di Marco', 'Whitaker', 'Bouchard'];
const CREDS = [', DC', ', CPA', ', MD'];
const TITLES = ['CEO', 'Owner', 'President', 'Managing Member', 'Member', 'Partner', 'VP', 'Owner/Operator', 'Secretary', 'COO'];
const BIZ: [string, string[]][] = [
  ['Harbor', ['Pizza restaurant', 'Family restaurant & catering', 'Coffee shop / bakery cafe']],
  ['Redline', ['Auto shop & tires', 'Collision repair / body shop', 'Mobile auto detailing']],
  ['Crown', ['Hair salon + nail salon', 'Barbershop', 'Day spa and waxing']],
  ['Apex', ['HVAC contractor', 'Roofing and gutters', 'Electrical contractor - commercial']],
  ['Bright Path', ['Daycare center', 'Tutoring & test prep', 'Driving school']],
  ['Northgate', ['Trucking - dump truck', 'Freight broker', 'Local moving company']],
  ['Sunrise', ['Veterinary clinic', 'Dental office', 'Urgent care']],
  ['Evergreen', ['Landscaping & snow removal', 'Tree service', 'Commercial cleaning']],
];
const NOUNS = ['Group', 'Holdings', 'Enterprises', 'Services', 'Partners', 'Co', 'Ventures', 'Brothers'];
const CITIES_US = ['Tampa', 'Columbus', 'Mesa', 'Raleigh', 'Tacoma', 'Fresno', 'Aurora', 'Dayton', 'Reno', 'Yonkers'];
const CITIES_CA = ['Mississauga', 'Laval', 'Surrey', 'Halifax', 'Saskatoon', 'Kelowna', 'Gatineau', 'Brampton'];
const STREETS = ['Main St', 'Commerce Dr', 'Oak Ave', 'Industrial Pkwy', 'Bay St', 'Elm Rd', 'Route 9', 'Maple Blvd'];
// US entity: [printed free text, checkbox key]. Keys: corp, llc, partnership, soleprop, nonprofit, lp, llp, other.
const US_ENT: [string, string, string][] = [['LLC', 'llc', 'LLC'], ['L.L.C.', 'llc', 'LLC'], ['Inc.', 'corp', 'Inc.'], ['Corp', 'corp', 'Corp.'],
  ['S-Corp', 'other', 'Inc.'], ['Sole Prop', 'soleprop', ''], ['Partnership', 'partnership', '& Partners'], ['PLLC', 'other', 'PLLC'],
  ['LP', 'lp', 'LP'], ['Limited Liability Company', 'llc', 'LLC']];
const CA_ENT: [string, string, string][] = [['Corporation', 'corp', 'Inc.'], ['Ltd.', 'corp', 'Ltd.'], ['Sole Proprietor', 'soleprop', ''],
  ['Partnership', 'partnership', '& Partners'], ['ULC', 'other', 'ULC'], ['Incorporated', 'corp', 'Incorporated']];
const FUNDERS = ['Rapid Advance Partners', 'Pinnacle Funding LLC', 'Cobalt Capital', 'LiftLine Finance', 'Greenway MCA', 'Fundbridge'];
const BANKS = ['Chase', 'Wells Fargo', 'TD Bank', 'Regions', 'RBC Royal Bank', 'BMO', 'Bank of America', 'Truist'];

export const NOTHING_WORDS = ['N/A', '-', 'none', 'n/a', 'NA'];

function personName(r: Rng, idx: number, used: Set<string>): { first: string; last: string; mid: string; cred: string } {
  let first = r.pick(FIRST);
  while (used.has(first)) first = r.pick(FIRST);
  used.add(first);
  return { first, last: r.pick(LAST), mid: r.chance(0.3) ? `${String.fromCharCode(65 + r.int(0, 25))}. ` : '', cred: idx >= 0 && r.chance(0.15) ? r.pick(CREDS) : '' };
}

function ssnLike(r: Rng, itin: boolean): string {
  if (itin) return `9${r.digits(2)}-${r.pick(['70', '78', '84', '91', '96'])}-${r.digits(4)}`;
  return `${r.int(101, 665)}-${String(r.int(1, 99)).padStart(2, '0')}-${String(r.int(1, 9999)).padStart(4, '0')}`;
}

function owner(r: Rng, i: number, c: Country, used: Set<string>, pct: number, sp: boolean): Owner {
  const n = personName(r, i, used);
  const P = `application.applicants[${i}].`;
  const nf = { [P + 'first_name']: n.first, [P + 'last_name']: n.last };
  const titleRaw = sp ? 'Owner' : r.weighted<string>([[r.pick(TITLES), 8], ['-', 1], ['', 1]]);
  const role = titleRaw === '-' || titleRaw === '' ? null : titleRaw;
  const joiner = r.pick([' - ', ' / ', ', ']);
  const sep = n.cred ? ' - ' : joiner;
  const fullText = `${n.first} ${n.mid}${n.last}${n.cred}`;
  // tax id: plain, masked, ITIN, none
  let taxText: string | null; let taxF: Fields;
  const kind = r.weighted<string>([['plain', 5], ['masked', 3], ['itin', 1], ['na', 1]]);
  const TF = (v: string | null, t: string | null, co: string | null): Fields => ({ [P + 'tax_id']: v, [P + 'tax_id_type']: t, [P + 'tax_id_country']: co });
  if (c === 'CA') {
    const sin = luhnComplete(`${r.int(1, 7)}${r.digits(7)}`);
    taxText = kind === 'masked' ? `*** *** ${sin.slice(6)}` : kind === 'na' ? 'N/A' : `${sin.slice(0, 3)} ${sin.slice(3, 6)} ${sin.slice(6)}`;
    taxF = kind === 'masked' || kind === 'na' ? TF(null, null, null) : TF(sin, 'SIN', 'CA');
  } else {
    const s = ssnLike(r, kind === 'itin');
    taxText = kind === 'masked' ? r.pick([`***-**-${s.slice(7)}`, `XXX-XX-${s.slice(7)}`]) : kind === 'na' ? r.pick(['N/A', 'none']) : s;
    taxF = kind === 'masked' || kind === 'na' ? TF(null, null, null) : TF(s.replace(/-/g, ''), kind === 'itin' ? 'ITIN' : 'SSN', 'US');
  }
  const dobIso = `${r.int(1956, 1996)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;
  const dobMasked = r.chance(0.15);
  const dobStyle: DateStyle = c === 'CA' ? r.pick<DateStyle>(['iso', 'long']) : r.pick<DateStyle>(['mdy', 'long', 'abbr']);
  const scoreKind = r.weighted<string>([['n', 5], ['na', 2], ['blank', 2]]);
  const score = r.int(560, 790);
  const city = r.pick(c === 'US' ? CITIES_US : CITIES_CA);
  const homeRegion = c === 'US' ? r.pick(US_STATES).code : r.pick(PROVINCES).code;
  return {
    full: slot(fullText, nf),
    lastFirst: slot(`${n.last}, ${n.first}${n.mid ? ' ' + n.mid.trim() : ''}`, nf),
    nameTitle: slot(role ? `${n.first} ${n.mid}${n.last}${n.cred}${sep}${role}` : fullText, { ...nf, [P + 'role']: role }),
    first: slot(n.first + (n.mid ? ' ' + n.mid.trim() : ''), { [P + 'first_name']: n.first }),
    last: slot(n.last + n.cred, { [P + 'last_name']: n.last }),
    title: slot(titleRaw || null, { [P + 'role']: role }),
    pct: slot(r.pick([`${pct}%`, `${pct}`, `${pct} %`]), { [P + 'ownership']: pct }),
    taxId: slot(taxText, taxF),
    dob: slot(dobMasked ? `**/**/${dobIso.slice(0, 4)}` : fmtDate(dobIso, dobStyle), { [P + 'date_of_birth']: dobMasked ? null : dobIso }),
    score: slot(scoreKind === 'n' ? String(score) : scoreKind === 'na' ? r.pick(['N/A', 'unknown', '-']) : null, { [P + 'credit_score']: scoreKind === 'n' ? score : null }),
    home: i > 0 && r.chance(0.3) ? 'same as above' : `${r.int(10, 9899)} ${r.pick(STREETS)}`,
    homeCity: `${city}, ${homeRegion} ${c === 'US' ? r.digits(5) : `${'KLMNPT'[r.int(0, 5)]}${r.int(1, 9)}${'ABCEHJ'[r.int(0, 5)]} ${r.int(1, 9)}${'KLMNPR'[r.int(0, 5)]}${r.int(1, 9)}`}`,
    phone: `(${r.int(201, 989)}) ${r.int(200, 999)}-${r.digits(4)}`,
  };
}

function splits(r: Rng, n: number): number[] {
  if (n === 1) return [r.pick([100, 100, 100, 90])];
  const opts: Record<number, number[][]> = { 2: [[50, 50], [60, 40], [51, 49], [75, 25]], 3: [[40, 30, 30], [34, 33, 33], [50, 25, 25]], 4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]] };
  return r.pick(opts[n]!);
}

export function makeMerchant(seed: number, country: Country, maxOwners: number, broker: string): Merchant {
  const root = new Rng(`independent128:${broker}:${seed}`);
  const r = root.fork('merchant');
  const ents = country === 'US' ? US_ENT : CA_ENT;
  const [entityText, entityKey, suffix] = r.pick(ents);
  const sp = entityKey === 'soleprop';
  const nOwners = sp ? 1 : Math.min(maxOwners, r.weighted<number>([[1, 4], [2, 4], [3, 2], [4, 1]]));
  const pcts = splits(r, nOwners);
  const used = new Set<string>();
  const owners = pcts.map((p, i) => owner(r, i, country, used, p, sp));
  const [stem, kinds] = r.pick(BIZ);
  const kindText = r.pick(kinds);
  const base = `${stem} ${r.pick(NOUNS)}`;
  const o0 = owners[0]!;
  const legalText = sp ? o0.full.text!.replace(/, (DC|CPA|MD)$/, '').replace(/ [A-Z]\. /, ' ') : `${base} ${suffix}`.trim();
  const dbaName = `${stem} ${kindText.split(/[ &/+-]/)[0]}`;
  const dbaKind = r.weighted<string>([['name', 6], ['same', 2], ['na', 1], ['blank', 1]]);
  const dbaText = dbaKind === 'name' ? dbaName : dbaKind === 'same' ? r.pick(['same as above', 'SAME']) : dbaKind === 'na' ? r.pick(NOTHING_WORDS) : null;
  const trade = dbaKind === 'name' && dbaName !== legalText ? dbaName : null;
  // business tax id
  let taxText: string; let taxF: Fields;
  const TF = (v: string | null, t: string | null, co: string | null): Fields => ({ 'application.business_tax_id': v, 'application.business_tax_id_type': t, 'application.business_tax_id_country': co });
  const tk = r.weighted<string>([['fmt', 5], ['bare', 2], ['masked', 2], ['ssn', sp ? 4 : 0]]);
  if (country === 'CA') {
    const bn = luhnComplete(`${r.int(1, 8)}${r.digits(7)}`);
    const prog = r.pick(['RC0001', 'RT0001']);
    taxText = tk === 'masked' ? `*****${bn.slice(5)} ${prog}` : r.pick([`${bn} ${prog}`, `${bn}${prog}`, `${bn.slice(0, 5)} ${bn.slice(5)} ${prog.slice(0, 2)} ${prog.slice(2)}`]);
    taxF = tk === 'masked' ? TF(null, null, null) : TF(bn + prog, 'BN', 'CA');
  } else if (tk === 'ssn') {
    const s = o0.taxId.fields[`application.applicants[0].tax_id`] ? o0.taxId.text! : ssnLike(r, false);
    taxText = s; taxF = TF(s.replace(/-/g, ''), s.startsWith('9') ? 'ITIN' : 'SSN', 'US');
  } else {
    let pre = r.int(10, 99);
    while ([17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97].includes(pre)) pre = r.int(10, 99);
    const ein = `${pre}${r.digits(7)}`;
    taxText = tk === 'masked' ? r.pick([`XX-XXX${ein.slice(5)}`, `**-***${ein.slice(5)}`]) : tk === 'bare' ? ein : `${ein.slice(0, 2)}-${ein.slice(2)}`;
    taxF = tk === 'masked' ? TF(null, null, null) : TF(ein, 'EIN', 'US');
  }
  const startIso = `${r.int(2001, 2022)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;
  const startKind = r.weighted<string>([['date', 7], ['blank', 1], ['na', 1]]);
  const ds: DateStyle = country === 'CA' ? r.pick<DateStyle>(['iso', 'long', 'abbr']) : r.pick<DateStyle>(['mdy', 'mdy2', 'long', 'abbr']);
  const region = country === 'US' ? r.pick(US_STATES) : r.pick(PROVINCES);
  const countryName = country === 'US' ? 'United States' : 'Canada';
  const city = r.pick(country === 'US' ? CITIES_US : CITIES_CA);
  const zip = country === 'US' ? r.digits(5) : `${'ABCEGHJKLMNPRSTVXY'[r.int(0, 17)]}${r.int(0, 9)}${'ABCEGHJKLMNPRSTVWXYZ'[r.int(0, 19)]} ${r.int(0, 9)}${'ABCEGHJKLMNPRSTVWXYZ'[r.int(0, 19)]}${r.int(0, 9)}`;
  const stF = { 'application.state_region': region.code, 'application.country': countryName };
  const amount = r.pick([15000, 25000, 40000, 50000, 75000, 100000, 150000, 62500, 33750]);
  const ms: MoneyStyle = r.pick<MoneyStyle>(['plain', 'cents', 'dash', 'k', 'K$', 'spaced']);
  const amtKind = r.weighted<string>([['n', 9], ['words', 1]]);
  const amtText = amtKind === 'n' ? (country === 'CA' && r.chance(0.4) ? `${fmtMoney(amount, ms)} CAD` : fmtMoney(amount, ms)) : r.pick(['max available', 'as much as possible']);
  const freqIdx = r.weighted<number | null>([[0, 4], [1, 3], [2, 1], [3, 1], [null, 2]]);
  const FREQ = ['daily', 'weekly', 'biweekly', 'monthly'];
  const nPay = freqIdx === null ? null : [[120, 140, 160], [26, 36, 52], [13, 26], [6, 12]][freqIdx]!;
  const count = nPay ? r.pick(nPay) : null;
  const payment = count ? Math.round((amount * 1.35) / count) : null;
  const countKind = r.weighted<string>([['n', 6], ['na', 2], ['blank', 2]]);
  const stateOther = country === 'US' ? r.pick(US_STATES.filter((s) => s.code !== region.code)) : r.pick(PROVINCES.filter((s) => s.code !== region.code));
  const d = root.fork('decoys');
  const person = (): string => { const n = personName(d, -1, new Set(owners.map((o) => o.first.text!.split(' ')[0]!))); return `${n.first} ${n.last}`; };
  return {
    country, rng: root.fork('sloppy'), owners, entityText, entityKey,
    legal: slot(legalText, { 'application.legal_name': legalText }),
    dba: slot(dbaText, { 'application.trade_name': trade }),
    legalDba: slot(dbaKind === 'name' ? `${legalText} d/b/a ${dbaName}` : legalText, { 'application.legal_name': legalText, 'application.trade_name': trade }),
    entityFree: slot(entityText, { 'application.type_of_entity': entityId(entityText, country) }),
    taxId: slot(taxText, taxF),
    start: slot(startKind === 'date' ? fmtDate(startIso, ds) : startKind === 'na' ? r.pick(NOTHING_WORDS) : null, { 'application.business_start_date': startKind === 'date' ? startIso : null }),
    years: String(2026 - Number(startIso.slice(0, 4))),
    street: `${r.int(10, 9899)} ${r.pick(STREETS)}${r.chance(0.3) ? `, Suite ${r.int(100, 450)}` : ''}`, city, zip,
    state: slot(r.chance(0.8) ? region.code : region.name, stF),
    cityStateZip: slot(`${city}, ${region.code} ${zip}`, stF),
    phone: `(${r.int(201, 989)}) ${r.int(200, 999)}-${r.digits(4)}`,
    email: `${stem.toLowerCase().replace(/ /g, '')}${r.int(1, 99)}@${r.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}`,
    website: r.chance(0.5) ? `www.${stem.toLowerCase().replace(/ /g, '')}${kindText.split(' ')[0]!.toLowerCase()}.com` : 'none',
    industry: slot(kindText, { 'application.industry': industryId(kindText) }),
    amount: slot(amtText, { 'application.requested_amount': amtKind === 'n' ? amount : null }),
    use: r.pick(['Inventory', 'Equipment + payroll', 'Expansion / 2nd location', 'Working capital', 'Pay off taxes', 'Marketing']),
    payment: slot(payment && countKind === 'n' ? fmtMoney(payment, r.pick<MoneyStyle>(['plain', 'cents', 'dash'])) : null, { 'application.requested_payment': payment && countKind === 'n' ? payment : null }),
    count: slot(count && countKind === 'n' ? String(count) : countKind === 'na' ? 'N/A' : null, { 'application.number_of_payments': count && countKind === 'n' ? count : null }),
    freq: { index: freqIdx, value: freqIdx === null ? null : FREQ[freqIdx]! },
    sales: fmtMoney(r.int(30, 400) * 1000, ms),
    decoys: {
      landlord: r.chance(0.5) ? `${person()} Properties` : `${r.pick(['Bayview', 'Summit', 'Oakmont'])} Realty LLC`, landlordPhone: `(${d.int(201, 989)}) ${d.int(200, 999)}-${d.digits(4)}`,
      rent: fmtMoney(d.int(12, 90) * 100, 'plain'), bank: d.pick(BANKS), routing: `0${d.digits(8)}`, account: d.digits(d.int(8, 12)),
      refs: [`${person()} (${d.int(201, 989)}) ${d.int(200, 999)}-${d.digits(4)}`, `${d.pick(['Sysco', 'Grainger', 'Uline', 'NAPA'])} acct ${d.digits(6)}`],
      iso: person(), isoPhone: `(${d.int(201, 989)}) ${d.int(200, 999)}-${d.digits(4)}`,
      funders: d.chance(0.6) ? d.shuffle([...FUNDERS]).slice(0, d.int(1, 2)).map((f) => [f, fmtMoney(d.int(8, 60) * 1000, 'plain'), fmtMoney(d.int(150, 900), 'plain') + '/day']) : [],
      incState: d.chance(0.6) || stateOther.name.length > 12 ? stateOther.code : stateOther.name, mailing: d.chance(0.5) ? 'same as above' : `PO Box ${d.int(100, 9999)}, ${city}`,
    },
  };
}
