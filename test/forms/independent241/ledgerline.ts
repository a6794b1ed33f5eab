// Layout "ledgerline": Ledgerline Business Capital, two pages of ruled tables with shaded label cells. Page 1: the
// business as a label/value grid, the request with the schedule written as words; page 2: one owners table (one row
// per owner), home addresses in their own table, existing advances, bank and landlord as decoys, signatures.
import { put, finePrint, positionsTable, signatureBlock, type Ctx } from './common.ts';
import { FREQ_LABEL } from './format.ts';
import { ctx, decoy, type Item } from './prep.ts';

const X = 36;
const WIDTH = 540;
const GREEN = '#2e5e3e';
const SHADE = '#e8efe9';

/** A grid row of [label, item] pairs; each pair takes label width lw and value width vw. */
function grid(c: Ctx, pairs: [string, Item | null, number, number][], y: number, h = 19, x0 = X): number {
  let x = x0;
  for (const [label, it, lw, vw] of pairs) {
    c.f.rect(x, y, lw, h, { fill: SHADE, stroke: '#8aa08f' });
    c.f.text(label, x + 3, y + (h - 7) / 2, 7, { font: 'Helvetica-Bold', color: '#33443a' });
    c.f.rect(x + lw, y, vw, h, { stroke: '#8aa08f' });
    if (it) put(c.f, it, x + lw + 1, y + 1, vw - 2, h - 2, 9);
    x += lw + vw;
  }
  return y + h;
}

function title(c: Ctx, s: string, y: number): number {
  c.f.text(s.toUpperCase(), X, y, 9, { font: 'Helvetica-Bold', color: GREEN });
  c.f.line(X, y + 11, X + WIDTH, y + 11, GREEN, 1.2);
  return y + 15;
}

export function ledgerline(c: Ctx): number {
  const { f, p, d, r } = c;
  const doc = f.doc;
  for (let i = 0; i < 3; i++) f.rect(X + i * 3, 28 + i * 3, 34, 40, { fill: ['#9fbfa8', '#6f9a7b', GREEN][i]!, stroke: '#1e3a28' });
  for (let i = 0; i < 5; i++) f.line(X + 12, 42 + i * 6, X + 38, 42 + i * 6, '#d8e6dc', 0.8);
  f.text('Ledgerline', X + 50, 30, 19, { font: 'Times-Bold', color: GREEN });
  f.text('BUSINESS CAPITAL', X + 51, 51, 7.5, { font: 'Helvetica', color: '#666' });
  f.text('Merchant Cash Advance Application', 300, 30, 14, { font: 'Times-Bold', color: '#222' });
  f.text('Form LBC-101  |  Please complete all sections. Incomplete applications delay funding.', 300, 50, 6.5, { color: '#666' });
  doc.save().moveTo(X, 78).lineTo(X + WIDTH, 78).lineWidth(2).stroke(GREEN).restore();

  let y = title(c, 'Section A - Business', 88);
  y = grid(c, [['Legal Business Name', p.legal, 100, 440]], y);
  y = grid(c, [['Doing Business As', p.dba, 100, 440]], y);
  y = grid(c, [['Street Address', p.street, 100, 440]], y);
  y = grid(c, [['City', p.city, 100, 140], ['State', p.state, 50, 90], ['Zip Code', p.zip, 60, 100]], y);
  y = grid(c, p.taxIsEin
    ? [['Federal Tax ID (EIN)', p.taxId, 100, 140], ['Entity Type', p.entityText, 60, 240]]
    : [['SSN (if no EIN)', p.taxId, 100, 140], ['Entity Type', p.entityText, 60, 240]], y);
  const startRow = r.weighted([['date', 5], ['both', 3], ['years', 2]] as const);
  y = grid(c, [['Business Start Date', startRow === 'years' ? null : p.start, 100, 140], ['Years in Business', startRow === 'date' ? null : p.years, 90, 210]], y);
  y = grid(c, [['Industry / Type', p.industry, 100, 240], ['# Employees', p.employees, 70, 130]], y);
  y = grid(c, [['Business Phone', p.phone, 100, 140], ['E-mail', p.email, 60, 240]], y);
  y = grid(c, [['Website', p.website, 100, 140], ['State of Formation', p.incState, 90, 210]], y);
  y = grid(c, [['Gross Annual Sales', p.annual, 100, 140], ['Avg. Monthly Deposits', p.monthly, 90, 210]], y);
  y += 14;

  y = title(c, 'Section B - Funding Request', y);
  const schedule = r.weighted([['full', 5], ['amount', 3], ['freq', 2]] as const);
  const rq = d.request;
  const freqText = r.pick([FREQ_LABEL[rq.frequency]!, FREQ_LABEL[rq.frequency]!.toLowerCase(), rq.frequency === 'biweekly' ? 'Every two weeks' : FREQ_LABEL[rq.frequency]!]);
  const freqItem: Item = { key: 'payment_frequency', text: freqText, fields: { 'application.payment_frequency': rq.frequency } };
  y = grid(c, [['Amount Requested', p.amount, 100, 140], ['Use of Proceeds', p.use, 90, 210]], y);
  y = grid(c, [['Desired Payment', schedule === 'full' ? p.payment : null, 100, 140], ['Payment Schedule', schedule === 'amount' ? null : freqItem, 90, 210]], y);
  y = grid(c, [['No. of Payments', schedule === 'full' ? p.count : null, 100, 140], ['Funds Needed By', ctx('needed_by', r.pick(['ASAP', 'Within 1 week', '', '30 days'])), 90, 210]], y);
  y += 14;
  y = title(c, 'Section C - Property', y);
  f.check('own', 'Own', d.business.own, X, y + 5);
  f.check('rent', 'Lease', !d.business.own, X + 40, y + 5);
  y = grid(c, [['Landlord', p.landlord, 55, 170], ['Landlord Phone', p.landlordPhone, 75, 140]], y, 19, X + 100) + 4;
  f.text('Ledgerline Business Capital  |  Page 1 of 2', X, 766, 6.5, { color: '#777' });

  f.newPage();
  y = title(c, 'Section D - Owners / Guarantors (list every owner of 20% or more)', 40);
  const cols: [string, number][] = [['Full Name', 150], ['Title', 80], ['Own %', 45], ['SSN', 85], ['Date of Birth', 80], ['FICO (est.)', 50], ['Mobile', 50]];
  let x = X;
  for (const [label, w] of cols) { f.rect(x, y, w, 15, { fill: SHADE, stroke: '#8aa08f' }); f.text(label, x + 3, y + 4, 6.8, { font: 'Helvetica-Bold' }); x += w; }
  y += 15;
  for (let i = 0; i < 3; i++) {
    const o = p.owners[i];
    const its = o ? [o.name, o.title, o.pct, o.ssn, o.dob, o.credit, o.cell] : [];
    x = X;
    cols.forEach(([, w], k) => { f.rect(x, y, w, 19, { stroke: '#8aa08f' }); const it = its[k]; if (it) put(f, it, x + 1, y + 1, w - 2, 17, 8.5); x += w; });
    y += 19;
  }
  y += 12;
  y = title(c, 'Owner Home Addresses', y);
  for (let i = 0; i < p.owners.length; i++) y = grid(c, [[`Owner ${i + 1} Residence`, p.owners[i]!.home, 100, 440]], y);
  y += 12;
  y = title(c, 'Section E - Current Advances & Loans', y);
  y = positionsTable(c, X, y, WIDTH, 3, SHADE) + 12;
  y = title(c, 'Section F - Operating Bank Account', y);
  y = grid(c, [['Bank', decoy('bank_name', d.bank.name), 40, 140], ['Routing No.', decoy('bank_routing', d.bank.routing), 60, 100],
    ['Account No.', decoy('bank_account', d.bank.account), 60, 140]], y) + 14;
  y = title(c, 'Section G - Authorization', y);
  y = finePrint(c, 'Ledgerline Business Capital', X, y, WIDTH, 6.3) + 10;
  for (let i = 0; i < p.owners.length; i++) { signatureBlock(c, i, X, y, 320); y += 58; }
  f.rect(X + 360, 690, 180, 50, { stroke: '#8aa08f' });
  f.text('Your Ledgerline advisor', X + 366, 694, 7, { font: 'Helvetica-Bold', color: GREEN });
  f.value('iso_rep_name', d.rep.name, X + 366, 704, 170, 13, {}, 8.5);
  f.value('iso_rep_phone', d.rep.phone, X + 366, 719, 170, 13, {}, 8.5);
  f.text('Ledgerline Business Capital  |  Page 2 of 2', X, 766, 6.5, { color: '#777' });
  return 2;
}
