// Bluestem Merchant Services: a sidebar of broker information down the left (the rep's name, phone and e-mail are
// decoys); fields on the right with labels right-aligned before the value; often a sole proprietor whose tax id is
// the owner's SSN (or ITIN) and whose legal name is the owner's; drawn check marks; time in business in years, the
// start date only sometimes.
import type { Rng } from '../../statements/generator/prng.ts';
import { dbaText, entityId, fmtDate, fmtMoney, fmtName, FREQ_LABEL, iso, nameFields, ownerTax, regionFields, taxFields, type Fields } from './format.ts';
import type { Layout } from './layout.ts';
import { makeMerchant, type EntityKind, type Merchant } from './model.ts';
import type { Pen } from './pen.ts';

const SIDE = 168, LX = 292, VX = 298, RX = 582;

function field(pen: Pen, y: number, label: string, value = '', f: Fields = {}, o: { to?: number; from?: number; decoy?: boolean } = {}): void {
  const lx = o.from ?? LX;
  pen.label(label, lx, y + 1, { size: 8.5, align: 'right', color: '#3d4a3f' });
  pen.line(lx + 6, y + 12, o.to ?? RX, y + 12, 0.4, '#9aa79c');
  pen.value(value, lx + 9, y, { w: (o.to ?? RX) - lx - 12, size: 10, f, decoy: o.decoy });
}

function section(pen: Pen, y: number, text: string): number {
  pen.label(text, SIDE + 16, y, { size: 11, font: 'Times-BoldItalic', color: '#2f5d46' });
  pen.line(SIDE + 16, y + 14, RX, y + 14, 0.8, '#2f5d46');
  return y + 22;
}

function checks(pen: Pen, y: number, label: string, opts: [string, boolean, Fields][], prefix: string): void {
  pen.label(label, LX, y + 1, { size: 8.5, align: 'right', color: '#3d4a3f' });
  let x = VX + 4;
  for (const [t, on, f] of opts) {
    pen.check(x, y + 1, 8, on, t, on ? f : {}, `${prefix}_${t.toLowerCase().replace(/\W+/g, '_')}`);
    pen.label(t, x + 11, y + 1, { size: 8 });
    x += 22 + pen.doc.font('Helvetica').fontSize(8).widthOfString(t);
  }
}

function sidebar(pen: Pen, m: Merchant): void {
  pen.rect(0, 0, SIDE, 792, { fill: '#e6eee8' });
  pen.label('BLUESTEM', 18, 40, { size: 20, font: 'Times-Bold', color: '#2f5d46' });
  pen.label('MERCHANT SERVICES', 18, 63, { size: 8.5, color: '#2f5d46' });
  pen.label('Your funding specialist', 18, 110, { size: 7.5, font: 'Helvetica-Oblique', color: '#555' });
  pen.value(`${m.rep.first} ${m.rep.last}`, 18, 124, { size: 10, decoy: true, w: 140 });
  pen.label('Direct', 18, 146, { size: 7.5, color: '#555' });
  pen.value(m.rep.phone, 18, 157, { size: 9.5, decoy: true, w: 140 });
  pen.label('E-mail', 18, 178, { size: 7.5, color: '#555' });
  pen.value(m.rep.email, 18, 189, { size: 8.5, decoy: true, w: 145 });
  const notes = ['Funding in 24-48 hours', 'Approvals up to $500,000', 'All credit profiles considered', 'No collateral required'];
  notes.forEach((t, i) => pen.label(`•  ${t}`, 18, 240 + i * 16, { size: 8, color: '#2f5d46' }));
  pen.label('1450 Commerce Way, Ste 210', 18, 720, { size: 7, color: '#555' });
  pen.label('Overland Park, KS 66210', 18, 731, { size: 7, color: '#555' });
  pen.label('Office use: Deal # ________', 18, 752, { size: 7, color: '#555' });
}

function business(pen: Pen, m: Merchant, rng: Rng, y: number): number {
  y = section(pen, y, 'About the Business');
  field(pen, y, 'Business Legal Name', m.legalName, { legal_name: m.legalName }); y += 20;
  const dba = dbaText(m, rng.pick(['', 'N/A']));
  field(pen, y, 'Trade Name / DBA', dba.text, dba.f); y += 20;
  field(pen, y, 'Tax ID #', m.taxId, taxFields(m), { to: 430 });
  field(pen, y, 'Phone', m.phone, {}, { from: 468 }); y += 20;
  const kinds: [EntityKind, string][] = [['soleprop', 'Sole Proprietor'], ['llc', 'LLC'], ['corporation', 'Corporation'], ['scorp', 'S Corp'], ['partnership', 'Partnership']];
  checks(pen, y, 'Business Type', kinds.map(([k, t]) => [t, m.entity === k, { type_of_entity: entityId(m, k) }]), 'type'); y += 20;
  field(pen, y, 'What does the business do?', m.industry.text, { industry: m.industry.id }); y += 20;
  const years = 2026 - m.start.getUTCFullYear();
  field(pen, y, 'Time in Business', `${years} yrs`, {}, { to: 400 });
  const dated = rng.chance(0.5);
  field(pen, y, 'Date Established', dated ? fmtDate(m.start, rng.pick(['mdy2', 'long'] as const)) : '', dated ? { business_start_date: iso(m.start) } : {}, { from: 470 }); y += 20;
  field(pen, y, 'Street Address', m.address.street); y += 20;
  field(pen, y, 'City, State, Zip', `${m.address.city}, ${m.address.region} ${m.address.postal}`, regionFields(m)); y += 20;
  field(pen, y, 'E-mail', m.email); y += 20;
  return y + 8;
}

function request(pen: Pen, m: Merchant, y: number): number {
  y = section(pen, y, 'Your Request');
  field(pen, y, 'Amount Needed', fmtMoney(m.amount, 'dollar'), { requested_amount: m.amount }, { to: 430 }); y += 20;
  field(pen, y, 'Desired Payment', fmtMoney(m.payment, 'cents'), { requested_payment: m.payment }, { to: 430 });
  field(pen, y, 'No. of Payments', String(m.nPayments), { number_of_payments: m.nPayments }, { from: 510 }); y += 20;
  const freqs = (['daily', 'weekly', 'biweekly', 'monthly'] as const).map((k): [string, boolean, Fields] => [FREQ_LABEL[k], m.frequency === k, { payment_frequency: k }]);
  checks(pen, y, 'Payment Schedule', freqs, 'schedule'); y += 20;
  field(pen, y, 'Use of Funds', m.useOfFunds); y += 20;
  return y + 8;
}

function owners(pen: Pen, m: Merchant, rng: Rng, y: number): number {
  y = section(pen, y, m.owners.length > 1 ? 'Owners' : 'Owner');
  const score = rng.chance(0.5);
  m.owners.forEach((o, i) => {
    const tax = ownerTax(i, o);
    field(pen, y, 'Owner Name', fmtName(o, false), nameFields(i, o), { to: 450 });
    field(pen, y, '% Owned', `${o.pct}%`, { [`applicants.${i}.ownership`]: o.pct }, { from: 500 }); y += 19;
    field(pen, y, 'Title', o.title, { [`applicants.${i}.role`]: o.title }, { to: 400 });
    field(pen, y, 'Date of Birth', fmtDate(o.dob, 'mdy'), { [`applicants.${i}.date_of_birth`]: iso(o.dob) }, { from: 480 }); y += 19;
    field(pen, y, 'Social Security #', tax.text, tax.f, { to: 420 });
    field(pen, y, 'Credit Score (est.)', score ? String(o.score) : '', score ? { [`applicants.${i}.credit_score`]: o.score } : {}, { from: 510 }); y += 19;
    field(pen, y, 'Home Address', `${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}`, {}, { decoy: true }); y += 24;
  });
  return y;
}

export const BLUESTEM: Layout = {
  name: 'bluestem-sidebar', broker: 'Bluestem Merchant Services', mark: 'drawn-check', valueFont: 'Times-Roman',
  // Its entity row offers no LP, LLP or "Other": the merchants are of the kinds it lists.
  merchant: (rng) => makeMerchant(rng, 'US', { soleProp: rng.chance(0.55), entities: ['llc', 'llc', 'corporation', 'scorp', 'partnership'] }),
  draw(pen, m, rng) {
    sidebar(pen, m);
    pen.label('Business Funding Application', SIDE + 16, 34, { size: 17, font: 'Times-Roman', color: '#1f2d24' });
    pen.label('Please complete every section. Attach your last 4 months of business bank statements.', SIDE + 16, 56, { size: 7.5, color: '#555' });
    let y = business(pen, m, rng, 78);
    y = request(pen, m, y);
    y = owners(pen, m, rng, y);
    pen.para('I certify that the information above is true and authorize Bluestem Merchant Services and its partners to obtain credit ' +
      'reports and to verify this information with my bank, landlord and trade creditors.', SIDE + 16, y, RX - SIDE - 16, 7);
    pen.line(SIDE + 16, y + 46, SIDE + 216, y + 46); pen.label('Signature', SIDE + 16, y + 49, { size: 7 });
    pen.line(SIDE + 250, y + 46, SIDE + 340, y + 46); pen.label('Date', SIDE + 250, y + 49, { size: 7 });
  },
};
