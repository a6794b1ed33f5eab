// Layouts 3-4: Cobalt Ridge Leasing (landscape, three columns: lessee | guarantors | terms, states in full, "Other:"
// entity line, years in business instead of a date on some seeds) and Marrow & Finch Revenue Finance (portrait, the
// amount requested as a range of checkboxes, the credit score as a range, a Co-Applicant / Guarantor section).
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import type { Rng } from '../../statements/generator/prng.ts';
import { fullName, hyphenSsn, mdy, money, my, type Merchant } from './data.ts';
import { advances, bank, bizTruth, equipmentTerms, freqBoxes, isoRep, landlord, legal, mask, ownerTruth } from './common.ts';
import type { Sheet } from './draw.ts';

export function cobalt(s: Sheet, m: Merchant, r: Rng): TruthApplication {
  const F = 'Cobalt Ridge Leasing Corp.';
  equipmentTerms(m, r);
  s.page(true);
  s.typeFont = 'Courier';
  s.typeSize = 7.5;
  s.text(24, 16, 'COBALT RIDGE LEASING', 13, 'Helvetica-Bold');
  s.text(24, 31, 'Commercial Lease / Equipment Finance Application', 7);
  s.text(560, 18, 'Broker / vendor program  -  transactions to $350,000', 6);
  const A = 24, B = 290, C = 556, W = 256;
  s.band(A, 44, W, 'LESSEE (BUSINESS)', 6.5, 9);
  s.band(B, 44, W, 'PRINCIPALS / GUARANTORS', 6.5, 9);
  s.band(C, 44, 212, 'TERMS AND CONDITIONS', 6.5, 9);
  const y = (i: number): number => 70 + i * 17;
  const o0 = m.owners[0]!, trade = r.chance(0.8);
  s.left(A, y(0), W, 'Lessee legal name', m.legal, 'l_legal');
  s.left(A, y(1), W, 'DBA', trade ? m.dba ?? 'N/A' : null, 'l_dba');
  s.left(A, y(2), W, 'Street address', m.place.street, 'l_street');
  s.left(A, y(3), W * 0.45, 'City', m.place.city, 'l_city');
  s.left(A + W * 0.45, y(3), W * 0.33, 'State', m.place.stateName, 'l_state');
  s.left(A + W * 0.78, y(3), W * 0.22, 'Zip', m.place.zip, 'l_zip');
  s.left(A, y(4), W * 0.5, 'Phone', m.phone, 'l_phone', true);
  s.left(A + W * 0.5, y(4), W * 0.5, 'Fax', r.chance(0.3) ? m.landlord.phone.replace(/\d{4}$/, '0199') : null, 'l_fax', true);
  s.left(A, y(5), W * 0.55, 'Tax ID #', m.ein ?? o0.ssn, 'l_taxid');
  s.check(A + W * 0.58, y(5) - 7, 'EIN', !!m.ein, 'l_ein', 6);
  s.check(A + W * 0.58 + 28, y(5) - 7, 'SSN', !m.ein, 'l_ssn', 6);
  // Entity: four boxes and an "Other:" line.
  const main: [string, string][] = [['c_corporation', 'Corp.'], ['llc', 'LLC'], ['general_partnership', 'Partnership'], ['sole_proprietorship', 'Sole Prop.']];
  s.text(A, y(6) - 7, 'Entity:', 6.5);
  let x = A + 24;
  for (const [id, label] of main) x = s.check(x, y(6) - 7.5, label, m.entity === id, `l_ent_${id}`, 6) + 2;
  const other = !main.some(([id]) => id === m.entity);
  x = s.check(x, y(6) - 7.5, 'Other:', other, 'l_ent_other', 6);
  s.rule(x - 2, A + W - 4, y(6), 0.4);
  s.value(x - 2, y(6) - 0.8, A + W - x, other ? m.entityText : null, 'l_ent_other_text');
  const years = r.chance(0.35);
  const yib = new Date(Date.UTC(2025, 0, 1)).getUTCFullYear() - m.start.y;
  if (years) s.left(A, y(7), W * 0.5, 'Years in business', String(yib), 'l_years');
  else s.left(A, y(7), W * 0.5, 'In business since (mo/yr)', my(m.start), 'l_since');
  s.left(A + W * 0.5, y(7), W * 0.5, 'State of inc.', m.incState, 'l_inc', true);
  s.left(A, y(8), W, 'Type of business', m.industryText, 'l_type');
  s.left(A, y(9), W, 'Business e-mail', m.email, 'l_email', true);
  landlord(s, m, A, y(10) + 2, W, true);
  // Equipment under the lessee.
  s.band(A, y(11), W, 'EQUIPMENT', 6.5, 9);
  s.left(A, y(12) + 4, W, 'Supplier', m.vendor.name, 'e_vendor', true);
  s.left(A, y(13) + 4, W, 'Description', m.vendor.equipment, 'e_desc', true);
  s.left(A, y(14) + 4, W * 0.5, 'Equipment cost', money(m.vendor.cost, true), 'e_cost', true);
  s.left(A + W * 0.5, y(14) + 4, W * 0.5, 'Amount to finance', money(m.amount, true), 'e_amount');
  s.left(A, y(15) + 4, W * 0.36, 'Payments', String(m.payments), 'e_payments');
  s.check(A + W * 0.38, y(15) - 3.5, 'Monthly', true, 'e_monthly', 6);
  s.check(A + W * 0.38 + 40, y(15) - 3.5, 'Quarterly', false, 'e_quarterly', 6);
  const pay = r.chance(0.5);
  s.left(A + W * 0.68, y(15) + 4, W * 0.32, 'Pmt', pay ? money(m.payment, true) : null, 'e_payment');
  bank(s, m, A, y(17), W, true);
  isoRep(s, m, A, y(19) + 2, W, true);
  // Guarantors: the first owner, then the co-applicant / guarantor block; a third owner only named with a share.
  const owners: TruthApplicant[] = [];
  const block = (i: number, y0: number, head: string): void => {
    const o = m.owners[i];
    s.bold(B, y0, head, 6.5);
    const masked = mask(r, o, 0.3), pctFmt = r.pick(['a', 'b']);
    const yy = (k: number): number => y0 + 20 + k * 17;
    s.left(B, yy(0), W * 0.65, 'Name', o ? fullName(o) : null, `g${i}_name`);
    s.left(B + W * 0.65, yy(0), W * 0.35, 'Title', o?.title ?? null, `g${i}_title`);
    s.left(B, yy(1), W * 0.4, '% Owned', o ? (pctFmt === 'a' ? `${o.pct} %` : `${o.pct}%`) : null, `g${i}_pct`);
    s.left(B + W * 0.4, yy(1), W * 0.6, 'SSN', o ? (masked ? `XXX-XX-${o.ssn.slice(5)}` : o.ssn) : null, `g${i}_ssn`);
    s.left(B, yy(2), W * 0.5, 'Date of birth', o ? mdy(o.dob) : null, `g${i}_dob`);
    s.left(B + W * 0.5, yy(2), W * 0.5, 'Cell', o?.cell ?? null, `g${i}_cell`, true);
    s.left(B, yy(3), W, 'Home address', o?.home.street ?? null, `g${i}_home`, true);
    s.left(B, yy(4), W * 0.45, 'City', o?.home.city ?? null, `g${i}_city`, true);
    s.left(B + W * 0.45, yy(4), W * 0.33, 'State', o?.home.stateName ?? null, `g${i}_state`, true);
    s.left(B + W * 0.78, yy(4), W * 0.22, 'Zip', o?.home.zip ?? null, `g${i}_zip`, true);
    if (o) owners.push(ownerTruth(o, { masked, score: false, dob: true, pct: true }));
  };
  block(0, 60, 'PRINCIPAL / GUARANTOR 1');
  block(1, 160, 'CO-APPLICANT / GUARANTOR 2');
  s.bold(B, 260, 'OTHER OWNERS (20% or more)', 6.5);
  const o3 = m.owners[2];
  s.left(B, 285, W * 0.65, 'Name', o3 ? fullName(o3, false) : null, 'g2_name');
  s.left(B + W * 0.65, 285, W * 0.35, '% Owned', o3 ? `${o3.pct} %` : null, 'g2_pct');
  if (o3) owners.push(ownerTruth(o3, { masked: false, score: false, dob: false, pct: true, noId: true, title: false }));
  advances(s, m, B, 300, W, 'OTHER EQUIPMENT LEASES / FINANCING');
  s.para(B, 370, W, 'Each Principal / Guarantor signing below personally guarantees the obligations of Lessee under any lease or finance agreement resulting from this application, and authorizes Lessor to obtain personal credit reports on the undersigned now and for collection or review purposes.', 5.5);
  s.signature(B, 430, 120, 'Guarantor 1 signature');
  s.signature(B + 132, 430, 120, 'Guarantor 2 signature');
  s.under(B, 460, 120, 'Date', null, 'sig_date1');
  s.under(B + 132, 460, 120, 'Date', null, 'sig_date2');
  s.para(C, 58, 212, legal(F, r, 11), 5.2);
  s.text(24, 598, `CRL-LA 11/23   ${F}   Lessor is not the manufacturer or vendor of the equipment.`, 5.5);
  const t = bizTruth(m, { trade, start: years ? null : 'month', amount: true, payment: pay, payments: true, freq: true });
  t.applicants = owners;
  return t;
}

const RANGES: [number, number, string][] = [[0, 24999, 'Under $25,000'], [25000, 49999, '$25,000 - $49,999'], [50000, 99999, '$50,000 - $99,999'],
  [100000, 249999, '$100,000 - $249,999'], [250000, Infinity, '$250,000 +']];
const SCORES: [number, number, string][] = [[720, 900, '720+'], [680, 719, '680-719'], [620, 679, '620-679'], [0, 619, 'Below 620']];

export function marrowFinch(s: Sheet, m: Merchant, r: Rng): TruthApplication {
  const F = 'Marrow & Finch Revenue Finance';
  s.page(false);
  s.typeFont = 'Helvetica';
  s.text(40, 26, 'Marrow & Finch', 17, 'Times-Bold');
  s.text(40, 46, 'REVENUE FINANCE  |  Business Funding Application', 7.5, 'Helvetica-Bold');
  s.text(420, 28, 'Apply in 5 minutes. Decisions in 24 hours.', 6.5);
  const X = 40, W = 532, G = 270, H2 = 262;
  s.band(X, 62, H2, 'ABOUT THE BUSINESS');
  s.band(X + G, 62, H2, 'ABOUT THE OWNER');
  const y = (i: number): number => 90 + i * 19;
  const o = m.owners[0]!, trade = r.chance(0.85), full = r.chance(0.6);
  s.left(X, y(0), H2, 'Legal business name', m.legal, 'b_legal');
  s.left(X, y(1), H2, 'Doing business as', trade ? m.dba ?? 'Same' : null, 'b_dba');
  s.left(X, y(2), H2, 'Business address', m.place.street, 'b_street');
  s.left(X, y(3), H2 * 0.5, 'City', m.place.city, 'b_city');
  s.left(X + H2 * 0.5, y(3), H2 * 0.3, 'State', full ? m.place.stateName : m.place.state, 'b_state');
  s.left(X + H2 * 0.8, y(3), H2 * 0.2, 'Zip', m.place.zip, 'b_zip');
  s.left(X, y(4), H2 * 0.55, 'EIN (no dashes)', m.ein ?? null, 'b_ein');
  s.left(X + H2 * 0.55, y(4), H2 * 0.45, 'Phone', m.phone, 'b_phone', true);
  s.left(X, y(5), H2 * 0.55, 'Entity type', m.entityText, 'b_entity');
  s.left(X + H2 * 0.55, y(5), H2 * 0.45, 'Started (MM/YYYY)', my(m.start), 'b_start');
  s.left(X, y(6), H2, 'What does the business do?', m.industryText, 'b_industry');
  s.left(X, y(7), H2, 'Website', m.website, 'b_web', true);
  const masked = mask(r, o, 0.15);
  const ssnText = masked ? `***-**-${o.ssn.slice(5)}` : o.ssn;
  s.left(X + G, y(0), H2 * 0.62, 'Full name', fullName(o), 'o_name');
  s.left(X + G + H2 * 0.62, y(0), H2 * 0.38, 'Title', o.title, 'o_title');
  s.left(X + G, y(1), H2 * 0.5, 'Ownership', `${o.pct} %`, 'o_pct');
  s.left(X + G + H2 * 0.5, y(1), H2 * 0.5, 'Date of birth', mdy(o.dob), 'o_dob');
  s.left(X + G, y(2), H2, 'SSN / ITIN (no dashes)', ssnText, 'o_ssn');
  s.left(X + G, y(3), H2, 'Home address', `${o.home.street}, ${o.home.city}`, 'o_home', true);
  s.left(X + G, y(4), H2 * 0.5, 'State', full ? o.home.stateName : o.home.state, 'o_state', true);
  s.left(X + G + H2 * 0.5, y(4), H2 * 0.5, 'Zip', o.home.zip, 'o_zip', true);
  s.left(X + G, y(5), H2, 'Mobile', o.cell, 'o_cell', true);
  s.text(X + G, y(6) - 7, 'Estimated credit score:', 6.5);
  let x = X + G + 76;
  for (const [lo, hi, label] of SCORES) x = s.check(x, y(6) - 7.5, label, o.score >= lo && o.score <= hi, `o_score_${lo}`, 6) + 2;
  s.left(X + G, y(7), H2, 'E-mail', o.email, 'o_email', true);
  // Funding: the amount as a range; an exact amount line under it on some seeds.
  const yf = y(8) + 6;
  s.band(X, yf, W, 'HOW MUCH DO YOU NEED?');
  x = X;
  for (const [lo, hi, label] of RANGES) x = s.check(x, yf + 16, label, m.amount >= lo && m.amount <= hi, `amt_${lo}`, 6.5) + 8;
  const exact = r.chance(0.4);
  s.left(X, yf + 42, 190, 'Exact amount, if known', exact ? money(m.amount) : null, 'amt_exact');
  s.left(X + 200, yf + 42, 180, 'Use of funds', r.pick(['Working capital', 'Inventory purchase', 'Marketing', 'Hire staff']), 'use', true);
  s.left(X + 390, yf + 42, 142, 'Monthly sales', money(m.monthlySales), 'sales', true);
  s.text(X, yf + 52, 'Preferred remittance:', 6.5);
  const freqShown = m.freq !== 'monthly';
  freqBoxes(s, m, X + 72, yf + 51.5, 6.5, ['daily', 'weekly', 'biweekly']);
  // Co-applicant / guarantor: every other owner.
  const yc = yf + 72;
  s.band(X, yc, W, 'CO-APPLICANT / GUARANTOR  (additional owners 20% +)');
  const owners = [ownerTruth(o, { masked, score: false, dob: true, pct: true })];
  for (let i = 1; i <= 2; i++) {
    const c = m.owners[i], yy = yc + 12 + i * 20, cm = mask(r, c, 0.2);
    s.left(X, yy, 170, `${i + 1}. Name`, c ? fullName(c) : null, `c${i}_name`);
    s.left(X + 170, yy, 90, 'Title', c?.title ?? null, `c${i}_title`);
    s.left(X + 260, yy, 70, 'Own.', c ? `${c.pct} %` : null, `c${i}_pct`);
    s.left(X + 330, yy, 110, 'SSN', c ? (cm ? `***-**-${c.ssn.slice(5)}` : hyphenSsn(c.ssn)) : null, `c${i}_ssn`);
    s.left(X + 440, yy, 92, 'DOB', c ? mdy(c.dob) : null, `c${i}_dob`);
    if (c) owners.push(ownerTruth(c, { masked: cm, score: false, dob: true, pct: true }));
  }
  let yl = advances(s, m, X, yc + 66, 250, 'CURRENT FUNDING POSITIONS');
  bank(s, m, X + 270, yc + 92, 262, true);
  isoRep(s, m, X + 270, yc + 118, 262, true);
  yl = Math.max(yl, yc + 130) + 6;
  s.band(X, yl, W, 'AGREEMENT');
  yl = s.para(X, yl + 13, W, legal(F, r, 11), 5.6);
  s.signature(X, yl + 20, 200, 'Owner signature');
  s.signature(X + 280, yl + 20, 200, 'Co-applicant / guarantor signature');
  s.text(X, 772, `${F}  -  MF-APP v5  -  Not a commitment to lend.`, 5.5);
  const t = bizTruth(m, { trade, start: 'month', amount: exact, payment: false, payments: false, freq: freqShown });
  // A sole proprietor without an EIN leaves the EIN line blank: no business tax ID printed.
  if (!m.ein) { t.business_tax_id = null; t.business_tax_id_type = null; t.business_tax_id_country = null; }
  t.applicants = owners;
  return t;
}
