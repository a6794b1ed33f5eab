// Layout "keystone-contractor": Keystone Bid & Build Capital, a funder for contractors in the U.S. and Canada. Two
// pages of heavy grey boxes; owners in a table as `Last, First M.`. Hard: contractor licence number, bonding company,
// bonding capacity, largest project and backlog amounts beside the requested amount; trade references with their
// own account numbers; some forms give only "years in business" (no start date is then read).
import type { Rng } from '../../statements/generator/prng.ts';
import { Guard, makeMerchant, type Merchant, type Theme } from './data.ts';
import type { Sheet } from './draw.ts';
import * as I from './ids.ts';
import * as N from './names.ts';
import { band, blank, decoy, row, values, type Val } from './parts.ts';

export const CONTRACTOR: Theme = {
  words: N.NAME_WORDS.contractor, tails: N.NAME_WORDS.contractorTail, caShare: 0.3, amount: [20000, 400000],
  industries: [['General contractor', 'general_contractor'], ['Custom home builder', 'general_contractor'],
    ['Kitchen & bath remodeler', 'general_contractor'], ['Commercial construction company', 'general_contractor'],
    ['Roofing contractor', 'specialty_trade_contractor'], ['Electrical contractor', 'specialty_trade_contractor'],
    ['Plumbing & HVAC', 'specialty_trade_contractor'], ['Concrete & masonry', 'specialty_trade_contractor'],
    ['Drywall subcontractor', 'specialty_trade_contractor'], ['Solar panel installer', 'solar_installer'], ['Landscaper & snow removal', 'landscaping']],
  usEntities: ['llc', 'llc', 'c_corporation', 's_corporation', 'sole_proprietorship', 'general_partnership', 'limited_partnership'],
  caEntities: ['ca_corporation', 'ca_corporation', 'sole_proprietorship', 'general_partnership', 'cooperative', 'ca_ulc'],
  roles: ['President', 'Owner', 'Estimator / Owner', 'Vice President', 'Project Manager', 'Treasurer', 'Superintendent'],
};

const GREY = '#3d3d3d';

export function drawContractor(sh: Sheet, rng: Rng): Merchant {
  const m = makeMerchant(rng, CONTRACTOR);
  const g = new Guard(m);
  const ca = m.country === 'CA';
  const v = values(rng, m, { date: ca ? rng.pick(['iso', 'long'] as const) : rng.pick(['mdy', 'long', 'mdy2'] as const), dob: ca ? 'iso' : 'mdy', name: 'lastfirst', pct: 'plain', maskShare: 0.25 });
  const money = (lo: number, hi: number) => I.money(rng, Number(g.fresh(() => String(rng.int(lo, hi) * 1000))), m.country);
  const yearsOnly = rng.chance(0.35) && !g.clash(String(Math.max(1, 2024 - m.start.y))), printCredit = rng.chance(0.6), printPayment = rng.chance(0.7);
  const years = yearsOnly ? decoy('years_in_business', 'Years in business', g.fresh(() => String(Math.max(1, 2024 - m.start.y)))) : null;
  sh.newPage();
  sh.rect(36, 28, 44, 44, { fill: GREY });
  sh.text('KB', 44, 40, { size: 18, bold: true, color: '#f2b631' });
  sh.text('KEYSTONE BID & BUILD CAPITAL', 90, 32, { size: 14, bold: true, color: GREY });
  sh.text('Contractor Funding Application  -  receivables purchase, not a loan', 90, 52, { size: 8.5 });
  sh.text(`Form KBB-C${ca ? '-CA' : ''}`, 500, 32, { size: 7, color: '#777' });
  let y = band(sh, 'COMPANY', 84, GREY);
  y = row(sh, y, 27, [[340, 'Legal name of company', v.legal], [200, 'Entity type (LLC, Inc., etc.)', v.entity]]);
  y = row(sh, y, 27, [[270, ca ? 'Operating name' : 'DBA', v.dba], [270, 'Trade / specialty', v.industry]]);
  y = row(sh, y, 27, [[150, v.tax.spec.label, v.tax], [130, ca ? 'Contractor licence #' : 'Contractor license #',
    decoy('contractor_license', 'Contractor license', g.fresh(() => ca ? `LIC-${rng.digits(7)}` : rng.pick([`#${rng.int(100000, 1099999)}`, `ROC ${rng.digits(6)}`, `CGC${rng.digits(7)}`])))],
  [80, 'License class', decoy('license_class', 'License class', rng.pick(['A', 'B', 'C-10', 'C-39', 'Class I', 'Unlimited']))],
  [180, 'Bonding company (surety)', decoy('bonding_company', 'Surety', rng.pick(N.SURETIES))]]);
  y = row(sh, y, 27, [[200, 'Street address', decoy('business_street', 'Street', g.fresh(() => `${rng.int(10, 9870)} ${rng.pick(N.STREETS)}`))],
    [220, ca ? 'City, Province, Postal code' : 'City, State, ZIP', v.city], [120, 'Office phone', decoy('business_phone', 'Phone', m.phone)]]);
  y = row(sh, y, 27, [[130, yearsOnly ? 'Years in business' : 'Date established', yearsOnly ? years : v.start],
    [130, 'Bonding capacity (single / aggregate)', decoy('bond_capacity', 'Bonding capacity', `${money(250, 2000)} / ${money(2100, 9000)}`)],
    [140, 'Largest project completed', decoy('largest_project', 'Largest project', money(90, 4800))],
    [140, 'Current backlog', decoy('backlog', 'Backlog', money(40, 3000))]]);
  sh.text('Work type:', 38, y + 6, { size: 7.5, bold: true });
  let at = 90;
  const gc = m.industry[1] === 'general_contractor';
  for (const [label, on] of [['General contractor', gc], ['Subcontractor', !gc], ['Residential', rng.chance(0.6)], ['Commercial', rng.chance(0.5)]] as const) {
    at += sh.check(null, label, at, y + 5, on, `work_${label}`);
  }
  y += 22;
  y = band(sh, 'FUNDING REQUEST', y, GREY);
  y = row(sh, y, 27, [[150, 'Amount requested', v.requested], [130, 'Desired payment', printPayment ? v.payment : null],
    [110, 'Payment frequency', printPayment ? v.freq : null], [150, 'Use of funds', decoy('use_of_funds', 'Use', rng.pick(['Materials for awarded job', 'Equipment purchase', 'Payroll', 'Retainage gap']))]]);
  y = band(sh, 'OWNERS (20% or more)', y + 8, GREY);
  const cols: [string, number][] = [['Owner name (Last, First M.)', 160], ['Title', 90], ['% Owned', 50], [ca ? 'SIN' : 'SSN', 90], ['Date of birth', 80], ['Credit score', 70]];
  let x = 36;
  for (const [label, w] of cols) { sh.rect(x, y, w, 13, { fill: '#e6e6e6', stroke: GREY }); sh.text(label, x + 2, y + 3.5, { size: 6.5, bold: true }); x += w; }
  y += 13;
  v.owners.forEach((o) => {
    const cells: (Val | null)[] = [o.name, o.role, o.pct, o.tax, o.dob, printCredit ? o.credit : null];
    x = 36;
    cols.forEach(([, w], c) => {
      sh.rect(x, y, w, 18, { stroke: GREY });
      const val = cells[c];
      if (val) sh.value(val.spec, val.text, x + 1, y + 2.5, w - 2, 13);
      x += w;
    });
    y += 18;
    sh.rect(36, y, 540, 16, { stroke: GREY });
    sh.text('Home address:', 39, y + 5, { size: 6.5 });
    sh.value(o.home.spec, o.home.text, 90, y + 1.5, 480, 13);
    y += 16;
  });
  sh.text('Page 1 of 2', 36, 762, { size: 6.5, color: '#777' });
  sh.newPage();
  y = band(sh, 'TRADE REFERENCES (suppliers)', 40, GREY);
  y = row(sh, y, 14, [[170, 'Supplier', null], [130, 'Contact', null], [110, 'Phone', null], [130, 'Account #', null]]);
  for (let i = 0; i < 2; i++) {
    y = row(sh, y, 20, [[170, '', decoy(`reference_${i}`, 'Supplier', rng.pick(i ? N.SUPPLIERS.slice(4) : N.SUPPLIERS.slice(0, 2)))],
      [130, '', decoy(`reference_contact_${i}`, 'Contact', g.person(rng))], [110, '', decoy(`reference_phone_${i}`, 'Phone', g.fresh(() => I.usPhone(rng)))],
      [130, '', decoy(`reference_account_${i}`, 'Account', g.fresh(() => `${rng.pick(['AC', 'K', 'SUP'])}-${rng.digits(6)}`))]]);
  }
  y = band(sh, 'EXISTING ADVANCES / EQUIPMENT FINANCING', y + 10, GREY);
  const nAdv = rng.int(0, 2);
  for (let i = 0; i < 2; i++) {
    const has = i < nAdv;
    y = row(sh, y, 24, [[240, `Funder / lender ${i + 1}`, has ? decoy(`existing_funder_${i}`, 'Funder', rng.pick(N.FUNDERS)) : null],
      [150, 'Balance', has ? decoy(`existing_balance_${i}`, 'Balance', money(5, 150)) : null], [150, 'Payment', has ? decoy(`existing_payment_${i}`, 'Payment', I.money(rng, Number(g.fresh(() => String(rng.int(120, 3900)))), m.country, true)) : null]]);
  }
  y = band(sh, 'BANK & BROKER', y + 10, GREY);
  y = row(sh, y, 24, [[200, 'Bank', decoy('bank_name', 'Bank', rng.pick(N.BANKS))], [150, ca ? 'Transit-Institution' : 'ABA routing',
    decoy('bank_routing', 'Routing', g.fresh(() => ca ? `${rng.digits(5)}-${rng.digits(3)}` : I.aba(rng)))], [190, 'Account', decoy('bank_account', 'Account', g.fresh(() => rng.digits(rng.int(8, 12))))]]);
  y = row(sh, y, 24, [[200, 'Broker / ISO', decoy('iso_office', 'ISO office', rng.pick(N.ISO_SHOPS))], [200, 'Broker contact', decoy('iso_rep', 'ISO rep', g.person(rng))], [140, 'Broker phone', decoy('iso_phone', 'ISO phone', g.fresh(() => I.usPhone(rng)))]]);
  sh.text(`Each owner signing below certifies this application is complete and true, authorizes Keystone Bid & Build Capital to obtain credit reports, contact the references and surety above and verify bank records${ca ? ', and consents to the collection and use of personal information under PIPEDA' : ''}.`, 36, y + 10, { size: 7, width: 540 });
  y += 46;
  blank(sh, 36, y, 300, 'Signature');
  blank(sh, 360, y, 216, 'Title');
  sh.text('Page 2 of 2', 36, 762, { size: 6.5, color: '#777' });
  return m;
}
