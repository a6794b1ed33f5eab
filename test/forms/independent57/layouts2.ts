// Layouts 5-7 of set 57: Liberty (NY, owners' table of three rows "Last, First", existing positions and trade
// references), Palisades Express (NJ, one dense page, labels left of underlines, payment terms), Bayside (FL, two
// pages, owners side by side in a transposed table under row labels).
import type { Sheet } from './draw.ts';
import type { Merchant } from './merchant.ts';
import { money } from './merchant.ts';
import { C, O, grid, logoBar, authorization, entityRow, type Cell } from './blocks.ts';

const L = 36, W = 540;

export function liberty(s: Sheet, m: Merchant): void {
  let y = logoBar(s, 'Liberty Funding Partners', '40 Wall Street, 28th Fl, New York, NY 10005  •  (212) 555-0166  •  submissions@libertyfp.com', 'MERCHANT CASH ADVANCE APPLICATION', '#3b3b8f', 'circle');
  s.bar('Business Information', L, y, W, '#3b3b8f'); y += 15;
  y = grid(s, 'top', L, y, W, 24, [
    [C.legal(m, 'Corporate / Legal Name', 2), C.dba(m, 'DBA')],
    [C.entity(m, 'Entity Type'), C.tax(m, 'Tax ID (EIN)'), C.years(m, 'Years in Business'), C.employees(m)],
    [C.street(m, 'Business Address', 2), C.cityStateZip(m)],
    [C.phone(m), C.industry(m, 'Industry / Type of Business'), C.email(m)],
    [C.amount(m, 'Funding Amount Requested'), C.use(m, 'Purpose of Funds'), C.sales(m, 'Monthly Revenue')],
  ]);
  y += 6;
  s.bar('Owner / Officer Information (all owners of 20% or more)', L, y, W, '#3b3b8f'); y += 15;
  const cols: [string, number][] = [['Owner Name (Last, First)', 2.2], ['Title', 1.2], ['Own %', 0.6], ['SSN', 1.2], ['DOB', 1], ['Credit Score', 0.8]];
  const head: Cell[] = cols.map(([cap, span]) => ({ cap, name: `hdr_${cap}`, span }));
  const total = cols.reduce((a, [, w]) => a + w, 0);
  let cx = L;
  for (const c of head) { const cw = (W * c.span!) / total; s.rect(cx, y, cw, 12, { fill: '#e4e4f0' }); s.caption(c.cap, cx + 3, y + 3.5); cx += cw; }
  y += 12;
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i];
    const row: Cell[] = o ? [O.name(o, i, '', true), O.title(o, i, ''), O.pct(o, i, s.lr.pick(['plain', 'bare'] as const), ''), O.ssn(o, i, ''), O.dob(o, i, ''), O.fico(o, i, '')]
      : cols.map(([cap]) => ({ cap: '', name: `owner${i + 1}_${cap.replace(/\W+/g, '_').toLowerCase()}` }));
    row.forEach((c, j) => { c.span = cols[j]![1]; });
    y = grid(s, 'top', L, y, W, 18, [row]);
  }
  y += 8;
  s.bar('Existing Advances / Loans', L, y, W, '#3b3b8f'); y += 15;
  const has = s.lr.chance(0.6);
  y = grid(s, 'top', L, y, W, 22, [[C.funder(m, has, 'Funder / Lender'), C.balance(m, has, 'Balance Remaining'),
    { cap: 'Daily / Weekly Payment', name: 'existing_payment', text: has ? `$${money(s.lr.int(90, 900))}` : '', decoy: true }]]);
  y += 6;
  s.bar('Trade References / Landlord', L, y, W, '#3b3b8f'); y += 15;
  y = grid(s, 'top', L, y, W, 22, [[C.landlord(m, 'Landlord / Mortgage Holder'), C.landlordPhone(m, 'Phone'), C.rent(m)],
    [{ cap: 'Trade Reference', name: 'trade_ref', text: `${s.lr.pick(['Sysco', 'US Foods', 'Restaurant Depot', 'Home Depot Pro', 'Uline'])} Acct ${s.lr.digits(6)}`, decoy: true }, C.bank(m, 'Business Bank'), C.acct(m, 'Account Number')]]);
  y += 8;
  authorization(s, y, m.owners);
}

function inline(s: Sheet, c: Cell, x: number, y: number, w: number): void {
  s.text(`${c.cap}`, x, y + 5, { size: 7.5, font: 'Helvetica-Bold' });
  const lw = s.doc.font('Helvetica-Bold').fontSize(7.5).widthOfString(c.cap) + 4;
  s.line(x + lw, y + 13, x + w - 6, y + 13, 0.4);
  s.value(c.name, c.text, x + lw, y, w - lw - 6, 14, c.paths, { decoy: c.decoy });
}
function inlineRows(s: Sheet, y: number, rows: [Cell, number][][]): number {
  for (const row of rows) { let x = L; for (const [c, w] of row) { inline(s, c, x, y, w); x += w; } y += 19; }
  return y;
}

export function palisades(s: Sheet, m: Merchant, pay: { text: string; value: number; n: number; freq: string }): void {
  let y = logoBar(s, 'Palisades Express Funding', 'Fort Lee, NJ  ·  Tel 201.555.0133  ·  Fax 201.555.0134  ·  deals@palisadesexpress.com', 'Business Funding Application — Express (One Page)', '#0f5c63', 'square');
  s.text('1. BUSINESS INFORMATION', L, y, { size: 8.5, font: 'Helvetica-Bold', color: '#0f5c63' }); y += 11;
  y = inlineRows(s, y, [
    [[C.legal(m, 'Legal Name'), 330], [C.dba(m, 'DBA'), 210]],
    [[C.street(m, 'Address'), 250], [C.city(m), 130], [C.state(m, 'State'), 70], [C.zip(m, 'Zip'), 90]],
    [[C.tax(m, 'Fed. Tax ID'), 170], [C.start(m, 'Start Date'), 150], [C.phone(m, 'Phone'), 220]],
    [[C.industry(m, 'Type of Business'), 250], [C.web(m, 'Website'), 290]],
  ]);
  s.text('Entity:', L, y + 3, { size: 7.5, font: 'Helvetica-Bold' });
  entityRow(s, m, ['Corporation', 'LLC', 'Sole Prop', 'Partnership', 'Other'], L + 34, y + 2); y += 18;
  s.text('2. OWNER / OFFICER INFORMATION', L, y, { size: 8.5, font: 'Helvetica-Bold', color: '#0f5c63' }); y += 11;
  m.owners.slice(0, 2).forEach((o, i) => {
    y = inlineRows(s, y, [
      [[O.name(o, i, `Owner ${i + 1}`), 250], [O.title(o, i, 'Title'), 150], [O.pct(o, i, 'plain', 'Ownership'), 140]],
      [[O.ssn(o, i, 'SSN'), 170], [O.dob(o, i, 'DOB'), 150], [O.fico(o, i, 'FICO'), 90], [O.phone(o, i, 'Cell'), 130]],
      [[O.home(o, i, 'Home Address'), 330], [O.homeCity(o, i, 'City/St/Zip'), 210]],
    ]) + 3;
  });
  s.text('3. FUNDING REQUEST', L, y, { size: 8.5, font: 'Helvetica-Bold', color: '#0f5c63' }); y += 11;
  y = inlineRows(s, y, [
    [[C.amount(m, 'Amount Requested'), 200], [{ cap: 'Requested Payment', name: 'requested_payment', text: pay.text, paths: { requested_payment: pay.value } }, 180],
      [{ cap: '# of Payments', name: 'number_of_payments', text: String(pay.n), paths: { number_of_payments: pay.n } }, 160]],
    [[{ cap: 'Frequency', name: 'payment_frequency', text: pay.freq, paths: { payment_frequency: pay.freq.toLowerCase().replace(/\W/g, '') } }, 160], [C.use(m, 'Use of Funds'), 380]],
    [[C.landlord(m, 'Mortgage Co. / Landlord'), 250], [C.landlordPhone(m, 'Phone'), 140], [C.rent(m, 'Pmt'), 150]],
    [[C.bank(m, 'Bank'), 170], [C.acct(m, 'Acct #'), 170], [C.iso(m, 'ISO Rep'), 200]],
  ]);
  y += 4;
  authorization(s, y, m.owners);
}

export function bayside(s: Sheet, m: Merchant): void {
  let y = logoBar(s, 'Bayside Capital Group', '1101 Brickell Ave, Miami, FL 33131  |  305.555.0190  |  baysidecapgroup.com', 'BUSINESS FUNDING APPLICATION', '#0b6fa4', 'circle');
  s.bar('SECTION 1 — BUSINESS INFORMATION', L, y, W, '#0b6fa4'); y += 15;
  y = grid(s, 'top', L, y, W, 25, [
    [C.legal(m, "Business's Legal Name", 2), C.dba(m, 'D/B/A')],
    [C.tax(m, 'Federal Tax ID / EIN'), C.start(m, 'Date Business Started'), C.incState(m, 'State of Inc.')],
    [C.street(m, 'Physical Address', 2), C.cityStateZip(m, 'City, ST Zip')],
    [C.phone(m, 'Business Phone'), C.email(m, 'Email'), C.industry(m, 'Industry')],
    [C.landlord(m, 'Landlord / Mortgage Company'), C.landlordPhone(m, 'Landlord Phone'), C.rent(m, 'Monthly Rent')],
    [C.bank(m, 'Business Bank Name'), C.adb(m, 'Average Daily Balance'), C.sales(m, 'Gross Monthly Sales')],
  ]);
  s.caption('Business Entity', L + 2, y + 6, 6.5);
  entityRow(s, m, ['Corporation', 'LLC', 'Sole Prop', 'Partnership', 'Non-Profit'], L + 70, y + 4); y += 20;
  s.bar('SECTION 2 — FUNDING REQUEST', L, y, W, '#0b6fa4'); y += 15;
  const has = s.lr.chance(0.5);
  grid(s, 'top', L, y, W, 25, [[C.amount(m, 'Amount Requested'), C.use(m, 'Use of Proceeds'), C.funder(m, has, 'Existing Advance Funder'), C.balance(m, has, 'Balance Owed')]]);
  s.addPage();
  y = 40;
  s.bar('SECTION 3 — OWNER / OFFICER INFORMATION', L, y, W, '#0b6fa4'); y += 15;
  const rows: [string, (i: number) => Cell | null][] = [
    ['Owner Name', (i) => (m.owners[i] ? O.name(m.owners[i]!, i) : null)], ['Title', (i) => (m.owners[i] ? O.title(m.owners[i]!, i) : null)],
    ['Ownership %', (i) => (m.owners[i] ? O.pct(m.owners[i]!, i, 'plain') : null)], ['Social Security #', (i) => (m.owners[i] ? O.ssn(m.owners[i]!, i) : null)],
    ['Date of Birth', (i) => (m.owners[i] ? O.dob(m.owners[i]!, i) : null)], ['Home Address', (i) => (m.owners[i] ? O.home(m.owners[i]!, i) : null)],
    ['City / State / Zip', (i) => (m.owners[i] ? O.homeCity(m.owners[i]!, i) : null)], ['Credit Score (est.)', (i) => (m.owners[i] ? O.fico(m.owners[i]!, i) : null)],
    ['Cell Phone', (i) => (m.owners[i] ? O.phone(m.owners[i]!, i) : null)], ['Email', (i) => (m.owners[i] ? O.email(m.owners[i]!, i) : null)],
  ];
  const lw = 120, cw = (W - lw) / 2;
  s.rect(L + lw, y, cw, 13, { fill: '#dde9f2' }); s.caption('Owner / Officer 1', L + lw + 4, y + 4);
  s.rect(L + lw + cw, y, cw, 13, { fill: '#dde9f2' }); s.caption('Owner / Officer 2', L + lw + cw + 4, y + 4);
  y += 13;
  for (const [label, cell] of rows) {
    s.rect(L, y, lw, 20); s.text(label, L + 4, y + 7, { size: 7.5, font: 'Helvetica-Bold' });
    for (let i = 0; i < 2; i++) {
      const c = cell(i) ?? { cap: '', name: `owner${i + 1}_${label.replace(/\W+/g, '_').toLowerCase()}` };
      s.rect(L + lw + i * cw, y, cw, 20);
      s.value(c.name, c.text, L + lw + i * cw, y + 2, cw, 18, c.paths, { decoy: c.decoy });
    }
    y += 20;
  }
  y += 14;
  s.bar('SECTION 4 — AUTHORIZATION', L, y, W, '#0b6fa4'); y += 18;
  authorization(s, y, m.owners);
}
