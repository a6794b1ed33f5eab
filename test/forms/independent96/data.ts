// The application's values (and the decoys around them), drawn from the seed alone: the truth never depends on the
// style or the scan. Each value keeps the string printed for it; the truth is read from those strings by the rules.
import { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';

export type Country = 'US' | 'CA';
export interface Owner {
  first: string; middle: string; last: string; role: string; ownership: number; score: number | null;
  taxId: string; taxMasked: boolean; taxType: 'SSN' | 'ITIN' | 'SIN'; dob: string | null; home: string; phone: string; email: string;
}
export interface Model {
  country: Country; legal: string; dba: string | null; dbaPrinted: string; entityText: string; entityId: string; checkbox: string;
  industryText: string; industryId: string; taxId: string; taxIdDigits: string; taxIdType: string;
  street: string; city: string; region: string; postal: string; phone: string; email: string; website: string;
  startDate: string; incState: string; amount: number; payment: number | null; payments: number | null; frequency: string | null;
  useOfFunds: string; monthlySales: number; annualRevenue: number; employees: number; rentOrOwn: string; monthlyRent: number;
  landlord: string; landlordPhone: string; bank: string; routing: string; account: string; iso: string; isoId: string; isoPhone: string;
  funders: { name: string; balance: number; payment: number }[]; refs: { name: string; phone: string }[];
  owners: Owner[]; signDate: string;
}

const FIRST = ['Maria', 'James', 'Priya', 'Daniel', 'Keisha', 'Tomas', 'Linh', 'Robert', 'Farah', 'Gordon', 'Aisha', 'Marcus', 'Elena', 'Wei', 'Chantal', 'Declan', 'Nadia', 'Oscar', 'Renee', 'Samuel'];
const LAST = ['Okafor', 'Delgado', 'Van der Berg', 'Nguyen', 'Fitzgerald', 'Tremblay', 'Haddad', 'Kowalski', 'Morales-Reyes', 'Bergeron', 'Patel', 'Lindqvist', "O'Connell", 'Abernathy', 'Chowdhury', 'St. Pierre', 'Whitaker', 'Gagnon', 'Osei', 'Castellano'];
const WORDS = ['Summit', 'Harbor', 'Copper', 'Bluebird', 'Granite', 'Lakeshore', 'Riverbend', 'Oakline', 'Northgate', 'Silver Pine', 'Redwood', 'Prairie', 'Beacon', 'Evergreen', 'Tidewater'];
const INDUSTRY: [string, string, string][] = [
  // printed type of business, the id the longest-alias rule gives, a word for the name
  ['Auto repair / body shop', 'auto_repair', 'Auto Works'], ['Full service restaurant', 'restaurant', 'Kitchen'], ['Plumbing and HVAC', 'specialty_trade_contractor', 'Mechanical'],
  ['Hair salon', 'personal_care', 'Salon'], ['Veterinary clinic', 'veterinary', 'Animal Care'], ['Trucking - dump truck hauling', 'trucking_local', 'Hauling'],
  ['Dental office', 'dental_practice', 'Dental'], ['Landscaping and snow removal', 'landscaping', 'Landscapes'], ['Convenience store', 'convenience_store', 'Mart'],
  ['Commercial cleaning', 'cleaning_services', 'Cleaning Co'], ['General contractor', 'general_contractor', 'Builders'], ['Liquor store', 'liquor_store', 'Wine & Spirits'],
  ['Daycare', 'childcare', 'Little Learners'], ['IT services', 'it_software', 'Tech'], ['Fitness center', 'fitness', 'Fitness'],
];
const US_STATES: [string, string[]][] = [['TX', ['Houston', 'Austin', 'Plano']], ['FL', ['Tampa', 'Orlando', 'Hialeah']], ['NY', ['Yonkers', 'Buffalo', 'Albany']],
  ['GA', ['Marietta', 'Savannah']], ['OH', ['Dayton', 'Akron']], ['AZ', ['Mesa', 'Tempe']], ['NJ', ['Newark', 'Paterson']], ['IL', ['Joliet', 'Naperville']], ['NC', ['Durham', 'Raleigh']], ['CO', ['Aurora', 'Pueblo']]];
const CA_PROV: [string, string[], string][] = [['ON', ['Mississauga', 'Hamilton', 'London'], 'L'], ['BC', ['Surrey', 'Kelowna'], 'V'], ['AB', ['Calgary', 'Red Deer'], 'T'],
  ['QC', ['Laval', 'Gatineau'], 'H'], ['MB', ['Winnipeg', 'Brandon'], 'R'], ['NS', ['Halifax', 'Truro'], 'B']];
const STREETS = ['Main St', 'Commerce Dr', 'Industrial Pkwy', 'Elm Ave', 'King St W', 'Market St', 'Lakeview Rd', 'Harbour Blvd', 'Centre St', 'Depot Rd'];
const FUNDERS = ['Rapid Capital Funding', 'Clearline Advance', 'Yellowstone Merchant', 'Pinnacle Business Funding', 'Kapitus Select', 'Forward Line Capital'];
const BANKS_US = ['Chase', 'Wells Fargo', 'TD Bank', 'Regions Bank', 'PNC Bank', 'Truist'];
const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO Bank of Montreal', 'Desjardins'];
const EIN_PREFIX = ['12', '20', '27', '33', '45', '46', '47', '54', '61', '82', '84', '88', '91', '93'];

export function luhnDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) { let d = Number(body[body.length - 1 - i]); if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; } sum += d; }
  return String((10 - (sum % 10)) % 10);
}
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
export const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const ssn = (r: Rng) => `${r.int(101, 665)}-${pad(r.int(1, 99))}-${pad(r.int(1, 9999), 4)}`;
const itin = (r: Rng) => `9${r.int(10, 99)}-${r.pick([50, 55, 63, 70, 72, 81, 88, 91, 94])}-${pad(r.int(1, 9999), 4)}`;
const phone = (r: Rng, ca: boolean) => `(${ca ? r.pick([416, 604, 403, 514, 204, 902]) : r.int(201, 989)}) ${r.int(200, 989)}-${pad(r.int(0, 9999), 4)}`;

export function makeModel(seed: number, layout: string, country: Country, opts: { maxOwners?: number; schedule: boolean }): Model {
  const root = new Rng(`i96:${layout}:${seed}:${country}`);
  const rb = root.fork('business'), ro = root.fork('owners'), rd = root.fork('decoys'), rf = root.fork('funding');
  const ca = country === 'CA';
  const [industryText, industryId, word] = rb.pick(INDUSTRY);
  const stem = `${rb.pick(WORDS)} ${word}`;
  const nOwners = rb.int(1, opts.maxOwners ?? 4);
  const owners: Owner[] = [];
  let left = 100;
  for (let i = 0; i < nOwners; i++) {
    const own = i === nOwners - 1 ? left : Math.max(10, Math.round((left * ro.float(0.35, 0.7)) / 5) * 5);
    left -= own;
    const taxType: Owner['taxType'] = ca ? 'SIN' : ro.chance(0.12) ? 'ITIN' : 'SSN';
    const sinBody = `${ro.pick(['1', '2', '4', '5', '6', '7'])}${ro.digits(7)}`;
    const taxId = taxType === 'SIN' ? `${sinBody.slice(0, 3)} ${sinBody.slice(3, 6)} ${sinBody.slice(6)}${luhnDigit(sinBody)}` : taxType === 'ITIN' ? itin(ro) : ssn(ro);
    const y = ro.int(1958, 1996), m = ro.int(1, 12), d = ro.int(1, 28);
    const [hs, hcities] = ca ? (() => { const p = ro.pick(CA_PROV); return [p[0], p[1]] as const; })() : ro.pick(US_STATES);
    owners.push({ first: ro.pick(FIRST), middle: ro.chance(0.3) ? `${ro.pick(['A', 'J', 'M', 'R', 'T'])}.` : '', last: ro.pick(LAST),
      role: i === 0 ? ro.pick(ca ? ['President', 'Owner', 'Director'] : ['Owner', 'CEO', 'President', 'Managing Member']) : ro.pick(['Partner', 'VP', 'Director', 'Secretary', 'Member']),
      ownership: nOwners === 1 ? 100 : own, score: ro.chance(0.5) ? ro.int(540, 790) : null, taxId, taxMasked: ro.chance(0.25), taxType,
      dob: ro.chance(0.8) ? iso(y, m, d) : null, home: `${ro.int(12, 9800)} ${ro.pick(STREETS)}, ${ro.pick(hcities)}, ${hs}`, phone: phone(ro, ca), email: '' });
  }
  for (const o of owners) o.email = `${o.first[0]!.toLowerCase()}${o.last.replace(/[^A-Za-z]/g, '').toLowerCase()}@${rb.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}`;
  const soleProp = !ca && nOwners === 1 && rb.chance(0.2);
  const ent: [string, string, string, string] = soleProp ? ['Sole Proprietor', 'sole_proprietorship', 'Sole Prop', ''] : ca
    ? rb.pick([['Corporation', 'ca_corporation', 'Corporation', ' Inc.'], ['Ltd.', 'ca_corporation', 'Corporation', ' Ltd.'], ['Partnership', 'general_partnership', 'Partnership', ' Partners'], ['Sole Proprietorship', 'sole_proprietorship', 'Sole Prop', '']] as [string, string, string, string][])
    : rb.pick([['LLC', 'llc', 'LLC', ' LLC'], ['Limited Liability Company', 'llc', 'LLC', ', LLC'], ['Corporation', 'c_corporation', 'Corporation', ', Inc.'], ['S Corp', 's_corporation', 'S Corp', ' Corp.'], ['Partnership', 'general_partnership', 'Partnership', ' Partners'], ['LP', 'limited_partnership', 'LP', ' LP']] as [string, string, string, string][]);
  const legal = ent[1] === 'sole_proprietorship' ? `${owners[0]!.first} ${owners[0]!.last}` : `${stem}${ent[3]}`;
  const dbaRoll = rb.next();
  const dba = ent[1] === 'sole_proprietorship' ? stem : dbaRoll < 0.55 ? `${rb.pick(WORDS)} ${word}` : null;
  const dbaPrinted = dba ?? (dbaRoll < 0.75 ? 'SAME' : dbaRoll < 0.88 ? 'N/A' : '');
  let taxId: string, taxIdDigits: string, taxIdType: string;
  if (ca) { const b = `${rb.pick(['7', '8'])}${rb.digits(7)}`; const bn = b + luhnDigit(b); const pa = `RC000${rb.int(1, 3)}`; taxId = `${bn} ${pa}`; taxIdDigits = bn + pa; taxIdType = 'BN'; }
  else if (soleProp) { taxId = owners[0]!.taxId; taxIdDigits = taxId.replace(/\D/g, ''); taxIdType = owners[0]!.taxType; owners[0]!.taxMasked = false; }
  else { taxId = `${rb.pick(EIN_PREFIX)}-${rb.digits(7)}`; taxIdDigits = taxId.replace(/\D/g, ''); taxIdType = 'EIN'; }
  const reg = ca ? rb.pick(CA_PROV) : rb.pick(US_STATES);
  const region = reg[0];
  const city = rb.pick(reg[1]);
  const postal = ca ? `${(reg as [string, string[], string])[2]}${rb.int(1, 9)}${rb.alnum(1, 'ABCEGHJKLMNPRSTVXY')} ${rb.int(1, 9)}${rb.alnum(1, 'ABCEGHJKLMNPRSTVXY')}${rb.int(1, 9)}` : pad(rb.int(10000, 99999), 5);
  const sy = rb.int(2003, 2021);
  const amount = rf.pick([15000, 20000, 25000, 35000, 40000, 50000, 60000, 75000, 85000, 100000, 125000, 150000]) + (rf.chance(0.2) ? 500 : 0);
  const frequency = opts.schedule ? rf.pick(['daily', 'weekly', 'biweekly', 'monthly']) : null;
  const payments = frequency ? { daily: rf.pick([120, 140, 160]), weekly: rf.pick([26, 32, 40, 52]), biweekly: rf.pick([13, 18, 26]), monthly: rf.pick([6, 9, 12]) }[frequency]! : null;
  const payment = payments ? Math.round((amount * rf.float(1.2, 1.45) / payments) * 100) / 100 : null;
  const monthlySales = Math.round(amount * rf.float(0.6, 1.8) / 100) * 100;
  const incState = ca ? rd.pick(['Federal (CBCA)', region, 'ON']) : rd.chance(0.4) ? 'DE' : rd.chance(0.5) ? 'NV' : region;
  const lf = rd.pick(FIRST), ll = rd.pick(LAST);
  return {
    country, legal, dba, dbaPrinted, entityText: ent[0], entityId: ent[1], checkbox: ent[2], industryText, industryId, taxId, taxIdDigits, taxIdType,
    street: `${rb.int(100, 9999)} ${rb.pick(STREETS)}${rb.chance(0.3) ? ` Unit ${rb.int(2, 40)}` : ''}`, city, region, postal, phone: phone(rb, ca),
    email: `info@${stem.toLowerCase().replace(/[^a-z]/g, '')}.${ca ? 'ca' : 'com'}`, website: `www.${stem.toLowerCase().replace(/[^a-z]/g, '')}.${ca ? 'ca' : 'com'}`,
    startDate: iso(sy, rb.int(1, 12), rb.int(1, 28)), incState, amount, payment, payments, frequency,
    useOfFunds: rf.pick(['Inventory', 'Equipment purchase', 'Payroll', 'Expansion', 'Working capital', 'Renovation']), monthlySales, annualRevenue: monthlySales * 12,
    employees: rd.int(2, 45), rentOrOwn: rd.pick(['Rent', 'Own', 'Lease']), monthlyRent: rd.int(18, 95) * 100,
    landlord: `${rd.pick(WORDS)} Property Management`, landlordPhone: phone(rd, ca), bank: rd.pick(ca ? BANKS_CA : BANKS_US),
    routing: ca ? `${pad(rd.int(1, 999), 3)}-${pad(rd.int(10000, 99999), 5)}` : `0${rd.int(21, 91)}${rd.digits(6)}`, account: rd.digits(rd.int(8, 12)),
    iso: `${lf} ${ll}`, isoId: `ISO-${rd.digits(5)}`, isoPhone: phone(rd, ca),
    funders: rd.chance(0.6) ? Array.from({ length: rd.int(1, 2) }, () => ({ name: rd.pick(FUNDERS), balance: rd.int(40, 600) * 100, payment: rd.int(150, 2200) })) : [],
    refs: Array.from({ length: 2 }, () => ({ name: `${rd.pick(WORDS)} Supply`, phone: phone(rd, ca) })),
    owners, signDate: iso(2025, rd.int(1, 12), rd.int(1, 28)),
  };
}

/** The truth: what a careful person reads off the printed page (applications.md). */
export function truthOf(m: Model, show: { schedule: boolean }): TruthApplication {
  const ca = m.country === 'CA';
  const applicants: TruthApplicant[] = m.owners.map((o) => ({
    first_name: o.first, last_name: o.last, role: o.role, ownership: o.ownership, credit_score: o.score,
    tax_id: o.taxMasked ? null : o.taxId.replace(/\D/g, ''), tax_id_type: o.taxType, tax_id_country: m.country, date_of_birth: o.dob,
  }));
  return {
    trade_name: m.dba && m.dba !== m.legal ? m.dba : null, legal_name: m.legal, type_of_entity: m.entityId, industry: m.industryId,
    business_tax_id: m.taxIdDigits, business_tax_id_country: m.country, business_tax_id_type: m.taxIdType, state_region: m.region,
    country: ca ? 'Canada' : 'United States', requested_amount: m.amount,
    requested_payment: show.schedule ? m.payment : null, number_of_payments: show.schedule ? m.payments : null, payment_frequency: show.schedule ? m.frequency : null,
    business_start_date: m.startDate, applicants,
  };
}
