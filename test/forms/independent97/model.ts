// One fictional merchant of set 97: every printed string, the truth it gives (applications.md's rules) and the decoys
// (locations and landlords, bank accounts, current advances, references, ISO rep). Drawn only from the truth Rng, so
// the truth never depends on style or scan.
import type { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { BUSINESS_TEXTS, CA_BANKS, CA_CITIES, FIRST, FUNDERS, LANDLORDS, LAST, PROCESSORS, STEMS, STREETS, US_BANKS, US_CITIES } from './names.ts';
import { aba, ein, entityId, fmtDate, industryId, iso, itin, luhn9, money, randDate, ssn } from './refs.ts';

export type Country = 'US' | 'CA';
export interface Owner {
  name: string; title: string; pct: string; fico: string; taxId: string; dob: string; home: string; phone: string; email: string;
  truth: TruthApplicant;
}
export interface Location { addr: string; city: string; region: string; postal: string; landlord: string; rent: string; sqft: string; tenure: string; primary: boolean }
export interface Bank { bank: string; acct: string; routing: string; type: string; avg: string; since: string }
export interface Advance { funder: string; funded: string; balance: string; payment: string; freq: string; date: string }
export interface Merchant {
  country: Country; legal: string; dba: string; entity: string; industry: string; taxId: string; taxLabel: string;
  street: string; city: string; region: string; postal: string; incState: string; start: string; years: string;
  phone: string; fax: string; email: string; website: string; employees: string; sales: string; revenue: string; processor: string;
  amount: string; payment: string; nPmts: string; freq: string; term: string; use: string;
  owners: Owner[]; locations: Location[]; banks: Bank[]; advances: Advance[];
  refs: { name: string; contact: string; phone: string }[];
  iso: { name: string; company: string; phone: string; email: string; id: string };
  signed: string; contact: string;
  truth: TruthApplication;
}
export interface ModelOpts { country: Country; lastFirst?: boolean; soleProp?: number; maxOwners?: number; maskRate?: number }

const phone = (r: Rng) => `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`;
const FREQ: readonly [string, string, number, number][] = [['Daily', 'daily', 60, 180], ['Weekly', 'weekly', 16, 52],
  ['Bi-Weekly', 'biweekly', 8, 26], ['Monthly', 'monthly', 6, 18]];

function owner(r: Rng, o: ModelOpts, i: number, pct: number, mask: number): Owner {
  const first = r.pick(FIRST), last = r.pick(LAST), mi = r.chance(0.35) ? `${String.fromCharCode(65 + r.int(0, 25))}.` : '';
  const cred = !o.lastFirst && r.chance(0.1) ? r.pick([', DC', ', CPA', ', DDS']) : '';
  const name = o.lastFirst ? `${last}, ${first}${mi ? ' ' + mi : ''}` : `${first}${mi ? ' ' + mi : ''} ${last}${cred}`;
  const title = '';
  const fico = r.chance(0.75) ? r.int(540, 815) : null;
  const ca = o.country === 'CA';
  let taxDigits: string | null, taxType: string | null, taxText: string;
  const kind = ca ? 'SIN' : r.chance(0.1) ? 'ITIN' : 'SSN';
  const raw = ca ? luhn9(r, '1234567') : kind === 'ITIN' ? itin(r) : ssn(r);
  const digits = raw.replace(/\D/g, '');
  const m = r.next();
  if (m < mask) { taxDigits = null; taxType = null; taxText = ca ? `XXX XXX ${digits.slice(6)}` : r.pick([`XXX-XX-${digits.slice(5)}`, `***-**-${digits.slice(5)}`]); }
  else if (m < mask + 0.08) { taxDigits = null; taxType = null; taxText = ''; }
  else { taxDigits = digits; taxType = kind; taxText = ca ? r.pick([`${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`, `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`]) : raw; }
  const bd = randDate(r, 1952, 1994);
  const dobMasked = r.chance(0.12);
  const dob = dobMasked ? `**/**/${bd.y}` : fmtDate(bd, r.pick([0, 2, 3, 4]));
  const [hc, hs, hz] = ca ? r.pick(CA_CITIES) : r.pick(US_CITIES);
  const home = `${r.int(12, 9890)} ${r.pick(['Birch Ln', 'Maple Dr', 'Hillcrest Rd', 'Lakeview Ct', 'Orchard Way', 'Pine St'])}, ${hc}, ${hs} ${ca ? `${hz} ${r.int(1, 9)}${String.fromCharCode(65 + r.int(0, 25))}${r.int(1, 9)}` : hz + r.digits(2)}`;
  return {
    name, title, pct: `${pct}%`, fico: fico === null ? '' : String(fico), taxId: taxText, dob, home, phone: phone(r),
    email: `${first.toLowerCase().replace(/[^a-z]/g, '')}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}`,
    truth: { first_name: first, last_name: last, role: title, ownership: pct, credit_score: fico, tax_id: taxDigits, tax_id_type: taxType,
      tax_id_country: taxDigits ? o.country : null, date_of_birth: dobMasked ? null : iso(bd) },
  };
}

function split(r: Rng, n: number): number[] {
  if (n === 1) return [r.pick([100, 100, 100, 51, 80])];
  const pool = [[50, 50], [60, 40], [51, 49], [75, 25], [34, 33, 33], [40, 35, 25], [50, 25, 25], [25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]];
  return r.pick(pool.filter((p) => p.length === n));
}

export function makeMerchant(r: Rng, o: ModelOpts): Merchant {
  const ca = o.country === 'CA';
  const nOwners = Math.min(o.maxOwners ?? 4, r.weighted([[1, 3], [2, 4], [3, 2], [4, 1.5]] as const));
  const soleProp = nOwners === 1 && !ca && r.chance(o.soleProp ?? 0.25);
  const pcts = soleProp ? [100] : split(r, nOwners);
  const owners = pcts.map((p, i) => owner(r, o, i, p, o.maskRate ?? 0.3));
  const [btext, bword] = r.pick(BUSINESS_TEXTS);
  const stem = r.pick(STEMS);
  const entity = soleProp ? r.pick(['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop'])
    : ca ? r.pick(['Corporation', 'Inc.', 'Ltd.', 'Limited', 'Partnership', 'Limited Partnership'])
      : r.pick(['LLC', 'Limited Liability Company', 'Corporation', 'Inc.', 'S Corp', 'C-Corp', 'Partnership', 'LLP', 'PLLC', 'LP']);
  const eid = entityId(entity, o.country);
  const suffix: Record<string, string[]> = { llc: ['LLC', ', LLC', ', L.L.C.'], c_corporation: [', Inc.', ' Corp.', ' Corporation'], s_corporation: [', Inc.', ' Inc.'],
    general_partnership: [' Partners', ' & Associates'], llp: [' LLP'], pllc: [', PLLC'], limited_partnership: [', L.P.', ' LP'],
    ca_corporation: [' Inc.', ' Ltd.', ' Corp.', ' Limited'] };
  const pool = soleProp ? ['Owner', 'Sole Proprietor', 'Owner / Operator'] : /llc/.test(eid) ? ['Managing Member', 'Member', 'Owner', 'CEO', 'Manager']
    : /partnership|llp/.test(eid) ? ['Partner', 'General Partner', 'Managing Partner', 'Limited Partner'] : ['President', 'CEO', 'Vice President', 'Secretary', 'Treasurer', 'COO', 'Director', 'Owner'];
  owners.forEach((x, i) => { x.title = i === 0 && r.chance(0.5) ? pool[0]! : r.pick(pool); x.truth.role = x.title; });
  const o0 = owners[0]!.truth;
  const legal = soleProp ? `${o0.first_name} ${o0.last_name}` : `${stem} ${bword}${r.pick(suffix[eid] ?? [' Inc.'])}`;
  const dbaPick = r.next();
  const dba = soleProp ? `${stem} ${bword}` : dbaPick < 0.45 ? `${stem} ${bword}` : dbaPick < 0.6 ? 'SAME' : dbaPick < 0.7 ? 'N/A' : dbaPick < 0.8 ? '' : `${r.pick(STEMS)} ${r.pick(['Express', 'Group', 'Co.', 'Studio', 'Depot'])}`;
  const [city, region, zp] = ca ? r.pick(CA_CITIES) : r.pick(US_CITIES);
  const postal = ca ? `${zp} ${r.int(1, 9)}${String.fromCharCode(65 + r.int(0, 25))}${r.int(1, 9)}` : zp + r.digits(2);
  const street = `${r.int(10, 9800)} ${r.pick(ca ? STREETS : STREETS.slice(0, 14))}${r.chance(0.3) ? `, Suite ${r.int(100, 450)}` : ''}`;
  let taxId: string, taxLabel: string, bt: string, btType: string;
  if (soleProp && r.chance(0.6)) { bt = owners[0]!.truth.tax_id ?? ssn(r).replace(/\D/g, ''); taxId = `${bt.slice(0, 3)}-${bt.slice(3, 5)}-${bt.slice(5)}`; taxLabel = 'Tax ID (EIN/SSN)'; btType = bt.startsWith('9') ? 'ITIN' : 'SSN'; }
  else if (ca) {
    bt = luhn9(r); const prog = r.pick(['RC0001', 'RT0001', 'RP0001']);
    const v = r.next(); taxLabel = 'Business Number (BN)'; btType = 'BN';
    if (v < 0.5) { taxId = `${bt} ${prog}`; bt += prog; } else if (v < 0.75) { taxId = `${bt}${prog}`; bt += prog; } else taxId = bt;
  } else { taxId = ein(r); bt = taxId.replace('-', ''); taxLabel = r.pick(['Federal Tax ID (EIN)', 'EIN', 'Fed. Tax ID #']); btType = 'EIN'; }
  const start = randDate(r, 2003, 2023);
  const startShown = r.chance(0.88);
  const startText = startShown ? fmtDate(start, r.int(0, 4)) : '';
  const [freqText, freq, lo, hi] = r.weighted([[FREQ[0]!, 5], [FREQ[1]!, 4], [FREQ[2]!, 1.5], [FREQ[3]!, 1]] as const);
  const amt = r.pick([r.int(10, 250) * 1000, r.int(20, 600) * 500, r.int(1500, 45000) * 10]);
  const n = r.int(lo, hi);
  const pay = Math.round(((amt * r.float(1.18, 1.45)) / n) * 100) / 100;
  const payShown = r.chance(0.8), nShown = r.chance(0.85), freqShown = r.chance(0.92);
  const amountText = r.pick([money(amt), money(amt, true), ca ? `CAD ${money(amt).slice(1)}` : money(amt), `$ ${amt.toLocaleString('en-US')}`]);
  const incState = ca ? r.pick(['ON', 'Federal (CBCA)', 'BC', 'AB', 'QC']) : r.pick(['DE', 'NV', 'WY', region, 'FL', 'NY']);
  const termMonths = Math.max(2, Math.round(n / ({ daily: 21, weekly: 4.3, biweekly: 2.15, monthly: 1 } as Record<string, number>)[freq]!));
  const nLoc = r.int(1, 5);
  const primaryIdx = r.int(0, nLoc - 1);
  const locations: Location[] = Array.from({ length: nLoc }, (_, i) => {
    if (i === primaryIdx) return { addr: street, city, region, postal, landlord: r.chance(0.2) ? '(owned)' : r.pick(LANDLORDS), rent: money(r.int(18, 140) * 100), sqft: (r.int(8, 90) * 100).toLocaleString('en-US'), tenure: r.pick(['Lease', 'Lease', 'Own']), primary: true };
    const [c2, s2, z2] = ca ? r.pick(CA_CITIES) : r.pick(US_CITIES);
    return { addr: `${r.int(10, 9800)} ${r.pick(ca ? STREETS : STREETS.slice(0, 14))}`, city: c2, region: s2, postal: ca ? `${z2} ${r.int(1, 9)}${String.fromCharCode(65 + r.int(0, 25))}${r.int(1, 9)}` : z2 + r.digits(2),
      landlord: r.pick(LANDLORDS), rent: money(r.int(18, 140) * 100), sqft: (r.int(8, 90) * 100).toLocaleString('en-US'), tenure: r.pick(['Lease', 'Sublease', 'Lease']), primary: false };
  });
  const banks: Bank[] = Array.from({ length: r.int(1, 3) }, () => ({ bank: r.pick(ca ? CA_BANKS : US_BANKS), acct: r.chance(0.4) ? `****${r.digits(4)}` : r.digits(r.int(8, 12)),
    routing: ca ? `${r.digits(5)}-${r.pick(['001', '002', '003', '004', '006', '010', '815'])}` : aba(r), type: r.pick(['Checking', 'Business Checking', 'Operating', 'Payroll', 'Savings']),
    avg: money(r.int(30, 900) * 100), since: String(r.int(2005, 2023)) }));
  const advances: Advance[] = Array.from({ length: r.weighted([[0, 2], [1, 3], [2, 2], [3, 1], [4, 0.6]] as const) }, () => {
    const f = r.pick(FREQ); const fa = r.int(10, 150) * 1000;
    return { funder: r.pick(FUNDERS), funded: money(fa), balance: money(Math.round(fa * r.float(0.1, 0.9))), payment: money(Math.round(fa * 1.35 / r.int(f[2], f[3]) * 100) / 100, true),
      freq: f[0], date: fmtDate(randDate(r, 2023, 2025), 0) };
  });
  const isoFirst = r.pick(FIRST), isoLast = r.pick(LAST);
  const truth: TruthApplication = {
    trade_name: dba && dba !== 'SAME' && dba !== 'N/A' && dba !== legal ? dba : null, legal_name: legal, type_of_entity: eid, industry: industryId(btext),
    business_tax_id: bt, business_tax_id_country: o.country, business_tax_id_type: btType, state_region: region, country: ca ? 'Canada' : 'United States',
    requested_amount: amt, requested_payment: payShown ? pay : null, number_of_payments: nShown ? n : null, payment_frequency: freqShown ? freq : null,
    business_start_date: startShown ? iso(start) : null, applicants: owners.map((x) => x.truth),
  };
  return {
    country: o.country, legal, dba, entity, industry: btext, taxId, taxLabel, street, city, region, postal, incState, start: startText,
    years: String(2025 - start.y), phone: phone(r), fax: r.chance(0.3) ? phone(r) : '', email: `info@${stem.toLowerCase().replace(/[^a-z]/g, '')}.${ca ? 'ca' : 'com'}`,
    website: r.chance(0.6) ? `www.${stem.toLowerCase().replace(/[^a-z]/g, '')}${bword.toLowerCase().replace(/[^a-z]/g, '')}.${ca ? 'ca' : 'com'}` : '',
    employees: String(r.int(2, 85)), sales: money(r.int(25, 600) * 1000), revenue: money(r.int(300, 7200) * 1000), processor: r.pick(PROCESSORS),
    amount: amountText, payment: payShown ? money(pay, true) : '', nPmts: nShown ? String(n) : '', freq: freqShown ? freqText : '', term: `${termMonths} mo`,
    use: r.pick(['Working capital', 'Inventory', 'Equipment purchase', 'Expansion / second location', 'Payroll', 'Marketing', 'Debt consolidation']),
    owners, locations, banks, advances,
    refs: Array.from({ length: 2 }, () => ({ name: `${r.pick(STEMS)} ${r.pick(['Supply', 'Wholesale', 'Foods', 'Distributors', 'Services'])}`, contact: `${r.pick(FIRST)} ${r.pick(LAST)}`, phone: phone(r) })),
    iso: { name: `${isoFirst} ${isoLast}`, company: '', phone: phone(r), email: `${isoFirst.toLowerCase().replace(/[^a-z]/g, '')}@`, id: `ISO-${r.digits(5)}` },
    signed: fmtDate(randDate(r, 2025, 2025), 0), contact: `${r.pick(FIRST)} ${r.pick(LAST)}`,
    truth,
  };
}
