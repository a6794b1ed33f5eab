// Layout "brightline": Brightline Capital Partners, a two-page grid form. Every value sits in a ruled cell whose
// caption is printed small in the cell's top-left corner; entity type is a checkbox row with "Other: ___"; owners
// are two-row grid blocks (owners 3-4 on page 2); page 2 holds existing advances, bank, landlord, references.
import { AUTH_US, D, O, V, signatures } from './kit.ts';
import type { Pen, ValueSpec } from './pen.ts';
import type { Model, Traits } from './types.ts';

export const traits: Traits = {
  name: 'brightline', broker: 'Brightline Capital Partners', maxOwners: 4, caShare: 0,
  entityOptions: ['Corporation', 'LLC', 'Partnership', 'Sole Proprietor', 'Non-Profit', 'Other'],
  lastFirst: 0, terms: false, yearsShare: 0, maskShare: 0.2, scoreShare: 0.5, bareEinShare: 0,
};

const X0 = 36, W = 540, H = 27;

/** One grid row: cells of the given widths (summing to W), each with a caption and a value. */
function row(pen: Pen, y: number, cells: [number, string, ValueSpec | null][]): number {
  let x = X0;
  for (const [w, caption, spec] of cells) {
    pen.rect(x, y, w, H, { lw: 0.5, stroke: '#333' });
    pen.text(caption.toUpperCase(), x + 2, y + 2, { size: 5, color: '#333' });
    if (spec) pen.value(spec, x + 2, y + 9, w - 4, H - 10);
    x += w;
  }
  return y + H;
}

function band(pen: Pen, y: number, title: string): number {
  pen.rect(X0, y, W, 13, { fill: '#0d3b66' });
  pen.text(title, X0 + 4, y + 3, { size: 8, bold: true, color: '#fff' });
  return y + 13;
}

function ownerBlock(pen: Pen, m: Model, i: number, y: number): number {
  const o = m.owners[i]!;
  pen.text(`OWNER ${i + 1}`, X0, y + 2, { size: 6.5, bold: true });
  y += 10;
  y = row(pen, y, [[220, 'Owner Name', O.name(o, i, 'Owner Name')], [120, 'Title', O.title(o, i, 'Title')],
    [70, '% Ownership', O.pct(m, o, i, '% Ownership')], [130, 'SSN', O.tax(o, i, 'SSN')]]);
  return row(pen, y, [[250, 'Home Address', O.home(o, i, 'Home Address')], [95, 'Date of Birth', O.dob(o, i, 'Date of Birth')],
    [75, 'Credit Score (est.)', O.score(o, i, 'Credit Score')], [120, 'Mobile', { key: `owner${i + 1}_phone`, label: 'Mobile', text: o.phone }]]);
}

export function draw(pen: Pen, m: Model): void {
  pen.text('BRIGHTLINE', X0, 34, { size: 20, bold: true, color: '#0d3b66' });
  pen.text('CAPITAL PARTNERS', X0 + 2, 56, { size: 8, color: '#0d3b66' });
  pen.text('Merchant Cash Advance Application', 330, 38, { size: 12, bold: true });
  pen.text('Please complete all fields. Incomplete applications delay funding.', 330, 54, { size: 6.5, italic: true });
  let y = band(pen, 72, 'BUSINESS INFORMATION');
  y = row(pen, y, [[300, 'Corporate Name', V.legal(m, 'Corporate Name')], [240, 'DBA / Trade Name', V.dba(m, 'DBA / Trade Name')]]);
  y = row(pen, y, [[250, 'Physical Address (no P.O. Box)', { key: 'street', label: 'Physical Address', text: m.street }],
    [120, 'City', { key: 'city', label: 'City', text: m.city }], [70, 'State', V.state(m, 'State')], [100, 'ZIP', { key: 'zip', label: 'ZIP', text: m.zip }]]);
  y = row(pen, y, [[130, 'Fed Tax ID', V.tax(m, 'Fed Tax ID')], [130, 'Date Business Established', V.start(m, 'Date Business Established')],
    [110, 'State of Incorporation', D('state_of_inc', 'State of Incorporation', m.stateOfInc)], [170, 'Business Phone', { key: 'phone', label: 'Business Phone', text: m.phone }]]);
  y = row(pen, y, [[200, 'Type of Business', V.industry(m, 'Type of Business')], [170, 'Website', { key: 'website', label: 'Website', text: m.website }],
    [170, 'Business E-mail', { key: 'email', label: 'E-mail', text: m.email }]]);
  pen.rect(X0, y, W, 20, { lw: 0.5, stroke: '#333' });
  pen.text('LEGAL ENTITY:', X0 + 4, y + 7, { size: 6.5, bold: true });
  const other = m.entityOption === 'Other';
  const ex = pen.checks('entity', traits.entityOptions!, m.entityOption, other ? null : { 'application.type_of_entity': m.entityId }, X0 + 62, y + 6, 10);
  pen.line(ex, y + 15, X0 + W - 6, y + 15, 0.4);
  if (other) pen.value(V.entity(m, 'Other'), ex, y + 3, X0 + W - 6 - ex, 12);
  y = band(pen, y + 28, 'FUNDING REQUEST');
  y = row(pen, y, [[180, 'Funding Amount Requested', V.amount(m, 'Funding Amount Requested')], [180, 'Use of Funds', { key: 'use', label: 'Use of Funds', text: m.useOfFunds }],
    [180, 'Avg. Monthly Gross Sales', D('monthly_sales', 'Avg. Monthly Gross Sales', m.monthlySales)]]);
  y = band(pen, y + 8, 'OWNER / OFFICER INFORMATION (all owners of 20% or more)');
  for (let i = 0; i < Math.min(2, m.owners.length); i++) y = ownerBlock(pen, m, i, y + 4);
  pen.text('Page 1 of 2', X0 + W - 40, 760, { size: 6 });
  pen.newPage();
  y = 36;
  if (m.owners.length > 2) {
    y = band(pen, y, 'OWNER / OFFICER INFORMATION (continued)');
    for (let i = 2; i < m.owners.length; i++) y = ownerBlock(pen, m, i, y + 4);
    y += 8;
  }
  y = band(pen, y, 'EXISTING ADVANCES / LOANS');
  for (let k = 0; k < 3; k++) {
    const a = m.advances[k];
    y = row(pen, y, [[240, 'Funder / Lender', a ? D(`adv${k + 1}_funder`, 'Funder', a.funder) : null],
      [150, 'Current Balance', a ? D(`adv${k + 1}_balance`, 'Current Balance', a.balance) : null],
      [150, 'Daily / Weekly Payment', a ? D(`adv${k + 1}_payment`, 'Payment', a.payment) : null]]);
  }
  y = band(pen, y + 8, 'BUSINESS BANK ACCOUNT');
  y = row(pen, y, [[220, 'Bank Name', D('bank_name', 'Bank Name', m.bank.name)], [160, 'Routing / ABA #', D('routing', 'Routing / ABA #', m.bank.routing)],
    [160, 'Account #', D('account', 'Account #', m.bank.account)]]);
  y = band(pen, y + 8, 'LANDLORD / MORTGAGE HOLDER');
  y = row(pen, y, [[260, 'Landlord Name', D('landlord', 'Landlord Name', m.landlord.name)], [140, 'Landlord Phone', D('landlord_phone', 'Phone', m.landlord.phone)],
    [140, 'Monthly Rent', D('rent', 'Monthly Rent', m.landlord.rent)]]);
  y = band(pen, y + 8, 'TRADE REFERENCES');
  m.refs.forEach((r, k) => {
    y = row(pen, y, [[340, `Reference ${k + 1}`, D(`ref${k + 1}`, 'Trade Reference', r.name)], [200, 'Phone', D(`ref${k + 1}_phone`, 'Phone', r.phone)]]);
  });
  y = band(pen, y + 8, 'AUTHORIZATION');
  pen.text(AUTH_US, X0, y + 4, { size: 6.5, width: W });
  signatures(pen, m, X0, y + 44, W);
  pen.text('Page 2 of 2', X0 + W - 40, 760, { size: 6 });
}
