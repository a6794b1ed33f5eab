// Pacific Tidewater Business Funding (Vancouver): a two-page broker form. Page 1 in label-left rows (shaded label
// column, value column), BC incorporation number, CRA BN as its first 9 digits only, dates DD/MM/YYYY printed
// beside each date, payment frequency written as words; page 2 one boxed block per principal ("Last, First" in a
// single box, driver's licence), bank, references, PIPEDA consent. Letter-X ticks.
import type { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplication } from '../generator/truth.ts';
import type { Deal, Freq, Owner } from './deal.ts';
import { fmtDate } from './ids.ts';
import { fine, gridRow, moneyFor, mountains, options, wave } from './kit.ts';
import type { Paper } from './paper.ts';
import { businessTax, fullName, gstText, ownerTax, truthOf } from './truthkit.ts';
import type { Layout } from './types.ts';

const NAVY = '#0b3c5d', TEAL = '#1d7a8c', X0 = 36, W = 540, LW = 150, RH = 19;

function header(p: Paper, page: number): void {
  p.doc.save().rect(0, 0, 612, 58).fill(NAVY).restore();
  mountains(p, X0, 14, 44, 26, '#8fc3d1');
  wave(p, X0, 46, 44, '#ffffff');
  p.text('PACIFIC TIDEWATER', 90, 16, { size: 14, font: 'Helvetica-Bold', color: '#ffffff', spacing: 1 });
  p.text('BUSINESS FUNDING', 90, 33, { size: 8, color: '#bfe3ec', spacing: 2.5 });
  p.text('Application for Business Financing', 330, 17, { size: 10, font: 'Helvetica-Bold', color: '#ffffff', width: 246, align: 'right' });
  p.text(`1055 West Georgia St, Suite 2200, Vancouver, BC  V6E 3P3  \u00b7  604-555-0187  \u00b7  Page ${page} of 2`, 300, 34, { size: 6, color: '#d6eef3', width: 276, align: 'right' });
}

function band(p: Paper, title: string, y: number): number {
  p.text(title, X0, y, { size: 8.5, font: 'Helvetica-Bold', color: TEAL });
  p.doc.save().lineWidth(1).strokeColor(TEAL).moveTo(X0, y + 11).lineTo(X0 + W, y + 11).stroke().restore();
  return y + 15;
}

/** A label-left row: shaded label cell, then the value box (or custom content when name is empty). */
function row(p: Paper, label: string, name: string, v: string | null, y: number, o: { decoy?: boolean; x?: number; w?: number; lw?: number } = {}): void {
  const x = o.x ?? X0, w = o.w ?? W, lw = o.lw ?? LW;
  p.doc.save().rect(x, y, lw, RH).fill('#e6f1f4').restore();
  p.doc.save().lineWidth(0.5).strokeColor('#7aa7b3').rect(x, y, lw, RH).rect(x + lw, y, w - lw, RH).stroke().restore();
  p.text(label, x + 4, y + 6, { size: 7 });
  if (name) p.value(name, v, x + lw + 2, y + 2, w - lw - 4, RH - 3, { size: 8.5, decoy: o.decoy });
}

const STRUCT: [string, (d: Deal) => boolean][] = [['Corporation', (d) => d.kind === 'corp' || d.kind === 'numbered'], ['Sole Proprietorship', (d) => d.kind === 'sole'],
  ['Partnership', (d) => d.kind === 'gp'], ['Limited Partnership', (d) => d.kind === 'lp'], ['ULC', (d) => d.kind === 'ulc']];

function profile(p: Paper, d: Deal, r: Rng, y: number): { y: number; tax: ReturnType<typeof businessTax> } {
  y = band(p, 'A.  BUSINESS PROFILE', y);
  row(p, 'Legal name of business', 'legal_name', d.legal, y); y += RH;
  row(p, 'Operating as (O/A), if different', 'operating_as', d.operating ?? (r.chance(0.4) ? 'N/A' : null), y); y += RH;
  row(p, 'Business structure', '', null, y);
  options(p, 'structure', STRUCT.map(([label, f]) => ({ label, on: f(d) })), X0 + LW + 6, y + 6, { size: 7, gap: 12 }); y += RH;
  const tax = businessTax(d, 'nine');
  row(p, 'Tax number', '', null, y, { w: 300 });
  options(p, 'tax_type', [{ label: 'BN (first 9 digits)', on: tax.type === 'BN' }, { label: 'SIN (sole prop., no BN)', on: tax.type === 'SIN' }], X0 + LW + 4, y + 6, { size: 6, gap: 6, box: 6 });
  row(p, 'Number', 'tax_number', tax.text, y, { x: X0 + 300, w: 240, lw: 44 }); y += RH;
  row(p, 'Incorporation no.', 'incorporation_no', d.incNumber, y, { w: 300, decoy: true });
  const gst = gstText(d);
  row(p, 'GST no.', 'gst_number', gst ? `${gst.slice(0, 9)}RT0001` : null, y, { x: X0 + 300, w: 240, lw: 44, decoy: gst !== null && tax.type === 'BN' }); y += RH;
  row(p, 'Date established (DD/MM/YYYY)', 'date_established', fmtDate(d.start, 'dmy'), y, { w: 300 });
  row(p, 'Employees', 'employees', String(d.employees), y, { x: X0 + 300, w: 240, lw: 60 }); y += RH;
  row(p, 'Street address', 'street', [d.address.unit, d.address.street].filter(Boolean).join(' - '), y); y += RH;
  row(p, 'City', 'city', d.address.city, y, { w: 220 });
  row(p, 'Province', 'province', d.prov, y, { x: X0 + 220, w: 140, lw: 60 });
  row(p, 'Postal code', 'postal_code', d.address.postal, y, { x: X0 + 360, w: 180, lw: 60 }); y += RH;
  row(p, 'Business phone', 'phone', d.phone, y, { w: 220 });
  row(p, 'E-mail', 'email', d.email, y, { x: X0 + 220, w: 320, lw: 60 }); y += RH;
  row(p, 'Nature of business', 'nature_of_business', d.industry.en, y, { w: 360 });
  row(p, 'Website', 'website', d.website, y, { x: X0 + 360, w: 180, lw: 50 }); y += RH;
  row(p, 'Premises', '', null, y, { w: 260 });
  options(p, 'premises', [{ label: 'Owned', on: !d.rent }, { label: 'Leased', on: d.rent }], X0 + LW + 6, y + 6, { size: 7 });
  const l = d.rent ? d.landlord : null;
  row(p, 'Landlord', 'landlord', l ? `${l.name}  ${l.phone}` : null, y, { x: X0 + 260, w: 280, lw: 50, decoy: true });
  return { y: y + RH, tax };
}

const FREQ_WORDS: Record<Freq, string[]> = { daily: ['Daily (business days)', 'Daily'], weekly: ['Weekly'], biweekly: ['Bi-weekly', 'Every two weeks'], monthly: ['Monthly'] };

function request(p: Paper, d: Deal, r: Rng, y: number, terms: boolean): number {
  y = band(p, 'B.  FINANCING REQUEST', y + 6);
  row(p, 'Amount requested (CAD)', 'amount_requested', moneyFor(p, d.amount, 'en'), y, { w: 300 });
  row(p, 'Purpose', 'purpose', d.use.en, y, { x: X0 + 300, w: 240, lw: 50 }); y += RH;
  row(p, 'Payment frequency', 'payment_frequency', terms ? r.pick(FREQ_WORDS[d.freq]) : null, y, { w: 300 });
  row(p, 'Payment', 'payment_amount', terms ? moneyFor(p, d.payment, 'en') : null, y, { x: X0 + 300, w: 240, lw: 50 }); y += RH;
  row(p, 'Number of payments', 'number_of_payments', terms ? String(d.nPayments) : null, y, { w: 300 });
  row(p, 'Gross sales / mo', 'gross_monthly_sales', moneyFor(p, d.monthlySales, 'en'), y, { x: X0 + 300, w: 240, lw: 70, decoy: true }); y += RH;
  fine(p, 'Terms are indicative only. Final pricing, holdback or fixed payment amount and term are set out in the funding agreement. All amounts in Canadian dollars.', X0, y + 3, W, 6);
  return y + 16;
}

const PROCESSORS = ['Moneris', 'Global Payments', 'Square', 'Clover', 'Stripe', 'Chase Paymentech', 'Helcim'];

function sales(p: Paper, d: Deal, r: Rng, y: number): void {
  y = band(p, 'B2.  SALES PROFILE', y + 4);
  const card = Math.round(d.monthlySales * r.float(0.35, 0.9));
  row(p, 'Monthly card sales (CAD)', 'card_sales', moneyFor(p, card, 'en'), y, { w: 300, decoy: true });
  row(p, 'Processor', 'processor', r.pick(PROCESSORS), y, { x: X0 + 300, w: 240, lw: 60 }); y += RH;
  row(p, 'Busiest months', 'busiest_months', r.pick(['Jun - Aug', 'Nov - Dec', 'May - Sep', 'Year-round', 'Dec - Mar']), y, { w: 300 });
  row(p, 'Slowest month', 'slowest_month', r.pick(['January', 'February', 'March', 'October', 'November']), y, { x: X0 + 300, w: 240, lw: 60 }); y += RH;
  row(p, 'Previous cash advance?', '', null, y, { w: 300 });
  options(p, 'previous_advance', [{ label: 'Yes', on: d.advances.length > 0 }, { label: 'No', on: d.advances.length === 0 }], X0 + LW + 6, y + 6, { size: 7 });
  row(p, 'Bankruptcy / BIA proposal?', '', null, y, { x: X0 + 300, w: 240, lw: 110 });
  options(p, 'bankruptcy', [{ label: 'Yes', on: false }, { label: 'No', on: true }], X0 + 416, y + 6, { size: 7 });
  y += RH + 6;
  fine(p, 'Attach: 4 most recent months of business bank statements, 3 months of card processing statements, a void cheque or PAD form, and government-issued '
    + 'photo ID for each principal. Incomplete applications may delay review.', X0, y, W, 6);
}

function principal(p: Paper, o: Owner | undefined, i: number, y: number, prov: string): number {
  const h = 15, n = i + 1;
  p.doc.save().rect(X0, y, W, 11).fill(i % 2 ? TEAL : NAVY).restore();
  p.text(`PRINCIPAL ${n}`, X0 + 4, y + 2.5, { size: 6.5, font: 'Helvetica-Bold', color: '#ffffff' });
  y += 11;
  const base = { labelSize: 5, caps: false, size: 8 };
  const tax = o ? ownerTax(o, false) : null;
  gridRow(p, X0, y, h + 6, [{ label: 'Full legal name (Last, First M.)', name: `p${n}_name`, v: o ? fullName(o, true) : null, w: 230 },
    { label: 'Title / position', name: `p${n}_title`, v: o?.title ?? null, w: 130 }, { label: 'Ownership %', name: `p${n}_ownership`, v: o ? `${o.pct}` : null, w: 60 },
    { label: 'Date of birth (DD/MM/YYYY)', name: `p${n}_dob`, v: o ? fmtDate(o.dob, 'dmy') : null, w: 120 }], base);
  y += h + 6;
  gridRow(p, X0, y, h + 6, [{ label: 'Social Insurance Number (SIN)', name: `p${n}_sin`, v: tax?.text ?? null, w: 130 },
    { label: "Driver's licence no.", name: `p${n}_licence`, v: o?.licence ?? null, w: 120, o: { decoy: true } },
    { label: 'Home address', name: `p${n}_home`, v: o ? `${o.home.street}, ${o.home.city}` : null, w: 180, o: { decoy: true } },
    { label: 'Prov.', name: `p${n}_prov`, v: o?.home.prov ?? null, w: 34, o: { decoy: o !== undefined && o.home.prov !== prov } },
    { label: 'Postal code', name: `p${n}_postal`, v: o?.home.postal ?? null, w: 76, o: { decoy: true } }], base);
  return y + h + 10;
}

function pageTwo(p: Paper, d: Deal, y: number): void {
  y = band(p, 'C.  PRINCIPALS / GUARANTORS  (all owners of 20% or more)', y);
  for (let i = 0; i < Math.max(2, d.owners.length); i++) y = principal(p, d.owners[i], i, y, d.prov);
  y = band(p, 'D.  BANKING AND REFERENCES', y + 2);
  const base = { labelSize: 5, caps: false, size: 8 };
  gridRow(p, X0, y, 21, [{ label: 'Financial institution', name: 'bank_name', v: d.bank.name, w: 170 }, { label: 'Transit no.', name: 'transit_no', v: d.bank.transit, w: 80, o: { decoy: true } },
    { label: 'Institution no.', name: 'institution_no', v: d.bank.inst, w: 80, o: { decoy: true } }, { label: 'Account no.', name: 'account_no', v: d.bank.account, w: 210, o: { decoy: true } }], base);
  y += 21;
  d.refs.forEach((ref, i) => {
    gridRow(p, X0, y, 21, [{ label: `Trade reference ${i + 1}`, name: `ref${i + 1}_name`, v: ref.name, w: 330, o: { decoy: true } },
      { label: 'Phone', name: `ref${i + 1}_phone`, v: ref.phone, w: 210, o: { decoy: true } }], base);
    y += 21;
  });
  const a = d.advances;
  gridRow(p, X0, y, 21, [{ label: 'Current cash advance / loan with', name: 'current_funder', v: a.length ? a.map((x) => x.funder).join('; ') : 'None', w: 330, o: { decoy: a.length > 0 } },
    { label: 'Balance owing (CAD)', name: 'current_balance', v: a.length ? moneyFor(p, a.reduce((s, x) => s + x.balance, 0), 'en') : null, w: 210, o: { decoy: true } }], base);
  y += 27;
  gridRow(p, X0, y, 21, [{ label: 'Referred by (broker / ISO)', name: 'referred_by', v: d.iso.company, w: 200, o: { decoy: true } },
    { label: 'Broker contact', name: 'broker_contact', v: d.iso.rep, w: 170, o: { decoy: true } }, { label: 'Broker phone', name: 'broker_phone', v: d.iso.phone, w: 170, o: { decoy: true } }], base);
  y = fine(p, 'CONSENT. By signing, each principal confirms the information given is accurate and consents, under the Personal Information Protection and Electronic '
    + 'Documents Act (PIPEDA) and the BC Personal Information Protection Act, to Pacific Tidewater Business Funding Ltd. and its funding partners collecting, using '
    + 'and disclosing personal information, including obtaining credit reports from Equifax and TransUnion, to assess and administer this request. Each principal '
    + 'agrees to provide a personal guarantee of performance if funding is approved.', X0, y + 28, W, 6) + 14;
  d.owners.forEach((o, i) => {
    const x = X0 + (i % 2) * 275, yy = y + Math.floor(i / 2) * 34;
    p.doc.save().lineWidth(0.5).moveTo(x, yy + 16).lineTo(x + 150, yy + 16).moveTo(x + 160, yy + 16).lineTo(x + 255, yy + 16).stroke().restore();
    p.signature(x + 6, yy + 12, 130);
    p.value(`sign_date_${i + 1}`, fmtDate(d.signed, 'dmy'), x + 160, yy + 2, 95, 14, { decoy: true });
    p.text(`Signature of principal ${i + 1}`, x, yy + 18, { size: 5.5 }); p.text('Date (DD/MM/YYYY)', x + 160, yy + 18, { size: 5.5 });
  });
}

function draw(p: Paper, d: Deal, r: Rng): TruthApplication {
  header(p, 1);
  const { y, tax } = profile(p, d, r, 70);
  const terms = r.chance(0.7);
  sales(p, d, r, request(p, d, r, y, terms));
  p.text('Continued on page 2', X0, 760, { size: 6.5, width: W, align: 'right', color: TEAL });
  p.text('PTBF-APP 2023-11', X0, 760, { size: 5.5, color: '#777777' });
  p.doc.addPage({ size: [612, 792], margin: 0 });
  header(p, 2);
  pageTwo(p, d, 70);
  return truthOf(d, { tax, payment: terms, start: true, credit: false, role: (o) => o.title, ownerTax: (o) => ownerTax(o, false) });
}

export const PACIFIC_TIDEWATER: Layout = {
  name: 'pacific-tidewater',
  profile: { provinces: [['BC', 0.82], ['AB', 0.08], ['YT', 0.04], ['SK', 0.03], ['ON', 0.03]], french: 0.02, ssn: 0,
    entities: [['corp', 0.4], ['numbered', 0.25], ['sole', 0.16], ['gp', 0.08], ['lp', 0.04], ['ulc', 0.07]] },
  mark: 'X',
  draw,
};
