// Layout "keystone-build-us": Keystone Build Capital (Harrisburg), a construction-only broker whose form is an Excel
// sheet saved as PDF: grey label cells beside white value cells, Courier values. It prints the contractor licence,
// DUNS (nine digits, as an EIN may be), state sales-tax and workers' comp numbers, bonding limits, a work-in-progress
// table of contract amounts, and a desired weekly payment.
import { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, makeMerchant, money, phone, routing } from './data.ts';
import { Sheet, type Fields } from './sheet.ts';
import * as C from './common.ts';

const GRID = '#8a8a8a';

function xl(s: Sheet, x: number, y: number, lw: number, vw: number, label: string, key: string, text: string | null | undefined, f?: Fields, decoy = false): void {
  const d = s.doc;
  d.rect(x, y, lw, 16).fill('#e4e4e4');
  d.lineWidth(0.4).strokeColor(GRID).rect(x, y, lw, 16).stroke().rect(x + lw, y, vw, 16).stroke();
  s.label(label, x + 3, y + 5, { size: 7, font: 'Helvetica-Bold' });
  if (text) s.value(key, text, x + lw + 1, y + 1, vw - 2, 14, f, { decoy }); else s.blankField(key, x + lw + 1, y + 1, vw - 2, 14);
}
function banner(s: Sheet, y: number, t: string): void {
  s.doc.rect(30, y, 552, 15).fill('#1f4e79');
  s.label(t, 34, y + 4, { size: 8, font: 'Helvetica-Bold', color: '#fff' });
}

export async function keystone(s: Sheet, r: Rng): Promise<void> {
  const m = makeMerchant(r, 'US', 'contractor');
  const d = s.doc;
  s.addPage();
  d.rect(30, 28, 552, 34).fill('#1f4e79');
  s.label('KEYSTONE BUILD CAPITAL', 38, 33, { size: 15, font: 'Helvetica-Bold', color: '#fff' });
  s.label('CONTRACTOR FUNDING APPLICATION  -  Working capital against receivables, retainage & awarded contracts', 38, 50, { size: 7.5, color: '#dce6f1' });
  s.label('Fax/e-mail to: newdeals@keystonebuildcap.com  |  717-555-0162', 330, 66, { size: 7, width: 252, align: 'right' });
  let y = 78;
  xl(s, 30, y, 90, 186, 'Submitted by (ISO)', 'iso', r.pick(C.ISO_REPS), undefined, true);
  xl(s, 306, y, 90, 186, 'ISO # / Office', 'iso_no', `KBC-${r.digits(4)}`, undefined, true);
  y += 22;
  banner(s, y, 'SECTION A - COMPANY'); y += 15;
  xl(s, 30, y, 90, 462, 'Legal Company Name', 'legal', m.legal, C.legalF(m)); y += 16;
  xl(s, 30, y, 90, 462, 'DBA (if any)', 'dba', m.dba, C.dbaF(m)); y += 16;
  d.rect(30, y, 90, 16).fill('#e4e4e4');
  d.lineWidth(0.4).strokeColor(GRID).rect(30, y, 90, 16).stroke().rect(120, y, 462, 16).stroke();
  s.label('Entity Type', 33, y + 5, { size: 7, font: 'Helvetica-Bold' });
  const ents: [string, string][] = [['c_corporation', 'Corporation'], ['s_corporation', 'S-Corp'], ['llc', 'LLC'], ['general_partnership', 'Partnership'], ['sole_proprietorship', 'Sole Proprietor']];
  s.choices('entity', ents.map(([, l], i) => ({ label: l, x: 126 + i * 88, y: y + 4 })), ents.findIndex(([id]) => id === m.entity), C.entityF(m.entity), { radio: r.chance(0.5) });
  y += 16;
  let tin: string, tinF: Fields;
  if (m.taxType === 'EIN' && r.chance(0.35)) { tin = m.taxId; tinF = { 'application.business_tax_id': m.taxId, 'application.business_tax_id_type': 'EIN', 'application.business_tax_id_country': 'US' }; }
  else [tin, tinF] = C.bizTax(r, m);
  xl(s, 30, y, 90, 186, 'Federal Tax ID (EIN)', 'fein', tin, tinF);
  const duns = r.digits(9);
  xl(s, 306, y, 90, 186, 'DUNS #', 'duns', r.chance(0.5) ? duns : `${duns.slice(0, 2)}-${duns.slice(2, 5)}-${duns.slice(5)}`, undefined, true); y += 16;
  const lic = r.pick([`${m.region}-${r.pick(['GC', 'RC', 'EC', 'MC'])}${r.digits(6)}`, `${r.pick(['CGC', 'CCC', 'CAC', 'ROC', 'HIC'])}${r.digits(7)}`, `Lic. #${r.digits(6)} (${m.region})`]);
  xl(s, 30, y, 90, 186, "Contractor Lic. #", 'lic', lic, undefined, true);
  xl(s, 306, y, 90, 186, 'Lic. Class / Exp.', 'lic_class', `${r.pick(['Class A', 'Class B', 'C-39', 'C-10', 'Unlimited', 'Residential'])}  exp ${r.int(1, 12)}/${r.int(2026, 2028)}`, undefined, true); y += 16;
  xl(s, 30, y, 90, 186, 'State Sales/Use Tax #', 'sales_tax', `${r.digits(2)}-${r.digits(6)}-${r.digits(1)}`, undefined, true);
  xl(s, 306, y, 90, 186, 'State of Incorp.', 'inc_state', m.incState, undefined, true); y += 16;
  const startP = r.chance(0.8);
  xl(s, 30, y, 90, 186, 'Date Established', 'start', startP ? C.startText(r, m.start) : null, startP ? C.startF(m) : undefined);
  xl(s, 306, y, 90, 186, 'Trade / Type of Work', 'trade', m.industryText, C.industryF(m)); y += 16;
  xl(s, 30, y, 90, 462, 'Business Address', 'addr', m.street); y += 16;
  xl(s, 30, y, 90, 186, 'City', 'city', m.city);
  xl(s, 306, y, 40, 56, 'State', 'state', m.region, C.regionF(m));
  xl(s, 402, y, 40, 140, 'ZIP', 'zip', m.postal); y += 16;
  xl(s, 30, y, 90, 186, 'Office Phone', 'phone', m.phone);
  xl(s, 306, y, 90, 186, 'E-mail', 'email', m.email); y += 16;
  xl(s, 30, y, 90, 186, 'W-2 Employees', 'emp', String(m.employees), undefined, true);
  xl(s, 306, y, 90, 186, 'Union / Open Shop', 'union', r.pick(['Open shop', 'Union (Local 542)', 'Non-union', 'Union - IBEW 98']), undefined, true); y += 22;

  banner(s, y, 'SECTION B - BONDING & INSURANCE'); y += 15;
  const single = r.int(5, 80) * 25000;
  xl(s, 30, y, 90, 186, 'Surety Company', 'surety', r.pick(['Travelers Casualty & Surety', 'Liberty Mutual Surety', 'CNA Surety', 'Merchants Bonding Co.', 'Old Republic Surety']), undefined, true);
  xl(s, 306, y, 90, 186, 'Bonding Agent', 'bond_agent', r.pick(['Hanover Bond Agency', 'Marsh McLennan Agency', 'Lockton', 'IMA Surety']), undefined, true); y += 16;
  xl(s, 30, y, 90, 186, 'Single Job Limit', 'bond_single', money(single), undefined, true);
  xl(s, 306, y, 90, 186, 'Aggregate Limit', 'bond_agg', money(single * r.int(2, 4)), undefined, true); y += 16;
  xl(s, 30, y, 90, 186, 'GL Carrier / Policy #', 'gl', `${r.pick(['Hartford', 'Zurich', 'Nationwide', 'Erie Ins.'])} ${r.alnum(2)}${r.digits(8)}`, undefined, true);
  xl(s, 306, y, 90, 186, "Workers' Comp # / EMR", 'wc', `WC${r.digits(7)} / ${r.float(0.72, 1.25).toFixed(2)}`, undefined, true); y += 22;

  banner(s, y, 'SECTION C - FUNDING REQUEST'); y += 15;
  xl(s, 30, y, 90, 186, 'Amount Requested', 'amount', C.amountText(r, m.amount), C.amountF(m));
  xl(s, 306, y, 90, 186, 'Use of Funds', 'use', m.use); y += 16;
  const payP = r.chance(0.6);
  const nPay = r.pick([20, 26, 30, 40, 52]);
  const pay = Math.round((m.amount * r.float(1.25, 1.45)) / nPay / 10) * 10;
  xl(s, 30, y, 90, 186, 'Desired Weekly Pmt', 'weekly_pay', payP ? money(pay) : null, payP ? { 'application.requested_payment': pay, 'application.payment_frequency': 'weekly' } : undefined);
  const nP = payP && r.chance(0.5);
  xl(s, 306, y, 90, 186, '# of Weekly Pmts', 'n_pay', nP ? String(nPay) : null, nP ? { 'application.number_of_payments': nPay } : undefined); y += 16;
  xl(s, 30, y, 90, 186, 'Annual Revenue (LY)', 'rev', money(m.monthlySales * 12), undefined, true);
  xl(s, 306, y, 90, 186, 'Retainage Receivable', 'retainage', money(r.int(10, 400) * 1000), undefined, true); y += 22;

  banner(s, y, 'SECTION D - WORK IN PROGRESS / BACKLOG (largest jobs)'); y += 15;
  const wcols: [string, number, number][] = [['Project', 30, 170], ['GC / Owner', 200, 130], ['Contract $', 330, 90], ['% Complete', 420, 60], ['Billed to Date', 480, 102]];
  for (const [c, x, w] of wcols) { d.rect(x, y, w, 13).fill('#e4e4e4'); d.lineWidth(0.4).strokeColor(GRID).rect(x, y, w, 13).stroke(); s.label(c, x + 3, y + 3.5, { size: 7, font: 'Helvetica-Bold' }); }
  y += 13;
  const jobs = r.int(1, 4);
  const projects = r.shuffle(['Route 22 Retail Plaza', 'Cedar Crest Elementary', 'Riverside Lofts Ph. 2', 'St. Luke Medical Office', 'Dollar General #21874', 'Hampton Inn Reroof', 'Township Salt Dome']);
  for (let i = 0; i < 4; i++) {
    for (const [, x, w] of wcols) d.lineWidth(0.4).strokeColor(GRID).rect(x, y, w, 15).stroke();
    if (i < jobs) {
      const amt = r.int(4, 240) * 5000, pc = r.int(5, 95);
      s.value(`wip${i}_proj`, projects[i]!, 30, y, 170, 15, undefined, { decoy: true, size: 8 });
      s.value(`wip${i}_gc`, r.pick(['Turner Construction', 'Whiting-Turner', 'Gilbane', 'Owner-direct', 'Barton Malow', 'Wohlsen Constr.']), 200, y, 130, 15, undefined, { decoy: true, size: 8 });
      s.value(`wip${i}_amt`, money(amt), 330, y, 90, 15, undefined, { decoy: true, size: 8 });
      s.value(`wip${i}_pct`, `${pc}%`, 420, y, 60, 15, undefined, { decoy: true, size: 8 });
      s.value(`wip${i}_billed`, money(Math.round((amt * pc) / 100)), 480, y, 102, 15, undefined, { decoy: true, size: 8 });
    }
    y += 15;
  }
  s.label(`Keystone Build Capital  -  KBC Contractor App v4.2 (Jan 2026)  -  Sheet 1 of 2`, 30, 765, { size: 6.5, color: '#666' });

  s.addPage();
  y = 30;
  banner(s, y, 'SECTION E - OWNERS / GUARANTORS (each owner of 20% or more)'); y += 19;
  for (const [i, o] of m.owners.entries()) {
    const [tx, tf] = C.ownerTax(r, o, i);
    s.label(`OWNER ${i + 1}`, 30, y, { size: 7.5, font: 'Helvetica-Bold', color: '#1f4e79' }); y += 10;
    xl(s, 30, y, 90, 186, 'First Name', `o${i}_first`, o.first, C.firstF(o, i));
    xl(s, 306, y, 90, 186, 'Last Name', `o${i}_last`, o.last, C.lastF(o, i)); y += 16;
    xl(s, 30, y, 90, 186, 'Title', `o${i}_title`, o.title, C.roleF(o, i));
    xl(s, 306, y, 90, 186, 'Ownership %', `o${i}_pct`, C.pctText(r, o), C.pctF(o, i)); y += 16;
    xl(s, 30, y, 90, 186, o.taxType === 'ITIN' ? 'SSN / ITIN' : 'SSN', `o${i}_ssn`, tx, tf);
    xl(s, 306, y, 90, 186, 'Date of Birth', `o${i}_dob`, fmtDate(o.dob, r.pick(['us', 'long'] as const)), C.dobF(o, i)); y += 16;
    xl(s, 30, y, 90, 462, 'Home Address', `o${i}_home`, C.homeLine(o), undefined, true); y += 16;
    xl(s, 30, y, 90, 186, 'Cell', `o${i}_cell`, o.phone, undefined, true);
    xl(s, 306, y, 90, 186, 'Credit Score (est.)', `o${i}_fico`, o.fico ? String(o.fico) : null, o.fico ? C.ficoF(o, i) : undefined); y += 22;
  }
  banner(s, y, 'SECTION F - EXISTING ADVANCES / LOANS & BANKING'); y += 15;
  const adv = C.advances(r);
  for (let i = 0; i < 2; i++) {
    const a = adv[i];
    xl(s, 30, y, 60, 156, `Funder ${i + 1}`, `adv${i}_f`, a?.funder ?? (i === 0 ? 'None' : null), undefined, !!a);
    xl(s, 246, y, 50, 100, 'Balance', `adv${i}_b`, a?.balance, undefined, true);
    xl(s, 396, y, 50, 136, 'Payment', `adv${i}_p`, a?.payment, undefined, true);
    y += 16;
  }
  xl(s, 30, y, 60, 156, 'Bank', 'bank', r.pick(C.BANKS_US), undefined, true);
  xl(s, 246, y, 50, 100, 'Routing #', 'aba', routing(r), undefined, true);
  xl(s, 396, y, 50, 136, 'Account #', 'acct', r.digits(r.int(8, 12)), undefined, true); y += 16;
  xl(s, 30, y, 90, 186, 'Trade Ref. (supplier)', 'ref1', r.pick(['ABC Supply Co.', 'Ferguson', 'Beacon Building Products', 'Graybar', 'Johnstone Supply', 'Home Depot Pro']), undefined, true);
  xl(s, 306, y, 90, 186, 'Ref. Phone / Acct #', 'ref1_ph', `${phone(r, false)}  #${r.digits(6)}`, undefined, true); y += 26;
  s.label('AUTHORIZATION: The undersigned certify that the information provided is true and correct and authorize Keystone Build Capital and its ' +
    'funding partners to obtain credit reports on the business and each owner, to contact the surety, general contractors, suppliers and banks ' +
    'listed, and to verify licensure with the state licensing board. Federal EIN must match IRS records (attach CP-575 or 147C letter).', 30, y, { size: 7, width: 552, lineGap: 1.5 });
  y += 44;
  const o0 = m.owners[0]!;
  if (s.style !== 'fillable') s.label(`${o0.first} ${o0.last}`, 40, y - 4, { size: 15, font: 'Hand', color: '#1b2a7e' });
  d.lineWidth(0.5).strokeColor('#000').moveTo(30, y + 14).lineTo(230, y + 14).stroke();
  s.label('Signature (Owner 1)', 30, y + 16, { size: 6.5 });
  xl(s, 306, y, 90, 186, 'Date Signed', 'sig_date', fmtDate(`2026-0${r.int(1, 3)}-${String(r.int(10, 28))}`, 'us'));
  s.label(`Keystone Build Capital  -  KBC Contractor App v4.2 (Jan 2026)  -  Sheet 2 of 2`, 30, 765, { size: 6.5, color: '#666' });
}
