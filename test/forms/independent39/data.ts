// Merchants of set 39: medical, dental, veterinary, chiropractic / physical therapy, law and accounting practices, with
// their owners (credentials printed with the names) and the people and numbers such paper brings (NPI, DEA, licences,
// billing company, office manager, landlord, referring physicians, bank, existing funders).
import { Rng } from '../../statements/generator/prng.ts';
import * as n from './numbers.ts';

export type Kind = 'medical' | 'dental' | 'vet' | 'chiro' | 'pt' | 'law' | 'cpa';

interface KindInfo { creds: string[]; industry: [string, string][]; names: string[]; roles: string[]; software: string[]; licence: string }
export const KINDS: Record<Kind, KindInfo> = {
  medical: { creds: ['MD', 'DO', 'MD, FACP', 'MD, FAAP'], licence: 'Medical Lic.',
    industry: [['Medical office - internal medicine', 'medical_practice'], ['Urgent care', 'medical_practice'], ['Physician practice (pediatrics)', 'medical_practice'],
      ['Dermatology clinic', 'medical_practice'], ['Healthcare practice - family medicine', 'medical_practice']],
    names: ['Family Medicine', 'Internal Medicine Associates', 'Pediatrics', 'Dermatology', 'Primary Care', 'Medical Group'],
    roles: ['President / Medical Director', 'Owner', 'Managing Member', 'President', 'Shareholder'], software: ['athenahealth', 'eClinicalWorks', 'NextGen', 'Kareo', 'AdvancedMD'] },
  dental: { creds: ['DDS', 'DMD', 'DDS, MS'], licence: 'Dental Lic.',
    industry: [['General dentist', 'dental_practice'], ['Dental office', 'dental_practice'], ['Orthodontist', 'dental_practice'], ['Oral surgeon', 'dental_practice'],
      ['Dental practice - cosmetic', 'dental_practice']],
    names: ['Family Dentistry', 'Dental Arts', 'Smile Studio', 'Orthodontics', 'Dental Care', 'Oral Surgery'],
    roles: ['Owner / Dentist', 'President', 'Managing Member', 'Owner', 'Partner'], software: ['Dentrix', 'Eaglesoft', 'Open Dental', 'Curve Dental', 'Denticon'] },
  vet: { creds: ['DVM', 'VMD', 'DVM, DACVS'], licence: 'Vet Lic.',
    industry: [['Veterinary clinic', 'veterinary'], ['Animal hospital', 'veterinary'], ['Small animal veterinarian', 'veterinary'], ['Equine vet', 'veterinary']],
    names: ['Animal Hospital', 'Veterinary Clinic', 'Pet Hospital', 'Veterinary Associates', 'Equine Center'],
    roles: ['Owner / Chief of Staff', 'Owner', 'Managing Member', 'President', 'Partner'], software: ['AVImark', 'Cornerstone', 'ezyVet', 'Impromed', 'Shepherd'] },
  chiro: { creds: ['DC', 'DC, CCSP'], licence: 'Chiro Lic.',
    industry: [['Chiropractor', 'medical_practice'], ['Chiropractic clinic', 'medical_practice'], ['Chiropractor / wellness center', 'medical_practice']],
    names: ['Chiropractic', 'Spine & Wellness', 'Chiropractic Center', 'Back & Neck Clinic'],
    roles: ['Owner', 'President', 'Clinic Director', 'Managing Member'], software: ['ChiroTouch', 'Jane', 'ECLIPSE', 'ChiroFusion'] },
  pt: { creds: ['DPT', 'PT, DPT', 'DPT, OCS', 'PT, PhD'], licence: 'PT Lic.',
    industry: [['Physical therapy clinic', 'medical_practice'], ['Outpatient physical therapy', 'medical_practice'], ['Physical therapy & sports rehab', 'medical_practice']],
    names: ['Physical Therapy', 'Sports Rehab', 'Rehab & Performance', 'Physical Therapy Associates'],
    roles: ['Owner', 'Clinic Director', 'President', 'Managing Member'], software: ['WebPT', 'Raintree', 'Prompt', 'TheraOffice'] },
  law: { creds: ['Esq.', 'Esq.', 'JD'], licence: 'Bar No.',
    industry: [['Law firm', 'law_firm'], ['Attorney - personal injury', 'law_firm'], ['Law office (family law)', 'law_firm'], ['Legal services - immigration', 'law_firm']],
    names: ['Law Group', 'Law Offices', 'Legal', '& Associates', 'Injury Lawyers'],
    roles: ['Managing Partner', 'Partner', 'Principal Attorney', 'Owner', 'Shareholder'], software: ['Clio', 'MyCase', 'PracticePanther', 'Smokeball'] },
  cpa: { creds: ['CPA', 'CPA, CFP', 'EA'], licence: 'CPA Lic.',
    industry: [['CPA firm', 'professional_services'], ['Accountant / tax preparation', 'professional_services'], ['Bookkeeping & payroll', 'professional_services']],
    names: ['Tax & Accounting', 'CPAs', 'Accounting Group', 'Advisors', '& Company'],
    roles: ['Managing Partner', 'Partner', 'Owner', 'President', 'Principal'], software: ['QuickBooks Online', 'Drake Tax', 'UltraTax CS', 'Karbon'] },
};

const FIRST = ['Anita', 'Rajesh', 'Maria', 'David', 'Sarah', 'Michael', 'Priya', 'Kevin', 'Elena', 'James', 'Nadia', 'Thomas', 'Grace', 'Omar', 'Lauren',
  'Daniel', 'Mei', 'Carlos', 'Rachel', 'Samuel', 'Fatima', 'Brian', 'Hannah', 'Victor', 'Chloe', 'Andre', 'Leah', 'Jonathan'];
const LAST = ['Patel', 'Nguyen', 'Okafor', 'Goldberg', 'Castillo', 'Brennan', 'Kowalski', 'Shah', 'Whitfield', 'Moreno-Ruiz', 'De La Cruz', 'Lindqvist',
  "O'Connell", 'Haddad', 'Chen', 'Abernathy', 'van der Berg', 'Singh', 'Rosenthal', 'Fitzgerald', 'Iwasaki', 'Delgado', 'Baptiste', 'Mwangi'];
const STREETS = ['Medical Center Dr', 'Professional Pkwy', 'Hospital Blvd', 'Wellness Way', 'Main St', 'Park Ave', 'Commerce Dr', 'Oak St', 'Riverside Dr'];
export const US_PLACES: [string, string, string][] = [['Tampa', 'FL', '336'], ['Austin', 'TX', '787'], ['Columbus', 'OH', '432'], ['Charlotte', 'NC', '282'],
  ['Phoenix', 'AZ', '850'], ['Denver', 'CO', '802'], ['Edison', 'NJ', '088'], ['Garden City', 'NY', '115'], ['Marietta', 'GA', '300'], ['Troy', 'MI', '480'],
  ['Bellevue', 'WA', '980'], ['Nashville', 'TN', '372'], ['Fresno', 'CA', '937'], ['Overland Park', 'KS', '662'], ['Scottsdale', 'AZ', '852']];
const FUNDERS = ['Pearl Street Capital', 'Fox Run Funding', 'Greenbridge Advance', 'Ironwood Receivables', 'Lakeshore Business Capital', 'Rapid Lane Funding'];
const BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'PNC Bank', 'Truist', 'TD Bank', 'Regions Bank', 'Live Oak Bank'];
const BILLERS = ['MedBill Solutions LLC', 'ClaimRight RCM', 'Precision Revenue Cycle', 'ProClaim Billing Services', 'Apex Medical Billing', 'Summit RCM Partners'];
const MGMT = ['Medical Arts Building LLC', 'Parkview Professional Plaza', 'HealthPoint Properties', 'Centre Medical Office Partners', 'Lakeside MOB Holdings'];
const PAYERS = ['Medicare', 'Medicaid', 'BCBS', 'Aetna', 'UnitedHealthcare', 'Cigna', 'Humana', 'Tricare', 'Self-pay'];

export interface Owner { first: string; middle: string; last: string; cred: string; prefix: string; role: string; pct: number; ssn: string; dob: string;
  score: number; home: string; cell: string; npi: string; licence: string; dea: string; email: string }
export interface Person { name: string; phone: string }
export interface Merchant {
  kind: Kind; legal: string; dba: string | null; entity: string; entityId: string; industryText: string; industryId: string;
  ein: string; start: string; street: string; city: string; state: string; zip: string; phone: string; amount: number;
  owners: Owner[]; groupNpi: string; software: string; payers: string; billing: Person; manager: Person; landlord: Person; rent: string;
  referrers: string[]; bank: string; routing: string; account: string; funders: { name: string; balance: string; payment: string }[];
  monthly: string; incState: string; employees: number; providers: number; years: string;
}

export function money(v: number, cents = false): string {
  return '$' + v.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
}

export function phone(r: Rng, area?: string): string { return `(${area ?? r.int(201, 989)}) ${r.int(201, 989)}-${r.digits(4)}`; }

function owner(r: Rng, kind: Kind, pct: number, state: string, city: string): Owner {
  const first = r.pick(FIRST), last = r.pick(LAST), info = KINDS[kind];
  const cred = r.pick(info.creds);
  return { first, last, middle: r.chance(0.5) ? `${String.fromCharCode(65 + r.int(0, 25))}.` : '', cred, prefix: ['law', 'cpa'].includes(kind) ? '' : 'Dr.',
    role: r.pick(info.roles), pct, ssn: n.ssn(r), dob: n.dob(r), score: r.int(600, 815), email: `${first[0]!.toLowerCase()}${last.replace(/[^A-Za-z]/g, '').toLowerCase()}@gmail.com`,
    home: `${r.int(10, 9899)} ${r.pick(['Willow Ln', 'Birch Ct', 'Lakeview Dr', 'Summit Ave', 'Hunters Run'])}, ${r.chance(0.6) ? city : r.pick(['Riverview', 'Fairfield', 'Oak Hill', 'Westfield'])}, ${state} ${r.digits(5)}`,
    cell: phone(r), npi: n.npi(r), licence: n.licence(r, kind), dea: n.dea(r, last) };
}

export function shares(r: Rng, k: number): number[] {
  if (k === 1) return [r.pick([100, 100, 100, 51, 80])];
  if (k === 2) { const a = r.pick([50, 60, 51, 70]); return [a, 100 - a]; }
  if (k === 3) return r.pick([[34, 33, 33], [40, 30, 30], [50, 25, 25]]);
  return [25, 25, 25, 25];
}

export function entityFor(r: Rng, kind: Kind): [string, string, string] {
  const opts: [string, string, string][] = kind === 'law' ? [['LLP', 'llp', ', LLP'], ['P.C.', 'professional_corporation', ', P.C.'], ['PLLC', 'pllc', ', PLLC'], ['P.A.', 'professional_corporation', ', P.A.']]
    : kind === 'cpa' ? [['LLP', 'llp', ' LLP'], ['PLLC', 'pllc', ', PLLC'], ['PC', 'professional_corporation', ', PC'], ['LLC', 'llc', ', LLC']]
      : [['PC', 'professional_corporation', ', P.C.'], ['PLLC', 'pllc', ', PLLC'], ['PA', 'professional_corporation', ', P.A.'], ['LLC', 'llc', ', LLC'],
        ['Professional Corporation', 'professional_corporation', ', a Professional Corporation'], ['S Corp', 's_corporation', ', Inc.']];
  return r.pick(opts);
}

export function merchant(r: Rng, kind: Kind, maxOwners = 4): Merchant {
  const [city, state, zip3] = r.pick(US_PLACES), info = KINDS[kind];
  const k = r.weighted<number>([[1, 5], [2, 3], [3, 1], [4, 1]].filter(([v]) => (v ?? 1) <= maxOwners) as [number, number][]);
  const owners = shares(r, k).map((p) => owner(r, kind, p, state, city));
  const [entity, entityId, suffix] = entityFor(r, kind);
  const base = r.chance(0.5) ? `${owners[0]!.last}${owners[1] ? ` & ${owners[1].last}` : ''}` : r.pick(['Bayshore', 'Lakeside', 'Northpoint', 'Cedar Ridge', 'Harbor', 'Summit', 'Greenway']);
  const legal = `${base} ${r.pick(info.names)}${suffix}`;
  const [industryText, industryId] = r.pick(info.industry);
  const dba = r.chance(0.55) ? `${r.pick(['Bright', 'Premier', 'Complete', 'Advanced', 'Hometown', 'Coastal'])} ${r.pick(info.names)}` : null;
  const names = () => `Dr. ${r.pick(FIRST)} ${r.pick(LAST)}`;
  return { kind, legal, dba, entity, entityId, industryText, industryId, ein: n.ein(r), start: n.pastDate(r, 2, 24), street: `${r.int(100, 9800)} ${r.pick(STREETS)}, Suite ${r.int(100, 450)}`,
    city, state, zip: `${zip3}${r.digits(2)}`, phone: phone(r), amount: r.int(5, 70) * 5000, owners, groupNpi: n.npi(r), software: r.pick(info.software),
    payers: r.shuffle([...PAYERS]).slice(0, 3).map((p, i) => `${p} ${[45, 30, 25][i]}%`).join(', '), billing: { name: r.pick(BILLERS), phone: phone(r) },
    manager: { name: `${r.pick(FIRST)} ${r.pick(LAST)}`, phone: phone(r) }, landlord: { name: r.pick(MGMT), phone: phone(r) }, rent: money(r.int(35, 180) * 100),
    referrers: [names(), names()], bank: r.pick(BANKS), routing: n.routing(r), account: r.digits(r.int(9, 12)),
    funders: r.chance(0.5) ? [{ name: r.pick(FUNDERS), balance: money(r.int(8, 90) * 1000), payment: money(r.int(150, 1400)) }] : [],
    monthly: money(r.int(45, 600) * 1000), incState: r.chance(0.7) ? state : r.pick(['DE', 'NV', 'WY']), employees: r.pick([7, 11, 14, 17, 19, 22, 23, 29, 31, 38, 41, 43, 47]), providers: r.int(1, 9),
    years: String(r.int(2, 24)) };
}

/** The printed owner's name with the title and credentials real paper carries. */
export function fullName(o: Owner, style: 'dr' | 'plain' | 'cred' = 'dr'): string {
  const core = `${o.first}${o.middle ? ` ${o.middle}` : ''} ${o.last}`;
  if (style === 'plain') return core;
  if (style === 'cred') return `${core}, ${o.cred}`;
  return o.prefix ? `${o.prefix} ${core}` : `${core}, ${o.cred}`;
}
