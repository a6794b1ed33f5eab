// Layout "ridgeline": Ridgeline Capital Partners, a dense one-page grid of ruled boxes (label in the box's corner,
// value inside), entity checkboxes, owners side by side in columns, existing advances and bank boxes as decoys.
import { put, entityBoxes, finePrint, positionsTable, signatureBlock, type Ctx } from './common.ts';
import { decoy, type Item } from './prep.ts';

const X = 30;
const WIDTH = 552;
const NAVY = '#1f3b5a';

function cell(c: Ctx, label: string, it: Item | null, x: number, y: number, w: number, h = 24): void {
  c.f.rect(x, y, w, h, { stroke: '#6a7b8c' });
  c.f.text(label, x + 2.5, y + 2, 5.8, { color: '#4a5a6a' });
  if (it) put(c.f, it, x + 1, y + 8, w - 2, h - 9, 9);
}

function bar(c: Ctx, title: string, y: number): number {
  c.f.rect(X, y, WIDTH, 12, { fill: NAVY });
  c.f.text(title, X + 5, y + 2.5, 7.5, { font: 'Helvetica-Bold', color: '#ffffff' });
  return y + 12;
}

export function ridgeline(c: Ctx): number {
  const { f, p, d } = c;
  const doc = f.doc;
  // logo: two peaks and a ridge line
  doc.save().polygon([X, 62], [X + 22, 26], [X + 44, 62]).fill(NAVY).polygon([X + 24, 62], [X + 42, 36], [X + 60, 62]).fill('#5f8fb8').restore();
  f.line(X, 64, X + 60, 64, '#c9a227', 2);
  f.text('RIDGELINE', X + 68, 28, 18, { font: 'Helvetica-Bold', color: NAVY });
  f.text('CAPITAL PARTNERS', X + 68, 48, 8.5, { font: 'Helvetica', color: '#5f8fb8' });
  f.text('Merchant Cash Advance Application', 330, 26, 12, { font: 'Helvetica-Bold', color: '#222' });
  f.text('Fax: (877) 555-0143  |  apps@ridgelinecap.example  |  ridgelinecap.example', 330, 44, 6.5, { color: '#555' });
  f.rect(330, 54, 252, 16, { stroke: '#999' });
  f.text('ISO Rep:', 333, 59, 6.2);
  f.value('iso_rep_name', d.rep.name, 362, 55, 105, 14, {}, 8);
  f.value('iso_rep_phone', d.rep.phone, 470, 55, 110, 14, {}, 8);

  let y = bar(c, 'BUSINESS INFORMATION', 80);
  cell(c, 'LEGAL / CORPORATE NAME', p.legal, X, y, 330);
  cell(c, 'DBA (IF DIFFERENT)', p.dba, X + 330, y, WIDTH - 330);
  y += 24;
  cell(c, 'PHYSICAL ADDRESS (NO P.O. BOX)', p.street, X, y, 260);
  cell(c, 'CITY', p.city, X + 260, y, 130);
  cell(c, 'STATE', p.state, X + 390, y, 80);
  cell(c, 'ZIP', p.zip, X + 470, y, 82);
  y += 24;
  cell(c, 'FEDERAL TAX ID (EIN)', p.taxIsEin ? p.taxId : null, X, y, 120);
  cell(c, 'BUSINESS START DATE', p.start, X + 120, y, 110);
  cell(c, 'STATE OF INCORP.', p.incState, X + 230, y, 80);
  cell(c, 'BUSINESS PHONE', p.phone, X + 310, y, 120);
  cell(c, '# EMPLOYEES', p.employees, X + 430, y, 122);
  y += 24;
  f.rect(X, y, WIDTH, 20, { stroke: '#6a7b8c' });
  f.text('ENTITY:', X + 3, y + 7, 6.5, { font: 'Helvetica-Bold' });
  entityBoxes(c, [['Corporation', 'corp'], ['S-Corp', 's_corp'], ['LLC', 'llc'], ['Partnership', 'partnership'], ['Sole Proprietor', 'sole']], X + 38, y + 6, 16, 110);
  y += 20;
  if (!p.taxIsEin) {
    // a sole proprietor without an EIN writes the SSN in the box beside the entity row
    cell(c, 'SSN (SOLE PROPRIETOR WITHOUT EIN)', p.taxId, X, y, 200);
    cell(c, 'TYPE OF BUSINESS / INDUSTRY', p.industry, X + 200, y, 200);
    cell(c, 'WEBSITE', p.website, X + 400, y, 152);
  } else {
    cell(c, 'TYPE OF BUSINESS / INDUSTRY', p.industry, X, y, 240);
    cell(c, 'WEBSITE', p.website, X + 240, y, 160);
    cell(c, 'BUSINESS E-MAIL', p.email, X + 400, y, 152);
  }
  y += 24;
  f.rect(X, y, 110, 24, { stroke: '#6a7b8c' });
  f.text('LOCATION IS', X + 3, y + 2, 5.8, { color: '#4a5a6a' });
  f.check('own', 'Owned', d.business.own, X + 5, y + 12);
  f.check('rent', 'Rented', !d.business.own, X + 52, y + 12);
  cell(c, 'LANDLORD / MORTGAGE CO.', p.landlord, X + 110, y, 190);
  cell(c, 'LANDLORD PHONE', p.landlordPhone, X + 300, y, 110);
  cell(c, 'AVG. MONTHLY SALES', p.monthly, X + 410, y, 142);
  y += 30;

  y = bar(c, 'FUNDING REQUEST', y);
  cell(c, 'AMOUNT REQUESTED', p.amount, X, y, 150);
  cell(c, 'USE OF FUNDS', p.use, X + 150, y, 250);
  cell(c, 'ANNUAL GROSS REVENUE', p.annual, X + 400, y, 152);
  y += 28;
  f.text('OPEN ADVANCES / LOANS (list all current positions)', X, y, 7, { font: 'Helvetica-Bold', color: NAVY });
  y = positionsTable(c, X, y + 10, WIDTH, 2, '#e4e9ef') + 6;

  y = bar(c, 'OWNER / GUARANTOR INFORMATION (ALL OWNERS OF 20% OR MORE)', y);
  const cols = Math.max(2, p.owners.length);
  const cw = WIDTH / cols;
  for (let i = 0; i < cols; i++) {
    const o = p.owners[i];
    const cx = X + i * cw;
    const g = (label: string, it: Item | null, dx: number, dy: number, w: number): void =>
      cell(c, `${label}`, it, cx + dx, y + dy, w, 23);
    g(`OWNER ${i + 1} FULL NAME`, o ? o.name : null, 0, 0, cw * 0.62);
    g('TITLE', o ? o.title : null, cw * 0.62, 0, cw * 0.38);
    g('OWNERSHIP %', o ? o.pct : null, 0, 23, cw * 0.3);
    g('SSN', o ? o.ssn : null, cw * 0.3, 23, cw * 0.4);
    g('CREDIT SCORE', o ? o.credit : null, cw * 0.7, 23, cw * 0.3);
    g('DATE OF BIRTH', o ? o.dob : null, 0, 46, cw * 0.45);
    g('CELL PHONE', o ? o.cell : null, cw * 0.45, 46, cw * 0.55);
    g('HOME ADDRESS', o ? o.home : null, 0, 69, cw);
  }
  y += 98;

  y = bar(c, 'BUSINESS BANK ACCOUNT (where receivables are deposited)', y);
  cell(c, 'BANK NAME', decoy('bank_name', d.bank.name), X, y, 180);
  cell(c, 'ROUTING #', decoy('bank_routing', d.bank.routing), X + 180, y, 150);
  cell(c, 'ACCOUNT #', decoy('bank_account', d.bank.account), X + 330, y, 222);
  y += 30;
  y = finePrint(c, 'Ridgeline Capital Partners', X, y, WIDTH, 5.8) + 8;
  const sw = (WIDTH - 20 * (p.owners.length - 1)) / p.owners.length;
  for (let i = 0; i < p.owners.length; i++) signatureBlock(c, i, X + i * (sw + 20), y, sw);
  f.text('Ridgeline Capital Partners is a commercial finance broker. RCP-APP-24 (rev. 03/2024)', X, 770, 5.5, { color: '#888' });
  return 1;
}
