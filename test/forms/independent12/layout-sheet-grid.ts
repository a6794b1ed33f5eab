// Keystone Merchant Solutions: a spreadsheet printed with gridlines and row and column headings. Every cell has its
// border, each label row sits over its value row, section titles are merged shaded cells, money is a bare number
// the way a cell holds it, owners are rows of a table with first and last names in separate columns.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './merchant.ts';
import type { Pen } from './pen.ts';
import { date, F, FREQ_LABEL, money, pctText, type MoneyFmt } from './fmt.ts';

const W = [66, 66, 64, 64, 64, 64, 66, 66];
const X0 = 58, ROW = 14.5, TOP = 52;

export function sheetGrid(pen: Pen, m: Merchant, r: Rng): void {
  const doc = pen.doc;
  const colX = (c: number): number => X0 + W.slice(0, c).reduce((a, b) => a + b, 0);
  const box = (c0: number, c1: number, row: number) => ({ x: colX(c0), y: TOP + row * ROW, w: colX(c1 + 1) - colX(c0), h: ROW });
  const rows = 38;
  // The grid first, then merged cells painted over it, as a printout of merged cells looks.
  doc.lineWidth(0.3).strokeColor('#9a9a9a');
  for (let i = 0; i <= rows; i++) doc.moveTo(X0, TOP + i * ROW).lineTo(colX(8), TOP + i * ROW).stroke();
  for (let c = 0; c <= 8; c++) doc.moveTo(colX(c), TOP).lineTo(colX(c), TOP + rows * ROW).stroke();
  doc.rect(X0 - 22, TOP - 13, 22, 13).fillAndStroke('#dddddd', '#9a9a9a');
  for (let c = 0; c < 8; c++) {
    doc.rect(colX(c), TOP - 13, W[c]!, 13).fillAndStroke('#dddddd', '#9a9a9a');
    pen.label('ABCDEFGH'[c]!, colX(c), TOP - 10, { size: 7, width: W[c]!, align: 'center' });
  }
  for (let i = 0; i < rows; i++) {
    doc.rect(X0 - 22, TOP + i * ROW, 22, ROW).fillAndStroke('#dddddd', '#9a9a9a');
    pen.label(String(i + 1), X0 - 22, TOP + i * ROW + 4, { size: 6.5, width: 20, align: 'right' });
  }
  doc.strokeColor('black');
  const merged = (c0: number, c1: number, row: number, text: string, fill: string, bold = true): void => {
    const b = box(c0, c1, row);
    doc.rect(b.x, b.y, b.w, b.h).fillAndStroke(fill, '#9a9a9a');
    pen.label(text, b.x + 3, b.y + 4, { font: bold ? 'Helvetica-Bold' : 'Helvetica', size: 8 });
  };
  const lab = (c0: number, c1: number, row: number, text: string): void => {
    const b = box(c0, c1, row);
    if (c1 > c0) doc.rect(b.x, b.y, b.w, b.h).fillAndStroke('#f2f2f2', '#9a9a9a');
    pen.label(text, b.x + 2, b.y + 4.5, { font: 'Helvetica-Bold', size: 6.5, color: '#333333' });
  };
  const mf: MoneyFmt = r.pick(['plain', 'cents', 'dollar']);
  const dfmt = r.pick(['iso', 'mdy4'] as const);
  const pctSign = r.chance(0.5);
  pen.label('MCA_Application_Keystone_v3.xlsx', X0, 24, { size: 7, color: '#555555' });
  pen.label(`Printed ${date('2026-01-05', 'mdy4')}`, colX(6), 24, { size: 7, color: '#555555', width: 132, align: 'right' });
  merged(0, 7, 0, 'KEYSTONE MERCHANT SOLUTIONS  -  MERCHANT CASH ADVANCE APPLICATION', '#1f3864');
  pen.label('KEYSTONE MERCHANT SOLUTIONS  -  MERCHANT CASH ADVANCE APPLICATION', colX(0) + 3, TOP + 4, { font: 'Helvetica-Bold', size: 8, color: 'white' });
  merged(0, 7, 1, 'BUSINESS INFORMATION', '#d9e1f2');
  let row = 2;
  const pair = (items: [number, number, string, string, string | null, Record<string, unknown>, boolean?][]): void => {
    for (const [c0, c1, l] of items) lab(c0, c1, row, l);
    for (const [c0, c1, , name, text, fields, decoy] of items) {
      if (decoy) pen.decoy(name, text, box(c0, c1, row + 1), { size: 8 });
      else pen.put(name, text, box(c0, c1, row + 1), fields, { size: 8 });
    }
    row += 2;
  };
  pair([[0, 3, 'Legal Business Name', 'legal_name', m.legal, F.legal(m)], [4, 7, 'DBA', 'dba', m.dba, F.dba(m)]]);
  pair([[0, 1, 'Entity Type', 'entity', m.entityText, F.entity(m)], [2, 3, m.taxType === 'EIN' ? 'Fed Tax ID (EIN)' : 'Tax ID', 'tax_id', m.taxPrinted, F.tax(m)],
    [4, 5, 'Date Business Started', 'start_date', m.start ? date(m.start, dfmt) : null, F.start(m)],
    [6, 7, 'State of Inc.', 'inc_state', m.incorporation?.code ?? null, {}, true]]);
  pair([[0, 3, 'Business Address', 'street', m.address.street, {}], [4, 5, 'City', 'city', m.address.city, {}], [6, 6, 'State', 'state', m.address.state.code, F.state(m)],
    [7, 7, 'Zip', 'zip', m.address.zip, {}]]);
  pair([[0, 1, 'Phone', 'phone', m.phone, {}], [2, 4, 'Email', 'email', m.email, {}], [5, 7, 'Industry / Type of Business', 'industry', m.industryText, F.industry(m)]]);
  pair([[0, 1, 'Landlord', 'landlord', m.landlord?.name ?? null, {}, true], [2, 3, 'Landlord Phone', 'landlord_phone', m.landlord?.phone ?? null, {}, true],
    [4, 5, 'Monthly Rent', 'rent', m.landlord ? money(m.landlord.rent, mf) : null, {}, true], [6, 7, 'Avg Monthly Sales', 'sales', money(m.monthlySales, mf), {}, true]]);
  merged(0, 7, row++, 'FUNDING REQUEST', '#d9e1f2');
  pair([[0, 1, 'Requested Amount', 'amount', money(m.amount, mf), F.amount(m)], [2, 3, 'Payment Frequency', 'freq', m.freq ? FREQ_LABEL[m.freq] : null, F.freq(m)],
    [4, 5, '# of Payments', 'num_payments', m.payments !== null ? String(m.payments) : null, F.payments(m)],
    [6, 7, 'Payment Amount', 'payment', m.payment !== null ? money(m.payment, mf === 'plain' ? 'plain' : 'cents') : null, F.payment(m)]]);
  merged(0, 7, row++, 'OWNERS / GUARANTORS', '#d9e1f2');
  const heads = ['First Name', 'Last Name', 'Title', '% Owned', 'SSN', 'DOB', 'FICO', 'Home State'];
  heads.forEach((h, c) => lab(c, c, row, h));
  row++;
  for (let i = 0; i < 4; i++, row++) {
    const o = m.owners[i];
    if (!o) continue;
    const vals: [string, string | null, Record<string, unknown>][] = [['first', o.middle ? `${o.first} ${o.middle}` : o.first, F.first(i, o)], ['last', o.last, F.last(i, o)],
      ['title', o.title, F.title(i, o)], ['pct', pctText(o, pctSign), F.pct(i, o)], ['ssn', o.taxPrinted, F.ssn(i, o, false)],
      ['dob', o.dob ? date(o.dob, dfmt) : null, F.dob(i, o)], ['fico', o.credit !== null ? String(o.credit) : null, F.credit(i, o)]];
    vals.forEach(([n, t, f], c) => pen.put(`owner${i + 1}_${n}`, t, box(c, c, row), f, { size: 7.5 }));
    pen.decoy(`owner${i + 1}_home_state`, o.home.state.name, box(7, 7, row), { size: 7.5 });
  }
  merged(0, 7, row++, 'EXISTING ADVANCES / LOANS', '#d9e1f2');
  lab(0, 3, row, 'Funder / Lender'); lab(4, 5, row, 'Current Balance'); lab(6, 7, row, 'Payment');
  row++;
  for (let k = 0; k < 2; k++, row++) {
    const f = m.funders[k];
    pen.decoy(`funder${k + 1}`, f?.name ?? null, box(0, 3, row), { size: 8 });
    pen.decoy(`funder${k + 1}_balance`, f ? money(f.balance, mf) : null, box(4, 5, row), { size: 8 });
    pen.decoy(`funder${k + 1}_payment`, f ? money(f.payment, 'cents') : null, box(6, 7, row), { size: 8 });
  }
  merged(0, 7, row++, 'BANK & TRADE REFERENCES', '#d9e1f2');
  pair([[0, 1, 'Bank Name', 'bank', m.bank.name, {}, true], [2, 3, 'ABA Routing', 'routing', m.bank.routing, {}, true],
    [4, 5, 'Account Number', 'account', m.bank.account, {}, true], [6, 7, 'Submitted By (ISO)', 'iso_rep', m.rep.name, {}, true]]);
  pair([[0, 2, 'Trade Reference 1', 'ref1', m.refs[0]!.name, {}, true], [3, 3, 'Phone', 'ref1_phone', m.refs[0]!.phone, {}, true],
    [4, 6, 'Trade Reference 2', 'ref2', m.refs[1]!.name, {}, true], [7, 7, 'Phone', 'ref2_phone', m.refs[1]!.phone, {}, true]]);
  merged(0, 7, row++, 'Signature of owner: ______________________________     Date: ____________', '#ffffff', false);
  pen.label('Sheet1', X0, TOP + rows * ROW + 16, { size: 7, color: '#555555' });
  pen.label('Page 1 of 1', X0, TOP + rows * ROW + 16, { size: 7, width: colX(8) - X0, align: 'center' });
}
