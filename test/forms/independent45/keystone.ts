// Keystone Contractor Funding: a construction advance on ruled lines, with the contractor's licence, the surety and
// its agent, the general contractors worked for and a schedule of jobs in progress full of contract amounts and
// retainage. Its fillable version names fields Text1, Text2 ... as many real PDFs do.
import type { Rng } from '../../statements/generator/prng.ts';
import { dateText, day, money, owners, person, nameText, phone, round } from './data.ts';
import { tradeOf, amountSets, dbaSets, entitySets, freqSets, industrySets, legalSets, merchant, ownerTable, signatures, startSets, stateSets } from './common.ts';
import type { Trade } from './common.ts';
import type { Sheet } from './sheet.ts';

const GCS = ['Turner Construction', 'Skanska USA Building', 'Whiting-Turner', 'Hensel Phelps', 'Brasfield & Gorrie', 'McCarthy Building Cos.',
  'Gilbane Building Co.', 'DPR Construction', 'Barton Malow', 'Clayco', 'Pepper Construction', 'Haskell Company'];
const PROJECTS = ['Riverside Medical Office Bldg', 'Lincoln Elementary Addition', 'Hwy 20 Distribution Ctr', 'Walnut Creek Apartments Ph II', 'County Jail HVAC Retrofit',
  'St. Luke Parish Hall', 'Dollar General #22871', 'Marriott TownePlace Suites', 'Fire Station No. 6', 'Amazon DSP Station Fit-out'];
const SURETIES = ['Travelers Casualty & Surety', 'Liberty Mutual Surety', 'CNA Surety', 'Merchants Bonding Company', 'Old Republic Surety', 'Zurich Surety'];

// Each trade: the name's stem and the type of business it prints, with the industry id applications.md's rule gives.
const TRADES: readonly Trade[] = [
  ['Summit Ridge Builders', 'General contractor - commercial', 'general_contractor'],
  ['Allegheny Mechanical', 'HVAC / mechanical', 'specialty_trade_contractor'],
  ['Brightline Electric', 'Electrical contractor', 'specialty_trade_contractor'],
  ['Cornerstone Concrete', 'Concrete & site work', 'specialty_trade_contractor'],
  ['Tri-County Roofing', 'Commercial roofing', 'specialty_trade_contractor'],
  ['Ironwood Framing', 'Drywall & framing subcontractor', 'specialty_trade_contractor'],
  ['Clearwater Plumbing', 'Plumbing contractor', 'specialty_trade_contractor'],
  ['Granite Peak Construction', 'General contractor - commercial', 'general_contractor'],
  ['Heartland Homes', 'Custom home builder', 'general_contractor']];

export async function keystone(s: Sheet, rng: Rng): Promise<void> {
  const os = owners(rng.fork('owners'), ['President', 'Vice President', 'Secretary/Treasurer', 'Member', 'Owner', 'Partner'], undefined);
  const m = merchant(rng.fork('merchant'), tradeOf(rng, TRADES), os, [5, 4, 3, 1, 1, 0]);
  const r = rng.fork('trade');
  const amount = round(r.int(25, 500) * 1000, 2500), x = 36, w = 540;
  s.doc.rect(x, 26, w, 40).fill('#1f3a5f');
  s.label('KEYSTONE CONTRACTOR FUNDING', x + 10, 32, { size: 15, bold: true, color: '#fff' });
  s.label('CONTRACTOR ADVANCE APPLICATION  &  SCHEDULE OF WORK IN PROGRESS', x + 10, 51, { size: 7.5, color: '#fff' });
  s.label('Submit with 4 months bank statements, WIP schedule and most recent AIA G702/G703 pay applications.', x + 300, 32, { size: 6, width: 230, color: '#fff' });
  let y = 74;
  s.label('1. CONTRACTOR', x, y, { size: 8, bold: true }); y += 10;
  s.line_('Legal Name of Contractor:', x, y, 330, m.legal, 'legal', legalSets(m));
  s.line_('D/B/A:', x + 338, y, 202, m.dbaText, 'dba', dbaSets(m)); y += 15;
  s.line_('Contractor License #:', x, y, 170, `${r.pick(['EC', 'RC', 'CGC', 'MC', 'PC'])}${r.digits(7)}`, 'license');
  s.line_('Class:', x + 176, y, 90, r.pick(['A - General', 'C-10', 'C-39', 'Unlimited', 'Class B']), 'license_class');
  s.line_('Expires:', x + 272, y, 100, dateText(day(r, 2025, 2027), r), 'license_exp');
  s.line_('FEIN:', x + 378, y, 162, m.taxText, 'fein', m.taxSets); y += 15;
  s.line_('Business Address:', x, y, 260, m.addr.street, 'street');
  s.line_('City:', x + 266, y, 120, m.addr.city, 'city');
  s.line_('State:', x + 392, y, 60, m.addr.state, 'state', stateSets(m));
  s.line_('Zip:', x + 458, y, 82, m.addr.zip, 'zip'); y += 15;
  s.line_('Date Established:', x, y, 150, m.startText, 'established', startSets(m));
  s.line_('Phone:', x + 156, y, 130, m.phone, 'phone');
  s.line_('Trade / Specialty:', x + 292, y, 248, m.industryText, 'trade', industrySets(m)); y += 16;
  s.label('Entity Type:', x, y + 1, { size: 7 });
  s.options(x + 50, y + 0.5, ['Corporation', 'S-Corp', 'LLC', 'Partnership', 'Sole Proprietor'], m.entity.box, 'entity', entitySets(m), 7);
  s.label('Union shop:', x + 380, y + 1, { size: 7 });
  s.options(x + 425, y + 0.5, ['Yes', 'No'], r.pick(['Yes', 'No']), 'union', undefined, 7); y += 12;
  s.line_('Field Employees:', x, y, 130, String(r.int(4, 80)), 'field_emp');
  s.line_('Office Employees:', x + 136, y, 130, String(r.int(1, 12)), 'office_emp');
  s.line_('Revenue Last FY:', x + 272, y, 130, money(round(r.int(600, 9000) * 1000, 1000), r), 'revenue');
  s.line_('Current Backlog:', x + 408, y, 132, money(round(r.int(300, 6000) * 1000, 1000), r), 'backlog'); y += 20;
  s.label('2. BONDING & INSURANCE', x, y, { size: 8, bold: true }); y += 10;
  const agent = person(r);
  s.line_('Surety / Bonding Company:', x, y, 290, r.pick(SURETIES), 'surety');
  s.line_('Surety Agent:', x + 296, y, 244, nameText(agent, r, false), 'surety_agent'); y += 15;
  s.line_('Agency:', x, y, 200, `${agent.last} ${r.pick(['Insurance Group', 'Bonding & Insurance', 'Agency Inc.'])}`, 'agency');
  s.line_('Agent Phone:', x + 206, y, 140, phone(r), 'agent_phone');
  s.line_('Single Job Limit:', x + 352, y, 188, money(round(r.int(250, 5000) * 1000, 50000), r), 'single_limit'); y += 15;
  s.line_('Aggregate Bond Limit:', x, y, 180, money(round(r.int(1000, 15000) * 1000, 100000), r), 'agg_limit');
  s.line_('GL Carrier:', x + 186, y, 180, r.pick(['Hartford', 'Nationwide E&S', 'Markel', 'Berkley']), 'gl');
  s.line_("Workers' Comp Policy #:", x + 372, y, 168, `WC${r.digits(8)}`, 'wc'); y += 20;
  s.label('3. GENERAL CONTRACTORS / CUSTOMERS WORKED FOR (last 24 months)', x, y, { size: 8, bold: true }); y += 10;
  const gcs = r.shuffle([...GCS]);
  y = s.table(x, y, [{ label: 'General Contractor / Customer', w: 170 }, { label: 'Project Manager', w: 110 }, { label: 'Phone', w: 90 }, { label: '% of Volume', w: 60 }, { label: 'Years', w: 40 }, { label: 'Pays in (days)', w: 70 }],
    Array.from({ length: 4 }, (_, i) => i < r.int(2, 4) ? [gcs[i]!, nameText(person(r), r, false), phone(r), `${r.int(5, 40)}%`, String(r.int(1, 12)), String(r.pick([30, 45, 60, 75]))] : [null, null, null, null, null, null]), 'gc', 13);
  y += 10;
  s.label('4. SCHEDULE OF JOBS IN PROGRESS', x, y, { size: 8, bold: true });
  s.label('(attach additional sheets if needed; include retainage withheld by owner or GC)', x + 150, y + 1, { size: 6 }); y += 10;
  const projects = r.shuffle([...PROJECTS]);
  const jobs = Array.from({ length: 5 }, (_, i) => {
    if (i >= r.int(2, 5)) return [null, null, null, null, null, null, null];
    const contract = round(r.int(40, 2400) * 1000, 500), pct = r.int(10, 95), billed = round(contract * pct / 100, 1);
    return [projects[i]!, gcs[r.int(0, 5)]!, money(contract, r), `${pct}%`, money(billed, r), money(round(billed * r.pick([0.05, 0.1]), 1), r), dateText(day(r, 2025, 2026), r)];
  });
  y = s.table(x, y, [{ label: 'Project Name / Location', w: 130 }, { label: 'Owner / GC', w: 100 }, { label: 'Contract Amount', w: 70 }, { label: '% Complete', w: 45 }, { label: 'Billed to Date', w: 68 }, { label: 'Retainage Held', w: 62 }, { label: 'Est. Completion', w: 65 }], jobs, 'job', 13);
  y += 10;
  s.label('5. ADVANCE REQUEST', x, y, { size: 8, bold: true }); y += 10;
  const nPay = r.pick([40, 52, 60, 78, 104]), factor = r.pick([1.28, 1.32, 1.38, 1.42]);
  const pay = round(amount * factor / nPay, 1);
  const showPay = r.chance(0.6), showN = r.chance(0.6), freq = r.pick(['Weekly', 'Daily', 'Bi-Weekly', null]);
  s.line_('Advance Amount Requested:', x, y, 200, money(amount, r), 'amount', amountSets(amount));
  s.line_('Proposed Payment:', x + 206, y, 150, showPay ? money(pay, r) : null, 'payment', showPay ? { requested_payment: pay } : undefined);
  s.line_('No. of Payments:', x + 362, y, 178, showN ? String(nPay) : null, 'n_payments', showN ? { number_of_payments: nPay } : undefined); y += 15;
  s.label('Payment Frequency:', x, y + 1, { size: 7 });
  s.options(x + 72, y + 0.5, ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], freq, 'freq', (f) => freqSets(f), 7);
  s.line_('Purpose:', x + 280, y - 3, 260, r.pick(['Mobilization on new contract', 'Materials - copper & gear', 'Bridge retainage until closeout', 'Payroll during pay-app lag']), 'purpose'); y += 14;
  s.line_('Existing advances / lenders (name & balance):', x, y, 540, r.chance(0.6) ? `${r.pick(['Fundbox', 'Kapitus', 'Headway Capital', 'Pearl Capital'])} - ${money(round(r.int(5, 90) * 1000, 100), r)}` : 'None', 'existing');
  s.addPage();
  s.label('KEYSTONE CONTRACTOR FUNDING  -  Contractor Advance Application (continued)', x, 30, { size: 8, bold: true });
  y = 46;
  s.label('6. OWNERS / OFFICERS (list every owner of 20% or more; each signs a personal guaranty)', x, y, { size: 8, bold: true }); y += 10;
  y = ownerTable(s, rng.fork('ot'), os, x, y, w, 4) + 14;
  s.label('7. BANK & TRADE', x, y, { size: 8, bold: true }); y += 10;
  s.line_('Operating Bank:', x, y, 200, r.pick(['PNC Bank', 'Huntington National Bank', 'Fifth Third Bank', 'M&T Bank']), 'bank');
  s.line_('Routing #:', x + 206, y, 150, `0${r.digits(8)}`, 'routing');
  s.line_('Account #:', x + 362, y, 178, r.digits(10), 'account'); y += 15;
  s.line_('Major Supplier:', x, y, 270, r.pick(['Graybar Electric', 'Ferguson Enterprises', 'ABC Supply Co.', 'Johnstone Supply', 'US LBM']), 'supplier');
  s.line_('Supplier Acct # / Credit Line:', x + 276, y, 264, `${r.digits(6)} / ${money(round(r.int(25, 250) * 1000, 5000), r)}`, 'supplier_acct'); y += 15;
  s.line_('CPA / Accountant:', x, y, 270, `${nameText(person(r), r, false)}, CPA`, 'cpa');
  s.line_('CPA Phone:', x + 276, y, 264, phone(r), 'cpa_phone'); y += 22;
  signatures(s, r, os, 'Keystone Contractor Funding, LLC', x, y, w, day(r, 2025, 2025));
  s.label('KCF-CA Rev. 11/23', x, 768, { size: 5.5 });
}
