// Layout "bluepeak": BluePeak Funding Solutions, a two-page form of underlined rows ("Label: ______"), free-text
// entity type, payment frequency checkboxes, owners on page two written `Last, First M.`, then existing advances,
// trade references, landlord and bank as decoys.
import { put, finePrint, frequencyBoxes, positionsTable, signatureBlock, type Ctx } from './common.ts';
import { decoy, type Item } from './prep.ts';
import { date } from './format.ts';

const X = 42;
const R = 570;
const BLUE = '#1565a6';

type Seg = [string, Item | null, number];
/** One underlined row: each segment is a label followed by a ruled line of the given width (0: to the right margin). */
function row(c: Ctx, segs: Seg[], y: number): void {
  let x = X;
  for (const [label, it, w0] of segs) {
    c.f.text(label, x, y + 6, 8, { font: 'Helvetica-Bold', color: '#333' });
    c.f.doc.font('Helvetica-Bold').fontSize(8);
    const lx = x + c.f.doc.widthOfString(label) + 4;
    const w = w0 || R - lx;
    c.f.line(lx, y + 15, lx + w, y + 15, '#777', 0.6);
    if (it) put(c.f, it, lx, y + 1, w, 14, 9.5);
    x = lx + w + 12;
  }
}

function heading(c: Ctx, n: number, title: string, y: number): number {
  c.f.doc.save().circle(X + 7, y + 7, 7).fill(BLUE).restore();
  c.f.text(String(n), X + 4.5, y + 3.5, 8, { font: 'Helvetica-Bold', color: '#fff' });
  c.f.text(title, X + 20, y + 2, 11, { font: 'Helvetica-Bold', color: BLUE });
  c.f.line(X, y + 17, R, y + 17, BLUE, 1);
  return y + 24;
}

export function bluepeak(c: Ctx): number {
  const { f, p, d, r } = c;
  const doc = f.doc;
  doc.save().circle(X + 20, 44, 20).fill(BLUE).restore();
  doc.save().moveTo(X + 2, 48).bezierCurveTo(X + 12, 36, X + 24, 58, X + 38, 42).lineWidth(3).stroke('#ffffff').restore();
  doc.save().polygon([X + 10, 40], [X + 20, 26], [X + 30, 40]).fill('#bfe0ff').restore();
  f.text('BluePeak', X + 48, 26, 20, { font: 'Helvetica-Bold', color: BLUE });
  f.text('FUNDING SOLUTIONS', X + 49, 49, 8, { color: '#555' });
  f.text('MERCHANT CASH ADVANCE APPLICATION', 330, 28, 10.5, { font: 'Helvetica-Bold' });
  f.text('Date:', 330, 46, 8);
  f.line(352, 55, 440, 55);
  f.value('application_date', date(d.signed, p.dateStyle), 352, 41, 88, 14, {}, 9);
  f.text('Agent:', 448, 46, 8);
  f.line(474, 55, R, 55);
  f.value('iso_rep_name', d.rep.name, 474, 41, R - 474, 14, {}, 9);
  f.line(X, 72, R, 72, '#ccc', 0.5);

  let y = heading(c, 1, 'Business Information', 82);
  const useYears = r.chance(0.3);
  row(c, [['Business Legal Name:', p.legal, 0]], y); y += 21;
  row(c, [['DBA:', p.dba, 230], ['Tax ID #:', p.taxId, 0]], y); y += 21;
  row(c, [['Business Address:', p.street, 0]], y); y += 21;
  row(c, [['City / State / Zip:', p.cityStateZip, 250], ['Phone:', p.phone, 0]], y); y += 21;
  row(c, [[useYears ? 'Years in Business:' : 'Date Business Started:', useYears ? p.years : p.start, 120], ['Entity Type:', p.entityText, 0]], y); y += 21;
  row(c, [['Nature of Business:', p.industry, 250], ['# of Employees:', p.employees, 0]], y); y += 21;
  row(c, [['E-mail:', p.email, 210], ['Website:', p.website, 0]], y); y += 21;
  row(c, [['State of Incorporation:', p.incState, 60], ['Monthly Gross Sales:', p.monthly, 0]], y); y += 21;
  row(c, [['Landlord / Mortgage Holder:', p.landlord, 170], ['Landlord Phone:', p.landlordPhone, 0]], y); y += 30;

  y = heading(c, 2, 'Funding Request', y);
  const terms = r.chance(0.7);
  row(c, [['Amount Requested:', p.amount, 120], ['Use of Funds:', p.use, 0]], y); y += 21;
  row(c, [['Requested Payment:', terms ? p.payment : null, 110], ['Number of Payments:', terms && r.chance(0.85) ? p.count : null, 70]], y);
  y += 24;
  f.text('Payment Frequency:', X, y, 8, { font: 'Helvetica-Bold', color: '#333' });
  frequencyBoxes(c, X + 95, y - 1, terms, false);
  y += 24;
  f.para('Requested terms are not an offer. Final amount, factor rate and remittance schedule are set by the funder after underwriting.',
    X, y, R - X, 6.5, '#666');
  y += 22;
  y = heading(c, 3, 'Trade References & Bank', y);
  for (let i = 0; i < 2; i++) {
    const t = d.references[i]!;
    row(c, [[`Reference ${i + 1}:`, decoy(`trade_reference_${i + 1}`, t.name), 220], ['Phone:', decoy(`trade_reference_phone_${i + 1}`, t.phone), 0]], y);
    y += 21;
  }
  row(c, [['Bank Name:', decoy('bank_name', d.bank.name), 120], ['ABA Routing:', decoy('bank_routing', d.bank.routing), 90],
    ['Account #:', decoy('bank_account', d.bank.account), 0]], y);
  f.text('BluePeak Funding Solutions  -  Page 1 of 2', X, 765, 6.5, { color: '#888' });

  f.newPage();
  y = heading(c, 4, 'Owner / Officer Information', 40);
  for (let i = 0; i < p.owners.length; i++) {
    const o = p.owners[i]!;
    f.text(`Owner #${i + 1}`, X, y, 8.5, { font: 'Helvetica-Bold', color: BLUE });
    y += 12;
    row(c, [['Name (Last, First):', o.nameLastFirst, 200], ['Title:', o.title, 100], ['Ownership:', o.pct, 0]], y); y += 21;
    row(c, [['SSN:', o.ssn, 110], ['Date of Birth:', o.dob, 110], ['Credit Score (est.):', o.credit, 0]], y); y += 21;
    row(c, [['Home Address:', o.home, 0]], y); y += 21;
    row(c, [['Mobile:', o.cell, 150], ['E-mail:', o.email, 0]], y); y += 26;
  }
  y = heading(c, 5, 'Existing Advances / Business Loans', y);
  y = positionsTable(c, X, y, R - X, 3, '#d6e6f5') + 14;
  y = finePrint(c, 'BluePeak Funding Solutions', X, y, R - X, 6.3) + 10;
  for (let i = 0; i < p.owners.length; i++) {
    signatureBlock(c, i, X, y, 300);
    f.value(`ctx.signature_title_${i + 1}`, p.owners[i]!.title.text, X + 330, y + 30, 150, 13, {}, 8.5);
    f.line(X + 330, y + 44, R, y + 44);
    f.text('Title', X + 330, y + 47, 6.5);
    y += 60;
  }
  f.text('BluePeak Funding Solutions  -  Page 2 of 2', X, 765, 6.5, { color: '#888' });
  return 2;
}
