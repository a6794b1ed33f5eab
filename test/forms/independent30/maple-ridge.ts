// Maple Ridge Capital (Toronto): a funder's one-page merchant funding application. Dense grid of hairline cells
// with tiny-caps labels, dark red section bars, a maple leaf; BN with its program account, dates YYYY-MM-DD,
// owners in a two-line-per-owner table, ISO block and PIPEDA consent at the foot. Drawn-line ticks.
import type { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplication } from '../generator/truth.ts';
import type { Deal, Freq, Owner } from './deal.ts';
import { fmtDate, ymdIso } from './ids.ts';
import { cell, fine, gridRow, mapleLeaf, moneyFor, options, section } from './kit.ts';
import type { Paper } from './paper.ts';
import { businessTax, gstText, ownerTax, truthOf, type BnMode } from './truthkit.ts';
import type { Layout } from './types.ts';

const RED = '#7a0c12', X0 = 28, W = 556, RH = 21;
const PROV_NAME: Record<string, string> = { ON: 'Ontario', QC: 'Quebec', BC: 'British Columbia', AB: 'Alberta', CA: 'Federal (CBCA)' };

function header(p: Paper): void {
  mapleLeaf(p, 46, 44, 17, '#b3121d');
  p.text('MAPLE RIDGE CAPITAL', 68, 29, { size: 15, font: 'Helvetica-Bold', color: RED });
  p.text('Merchant Cash Advances  \u00b7  Revenue-Based Funding  \u00b7  Canadian-owned since 2011', 68, 47, { size: 6.5, color: '#444444' });
  p.text('MERCHANT FUNDING APPLICATION', 330, 28, { size: 10.5, font: 'Helvetica-Bold', width: 254, align: 'right' });
  p.text('100 King Street West, Suite 5600, Toronto, ON  M5X 1C9', 330, 42, { size: 6, width: 254, align: 'right', color: '#444444' });
  p.text('T 416-555-0142  \u00b7  1-888-555-0199  \u00b7  submissions@mapleridgecapital.ca', 330, 50, { size: 6, width: 254, align: 'right', color: '#444444' });
  p.doc.save().lineWidth(1.5).strokeColor(RED).moveTo(X0, 64).lineTo(X0 + W, 64).stroke().restore();
}

function entityCell(p: Paper, d: Deal, x: number, y: number, w: number): void {
  cell(p, 'Legal structure', '', null, x, y, w, RH);
  const k = d.kind;
  const other = k === 'lp' ? 'Limited Partnership' : k === 'ulc' ? 'ULC' : null;
  const end = options(p, 'structure', [{ label: 'Corporation', on: k === 'corp' || k === 'numbered' }, { label: 'Sole Proprietorship', on: k === 'sole' },
    { label: 'Partnership', on: k === 'gp' }, { label: 'Other:', on: other !== null }], x + 4, y + 10, { size: 6.5, gap: 7, box: 6.5 });
  p.value('structure_other', other, end - 4, y + 8, x + w - end + 2, 12, { size: 7 });
}

function business(p: Paper, d: Deal, r: Rng, y: number): { y: number; tax: ReturnType<typeof businessTax> } {
  section(p, '1.  BUSINESS INFORMATION', X0, y, W, { fill: RED });
  y += 12;
  gridRow(p, X0, y, RH, [{ label: 'Legal business name (as registered)', name: 'legal_name', v: d.legal, w: 300 },
    { label: 'Operating name (O/A)', name: 'operating_name', v: d.operating, w: 256 }]);
  y += RH;
  const tax = businessTax(d, r.pick<BnMode>(['spaced', 'spaced', 'compact']));
  cell(p, 'Tax no.', 'tax_number', tax.text, X0, y, 190, RH, { size: 8 });
  p.check('tax_is_bn', tax.type === 'BN', X0 + 40, y + 1.5, 5); p.text('BN (9 digits + program acct)', X0 + 47, y + 1.8, { size: 4.8 });
  p.check('tax_is_sin', tax.type === 'SIN', X0 + 124, y + 1.5, 5); p.text('SIN (sole prop. w/o BN)', X0 + 131, y + 1.8, { size: 4.8 });
  const gst = gstText(d);
  gridRow(p, X0 + 190, y, RH, [{ label: 'GST/HST registration no.', name: 'gst_hst', v: gst, w: 130, o: { decoy: gst !== null && gst.replace(/\s/g, '') !== tax.value } },
    { label: 'Date business started (YYYY-MM-DD)', name: 'start_date', v: fmtDate(d.start, 'iso'), w: 140 },
    { label: 'No. of employees', name: 'employees', v: String(d.employees), w: 96 }]);
  y += RH;
  gridRow(p, X0, y, RH, [{ label: 'Business address (street, unit)', name: 'street', v: [d.address.street, d.address.unit].filter(Boolean).join(', '), w: 250 },
    { label: 'City', name: 'city', v: d.address.city, w: 120 }, { label: 'Province', name: 'province', v: d.prov, w: 50 },
    { label: 'Postal code', name: 'postal_code', v: d.address.postal, w: 66 }, { label: 'Country', name: 'country', v: 'Canada', w: 70 }]);
  y += RH;
  gridRow(p, X0, y, RH, [{ label: 'Business phone', name: 'phone', v: d.phone, w: 110 }, { label: 'Business e-mail', name: 'email', v: d.email, w: 160 },
    { label: 'Website', name: 'website', v: d.website, w: 130 }, { label: 'Type of business / industry', name: 'industry', v: d.industry.en, w: 156 }]);
  y += RH;
  entityCell(p, d, X0, y, 300);
  const jur = d.jurisdiction;
  gridRow(p, X0 + 300, y, RH, [{ label: 'Jurisdiction of incorporation', name: 'jurisdiction', v: jur ? PROV_NAME[jur] ?? jur : null, w: 126, o: { decoy: jur !== null && jur !== d.prov } },
    { label: 'Corporation / registry no.', name: 'corp_number', v: d.incNumber, w: 130, o: { decoy: true } }]);
  y += RH;
  return { y, tax };
}

function premises(p: Paper, d: Deal, y: number): number {
  cell(p, 'Premises', '', null, X0, y, 110, RH);
  options(p, 'premises', [{ label: 'Own', on: !d.rent }, { label: 'Rent / lease', on: d.rent }], X0 + 5, y + 10, { size: 6.5, box: 6.5 });
  const l = d.rent ? d.landlord : null;
  gridRow(p, X0 + 110, y, RH, [{ label: 'Landlord / property manager', name: 'landlord', v: l?.name ?? null, w: 200, o: { decoy: true } },
    { label: 'Landlord phone', name: 'landlord_phone', v: l?.phone ?? null, w: 110, o: { decoy: true } },
    { label: 'Monthly rent (CAD)', name: 'rent', v: l ? moneyFor(p, l.rent, 'en') : null, w: 136, o: { decoy: true } }]);
  return y + RH;
}

const FREQ_LABEL: [Freq, string][] = [['daily', 'Daily'], ['weekly', 'Weekly'], ['biweekly', 'Bi-weekly'], ['monthly', 'Monthly']];

function funding(p: Paper, d: Deal, y: number, terms: boolean): number {
  section(p, '2.  FUNDING REQUEST', X0, y, W, { fill: RED });
  y += 12;
  gridRow(p, X0, y, RH, [{ label: 'Amount requested (CAD)', name: 'amount_requested', v: moneyFor(p, d.amount, 'en'), w: 130 },
    { label: 'Use of funds', name: 'use_of_funds', v: d.use.en, w: 170 },
    { label: 'Average monthly sales (CAD)', name: 'monthly_sales', v: moneyFor(p, d.monthlySales, 'en'), w: 130, o: { decoy: true } },
    { label: 'Annual revenue (CAD)', name: 'annual_revenue', v: moneyFor(p, d.monthlySales * 12, 'en'), w: 126, o: { decoy: true } }]);
  y += RH;
  cell(p, 'Preferred payment frequency', '', null, X0, y, 256, RH);
  options(p, 'frequency', FREQ_LABEL.map(([f, label]) => ({ label, on: terms && d.freq === f })), X0 + 5, y + 10, { size: 6.5, box: 6.5, gap: 12 });
  gridRow(p, X0 + 256, y, RH, [{ label: 'Estimated payment (CAD)', name: 'payment_amount', v: terms ? moneyFor(p, d.payment, 'en') : null, w: 150 },
    { label: 'Number of payments', name: 'number_of_payments', v: terms ? String(d.nPayments) : null, w: 150 }]);
  return y + RH;
}

function ownerRows(p: Paper, o: Owner | undefined, i: number, y: number, prov: string): void {
  const tax = o ? ownerTax(o, false) : null;
  p.doc.save().rect(X0, y, 14, RH * 2).fill('#efe3e3').restore();
  p.doc.save().lineWidth(0.5).rect(X0, y, 14, RH * 2).stroke().restore();
  p.text(String(i + 1), X0 + 4, y + RH - 4, { size: 8, font: 'Helvetica-Bold', color: RED });
  gridRow(p, X0 + 14, y, RH, [{ label: 'Last name', name: `o${i + 1}_last`, v: o?.last ?? null, w: 96 }, { label: 'First name', name: `o${i + 1}_first`, v: o?.first ?? null, w: 82 },
    { label: 'M.I.', name: `o${i + 1}_mi`, v: o?.middle ?? null, w: 22 }, { label: 'Title', name: `o${i + 1}_title`, v: o?.title ?? null, w: 76 },
    { label: '% owned', name: `o${i + 1}_pct`, v: o ? `${o.pct}%` : null, w: 36 }, { label: 'SIN', name: `o${i + 1}_sin`, v: tax?.text ?? null, w: 78 },
    { label: 'Date of birth (YYYY-MM-DD)', name: `o${i + 1}_dob`, v: o ? ymdIso(o.dob) : null, w: 92 },
    { label: 'Est. credit score', name: `o${i + 1}_credit`, v: o?.credit != null ? String(o.credit) : null, w: 62 }]);
  const h = o?.home;
  gridRow(p, X0 + 14, y + RH, RH, [{ label: 'Home address', name: `o${i + 1}_home`, v: h ? [h.street, h.unit].filter(Boolean).join(', ') : null, w: 190, o: { decoy: true } },
    { label: 'City', name: `o${i + 1}_city`, v: h?.city ?? null, w: 96, o: { decoy: true } }, { label: 'Prov.', name: `o${i + 1}_prov`, v: h?.prov ?? null, w: 32, o: { decoy: h !== undefined && h.prov !== prov } },
    { label: 'Postal code', name: `o${i + 1}_postal`, v: h?.postal ?? null, w: 56, o: { decoy: true } },
    { label: 'Cell phone', name: `o${i + 1}_cell`, v: o?.cell ?? null, w: 80 }, { label: 'E-mail', name: `o${i + 1}_email`, v: o?.email ?? null, w: 88 }]);
}

function banking(p: Paper, d: Deal, y: number): number {
  section(p, '4.  BANKING, EXISTING FINANCING AND SUBMITTING ISO', X0, y, W, { fill: RED });
  y += 12;
  gridRow(p, X0, y, RH, [{ label: 'Bank / credit union', name: 'bank', v: d.bank.name, w: 160 }, { label: 'Transit no. (5)', name: 'transit', v: d.bank.transit, w: 80, o: { decoy: true } },
    { label: 'Institution no. (3)', name: 'institution', v: d.bank.inst, w: 80, o: { decoy: true } },
    { label: 'Account no.', name: 'account', v: d.bank.account, w: 236, o: { decoy: true } }], {});
  y += RH;
  for (let i = 0; i < 2; i++) {
    const a = d.advances[i];
    gridRow(p, X0, y, 18, [{ label: `Existing advance ${i + 1}: funder`, name: `adv${i + 1}_funder`, v: a?.funder ?? null, w: 220, o: { decoy: true } },
      { label: 'Balance (CAD)', name: `adv${i + 1}_balance`, v: a ? moneyFor(p, a.balance, 'en') : null, w: 168, o: { decoy: true } },
      { label: 'Payment (CAD)', name: `adv${i + 1}_payment`, v: a ? moneyFor(p, a.payment, 'en') : null, w: 168, o: { decoy: true } }]);
    y += 18;
  }
  gridRow(p, X0, y, RH, [{ label: 'ISO / broker company', name: 'iso_company', v: d.iso.company, w: 150, o: { decoy: true } },
    { label: 'ISO representative', name: 'iso_rep', v: d.iso.rep, w: 110, o: { decoy: true } }, { label: 'ISO phone', name: 'iso_phone', v: d.iso.phone, w: 90, o: { decoy: true } },
    { label: 'ISO e-mail', name: 'iso_email', v: d.iso.email, w: 110 }, { label: 'ISO business no.', name: 'iso_bn', v: `${d.iso.bn} RC0001`, w: 96, o: { decoy: true } }], { shade: '#f4eeee' });
  return y + RH;
}

function consent(p: Paper, d: Deal, y: number): void {
  y = fine(p, 'AUTHORIZATION AND CONSENT. Each undersigned certifies that the information in this application is true and complete and authorizes Maple Ridge Capital Inc., '
    + 'its affiliates and assigns to obtain consumer and commercial credit reports from Equifax Canada and TransUnion Canada, to verify bank statements and processing '
    + 'statements, and to contact the references listed. Personal information is collected, used and disclosed in accordance with the Personal Information Protection '
    + 'and Electronic Documents Act (PIPEDA) for the purposes of evaluating this request and administering any resulting purchase of future receivables. '
    + 'This is not a loan application; amounts are in Canadian dollars.', X0, y + 3, W) + 4;
  d.owners.slice(0, 4).forEach((o, i) => {
    const x = X0 + (i % 2) * 282, yy = y + Math.floor(i / 2) * 30;
    p.doc.save().lineWidth(0.5).moveTo(x, yy + 18).lineTo(x + 120, yy + 18).moveTo(x + 128, yy + 18).lineTo(x + 200, yy + 18).moveTo(x + 208, yy + 18).lineTo(x + 272, yy + 18).stroke().restore();
    p.signature(x + 4, yy + 14, 110);
    p.value(`sig${i + 1}_name`, `${o.first} ${o.last}`, x + 128, yy + 5, 72, 13, { size: 7 });
    p.value(`sig${i + 1}_date`, ymdIso(d.signed), x + 208, yy + 5, 64, 13, { size: 7, decoy: true });
    p.text(`Signature - owner ${i + 1}`, x, yy + 20, { size: 5 }); p.text('Print name', x + 128, yy + 20, { size: 5 }); p.text('Date (YYYY-MM-DD)', x + 208, yy + 20, { size: 5 });
  });
}

function draw(p: Paper, d: Deal, r: Rng): TruthApplication {
  header(p);
  const { y: y1, tax } = business(p, d, r, 72);
  const y2 = premises(p, d, y1);
  const terms = r.chance(0.75);
  let y = funding(p, d, y2 + 4, terms) + 4;
  section(p, '3.  OWNERS / GUARANTORS  (every owner of 20% or more)', X0, y, W, { fill: RED });
  y += 12;
  for (let i = 0; i < 4; i++) { ownerRows(p, d.owners[i], i, y, d.prov); y += RH * 2; }
  y = banking(p, d, y + 4);
  consent(p, d, y);
  p.text('MRC-APP-ON  rev. 03/2024', X0, 772, { size: 5, color: '#666666' });
  return truthOf(d, { tax, payment: terms, start: true, credit: true, role: (o) => o.title, ownerTax: (o) => ownerTax(o, false) });
}

export const MAPLE_RIDGE: Layout = {
  name: 'maple-ridge-capital',
  profile: { provinces: [['ON', 0.8], ['QC', 0.05], ['BC', 0.05], ['AB', 0.05], ['MB', 0.05]], french: 0.05, ssn: 0,
    entities: [['corp', 0.45], ['numbered', 0.25], ['sole', 0.15], ['gp', 0.08], ['lp', 0.04], ['ulc', 0.03]] },
  mark: 'lines',
  draw,
};
