// Chinook Revenue Partners (Calgary): a revenue-based financing application. Teal header band, numbered sections,
// legal structure written as free text, BN in CRA's spaced style (`12345 6782 RC 0001`), Alberta corporate access
// number, dates in digit boxes (YYYY | MM | DD), principals as cards two to a row with "SIN / SSN" (US persons
// write an SSN), a self-reported credit score, and a remittance rate that is not a payment. Check-glyph ticks.
import type { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplication } from '../generator/truth.ts';
import type { Deal, Freq, Owner } from './deal.ts';
import { ymdIso } from './ids.ts';
import { cell, dateBoxes, fine, gridRow, moneyFor, mountains, options, type CellOpts } from './kit.ts';
import type { Paper } from './paper.ts';
import { businessTax, gstText, ownerTax, truthOf } from './truthkit.ts';
import type { Layout } from './types.ts';

const TEAL = '#0f6e6e', SAND = '#f3efe6', X0 = 30, W = 552, RH = 22;
const BASE: CellOpts = { labelSize: 5.2, labelColor: TEAL, border: '#9bb8b8' };

function header(p: Paper): void {
  p.doc.save().rect(0, 0, 612, 64).fill(TEAL).restore();
  mountains(p, X0, 14, 52, 32, '#d9efe9');
  p.text('CHINOOK', 92, 15, { size: 17, font: 'Helvetica-Bold', color: '#ffffff', spacing: 2 });
  p.text('REVENUE PARTNERS', 92, 35, { size: 7.5, color: '#d9efe9', spacing: 2.2 });
  p.text('REVENUE-BASED FINANCING APPLICATION', 300, 16, { size: 10, font: 'Helvetica-Bold', color: '#ffffff', width: 282, align: 'right' });
  p.text('Suite 900, 333 7 Avenue SW, Calgary, AB  T2P 2Z1  |  403-555-0116  |  apply@chinookrevenue.ca', 250, 33, { size: 6, color: '#d9efe9', width: 332, align: 'right' });
  p.text('Financing is a purchase of a percentage of future revenue, not a loan.', 250, 43, { size: 6, color: '#d9efe9', width: 332, align: 'right' });
}

function heading(p: Paper, n: string, title: string, y: number): number {
  p.doc.save().roundedRect(X0, y, W, 13, 3).fill(SAND).restore();
  p.text(n, X0 + 5, y + 3, { size: 7.5, font: 'Helvetica-Bold', color: TEAL });
  p.text(title, X0 + 22, y + 3, { size: 7.5, font: 'Helvetica-Bold', color: '#333333' });
  return y + 15;
}

function structureText(d: Deal, r: Rng): string {
  switch (d.kind) {
    case 'corp': return r.pick(['Corporation', 'Incorporated', 'Corporation']);
    case 'numbered': return r.pick(['Corporation', 'Numbered company']);
    case 'ulc': return r.pick(['ULC', 'Unlimited Liability Corporation']);
    case 'sole': return r.pick(['Sole Proprietor', 'Sole Proprietorship']);
    case 'gp': return r.pick(['Partnership', 'General Partnership']);
    case 'lp': return 'Limited Partnership';
  }
}

function company(p: Paper, d: Deal, r: Rng, y: number): { y: number; tax: ReturnType<typeof businessTax> } {
  y = heading(p, '01', 'COMPANY', y);
  gridRow(p, X0, y, RH, [{ label: 'Legal entity name', name: 'legal_entity_name', v: d.legal, w: 320 }, { label: 'Trade name (if different)', name: 'trade_name', v: d.operating, w: 232 }], BASE);
  y += RH;
  const tax = businessTax(d, r.pick(['cra', 'cra', 'spaced'] as const));
  cell(p, 'Tax ID type', '', null, X0, y, 120, RH, BASE);
  options(p, 'tax_id_type', [{ label: 'BN', on: tax.type === 'BN' }, { label: 'SIN (no BN)', on: tax.type === 'SIN' }], X0 + 5, y + 10, { size: 6.5, box: 6.5 });
  const gst = gstText(d);
  gridRow(p, X0 + 120, y, RH, [{ label: 'Tax ID number (BN incl. program account)', name: 'tax_id_number', v: tax.text, w: 170 },
    { label: 'Legal structure', name: 'legal_structure', v: structureText(d, r), w: 110 },
    { label: 'AB corporate access no.', name: 'corporate_access_no', v: d.jurisdiction === 'AB' ? d.incNumber : null, w: 82, o: { decoy: true } },
    { label: 'GST account', name: 'gst_account', v: gst, w: 70, o: { decoy: gst !== null && gst.replace(/\s/g, '') !== tax.value } }], BASE);
  y += RH;
  gridRow(p, X0, y, RH, [{ label: 'Street address', name: 'street_address', v: [d.address.unit, d.address.street].filter(Boolean).join(', '), w: 230 },
    { label: 'City', name: 'city', v: d.address.city, w: 120 }, { label: 'Province', name: 'province', v: d.prov, w: 60 },
    { label: 'Postal code', name: 'postal_code', v: d.address.postal, w: 70 }, { label: 'Employees (FT/PT)', name: 'employees', v: `${d.employees}`, w: 72 }], BASE);
  y += RH;
  gridRow(p, X0, y, RH + 8, [{ label: 'Industry / describe your business', name: 'industry', v: d.industry.en, w: 210 }], BASE);
  cell(p, 'Date business commenced', '', null, X0 + 210, y, 120, RH + 8, BASE);
  dateBoxes(p, 'commenced', ymdIso(d.start), X0 + 214, y + 8, 8.5, 11);
  gridRow(p, X0 + 330, y, RH + 8, [{ label: 'Phone', name: 'phone', v: d.phone, w: 92 }, { label: 'Website / e-mail', name: 'web', v: d.website ?? d.email, w: 130 }], BASE);
  return { y: y + RH + 8, tax };
}

const FREQS: [Freq, string][] = [['daily', 'Daily'], ['weekly', 'Weekly'], ['biweekly', 'Bi-weekly'], ['monthly', 'Monthly']];

function financing(p: Paper, d: Deal, r: Rng, y: number, terms: boolean): number {
  y = heading(p, '02', 'REVENUE AND FINANCING', y + 4);
  gridRow(p, X0, y, RH, [{ label: 'Trailing 12-month revenue (CAD)', name: 'ttm_revenue', v: moneyFor(p, d.monthlySales * 12, 'en-whole'), w: 150, o: { decoy: true } },
    { label: 'Avg monthly deposits (CAD)', name: 'avg_deposits', v: moneyFor(p, d.monthlySales, 'en-whole'), w: 140, o: { decoy: true } },
    { label: 'Funding amount requested (CAD)', name: 'funding_requested', v: moneyFor(p, d.amount, 'en-whole'), w: 150 },
    { label: 'Remittance rate (% of revenue)', name: 'remittance_rate', v: `${r.int(6, 18)}%`, w: 112, o: { decoy: true } }], BASE);
  y += RH;
  cell(p, 'Remittance frequency', '', null, X0, y, 220, RH, BASE);
  options(p, 'remittance_frequency', FREQS.map(([f, label]) => ({ label, on: terms && f === d.freq })), X0 + 5, y + 10, { size: 6.5, box: 6.5, gap: 9 });
  gridRow(p, X0 + 220, y, RH, [{ label: 'Estimated remittance (CAD)', name: 'est_remittance', v: terms ? moneyFor(p, d.payment, 'en') : null, w: 120 },
    { label: 'Est. number of remittances', name: 'est_number', v: terms ? String(d.nPayments) : null, w: 100 },
    { label: 'Use of proceeds', name: 'use_of_proceeds', v: d.use.en, w: 112 }], BASE);
  return y + RH;
}

function card(p: Paper, o: Owner | undefined, i: number, x: number, y: number, prov: string): void {
  const n = i + 1, w = 272;
  p.doc.save().roundedRect(x, y, w, 112, 4).lineWidth(0.8).strokeColor(TEAL).stroke().restore();
  p.text(`PRINCIPAL ${n}`, x + 6, y + 4, { size: 6.5, font: 'Helvetica-Bold', color: TEAL });
  const b = { ...BASE, border: '#cfdede' };
  const tax = o ? ownerTax(o, true, '-') : null;
  gridRow(p, x + 4, y + 13, RH, [{ label: 'First name', name: `pr${n}_first`, v: o?.first ?? null, w: 92 }, { label: 'Last name', name: `pr${n}_last`, v: o?.last ?? null, w: 92 },
    { label: 'Title', name: `pr${n}_title`, v: o?.title ?? null, w: 80 }], b);
  gridRow(p, x + 4, y + 13 + RH, RH, [{ label: 'Ownership', name: `pr${n}_ownership`, v: o ? `${o.pct} %` : null, w: 56 },
    { label: 'SIN (SSN for US persons)', name: `pr${n}_sin_ssn`, v: tax?.text ?? null, w: 120 },
    { label: 'Self-reported credit score', name: `pr${n}_credit`, v: o?.credit != null ? String(o.credit) : null, w: 88 }], b);
  cell(p, 'Date of birth', '', null, x + 4, y + 13 + 2 * RH, 110, RH + 8, b);
  dateBoxes(p, `pr${n}_dob`, o ? ymdIso(o.dob) : null, x + 7, y + 21 + 2 * RH, 8, 11);
  gridRow(p, x + 114, y + 13 + 2 * RH, RH + 8, [{ label: 'Home address', name: `pr${n}_home`, v: o ? o.home.street : null, w: 154, o: { decoy: true } }], b);
  gridRow(p, x + 4, y + 21 + 3 * RH, RH, [{ label: 'City', name: `pr${n}_city`, v: o?.home.city ?? null, w: 110, o: { decoy: true } },
    { label: 'Prov.', name: `pr${n}_prov`, v: o?.home.prov ?? null, w: 44, o: { decoy: o !== undefined && o.home.prov !== prov } },
    { label: 'Postal code', name: `pr${n}_postal`, v: o?.home.postal ?? null, w: 110, o: { decoy: true } }], b);
}

function obligations(p: Paper, d: Deal, y: number): number {
  y = heading(p, '04', 'BANKING, OBLIGATIONS AND REFERRAL PARTNER', y);
  gridRow(p, X0, y, RH, [{ label: 'Operating account at', name: 'bank', v: d.bank.name, w: 150 }, { label: 'Transit', name: 'transit', v: d.bank.transit, w: 70, o: { decoy: true } },
    { label: 'Institution', name: 'institution', v: d.bank.inst, w: 60, o: { decoy: true } }, { label: 'Account', name: 'account', v: d.bank.account, w: 110, o: { decoy: true } },
    { label: 'Landlord (if leased)', name: 'landlord', v: d.rent ? d.landlord?.name ?? null : null, w: 162, o: { decoy: true } }], BASE);
  y += RH;
  const a = d.advances;
  gridRow(p, X0, y, RH, [{ label: 'Outstanding advances / loans (funder)', name: 'outstanding_funders', v: a.map((x) => x.funder).join(', ') || 'None', w: 260, o: { decoy: a.length > 0 } },
    { label: 'Total balance (CAD)', name: 'outstanding_balance', v: a.length ? moneyFor(p, a.reduce((s, x) => s + x.balance, 0), 'en') : null, w: 130, o: { decoy: true } },
    { label: 'Total payments / period (CAD)', name: 'outstanding_payments', v: a.length ? moneyFor(p, a.reduce((s, x) => s + x.payment, 0), 'en') : null, w: 162, o: { decoy: true } }], BASE);
  y += RH;
  gridRow(p, X0, y, RH, [{ label: 'Referral partner', name: 'referral_partner', v: d.iso.company, w: 190, o: { decoy: true } },
    { label: 'Partner contact', name: 'partner_contact', v: d.iso.rep, w: 130, o: { decoy: true } }, { label: 'Partner phone', name: 'partner_phone', v: d.iso.phone, w: 100, o: { decoy: true } },
    { label: 'Partner BN', name: 'partner_bn', v: d.iso.bn, w: 132, o: { decoy: true } }], { ...BASE, shade: SAND });
  return y + RH;
}

function draw(p: Paper, d: Deal, r: Rng): TruthApplication {
  header(p);
  const { y: y1, tax } = company(p, d, r, 74);
  const terms = r.chance(0.8);
  let y = financing(p, d, r, y1, terms) + 4;
  y = heading(p, '03', 'PRINCIPALS  (each owner of 20% or more; attach a separate sheet for more)', y);
  const rows = d.owners.length > 2 ? 2 : 1;
  for (let i = 0; i < rows * 2; i++) card(p, d.owners[i], i, X0 + (i % 2) * 280, y + Math.floor(i / 2) * 116, d.prov);
  y = obligations(p, d, y + rows * 116 + 2);
  y = fine(p, 'By signing, each principal certifies the information provided is complete and accurate, authorizes Chinook Revenue Partners Ltd. to obtain credit '
    + 'bureau reports (Equifax, TransUnion) and to verify bank and processing records, and consents to the collection, use and disclosure of personal information '
    + 'under PIPEDA and Alberta PIPA for the purpose of evaluating and servicing this financing.', X0, y + 4, W, 5.8) + 8;
  d.owners.forEach((_o, i) => {
    const x = X0 + (i % 2) * 280, yy = y + Math.floor(i / 2) * 30;
    p.doc.save().lineWidth(0.5).strokeColor('#555555').moveTo(x, yy + 16).lineTo(x + 170, yy + 16).moveTo(x + 180, yy + 16).lineTo(x + 270, yy + 16).stroke().restore();
    p.signature(x + 8, yy + 12, 140);
    p.value(`signed_${i + 1}`, ymdIso(d.signed), x + 180, yy + 2, 90, 14, { decoy: true });
    p.text(`Signature of principal ${i + 1}`, x, yy + 18, { size: 5.5 }); p.text('Date (YYYY-MM-DD)', x + 180, yy + 18, { size: 5.5 });
  });
  p.text('CRP-RBF-01 (2024)', X0, 776, { size: 5, color: '#888888' });
  return truthOf(d, { tax, payment: terms, start: true, credit: true, role: (o) => o.title, ownerTax: (o) => ownerTax(o, true) });
}

export const CHINOOK: Layout = {
  name: 'chinook-revenue-partners',
  profile: { provinces: [['AB', 0.75], ['SK', 0.1], ['BC', 0.1], ['MB', 0.05]], french: 0.03, ssn: 0.15,
    entities: [['corp', 0.45], ['numbered', 0.25], ['sole', 0.12], ['gp', 0.06], ['lp', 0.05], ['ulc', 0.07]] },
  mark: 'check',
  draw,
};
