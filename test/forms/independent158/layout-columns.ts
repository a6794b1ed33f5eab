// Layout "maplemain": Maple & Main Funding Group, two-column sections with the caption above each value's line.
// A quarter of its forms are Canadian (Operating Name (O/A), Business Number with program account, Province, Postal
// Code, Country, SIN, PIPEDA consent, amounts in CAD). Owners print "Last, First"; they sit side by side in two
// columns, so the reading order runs across, not down.
import { AUTH_CA, AUTH_US, D, O, V, signatures } from './kit.ts';
import type { Pen, ValueSpec } from './pen.ts';
import type { Model, Traits } from './types.ts';

export const traits: Traits = {
  name: 'maplemain', broker: 'Maple & Main Funding Group', maxOwners: 4, caShare: 0.25, entityOptions: null,
  lastFirst: 0.75, terms: false, yearsShare: 0, maskShare: 0.15, scoreShare: 0.4, bareEinShare: 0.1,
};

const L = 40, R = 318, CW = 254;
const GREEN = '#2f5d3a';

/** A caption above an underline, the value on the line. */
function stack(pen: Pen, x: number, y: number, w: number, caption: string, spec: ValueSpec | null): void {
  pen.text(caption, x, y, { size: 6.5, color: '#444' });
  pen.line(x, y + 22, x + w, y + 22, 0.5, '#666');
  if (spec) pen.value(spec, x, y + 8, w, 14);
}

/** A row of stacked fields across a column: [width share, caption, spec]. */
function cols(pen: Pen, x: number, y: number, w: number, items: [number, string, ValueSpec | null][]): number {
  let cx = x;
  for (const [share, caption, spec] of items) {
    stack(pen, cx, y, w * share - 6, caption, spec);
    cx += w * share;
  }
  return y + 27;
}

function section(pen: Pen, x: number, y: number, w: number, title: string): number {
  pen.text(title, x, y, { size: 8.5, bold: true, color: GREEN });
  pen.line(x, y + 11, x + w, y + 11, 0.8, GREEN);
  return y + 15;
}

function ownerBox(pen: Pen, m: Model, i: number, x: number, y: number): number {
  const o = m.owners[i]!, ca = m.country === 'CA';
  y = section(pen, x, y, CW, `Owner ${i + 1}`);
  y = cols(pen, x, y, CW, [[0.64, 'Name (Last, First)', O.name(o, i, 'Name')], [0.36, 'Title', O.title(o, i, 'Title')]]);
  y = cols(pen, x, y, CW, [[0.3, '% Owned', O.pct(m, o, i, '% Owned')], [0.4, ca ? 'SIN' : 'SSN', O.tax(o, i, ca ? 'SIN' : 'SSN')],
    [0.3, 'Credit Score', O.score(o, i, 'Credit Score')]]);
  y = cols(pen, x, y, CW, [[0.35, 'Date of Birth', O.dob(o, i, 'Date of Birth')], [0.65, 'Residential Address', O.home(o, i, 'Residential Address')]]);
  return y;
}

export function draw(pen: Pen, m: Model): void {
  const ca = m.country === 'CA';
  pen.rect(0, 0, 612, 64, { fill: '#eef3ec' });
  pen.text('Maple & Main', L, 20, { size: 18, bold: true, color: GREEN });
  pen.text('FUNDING GROUP', L + 1, 40, { size: 7.5, bold: true, color: '#555' });
  pen.text(ca ? 'Business Financing Application (Canada)' : 'Small Business Funding Application', R, 24, { size: 11, bold: true });
  pen.text('Return with the last 4 months of business bank statements.', R, 40, { size: 6.5, italic: true });
  let yl = section(pen, L, 78, CW, 'Business Profile');
  yl = cols(pen, L, yl, CW, [[1, ca ? 'Legal Business Name' : 'Company (as on tax return)', V.legal(m, ca ? 'Legal Business Name' : 'Company (as on tax return)')]]);
  yl = cols(pen, L, yl, CW, [[1, ca ? 'Operating Name (O/A)' : 'Trade Name', V.dba(m, ca ? 'Operating Name (O/A)' : 'Trade Name')]]);
  yl = cols(pen, L, yl, CW, [[0.45, 'Type of Entity', V.entity(m, 'Type of Entity')], [0.55, ca ? 'Business Number (BN)' : 'Federal Tax ID (EIN)',
    V.tax(m, ca ? 'Business Number (BN)' : 'Federal Tax ID (EIN)')]]);
  yl = cols(pen, L, yl, CW, [[0.45, 'Date Established', V.start(m, 'Date Established')], [0.55, 'Nature of Business', V.industry(m, 'Nature of Business')]]);
  yl = cols(pen, L, yl, CW, [[1, 'Street Address', D('street', 'Street Address', m.street)]]);
  yl = cols(pen, L, yl, CW, [[0.42, 'City', D('city', 'City', m.city)], [0.3, ca ? 'Province' : 'State', V.state(m, ca ? 'Province' : 'State')],
    [0.28, ca ? 'Postal Code' : 'ZIP', D('zip', ca ? 'Postal Code' : 'ZIP', m.zip)]]);
  if (ca) yl = cols(pen, L, yl, CW, [[0.4, 'Country', V.country(m, 'Country')], [0.6, ca ? 'Jurisdiction of Incorporation' : 'State of Incorporation', D('state_of_inc', 'Jurisdiction', m.stateOfInc)]]);
  else yl = cols(pen, L, yl, CW, [[0.4, 'State of Incorporation', D('state_of_inc', 'State of Incorporation', m.stateOfInc)], [0.6, 'Business E-mail', D('email', 'E-mail', m.email)]]);
  let yr = section(pen, R, 78, CW, 'Funding Request');
  yr = cols(pen, R, yr, CW, [[0.5, ca ? 'Amount Requested (CAD)' : 'Amount Requested', V.amount(m, 'Amount Requested')], [0.5, 'Purpose', D('use', 'Purpose', m.useOfFunds)]]);
  yr = cols(pen, R, yr, CW, [[0.5, 'Average Monthly Revenue', D('monthly_sales', 'Average Monthly Revenue', m.monthlySales)], [0.5, 'Business Phone', D('phone', 'Business Phone', m.phone)]]);
  yr = section(pen, R, yr + 4, CW, 'Banking');
  yr = cols(pen, R, yr, CW, [[1, 'Bank Name', D('bank_name', 'Bank Name', m.bank.name)]]);
  yr = cols(pen, R, yr, CW, [[0.5, ca ? 'Transit / Institution' : 'Routing Number', D('routing', 'Routing', m.bank.routing)], [0.5, 'Account Number', D('account', 'Account Number', m.bank.account)]]);
  yr = section(pen, R, yr + 4, CW, 'Premises');
  yr = cols(pen, R, yr, CW, [[0.62, 'Landlord / Mortgage Holder', D('landlord', 'Landlord', m.landlord.name)], [0.38, 'Landlord Phone', D('landlord_phone', 'Landlord Phone', m.landlord.phone)]]);
  yr = section(pen, R, yr + 4, CW, 'Outstanding Advances');
  for (let k = 0; k < 2; k++) {
    const a = m.advances[k];
    yr = cols(pen, R, yr, CW, [[0.55, 'Funder', a ? D(`adv${k + 1}_funder`, 'Funder', a.funder) : null], [0.45, 'Balance', a ? D(`adv${k + 1}_balance`, 'Balance', a.balance) : null]]);
  }
  let y = Math.max(yl, yr) + 8;
  pen.rect(L, y, 532, 12, { fill: GREEN });
  pen.text('OWNERSHIP (list every owner of 20% or more)', L + 4, y + 3, { size: 7.5, bold: true, color: '#fff' });
  y += 18;
  let i = 0;
  for (; i < Math.min(2, m.owners.length); i += 2) {
    const a = ownerBox(pen, m, i, L, y);
    y = Math.max(a, m.owners[i + 1] ? ownerBox(pen, m, i + 1, R, y) : a) + 6;
  }
  if (m.owners.length > 2) {
    pen.text('Continued on page 2', L, 760, { size: 6, italic: true });
    pen.newPage();
    y = 40;
    for (; i < m.owners.length; i += 2) {
      const a = ownerBox(pen, m, i, L, y);
      y = Math.max(a, m.owners[i + 1] ? ownerBox(pen, m, i + 1, R, y) : a) + 6;
    }
  }
  pen.text(ca ? AUTH_CA : AUTH_US, L, y + 4, { size: 6, width: 532 });
  signatures(pen, m, L, y + 40, 532);
}
