// Seeded merchants for set 25: a business, 1-4 owners, a funding request, decoys, and the truth applications.md reads.
import { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';

export interface Dated { iso: string; printed: string }
export interface Owner {
  first: string; last: string; printedName: string; title: string; pct: number; score: number | null;
  taxPrinted: string; taxDigits: string | null; taxType: string; dob: Dated; home: string;
}
export interface Entity { id: string; box: string; printed: string }
export interface Merchant {
  canada: boolean; legal: string; dbaPrinted: string; dba: string | null; entity: Entity;
  industryText: string; industryId: string; taxPrinted: string; taxDigits: string | null; taxType: string | null;
  street: string; city: string; state: string; zip: string; phone: string; email: string; website: string;
  start: Dated; amount: number; amountPrinted: string; payment: number; paymentPrinted: string; payments: number;
  frequency: string; useOfFunds: string; stateOfInc: string; owners: Owner[]; decoys: Record<string, string>;
}

const FIRST = ['Maria', 'Darnell', 'Priya', 'Tomasz', 'Keisha', 'Luis', 'Hannah', 'Omar', 'Grace', 'Vincent', 'Yolanda', 'Erik', 'Mei', 'Andre', 'Colleen', 'Rafael'];
const LAST = ['Okafor', 'Van der Berg', 'Castillo-Reyes', 'Whitfield', 'Nguyen', "O'Rourke", 'Delacroix', 'Brennan', 'Szymanski', 'Abernathy', 'De la Cruz', 'Halvorsen', 'Mbeki', 'Fairbanks'];
const BASES = ['Copper Kettle', 'Blue Heron', 'Ironwood', 'Silver Maple', 'Northstar', 'Red Canyon', 'Golden Gate', 'Lakeshore', 'Bright Path', 'Evergreen', 'Stonebridge', 'Pinecrest'];
export const INDUSTRIES: readonly (readonly [string, string])[] = [
  ['Italian restaurant', 'restaurant'], ['Auto repair & body shop', 'auto_repair'], ['Hair salon', 'personal_care'],
  ['HVAC contractor', 'specialty_trade_contractor'], ['Dental office', 'dental_practice'], ['Landscaping & lawn care', 'landscaping'],
  ['Moving company', 'trucking_local'], ['Convenience store', 'convenience_store'], ['Veterinary clinic', 'veterinary'],
  ['Commercial cleaning', 'cleaning_services'], ['Coin laundry', 'dry_cleaning'], ['Pet grooming salon', 'pet_services'],
  ['Yoga studio', 'fitness'], ['Plumbing contractor', 'specialty_trade_contractor'], ['Boutique clothing store', 'retail_general'],
  ['Food truck', 'food_truck_catering'],
];
const US = [['Columbus', 'OH', '43215'], ['Tampa', 'FL', '33602'], ['Denver', 'CO', '80205'], ['Raleigh', 'NC', '27601'], ['Austin', 'TX', '78701'],
  ['Phoenix', 'AZ', '85004'], ['Newark', 'NJ', '07102'], ['Portland', 'OR', '97205'], ['Nashville', 'TN', '37203'], ['Richmond', 'VA', '23219']];
const CA = [['Calgary', 'AB', 'T2P 1J9'], ['Halifax', 'NS', 'B3J 2K9'], ['Winnipeg', 'MB', 'R3C 0V8'], ['Kelowna', 'BC', 'V1Y 6H2'], ['Hamilton', 'ON', 'L8P 4R5']];
const STREETS = ['Market St', 'Elm Ave', 'Commerce Blvd', 'Harbor Rd', 'Main St', 'Industrial Pkwy', 'Oak Lane', 'Centre St'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const FUNDERS = ['Kapitus', 'Rapid Finance', 'Forward Financing', 'Mulligan Funding', 'Fora Financial', 'Credibly'];

const p2 = (n: number): string => String(n).padStart(2, '0');
export const money = (n: number, cents: boolean): string => `$${n.toLocaleString('en-US')}${cents ? '.00' : ''}`;

export function dated(rng: Rng, y0: number, y1: number, twoDigit: boolean): Dated {
  const y = rng.int(y0, y1), m = rng.int(1, 12), d = rng.int(1, 28);
  const iso = `${y}-${p2(m)}-${p2(d)}`;
  const f = rng.int(0, 2);
  const printed = f === 0 ? `${p2(m)}/${p2(d)}/${y}` : f === 1 ? `${MONTHS[m - 1]} ${d}, ${y}` : twoDigit ? `${m}/${d}/${String(y).slice(2)}` : `${m}/${d}/${y}`;
  return { iso, printed };
}

function entityFor(rng: Rng, canada: boolean): Entity {
  const us: Entity[] = [{ id: 'llc', box: 'LLC', printed: 'LLC' }, { id: 'c_corporation', box: 'Corporation', printed: 'C Corp' },
    { id: 's_corporation', box: 'S Corp', printed: 'S Corporation' }, { id: 'general_partnership', box: 'Partnership', printed: 'Partnership' },
    { id: 'sole_proprietorship', box: 'Sole Proprietor', printed: 'Sole Proprietor' }, { id: 'pllc', box: 'Other', printed: 'PLLC' },
    { id: 'limited_partnership', box: 'LP', printed: 'Limited Partnership' }];
  const ca: Entity[] = [{ id: 'ca_corporation', box: 'Corporation', printed: 'Corporation' }, { id: 'sole_proprietorship', box: 'Sole Proprietor', printed: 'Sole Proprietorship' },
    { id: 'general_partnership', box: 'Partnership', printed: 'Partnership' }, { id: 'ca_ulc', box: 'Other', printed: 'ULC' }];
  return rng.pick(canada ? ca : us);
}

function legalName(rng: Rng, base: string, e: Entity, word: string, owner: Owner): string {
  switch (e.id) {
    case 'llc': return `${base} ${word} ${rng.pick(['LLC', 'L.L.C.'])}`.replace(/ (LLC|L\.L\.C\.)$/, rng.chance(0.5) ? ', $1' : ' $1');
    case 'c_corporation': case 's_corporation': return `${base} ${word}, ${rng.pick(['Inc.', 'Inc', 'Corp.'])}`;
    case 'pllc': return `${base} ${word}, PLLC`;
    case 'limited_partnership': return `${base} ${word} LP`;
    case 'ca_corporation': return `${base} ${word} ${rng.pick(['Ltd.', 'Inc.', 'Corp.'])}`;
    case 'ca_ulc': return `${base} ${word} ULC`;
    case 'sole_proprietorship': return `${owner.first} ${owner.last}`;
    default: return `${base} ${word} Partners`;
  }
}

function makeOwner(rng: Rng, canada: boolean, pct: number, title: string): Owner {
  const first = rng.pick(FIRST), last = rng.pick(LAST);
  const mi = rng.chance(0.4) ? ` ${rng.alnum(1, 'ABCDEFGHJKLMNPRSTW')}.` : '';
  const printedName = rng.chance(0.25) ? `${last}, ${first}${mi}` : `${first}${mi} ${last}`;
  const masked = rng.chance(0.3);
  const d = rng.digits(4);
  let taxPrinted: string, taxDigits: string | null;
  if (canada) {
    const s = `${rng.int(1, 7)}${rng.digits(2)} ${rng.digits(3)} ${rng.digits(3)}`;
    taxPrinted = masked ? `XXX XXX ${s.slice(-3)}` : s; taxDigits = masked ? null : s.replace(/\D/g, '');
  } else {
    const s = `${rng.int(1, 8)}${rng.digits(2)}-${rng.digits(2)}-${d}`;
    taxPrinted = masked ? rng.pick([`•••-••-${d}`, `XXX-XX-${d}`]) : s; taxDigits = masked ? null : s.replace(/\D/g, '');
  }
  const [city, st, zip] = rng.pick(canada ? CA : US) as [string, string, string];
  return { first, last, printedName, title, pct, score: rng.chance(0.5) ? rng.int(560, 790) : null, taxPrinted, taxDigits,
    taxType: canada ? 'SIN' : 'SSN', dob: dated(rng, 1958, 1995, false), home: `${rng.int(100, 9899)} ${rng.pick(STREETS)}, ${city}, ${st} ${zip}` };
}

function splitPct(rng: Rng, n: number): number[] {
  if (n === 1) return [100];
  const opts: Record<number, number[][]> = { 2: [[50, 50], [60, 40], [75, 25], [51, 49]], 3: [[40, 35, 25], [34, 33, 33], [50, 25, 25]], 4: [[25, 25, 25, 25], [40, 20, 20, 20]] };
  return rng.pick(opts[n]!);
}

export function makeMerchant(seed: number, layout: string, o: { canada: boolean; maxOwners: number }): Merchant {
  const rng = new Rng(`ind25:${layout}:${seed}`);
  const canada = o.canada;
  const n = rng.int(1, o.maxOwners);
  const titles = ['CEO', 'President', 'Managing Member', 'Owner', 'Vice President', 'Partner', 'Secretary', 'COO'];
  const owners = splitPct(rng, n).map((pct, i) => makeOwner(rng, canada, pct, n === 1 && i === 0 ? rng.pick(['Owner', 'CEO', 'President']) : titles[(i + rng.int(0, 3)) % titles.length]!));
  const entity = n > 1 && entityFor(rng, canada).id === 'sole_proprietorship' ? entityFor(rng, canada) : entityFor(rng, canada);
  if (entity.id === 'sole_proprietorship') owners.splice(1);
  if (owners.length === 1) owners[0]!.pct = 100;
  const [industryText, industryId] = rng.pick(INDUSTRIES);
  const base = rng.pick(BASES), word = rng.pick(['Group', 'Enterprises', 'Holdings', 'Services', 'Company']);
  const legal = legalName(rng, base, entity, word, owners[0]!);
  const dbaRoll = rng.int(0, 4);
  const dbaName = `${rng.pick(BASES)} ${industryText.split(' ').slice(-1)[0]!.replace(/^./, (c) => c.toUpperCase())}`;
  const dbaPrinted = entity.id === 'sole_proprietorship' ? dbaName : dbaRoll === 0 ? 'SAME' : dbaRoll === 1 ? 'N/A' : dbaName;
  const dba = dbaPrinted === 'SAME' || dbaPrinted === 'N/A' ? null : dbaPrinted;
  const ein = `${rng.int(10, 98)}-${rng.digits(7)}`;
  const tax = taxFor(rng, canada, entity, ein, owners[0]!);
  const [city, state, zip] = rng.pick(canada ? CA : US) as [string, string, string];
  const amount = rng.int(10, 300) * 500, payments = rng.pick([60, 90, 120, 140, 24, 36]);
  const frequency = payments <= 36 ? 'weekly' : 'daily';
  const payment = Math.round((amount * 1.35) / payments);
  const slug = (dba ?? legal).toLowerCase().replace(/[^a-z]+/g, '');
  const stateOfInc = rng.pick((canada ? ['ON', 'BC', 'QC'] : ['DE', 'NV', 'WY']).filter((x) => x !== state));
  return { canada, legal, dbaPrinted, dba, entity, industryText, industryId, ...tax,
    street: `${rng.int(10, 9999)} ${rng.pick(STREETS)}${rng.chance(0.3) ? `, Suite ${rng.int(100, 450)}` : ''}`, city, state, zip,
    phone: `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`, email: `office@${slug.slice(0, 14)}.com`, website: `www.${slug.slice(0, 14)}.com`,
    start: dated(rng, 2004, 2022, true), amount, amountPrinted: money(amount, rng.chance(0.5)), payment, paymentPrinted: money(payment, true),
    payments, frequency, useOfFunds: rng.pick(['Inventory', 'Equipment purchase', 'Payroll & working capital', 'Expansion', 'Marketing']),
    stateOfInc, owners, decoys: decoysFor(rng, amount, canada) };
}

function taxFor(rng: Rng, canada: boolean, e: Entity, ein: string, owner: Owner): Pick<Merchant, 'taxPrinted' | 'taxDigits' | 'taxType'> {
  if (canada) {
    const bn = `${rng.int(1, 8)}${rng.digits(8)}`;
    if (rng.chance(0.2)) return { taxPrinted: `XXXXX${bn.slice(5)} RC0001`, taxDigits: null, taxType: null };
    return { taxPrinted: `${bn} RC0001`, taxDigits: `${bn}RC0001`, taxType: 'BN' };
  }
  if (e.id === 'sole_proprietorship' && owner.taxDigits && rng.chance(0.5)) return { taxPrinted: owner.taxPrinted, taxDigits: owner.taxDigits, taxType: owner.taxDigits.startsWith('9') ? 'ITIN' : 'SSN' };
  if (rng.chance(0.15)) return { taxPrinted: `XX-XXX${ein.slice(-4)}`, taxDigits: null, taxType: null };
  return { taxPrinted: ein, taxDigits: ein.replace('-', ''), taxType: 'EIN' };
}

function decoysFor(rng: Rng, amount: number, canada: boolean): Record<string, string> {
  const bal = rng.int(3, 60) * 1000 + 250;
  return {
    landlord: `${rng.pick(['Keystone', 'Harbor', 'Ridgeway'])} Property Mgmt`, landlordPhone: `(${rng.int(201, 989)}) 555-${rng.digits(4)}`,
    rent: money(rng.int(12, 90) * 100 + 50, false), bank: rng.pick(canada ? ['RBC Royal Bank', 'TD Canada Trust', 'ATB Financial'] : ['Chase', 'Wells Fargo', 'PNC Bank', 'Truist']),
    routing: `0${rng.digits(8)}`, account: rng.digits(10), isoRep: `${rng.pick(FIRST)} ${rng.pick(LAST)}`, isoId: `ISO-${rng.digits(5)}`,
    isoPhone: `(800) 555-${rng.digits(4)}`, funder: rng.pick(FUNDERS), balance: money(bal === amount ? bal + 500 : bal, false),
    funderPayment: `$${rng.int(90, 900)}.${rng.int(11, 99)}`, tradeRef: `${rng.pick(['Sysco', 'Uline', 'Grainger', 'Home Depot Pro'])} acct ${rng.digits(6)}`,
    tradePhone: `(${rng.int(201, 989)}) 555-${rng.digits(4)}`, processor: rng.pick(['Clover', 'Square', 'Heartland', 'Worldpay', 'Elavon']),
    cardVolume: money(rng.int(8, 90) * 1000 + 120, false), dealNo: `D-${rng.digits(6)}`, cell: `(${rng.int(201, 989)}) 555-${rng.digits(4)}`, monthlySales: money(rng.int(20, 200) * 1000 + 350, false),
  };
}

export function truthOf(m: Merchant, o: { schedule: boolean; credit: boolean }): TruthApplication {
  const t = emptyApplication();
  Object.assign(t, { legal_name: m.legal, trade_name: m.dba === m.legal ? null : m.dba, type_of_entity: m.entity.id, industry: m.industryId,
    business_tax_id: m.taxDigits, business_tax_id_type: m.taxDigits ? m.taxType : null, business_tax_id_country: m.taxDigits ? (m.canada ? 'CA' : 'US') : null,
    state_region: m.state, country: m.canada ? 'Canada' : 'United States', requested_amount: m.amount,
    requested_payment: o.schedule ? m.payment : null, number_of_payments: o.schedule ? m.payments : null, payment_frequency: o.schedule ? m.frequency : null,
    business_start_date: m.start.iso });
  t.applicants = m.owners.map((w) => ({ first_name: w.first, last_name: w.last, role: w.title, ownership: w.pct, credit_score: o.credit ? w.score : null,
    tax_id: w.taxDigits, tax_id_type: w.taxDigits ? w.taxType : null, tax_id_country: w.taxDigits ? (m.canada ? 'CA' : 'US') : null, date_of_birth: w.dob.iso }));
  return t;
}
