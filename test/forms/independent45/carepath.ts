// CarePath Provider Funding: a home-health / medical-transport agency's application. NPI, Medicaid provider and
// Medicare numbers, the administrator and director of nursing (staff, not owners), the payer mix with monthly
// reimbursements, the billing company; owners may sign with credentials (`, RN`) that the truth drops.
import type { Rng } from '../../statements/generator/prng.ts';
import { dateText, day, iso, money, nameSets, owners, person, nameText, phone, round } from './data.ts';
import { tradeOf, amountSets, dbaSets, entitySets, freqSets, industrySets, legalSets, merchant, signatures, startSets, stateSets } from './common.ts';
import type { Trade } from './common.ts';
import type { Sheet } from './sheet.ts';

const PAYERS = ['Medicaid (fee-for-service)', 'Molina Healthcare', 'UnitedHealthcare Community Plan', 'Sunshine Health', 'Medicare Part A', 'VA Community Care',
  'Private pay', 'Aetna Better Health', 'ModivCare (broker)', 'MTM Inc. (broker)'];

// Each trade: the name's stem and the type of business it prints, with the industry id applications.md's rule gives.
const TRADES: readonly Trade[] = [
  ['Compassion First Home Health', 'Home health agency (skilled)', 'home_health_care'],
  ['Golden Hours Care', 'Home care agency - non-medical', 'home_health_care'],
  ['Silver Lining Home Care', 'Home care agency - non-medical', 'home_health_care'],
  ['Heartstrings Health Services', 'Caregiver agency / personal care', 'home_health_care'],
  ['MedRide Transit', 'Non-emergency medical transportation (NEMT)', 'taxi_limo_rideshare'],
  ['Open Arms Caregivers', 'Caregiver agency / personal care', 'home_health_care'],
  ['Riverbend Home Health', 'Home health agency (skilled)', 'home_health_care'],
  ['Magnolia Manor Residences', 'Assisted living residence', 'nursing_assisted_living']];

export async function carepath(s: Sheet, rng: Rng): Promise<void> {
  const os = owners(rng.fork('owners'), ['Owner', 'CEO', 'Administrator/Owner', 'Member', 'Director', 'President']);
  const cred = rng.fork('cred');
  for (const o of os) if (cred.chance(0.3) && !o.name.includes(',')) o.name = `${o.name}, ${cred.pick(['RN', 'LPN', 'MSN', 'BSN'])}`;
  const m = merchant(rng.fork('merchant'), tradeOf(rng, TRADES), os, [6, 3, 2, 0.5, 1, 0]);
  const r = rng.fork('trade');
  const amount = round(r.int(15, 400) * 1000, 1000), x = 40, w = 532;
  s.label('CarePath', x, 24, { size: 20, bold: true, color: '#1c6e8c' });
  s.label('PROVIDER FUNDING', x + 92, 32, { size: 9, bold: true, color: '#555' });
  s.label('Healthcare Provider Merchant Application  -  Home Health, Personal Care & Medical Transportation', x, 48, { size: 7.5 });
  s.label(`Deal # CP-${r.digits(5)}     Underwriter: ${nameText(person(r), r, false)}`, x + 330, 26, { size: 6.5 });
  s.line(x, 60, x + w, 60, 1.2);
  let y = 66;
  const head = (t: string): void => { s.label(t, x, y, { size: 8, bold: true, color: '#1c6e8c' }); y += 11; };
  head('I. PROVIDER');
  s.line_('Legal Business Name:', x, y, 300, m.legal, 'legal', legalSets(m));
  s.line_('DBA:', x + 306, y, 226, m.dbaText, 'dba', dbaSets(m)); y += 15;
  s.line_('Federal EIN:', x, y, 150, m.taxText, 'ein', m.taxSets);
  s.line_('Date of Inception:', x + 156, y, 150, m.startText, 'inception', startSets(m));
  s.line_('Service Line:', x + 312, y, 220, m.industryText, 'service', industrySets(m)); y += 15;
  s.line_('Street:', x, y, 230, m.addr.street, 'street');
  s.line_('City:', x + 236, y, 130, m.addr.city, 'city');
  s.line_('State:', x + 372, y, 64, m.addr.state, 'state', stateSets(m));
  s.line_('Zip:', x + 442, y, 90, m.addr.zip, 'zip'); y += 15;
  s.line_('Office Phone:', x, y, 170, m.phone, 'phone');
  s.line_('Fax:', x + 176, y, 130, phone(r), 'fax');
  s.line_('Email:', x + 312, y, 220, m.email, 'email'); y += 16;
  s.label('Ownership structure:', x, y + 1, { size: 7 });
  s.options(x + 75, y + 0.5, ['LLC', 'Corporation', 'S-Corp', 'Partnership', 'Sole Proprietor'], m.entity.box, 'entity', entitySets(m), 7);
  y += 16;
  head('II. PROVIDER NUMBERS & ACCREDITATION');
  s.line_('Type 2 NPI #:', x, y, 170, r.pick(['1', '1'] as const) + r.digits(9), 'npi');
  s.line_('Medicaid Provider #:', x + 176, y, 180, `${r.alnum(2, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}${r.digits(7)}`, 'medicaid');
  s.line_('Medicare PTAN / CCN:', x + 362, y, 170, r.chance(0.6) ? `${r.digits(2)}-${r.digits(4)}` : 'N/A', 'ptan'); y += 15;
  s.line_('State License #:', x, y, 170, `HHA${r.digits(6)}`, 'state_lic');
  s.line_('Accreditation:', x + 176, y, 180, r.pick(['CHAP', 'ACHC', 'The Joint Commission', 'None']), 'accred');
  s.line_('Patients / Trips per Month:', x + 362, y, 170, String(r.int(30, 2200)), 'census'); y += 15;
  const admin = person(r), don = person(r);
  s.line_('Administrator:', x, y, 260, `${nameText(admin, r, false)}${r.chance(0.5) ? ', MBA' : ''}`, 'administrator');
  s.line_('Director of Nursing / Ops Mgr:', x + 266, y, 266, `${nameText(don, r, false)}, RN`, 'don'); y += 15;
  s.line_('Billing Company:', x, y, 260, r.pick(['Axxess RCM', 'MedBillPro LLC', 'Kinnser Billing Services', 'in-house']), 'billing');
  s.line_('Clearinghouse:', x + 266, y, 266, r.pick(['Availity', 'Change Healthcare', 'Office Ally', 'Waystar']), 'clearinghouse'); y += 20;
  head('III. PAYER MIX (trailing 6 months)');
  const payers = r.shuffle([...PAYERS]).slice(0, r.int(3, 5));
  y = s.table(x, y, [{ label: 'Payer / MCO / Broker', w: 170 }, { label: '% of Revenue', w: 60 }, { label: 'Avg. Monthly Reimbursement', w: 110 }, { label: 'Avg. Days to Pay', w: 80 }, { label: 'Provider / Contract #', w: 112 }],
    Array.from({ length: 5 }, (_, i) => payers[i] ? [payers[i]!, `${r.int(5, 60)}%`, money(round(r.int(4, 150) * 1000, 1), r), String(r.int(14, 75)), r.alnum(8)] : [null, null, null, null, null]), 'payer', 12);
  y += 10;
  head('IV. FUNDING REQUEST');
  const nPay = r.pick([60, 90, 120, 26, 39]), pay = round(amount * 1.33 / nPay, 1);
  const showN = r.chance(0.5), freq = r.pick(['Daily', 'Weekly', 'Bi-Weekly', null]);
  s.line_('Amount of Funding Requested: $', x, y, 210, money(amount, r).replace(/^\$\s?/, ''), 'amount', amountSets(amount));
  s.line_('Term (# of payments):', x + 216, y, 150, showN ? String(nPay) : null, 'term', showN ? { number_of_payments: nPay } : undefined);
  s.line_('Est. payment:', x + 372, y, 160, showN ? money(pay, r) : null, 'est_payment', showN ? { requested_payment: pay } : undefined); y += 15;
  s.label('Frequency:', x, y + 1, { size: 7 });
  s.options(x + 42, y + 0.5, ['Daily', 'Weekly', 'Bi-Weekly'], freq, 'freq', (f) => freqSets(f), 7);
  s.line_('Monthly Gross Receipts:', x + 230, y - 2, 302, money(round(r.int(40, 900) * 1000, 100), r), 'receipts'); y += 14;
  s.line_('Reason:', x, y, 532, r.pick(['Payroll while Medicaid MCO claims are pending', 'Two wheelchair vans', 'Open second branch office', 'Cover recoupment by MAC']), 'reason'); y += 15;
  s.line_('Outstanding advances (funder, balance):', x, y, 532, r.chance(0.5) ? `${r.pick(['Greenbox Capital', 'Fox Business Funding', 'Kalamata Capital'])}, ${money(round(r.int(8, 90) * 1000, 1), r)}` : 'None', 'outstanding'); y += 20;
  head('V. OWNERS (20% or more)');
  os.forEach((o, i) => {
    const rr = rng.fork(`o${i}`), k = `owner${i + 1}`;
    s.line_(`${i + 1}. Name:`, x, y, 210, o.name, `${k}_name`, nameSets(o, i));
    s.line_('Title:', x + 216, y, 120, o.title, `${k}_title`, { [`applicants[${i}].role`]: o.title });
    s.line_('Own %:', x + 342, y, 70, String(o.share), `${k}_pct`, { [`applicants[${i}].ownership`]: o.share });
    s.line_('DOB:', x + 418, y, 114, dateText(o.dob, rr), `${k}_dob`, { [`applicants[${i}].date_of_birth`]: iso(o.dob) }); y += 14;
    s.line_('SSN:', x + 12, y, 140, o.tax.text, `${k}_ssn`, o.tax.sets);
    s.line_('Home:', x + 158, y, 280, `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}`, `${k}_home`);
    s.line_('FICO:', x + 444, y, 88, o.fico === null ? null : String(o.fico), `${k}_fico`, o.fico === null ? undefined : { [`applicants[${i}].credit_score`]: o.fico }); y += 17;
  });
  if (os.length > 2) { s.addPage(); y = 40; }
  y += 4;
  head('VI. BANK');
  s.line_('Bank:', x, y, 200, r.pick(['Synovus', 'Regions', 'BankUnited', 'Frost Bank']), 'bank');
  s.line_('Routing:', x + 206, y, 150, `0${r.digits(8)}`, 'routing');
  s.line_('Account:', x + 362, y, 170, r.digits(11), 'account'); y += 20;
  s.para('HIPAA NOTICE: Do not attach patient records or protected health information. Remittance advices may be provided with patient identifiers redacted.', x, y, w, 6);
  signatures(s, r, os, 'CarePath Provider Funding', x, s.doc.y + 8, w, day(r, 2025, 2025));
}
