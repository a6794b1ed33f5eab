// Layout "harborview": Harborview ISO Services, one dense page of grey-shaded numbered section headers, inline
// "Label value" cells, checkbox rows for the entity (C-Corp / S-Corp / LLC / LLP / LP / Sole Prop / Other) and the
// payment frequency, an owners table of four rows with small cells, an existing-advances table, and generic
// fillable field names (Text12, Check Box7). A third of its forms print years in business instead of a start date.
import { AUTH_US, D, O, V, signatures } from './kit.ts';
import type { Pen, ValueSpec } from './pen.ts';
import type { Model, Traits } from './types.ts';

export const traits: Traits = {
  name: 'harborview', broker: 'Harborview ISO Services', maxOwners: 4, caShare: 0,
  entityOptions: ['C-Corp', 'S-Corp', 'LLC', 'LLP', 'LP', 'Sole Prop', 'Other'],
  lastFirst: 0.3, terms: true, yearsShare: 0.3, maskShare: 0.25, scoreShare: 0.7, bareEinShare: 0,
};

const X0 = 30, W = 552, RH = 18;
const FREQ: [string, string][] = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']];

function header(pen: Pen, y: number, n: number, title: string): number {
  pen.rect(X0, y, W, 12, { fill: '#c8c8c8' });
  pen.text(`${n}.  ${title}`, X0 + 4, y + 3, { size: 7.5, bold: true });
  return y + 14;
}

/** Inline cells: a grey label at the left of each cell, the value after it. */
function cells(pen: Pen, y: number, items: [number, string, ValueSpec | null][]): number {
  let x = X0;
  for (const [w, label, spec] of items) {
    pen.rect(x, y, w, RH, { lw: 0.4, stroke: '#888' });
    pen.text(label, x + 3, y + 6, { size: 6, color: '#555' });
    const lw = pen.doc.font('Helvetica').fontSize(6).widthOfString(label) + 6;
    if (spec) pen.value(spec, x + lw, y + 2, w - lw - 2, RH - 4);
    x += w;
  }
  return y + RH;
}

/** A table: header row, then rows of cells (null: blank cell). */
function table(pen: Pen, y: number, widths: number[], heads: string[], rows: (ValueSpec | null)[][]): number {
  let x = X0;
  widths.forEach((w, k) => {
    pen.rect(x, y, w, 11, { fill: '#eeeeee', stroke: '#888' });
    pen.text(heads[k]!, x + 2, y + 3, { size: 5.5, bold: true });
    x += w;
  });
  y += 11;
  for (const r of rows) {
    x = X0;
    widths.forEach((w, k) => {
      pen.rect(x, y, w, 16, { lw: 0.4, stroke: '#888' });
      const s = r[k];
      if (s) pen.value(s, x + 1, y + 1, w - 2, 14);
      x += w;
    });
    y += 16;
  }
  return y;
}

export function draw(pen: Pen, m: Model): void {
  pen.text('HARBORVIEW ISO SERVICES', X0, 26, { size: 14, bold: true, color: '#1d3557' });
  pen.text('Working Capital Application  |  Submit with 4 months bank statements & photo ID', X0, 44, { size: 7 });
  pen.rect(420, 22, 162, 30, { lw: 0.5, stroke: '#888' });
  pen.text('ISO Rep:', 424, 27, { size: 6 });
  pen.value(D('iso_rep', 'ISO Rep', m.iso.rep), 452, 24, 128, 11);
  pen.text('Rep Phone:', 424, 39, { size: 6 });
  pen.value(D('iso_phone', 'Rep Phone', m.iso.phone), 458, 36, 122, 11);
  let y = header(pen, 60, 1, 'BUSINESS INFORMATION');
  y = cells(pen, y, [[300, 'Legal Entity Name', V.legal(m, 'Legal Entity Name')], [252, 'DBA', V.dba(m, 'DBA')]]);
  y = cells(pen, y, [[236, 'Street', D('street', 'Street', m.street)], [130, 'City', D('city', 'City', m.city)],
    [86, 'State', V.state(m, 'State')], [100, 'Zip', D('zip', 'Zip', m.zip)]]);
  const when: [number, string, ValueSpec | null] = m.yearsText !== null ? [150, 'Years in Business', null] : [150, 'Date Started', V.start(m, 'Date Started')];
  y = cells(pen, y, [[160, 'Federal Tax ID', V.tax(m, 'Federal Tax ID')], when, [242, 'Industry', V.industry(m, 'Industry')]]);
  if (m.yearsText !== null) pen.context('years_in_business', m.yearsText, X0 + 160 + 72, y - RH + 2, 70, RH - 4);
  y = cells(pen, y, [[150, 'Phone', D('phone', 'Phone', m.phone)], [200, 'Email', D('email', 'Email', m.email)],
    [202, 'Website', m.website ? D('website', 'Website', m.website) : null]]);
  pen.rect(X0, y, W, RH, { lw: 0.4, stroke: '#888' });
  pen.text('Entity:', X0 + 3, y + 6, { size: 6, color: '#555' });
  const other = m.entityOption === 'Other';
  const ex = pen.checks('entity', traits.entityOptions!, m.entityOption, other ? null : { 'application.type_of_entity': m.entityId }, X0 + 30, y + 5, 9);
  pen.line(ex, y + 14, X0 + W - 4, y + 14, 0.4);
  if (other) pen.value(V.entity(m, 'Other'), ex, y + 2, X0 + W - 4 - ex, 12);
  y = cells(pen, y + RH, [[276, 'State of Incorporation', D('state_of_inc', 'State of Incorporation', m.stateOfInc)],
    [276, 'Gross Annual Revenue', D('annual_revenue', 'Gross Annual Revenue', m.annualRevenue)]]);
  y = header(pen, y + 6, 2, 'FUNDING REQUEST');
  y = cells(pen, y, [[200, 'Funding Amount Requested', V.amount(m, 'Funding Amount Requested')], [180, 'Est. Payment', V.payment(m, 'Est. Payment')],
    [172, 'No. of Payments', V.count(m, 'No. of Payments')]]);
  pen.rect(X0, y, W, RH, { lw: 0.4, stroke: '#888' });
  pen.text('Payment Frequency:', X0 + 3, y + 6, { size: 6, color: '#555' });
  const fq = FREQ.find(([, f]) => f === m.freq)?.[0] ?? null;
  pen.checks('frequency', FREQ.map(([l]) => l), fq, { 'application.payment_frequency': m.freq }, X0 + 72, y + 5, 14);
  y = cells(pen, y + RH, [[552, 'Use of Funds', D('use', 'Use of Funds', m.useOfFunds)]]);
  y = header(pen, y + 6, 3, 'OWNERS / GUARANTORS');
  const rows = [0, 1, 2, 3].map((i) => {
    const o = m.owners[i];
    if (!o) return [null, null, null, null, null, null, null];
    return [O.name(o, i, 'Owner Name'), O.title(o, i, 'Title'), O.pct(m, o, i, 'Own %'), O.tax(o, i, 'SSN'), O.dob(o, i, 'DOB'),
      O.score(o, i, 'FICO'), O.home(o, i, 'Home Address')];
  });
  y = table(pen, y, [128, 70, 36, 70, 62, 34, 152], ['OWNER NAME', 'TITLE', 'OWN %', 'SSN', 'DOB', 'FICO', 'HOME ADDRESS'], rows);
  y = header(pen, y + 6, 4, 'EXISTING ADVANCES / LOANS');
  const adv = [0, 1, 2].map((k) => {
    const a = m.advances[k];
    return a ? [D(`adv${k + 1}_funder`, 'Funder', a.funder), D(`adv${k + 1}_balance`, 'Balance', a.balance), D(`adv${k + 1}_payment`, 'Payment', a.payment)] : [null, null, null];
  });
  y = table(pen, y, [252, 150, 150], ['FUNDER', 'BALANCE', 'PAYMENT'], adv);
  y = header(pen, y + 6, 5, 'BANK / LANDLORD');
  y = cells(pen, y, [[200, 'Bank', D('bank_name', 'Bank', m.bank.name)], [176, 'ABA', D('routing', 'ABA', m.bank.routing)],
    [176, 'Acct #', D('account', 'Acct #', m.bank.account)]]);
  y = cells(pen, y, [[276, 'Landlord', D('landlord', 'Landlord', m.landlord.name)], [138, 'Phone', D('landlord_phone', 'Phone', m.landlord.phone)],
    [138, 'Rent', D('rent', 'Rent', m.landlord.rent)]]);
  y = header(pen, y + 6, 6, 'AUTHORIZATION');
  pen.text(AUTH_US, X0, y + 2, { size: 5.8, width: W });
  signatures(pen, m, X0, y + 30, W);
}
