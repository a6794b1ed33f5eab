// Layouts 1-2: Ironbridge Equipment Capital (landscape, business left / principal right, captions under the rules)
// and Tallgrass Revenue Partners (portrait grid of numbered boxes, owners' table in "Last, First" and decimal shares).
import type { TruthApplication } from '../generator/truth.ts';
import type { Rng } from '../../statements/generator/prng.ts';
import { decimal, fullName, mdy, money, my, type Merchant } from './data.ts';
import { advances, bank, bizTruth, entityBoxes, equipmentTerms, freqBoxes, isoRep, landlord, legal, mask, ownerTruth } from './common.ts';
import type { Sheet } from './draw.ts';

export function ironbridge(s: Sheet, m: Merchant, r: Rng): TruthApplication {
  const F = 'Ironbridge Equipment Capital, LLC';
  equipmentTerms(m, r);
  s.page(true);
  s.typeFont = r.pick(['Courier', 'Helvetica']);
  s.text(30, 18, 'IRONBRIDGE EQUIPMENT CAPITAL', 15, 'Helvetica-Bold');
  s.text(30, 36, 'Equipment Finance & Lease Credit Application  -  Application only up to $250,000', 7.5);
  s.text(560, 20, 'Fax completed applications to (877) 555-0142', 6.5);
  s.text(560, 29, 'or e-mail credit@ironbridge-eqcap.example', 6.5);
  const L = 30, R = 406, W = 356;
  s.band(L, 50, W, 'A.  BUSINESS / LESSEE  (complete all lines)');
  s.band(R, 50, W, 'B.  PRINCIPAL OWNER / PERSONAL GUARANTOR');
  const y = (i: number): number => 82 + i * 23;
  const o = m.owners[0]!;
  const trade = r.chance(0.85);
  s.under(L, y(0), W, 'Full legal name of business (as it appears on tax return)', m.legal, 'biz_legal');
  s.under(L, y(1), W * 0.62, 'DBA / trade name (if different)', trade ? m.dba ?? (r.chance(0.5) ? 'SAME' : null) : null, 'biz_dba');
  s.under(L + W * 0.62, y(1), W * 0.38, 'Business telephone', m.phone, 'biz_phone', true);
  s.under(L, y(2), W, 'Physical street address (no P.O. boxes)', m.place.street, 'biz_street');
  s.under(L, y(3), W * 0.42, 'City', m.place.city, 'biz_city');
  s.under(L + W * 0.42, y(3), W * 0.34, 'State', m.place.stateName, 'biz_state');
  s.under(L + W * 0.76, y(3), W * 0.24, 'ZIP', m.place.zip, 'biz_zip');
  const taxId = m.ein ?? o.ssn;
  s.under(L, y(4), W * 0.3, 'Federal Tax ID (no dashes)', taxId, 'biz_taxid');
  s.check(L + W * 0.3 - 2, y(4) - 16, 'EIN', !!m.ein, 'biz_taxid_ein', 6);
  s.check(L + W * 0.3 + 22, y(4) - 16, 'SSN', !m.ein, 'biz_taxid_ssn', 6);
  s.under(L + W * 0.46, y(4), W * 0.26, 'Date established (MM/YYYY)', my(m.start), 'biz_start');
  s.under(L + W * 0.72, y(4), W * 0.28, 'No. of employees', String(m.employees), 'biz_employees', true);
  s.under(L, y(5), W * 0.36, 'Legal structure', m.entityText, 'biz_entity');
  s.under(L + W * 0.36, y(5), W * 0.34, 'State of incorporation / organization', m.incState, 'biz_inc_state', true);
  s.under(L + W * 0.7, y(5), W * 0.3, 'Business e-mail', m.email, 'biz_email', true);
  s.under(L, y(6), W, 'Nature of business / products or services', m.industryText, 'biz_industry');
  // Principal, same rows: a reader taking a whole text line mixes the two columns.
  const score = r.chance(0.5), masked = mask(r, o, 0.2);
  s.under(R, y(0), W * 0.68, 'Principal name (first, middle, last)', fullName(o), 'own0_name');
  s.under(R + W * 0.68, y(0), W * 0.32, 'Title', o.title, 'own0_title');
  s.under(R, y(1), W, 'Home address', o.home.street, 'own0_street', true);
  s.under(R, y(2), W * 0.42, 'City', o.home.city, 'own0_city', true);
  s.under(R + W * 0.42, y(2), W * 0.34, 'State', o.home.stateName, 'own0_state', true);
  s.under(R + W * 0.76, y(2), W * 0.24, 'ZIP', o.home.zip, 'own0_zip', true);
  s.under(R, y(3), W * 0.36, 'Social Security No. (no dashes)', masked ? `XXXXX${o.ssn.slice(5)}` : o.ssn, 'own0_ssn');
  s.under(R + W * 0.36, y(3), W * 0.3, 'Date of birth', mdy(o.dob), 'own0_dob');
  s.under(R + W * 0.66, y(3), W * 0.34, '% of ownership', `${o.pct} %`, 'own0_pct');
  s.under(R, y(4), W * 0.4, 'Mobile phone', o.cell, 'own0_cell', true);
  s.under(R + W * 0.4, y(4), W * 0.6, 'Personal e-mail', o.email, 'own0_email', true);
  s.under(R, y(5), W * 0.36, 'Credit score (if known)', score ? String(o.score) : null, 'own0_score');
  s.text(R + W * 0.4, y(5) - 9, 'Residence:', 6);
  s.check(R + W * 0.4 + 34, y(5) - 10, 'Own', r.chance(0.6), 'own0_res_own', 6);
  s.check(R + W * 0.4 + 64, y(5) - 10, 'Rent', false, 'own0_res_rent', 6);
  s.under(R, y(6), W, 'Years at residence / previous address if under 2 years', `${r.int(2, 19)} yrs`, 'own0_years', true);
  // C. Equipment and terms.
  const yc = y(6) + 16;
  s.band(L, yc, 732, 'C.  EQUIPMENT & REQUESTED TERMS');
  const yy = yc + 30, pay = r.chance(0.6);
  s.under(L, yy, 170, 'Equipment vendor / supplier', m.vendor.name, 'vendor', true);
  s.under(L + 170, yy, 90, 'Vendor phone', m.vendor.phone, 'vendor_phone', true);
  s.under(L + 260, yy, 200, 'Equipment description (year / make / model)', m.vendor.equipment, 'equipment', true);
  s.under(L + 460, yy, 90, 'Total equipment cost', money(m.vendor.cost), 'equip_cost', true);
  s.under(L + 550, yy, 80, 'Down payment', money(m.vendor.down), 'down', true);
  s.under(L + 630, yy, 102, 'Amount to be financed', money(m.amount), 'amount');
  const y2 = yy + 24;
  s.under(L, y2, 110, 'Number of payments', String(m.payments), 'payments');
  s.under(L + 110, y2, 120, 'Est. payment (before tax)', pay ? money(m.payment, true) : null, 'payment');
  s.text(L + 240, y2 - 9, 'Payment schedule:', 6);
  s.check(L + 300, y2 - 10, 'Monthly', true, 'sched_monthly', 6);
  s.check(L + 340, y2 - 10, 'Quarterly', false, 'sched_quarterly', 6);
  s.check(L + 386, y2 - 10, 'Seasonal / skip', false, 'sched_skip', 6);
  s.text(L + 460, y2 - 9, 'End of term:', 6);
  s.check(L + 500, y2 - 10, '$1 buyout', r.chance(0.5), 'eot_1', 6);
  s.check(L + 545, y2 - 10, '10% PUT', false, 'eot_10', 6);
  s.check(L + 585, y2 - 10, 'FMV', false, 'eot_fmv', 6);
  // D. Co-applicant / guarantor rows.
  const yd = y2 + 12;
  s.band(L, yd, 732, 'D.  CO-APPLICANT / GUARANTOR  (each additional owner of 20% or more)');
  const owners = [ownerTruth(o, { masked, score, dob: true, pct: true })];
  for (let i = 1; i <= 2; i++) {
    const c = m.owners[i], yr = yd + 12 + i * 21;
    const cm = mask(r, c, 0.25);
    s.under(L, yr, 190, 'Co-applicant / guarantor name', c ? fullName(c) : null, `own${i}_name`);
    s.under(L + 190, yr, 90, 'Title', c?.title ?? null, `own${i}_title`);
    s.under(L + 280, yr, 60, 'Ownership', c ? `${c.pct} %` : null, `own${i}_pct`);
    s.under(L + 340, yr, 100, 'SSN (no dashes)', c ? (cm ? `*****${c.ssn.slice(5)}` : c.ssn) : null, `own${i}_ssn`);
    s.under(L + 440, yr, 80, 'Date of birth', c ? mdy(c.dob) : null, `own${i}_dob`);
    s.under(L + 520, yr, 212, 'Home address, city, state, ZIP', c ? `${c.home.street}, ${c.home.city}, ${c.home.stateName} ${c.home.zip}` : null, `own${i}_home`, true);
    if (c) owners.push(ownerTruth(c, { masked: cm, score: false, dob: true, pct: true }));
  }
  const ye = yd + 12 + 3 * 21 + 4;
  bank(s, m, L, ye + 14, 360, true);
  landlord(s, m, R, ye + 14, W, true);
  let yl = ye + 32;
  yl = s.para(L, yl, 732, legal(F, r, 11), 5.3);
  s.signature(L, yl + 18, 170, 'Signature of principal / guarantor');
  s.under(L + 180, yl + 18, 150, 'Print name', null, 'sig_print');
  s.under(L + 340, yl + 18, 70, 'Date', null, 'sig_date');
  s.signature(L + 420, yl + 18, 170, 'Signature of co-applicant / guarantor');
  s.under(L + 600, yl + 18, 70, 'Date', null, 'sig2_date');
  s.text(L, 598, `IEC-APP-07 (02/2024)  -  ${F}  -  Page 1 of 1`, 5.5);
  const t = bizTruth(m, { trade, start: 'month', amount: true, payment: pay, payments: true, freq: true });
  t.applicants = owners;
  return t;
}

export function tallgrass(s: Sheet, m: Merchant, r: Rng): TruthApplication {
  const F = 'Tallgrass Revenue Partners';
  if (m.freq === 'monthly') { m.freq = 'weekly'; m.payments = 52; m.payment = Math.round(m.amount * 1.3 / 52 * 100) / 100; }
  s.page(false);
  s.typeFont = 'Helvetica';
  s.text(36, 24, 'TALLGRASS', 18, 'Helvetica-Bold');
  s.text(36, 44, 'REVENUE PARTNERS', 8, 'Helvetica-Bold');
  s.text(330, 26, 'Form TRP-100  Revenue-Based Financing Application', 8, 'Helvetica-Bold');
  s.text(330, 37, 'Type or print in ink. Incomplete applications delay funding.', 6);
  const X = 36, W = 540, H = 21;
  s.band(X, 58, W, 'PART I  BUSINESS');
  let y = 69;
  const trade = r.chance(0.9), o0 = m.owners[0]!;
  s.boxed(X, y, W * 0.6, H, '1a', 'Legal name of business', m.legal, 'f1a');
  s.boxed(X + W * 0.6, y, W * 0.4, H, '1b', 'DBA / trade name', trade ? m.dba ?? 'N/A' : null, 'f1b');
  y += H;
  s.rect(X, y, W, H, 0.4);
  s.text(X + 1.5, y + 1.5, '2', 6, 'Helvetica-Bold');
  s.text(X + 8, y + 1.5, 'Entity type (check one)', 6);
  entityBoxes(s, m, X + 8, y + 10, 6, 6);
  y += H;
  s.boxed(X, y, W * 0.42, H, '3a', 'Business street address', m.place.street, 'f3a');
  s.boxed(X + W * 0.42, y, W * 0.25, H, '3b', 'City', m.place.city, 'f3b');
  s.boxed(X + W * 0.67, y, W * 0.15, H, '3c', 'State', r.chance(0.5) ? m.place.state : m.place.stateName, 'f3c');
  s.boxed(X + W * 0.82, y, W * 0.18, H, '3d', 'ZIP code', m.place.zip, 'f3d');
  y += H;
  s.boxed(X, y, W * 0.3, H, '4', 'Tax ID (9 digits, no dashes)', m.ein ?? o0.ssn, 'f4');
  s.check(X + W * 0.3 - 62, y + 11, 'EIN', !!m.ein, 'f4_ein', 5.5);
  s.check(X + W * 0.3 - 32, y + 11, 'SSN', !m.ein, 'f4_ssn', 5.5);
  s.boxed(X + W * 0.3, y, W * 0.2, H, '5', 'Business start (MM/YYYY)', my(m.start), 'f5');
  s.boxed(X + W * 0.5, y, W * 0.22, H, '6', 'Business phone', m.phone, 'f6', true);
  s.boxed(X + W * 0.72, y, W * 0.28, H, '7', 'Website', m.website, 'f7', true);
  y += H;
  s.boxed(X, y, W * 0.55, H, '8', 'Industry / describe what the business sells', m.industryText, 'f8');
  s.boxed(X + W * 0.55, y, W * 0.27, H, '9', 'State of formation', m.incState, 'f9', true);
  s.boxed(X + W * 0.82, y, W * 0.18, H, '10', 'Employees', String(m.employees), 'f10', true);
  y += H + 6;
  s.band(X, y, W, 'PART II  FUNDING REQUEST');
  y += 11;
  const pay = r.chance(0.7), nPay = r.chance(0.6);
  s.boxed(X, y, W * 0.22, H, '11', 'Amount requested', money(m.amount), 'f11');
  s.boxed(X + W * 0.22, y, W * 0.3, H, '12', 'Use of proceeds', r.pick(['Inventory', 'Payroll and working capital', 'Expansion', 'Equipment repair']), 'f12', true);
  s.rect(X + W * 0.52, y, W * 0.48, H, 0.4);
  s.text(X + W * 0.52 + 1.5, y + 1.5, '13', 6, 'Helvetica-Bold');
  s.text(X + W * 0.52 + 11, y + 1.5, 'Remittance frequency', 6);
  freqBoxes(s, m, X + W * 0.52 + 11, y + 10, 6, ['daily', 'weekly', 'biweekly']);
  y += H;
  s.boxed(X, y, W * 0.22, H, '14', 'Est. remittance amount', pay ? money(m.payment, true) : null, 'f14');
  s.boxed(X + W * 0.22, y, W * 0.18, H, '15', 'No. of remittances', nPay ? String(m.payments) : null, 'f15');
  s.boxed(X + W * 0.4, y, W * 0.3, H, '16', 'Average monthly revenue', money(m.monthlySales), 'f16', true);
  s.boxed(X + W * 0.7, y, W * 0.3, H, '17', 'Specified percentage', `${r.int(6, 18)}%`, 'f17', true);
  y += H + 6;
  s.band(X, y, W, 'PART III  OWNERS (list every owner of 20% or more; ownership as a decimal, e.g. 0.25)');
  y += 11;
  const cols: [number, string][] = [[0.24, '18a Name (last, first)'], [0.12, '18b Title'], [0.09, '18c Ownership'], [0.13, '18d SSN / ITIN'],
    [0.11, '18e Date of birth'], [0.23, '18f Home address'], [0.08, '18g FICO']];
  const scoreAsked = r.chance(0.6);
  const owners = [];
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i];
    const masked = mask(r, o, 0.25);
    const vals: (string | null)[] = o ? [`${o.last}, ${o.first}${o.middle ? ` ${o.middle}.` : ''}`, o.title, decimal(o.pct),
      masked ? `XXX-XX-${o.ssn.slice(5)}` : o.ssn, mdy(o.dob), `${o.home.street}, ${o.home.city} ${o.home.state}`, scoreAsked ? String(o.score) : null]
      : cols.map(() => null);
    let x = X;
    cols.forEach(([f, c], j) => { s.boxed(x, y, W * f, H, '', i === 0 ? c : '', vals[j]!, `f18_${i}_${j}`, j === 5); x += W * f; });
    if (o) owners.push(ownerTruth(o, { masked, score: scoreAsked, dob: true, pct: true }));
    y += H;
  }
  y += 6;
  y = advances(s, m, X, y, 260, 'PART IV  OPEN ADVANCES, LOANS & LEASES');
  bank(s, m, X + 280, y - 30, 260, true);
  isoRep(s, m, X + 280, y - 4, 260, true);
  y += 12;
  s.band(X, y, W, 'PART V  AUTHORIZATION, CERTIFICATION AND AGREEMENT');
  const text = legal(F, r, 11);
  const half = Math.floor(text.length / 2), cut = text.indexOf(' ', half);
  const y1 = s.para(X, y + 13, W / 2 - 6, text.slice(0, cut), 5.3);
  const y2 = s.para(X + W / 2 + 6, y + 13, W / 2 - 6, text.slice(cut + 1), 5.3);
  const ys = Math.max(y1, y2) + 20;
  s.signature(X, ys, 170, '19 Owner signature');
  s.under(X + 180, ys, 120, '20 Date', null, 'f20');
  s.signature(X + 310, ys, 170, '21 Second owner signature');
  s.text(X, 770, `Form TRP-100 (rev. 03-2024)   ${F}   Cat. No. 55100T`, 5.5);
  const t = bizTruth(m, { trade, start: 'month', amount: true, payment: pay, payments: nPay, freq: true });
  t.applicants = owners;
  return t;
}
