// Layout "keystone": Keystone Merchant Funding, a one-page "Label: ________" form. Each row is a bold label followed
// by the value on an underline, two or three per row; the address is one line; the first owner is in an
// "Owner / Officer" block and the second in a separate "Partner / Guarantor" block (never a table); an ISO box
// at the top names the submitting rep; the existing advances are a free line of funder and balance pairs.
import { AUTH_US, D, O, V, signatures } from './kit.ts';
import type { Pen, ValueSpec } from './pen.ts';
import type { Model, Traits } from './types.ts';

export const traits: Traits = {
  name: 'keystone', broker: 'Keystone Merchant Funding', maxOwners: 2, caShare: 0, entityOptions: null,
  lastFirst: 0.15, terms: true, yearsShare: 0, maskShare: 0.35, scoreShare: 0.6, bareEinShare: 0.3,
};

const X0 = 40, X1 = 572, RH = 19;

/** One row of `Label: value____` pairs; widths are the share of the row each pair takes. */
function line(pen: Pen, y: number, pairs: [number, string, ValueSpec | null][]): number {
  let x = X0;
  const total = X1 - X0;
  for (const [share, label, spec] of pairs) {
    const w = total * share;
    pen.text(`${label}:`, x, y + 5, { size: 7.5, bold: true });
    const lw = pen.doc.font('Helvetica-Bold').fontSize(7.5).widthOfString(`${label}:`) + 4;
    pen.line(x + lw, y + 15, x + w - 8, y + 15, 0.5);
    if (spec) pen.value(spec, x + lw, y + 1, w - lw - 10, 14);
    x += w;
  }
  return y + RH;
}

function heading(pen: Pen, y: number, title: string): number {
  pen.text(title, X0, y + 4, { size: 9, bold: true, color: '#7a1f1f' });
  pen.line(X0, y + 15, X1, y + 15, 1.2, '#7a1f1f');
  return y + 19;
}

function person(pen: Pen, m: Model, i: number, y: number): number {
  const o = m.owners[i];
  const s = <T,>(f: () => T): T | null => (o ? f() : null);
  y = line(pen, y, [[0.5, 'Full Name', s(() => O.name(o!, i, 'Full Name'))], [0.28, 'Title', s(() => O.title(o!, i, 'Title'))],
    [0.22, 'Ownership', s(() => O.pct(m, o!, i, 'Ownership'))]]);
  y = line(pen, y, [[0.34, 'SSN', s(() => O.tax(o!, i, 'SSN'))], [0.33, 'Date of Birth', s(() => O.dob(o!, i, 'Date of Birth'))],
    [0.33, 'Credit Score', s(() => O.score(o!, i, 'Credit Score'))]]);
  return line(pen, y, [[0.68, 'Home Address', s(() => O.home(o!, i, 'Home Address'))], [0.32, 'Cell', s(() => D(`owner${i + 1}_cell`, 'Cell', o!.phone))]]);
}

export function draw(pen: Pen, m: Model): void {
  pen.text('KEYSTONE', X0, 36, { size: 18, bold: true, color: '#7a1f1f' });
  pen.text('MERCHANT FUNDING', X0 + 1, 55, { size: 8, bold: true, color: '#555' });
  pen.text('Business Funding Application', X0, 68, { size: 10 });
  pen.rect(352, 32, 220, 50, { lw: 0.6, stroke: '#7a1f1f' });
  pen.text('FOR ISO USE', 358, 35, { size: 6, bold: true, color: '#7a1f1f' });
  pen.text('ISO:', 358, 46, { size: 6.5 });
  pen.value(D('iso_company', 'ISO', m.iso.company), 378, 43, 190, 11);
  pen.text('Rep:', 358, 58, { size: 6.5 });
  pen.value(D('iso_rep', 'Rep', m.iso.rep), 378, 55, 100, 11);
  pen.text('Ph:', 482, 58, { size: 6.5 });
  pen.value(D('iso_phone', 'Rep Phone', m.iso.phone), 495, 55, 75, 11);
  pen.text('Email:', 358, 70, { size: 6.5 });
  pen.value(D('iso_email', 'Rep Email', m.iso.email), 382, 67, 186, 11);
  let y = heading(pen, 90, 'BUSINESS INFORMATION');
  y = line(pen, y, [[1, 'Business Legal Name', V.legal(m, 'Business Legal Name')]]);
  y = line(pen, y, [[1, 'Doing Business As', V.dba(m, 'Doing Business As')]]);
  y = line(pen, y, [[1, 'Business Address', V.addressLine(m, 'Business Address')]]);
  y = line(pen, y, [[0.5, 'Tax ID # (EIN)', V.tax(m, 'Tax ID # (EIN)')], [0.5, 'Business Start Date', V.start(m, 'Business Start Date')]]);
  y = line(pen, y, [[0.4, 'Entity Type', V.entity(m, 'Entity Type')], [0.6, 'Industry / Type of Business', V.industry(m, 'Industry / Type of Business')]]);
  y = line(pen, y, [[0.3, 'State of Inc.', D('state_of_inc', 'State of Inc.', m.stateOfInc)], [0.32, 'Phone', D('phone', 'Phone', m.phone)],
    [0.38, 'Email', D('email', 'Email', m.email)]]);
  y = line(pen, y, [[0.5, 'Monthly Gross Sales', D('monthly_sales', 'Monthly Gross Sales', m.monthlySales)], [0.5, 'Annual Revenue', D('annual_revenue', 'Annual Revenue', m.annualRevenue)]]);
  y = heading(pen, y + 4, 'FUNDING REQUEST');
  y = line(pen, y, [[0.5, 'Amount Requested', V.amount(m, 'Amount Requested')], [0.5, 'Use of Proceeds', D('use', 'Use of Proceeds', m.useOfFunds)]]);
  y = line(pen, y, [[0.36, 'Requested Payment', V.payment(m, 'Requested Payment')], [0.3, '# of Payments', V.count(m, '# of Payments')],
    [0.34, 'Frequency', V.freq(m, 'Frequency')]]);
  y = heading(pen, y + 4, 'OWNER / OFFICER');
  y = person(pen, m, 0, y);
  y = heading(pen, y + 4, 'PARTNER / GUARANTOR (if any)');
  y = person(pen, m, 1, y);
  y = heading(pen, y + 4, 'OTHER INFORMATION');
  y = line(pen, y, [[0.5, 'Landlord / Mortgage Co.', D('landlord', 'Landlord', m.landlord.name)], [0.25, 'Phone', D('landlord_phone', 'Phone', m.landlord.phone)],
    [0.25, 'Rent', D('rent', 'Rent', m.landlord.rent)]]);
  y = line(pen, y, [[0.5, 'Bank', D('bank_name', 'Bank', m.bank.name)], [0.5, 'Trade Ref.', D('ref1', 'Trade Ref.', m.refs[0]!.name)]]);
  const adv = m.advances.map((a, k) => D(`adv${k + 1}`, 'Current Advances', `${a.funder} (${a.balance} bal.)`));
  pen.text('Current Advances (funder / balance):', X0, y + 5, { size: 7.5, bold: true });
  pen.line(X0 + 150, y + 15, X1, y + 15, 0.5);
  pen.line(X0, y + 15 + RH, X1, y + 15 + RH, 0.5);
  adv.forEach((d, k) => pen.value(d, k === 0 ? X0 + 150 : k === 1 ? X0 : X0 + 270, y + 1 + (k === 0 ? 0 : RH), k === 0 ? X1 - X0 - 150 : 262, 14));
  y += 2 * RH + 6;
  pen.text(AUTH_US, X0, y, { size: 6, width: X1 - X0 });
  signatures(pen, m, X0, y + 36, X1 - X0);
  pen.text('Keystone Merchant Funding  |  Fax or e-mail completed applications with 3 months of bank statements.', X0, 762, { size: 6, color: '#555' });
}
