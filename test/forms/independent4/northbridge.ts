// Northbridge Business Finance (Canada): a table of shaded label cells beside white value cells; Operating Name (O/A),
// Business Number with its program account, province, postal code, SIN; checkbox rows (structure, repayment
// schedule) marked by a filled square; a principals table; PIPEDA consent. Amounts in CAD.
import type { Rng } from '../../statements/generator/prng.ts';
import { dbaText, entityId, fmtDate, fmtMoney, fmtName, FREQ_LABEL, iso, nameFields, ownerTax, regionFields, taxFields, type Fields } from './format.ts';
import type { Layout } from './layout.ts';
import { makeMerchant, type EntityKind, type Merchant } from './model.ts';
import type { Pen } from './pen.ts';

const X0 = 36, LW = 112, VW = 158, H = 20;

/** A label cell and its value cell; `span` widens the value over the next pair. */
function pair(pen: Pen, col: 0 | 1, y: number, label: string, value = '', f: Fields = {}, o: { span?: boolean; decoy?: boolean } = {}): void {
  const x = X0 + col * (LW + VW);
  pen.rect(x, y, LW, H, { fill: '#e4e9e1', stroke: '#6b7a66' });
  pen.label(label, x + 4, y + 6.5, { size: 7.5, font: 'Helvetica-Bold', color: '#2d3a29' });
  const vw = o.span ? VW + LW + VW : VW;
  pen.rect(x + LW, y, vw, H, { stroke: '#6b7a66' });
  pen.value(value, x + LW + 5, y + 5.5, { w: vw - 8, size: 9.5, f, decoy: o.decoy });
}

function band(pen: Pen, y: number, en: string, fr: string): number {
  pen.label(en, X0, y, { size: 9.5, font: 'Helvetica-Bold', color: '#2d3a29' });
  pen.label(fr, X0 + 540, y + 1.5, { size: 7, font: 'Helvetica-Oblique', color: '#6b7a66', align: 'right' });
  pen.line(X0, y + 12, X0 + 540, y + 12, 1.5, '#2d3a29');
  return y + 16;
}

function options(pen: Pen, y: number, label: string, opts: [string, boolean, Fields][], prefix: string): void {
  pen.rect(X0, y, LW, H, { fill: '#e4e9e1', stroke: '#6b7a66' });
  pen.label(label, X0 + 4, y + 6.5, { size: 7.5, font: 'Helvetica-Bold', color: '#2d3a29' });
  pen.rect(X0 + LW, y, 540 - LW, H, { stroke: '#6b7a66' });
  let x = X0 + LW + 8;
  for (const [text, on, f] of opts) {
    pen.check(x, y + 5.5, 9, on, text, on ? f : {}, `${prefix}_${text.toLowerCase().replace(/\W+/g, '_')}`);
    pen.label(text, x + 13, y + 6.5, { size: 8 });
    x += 30 + pen.doc.font('Helvetica').fontSize(8).widthOfString(text);
  }
}

function business(pen: Pen, m: Merchant, rng: Rng, y: number): number {
  y = band(pen, y, 'BUSINESS INFORMATION', 'Renseignements sur l’entreprise');
  pair(pen, 0, y, 'Legal Name of Business', m.legalName, { legal_name: m.legalName }, { span: true }); y += H;
  const dba = dbaText(m, rng.pick(['', 'N/A']));
  pair(pen, 0, y, 'Operating Name (O/A)', dba.text, dba.f, { span: true }); y += H;
  pair(pen, 0, y, 'Business Number (BN)', m.taxId, taxFields(m));
  pair(pen, 1, y, 'Date Established', fmtDate(m.start, rng.pick(['iso', 'long'] as const)), { business_start_date: iso(m.start) }); y += H;
  pair(pen, 0, y, 'Street Address', m.address.street, {}, { span: true }); y += H;
  pair(pen, 0, y, 'City', m.address.city);
  pair(pen, 1, y, 'Province', m.address.region, regionFields(m)); y += H;
  pair(pen, 0, y, 'Postal Code', m.address.postal);
  pair(pen, 1, y, 'Telephone', m.phone); y += H;
  pair(pen, 0, y, 'Nature of Business', m.industry.text, { industry: m.industry.id });
  pair(pen, 1, y, 'Jurisdiction', rng.pick(['Federal (CBCA)', 'Provincial']), {}, { decoy: true }); y += H;
  const kinds: [EntityKind, string][] = [['corporation', 'Corporation'], ['partnership', 'Partnership'], ['soleprop', 'Sole Proprietorship']];
  options(pen, y, 'Business Structure', kinds.map(([k, t]) => [t, m.entity === k, { type_of_entity: entityId(m, k) }]), 'structure');
  return y + H + 10;
}

function request(pen: Pen, m: Merchant, rng: Rng, y: number): number {
  y = band(pen, y, 'FINANCING REQUEST', 'Demande de financement');
  pair(pen, 0, y, 'Amount Requested', fmtMoney(m.amount, rng.pick(['cad', 'spaced', 'dollar'] as const)), { requested_amount: m.amount });
  pair(pen, 1, y, 'Intended Use', m.useOfFunds); y += H;
  const freqs = (['daily', 'weekly', 'biweekly', 'monthly'] as const).map((k): [string, boolean, Fields] => [FREQ_LABEL[k], m.frequency === k, { payment_frequency: k }]);
  options(pen, y, 'Preferred Repayment', freqs, 'repayment');
  return y + H + 10;
}

function principals(pen: Pen, m: Merchant, y: number): number {
  y = band(pen, y, 'PRINCIPALS (25% OR MORE)', 'Actionnaires principaux');
  const cols: [number, string][] = [[160, 'Full Name'], [100, 'Title'], [60, '% Ownership'], [110, 'SIN'], [110, 'Date of Birth']];
  let x = X0;
  for (const [w, t] of cols) { pen.rect(x, y, w, 14, { fill: '#e4e9e1', stroke: '#6b7a66' }); pen.label(t, x + 4, y + 4, { size: 7, font: 'Helvetica-Bold' }); x += w; }
  y += 14;
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i];
    const tax = o ? ownerTax(i, o) : null;
    const vals: [string, Fields][] = o && tax ? [[fmtName(o, false), nameFields(i, o)], [o.title, { [`applicants.${i}.role`]: o.title }],
      [`${o.pct} %`, { [`applicants.${i}.ownership`]: o.pct }], [tax.text, tax.f], [fmtDate(o.dob, 'iso'), { [`applicants.${i}.date_of_birth`]: iso(o.dob) }]] : [];
    x = X0;
    cols.forEach(([w], c) => {
      pen.rect(x, y, w, H, { stroke: '#6b7a66' });
      if (vals[c]) pen.value(vals[c][0], x + 4, y + 5.5, { w: w - 6, size: 9, f: vals[c][1] });
      x += w;
    });
    y += H;
  }
  y += 6;
  m.owners.forEach((o, i) => {
    pen.label(`Residential address, principal ${i + 1}:`, X0, y + 1, { size: 7.5 });
    pen.value(`${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}`, X0 + 140, y, { size: 9, w: 380, decoy: true });
    pen.line(X0 + 136, y + 11, X0 + 540, y + 11, 0.4, '#6b7a66');
    y += 16;
  });
  return y + 6;
}

export const NORTHBRIDGE: Layout = {
  name: 'northbridge-canada', broker: 'Northbridge Business Finance', mark: 'filled-box', valueFont: 'Helvetica',
  merchant: (rng) => makeMerchant(rng, 'CA'),
  draw(pen, m, rng) {
    pen.label('NORTHBRIDGE', X0, 30, { size: 20, font: 'Helvetica-Bold', color: '#2d3a29' });
    pen.label('BUSINESS FINANCE', X0 + 150, 37, { size: 10, color: '#6b7a66' });
    pen.label('Application for Business Financing', X0 + 540, 32, { size: 9, font: 'Helvetica-Bold', align: 'right' });
    pen.label('Toronto · Calgary · Vancouver', X0 + 540, 44, { size: 7.5, align: 'right', color: '#555' });
    let y = business(pen, m, rng, 66);
    y = request(pen, m, rng, y);
    y = principals(pen, m, y);
    y = band(pen, y, 'BANKING', 'Renseignements bancaires');
    pair(pen, 0, y, 'Financial Institution', m.bank.name, {}, { decoy: true });
    pair(pen, 1, y, 'Transit / Institution #', m.bank.routing, {}, { decoy: true }); y += H;
    pair(pen, 0, y, 'Account Number', m.bank.account, {}, { decoy: true }); y += H + 10;
    pen.para('PIPEDA CONSENT. In accordance with the Personal Information Protection and Electronic Documents Act, each principal consents to ' +
      'Northbridge Business Finance and its lending partners collecting, using and disclosing the personal information in this application, ' +
      'including obtaining credit reports from Equifax Canada and TransUnion Canada, for the purpose of assessing this request and ' +
      'administering any financing provided.', X0, y, 540, 7);
    y += 44;
    pen.line(X0, y + 14, X0 + 250, y + 14); pen.line(X0 + 300, y + 14, X0 + 420, y + 14);
    pen.label('Signature of Principal', X0, y + 17, { size: 7 }); pen.label('Date (YYYY-MM-DD)', X0 + 300, y + 17, { size: 7 });
  },
};
