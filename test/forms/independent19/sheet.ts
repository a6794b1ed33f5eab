// Layout 7: a two-page form: page 1 a plain broker form with underlined blanks and checkbox rows (a letter X, a
// tick or a drawn X), page 2 a printed spreadsheet (landscape, column letters, row numbers, gridlines) holding the
// owners as "Last, First" rows and the open advances and references below them.
import type { Pen } from './draw.ts';
import type { Merchant } from './data.ts';
import { addrLine, boxes, FREQS, nameOf } from './kit.ts';

function blank(p: Pen, x: number, y: number, w: number, label: string, key: string, val: string, size = 10): void {
  const lw = p.label(label, x, y, { size: 8.5, font: 'Helvetica-Bold' });
  p.doc.save().lineWidth(0.5).moveTo(x + lw + 4, y + 10).lineTo(x + w, y + 10).stroke().restore();
  p.value(key, val, x + lw + 8, y - 2, { size, max: w - lw - 10 });
}
function page1(p: Pen, m: Merchant, mark: 'x' | 'letter' | 'tick'): void {
  p.label('MERCHANT FUNDING APPLICATION', 40, 36, { size: 15, font: 'Helvetica-Bold' });
  p.label(`Submitted by ISO: ${m.d.isoCompany}  .  Rep ${m.d.iso}  .  ISO EIN ${m.d.brokerEin}`, 40, 56, { size: 8, color: '#555555' });
  p.printed.push({ key: 'decoy.broker_ein', text: m.d.brokerEin, truth: false });
  let y = 84;
  const rows: [number, number, string, string, string][][] = [
    [[40, 560, 'Business Legal Name:', 'legal_name', m.legal]], [[40, 560, 'DBA:', 'trade_name', m.dbaPrinted]],
    [[40, 330, `${m.taxLabel}:`, 'business_tax_id', m.taxPrinted], [340, 560, 'Business Start Date:', 'business_start_date', m.startPrinted]],
    [[40, 560, 'Physical Address:', 'state_region', addrLine(m.addr)]],
    [[40, 330, 'Industry / Type of Business:', 'industry', m.industryText], [340, 560, 'State of Inc.:', 'decoy.inc', m.d.incState]],
    [[40, 330, 'Business Phone:', 'decoy.phone', m.phone], [340, 560, 'Website:', 'decoy.web', m.website]]];
  for (const r of rows) { for (const [x, x1, l, k, vv] of r) blank(p, x, y, x1 - x, l, k, vv); y += 26; }
  p.label('Entity Type:', 40, y, { size: 8.5, font: 'Helvetica-Bold' });
  const end = p.options('type_of_entity', boxes(m), m.entity.box, 100, y - 1, { mark, gap: 8, size: 8 });
  if (m.entity.box === 'Other') p.value('type_of_entity', m.entity.printed, end - 4, y - 2, { size: 10, max: 570 - end });
  y += 24;
  p.label('Premises:', 40, y, { size: 8.5, font: 'Helvetica-Bold' });
  p.options('decoy.own', ['Own', 'Rent'], m.own ? 'Own' : 'Rent', 100, y - 1, { mark });
  blank(p, 220, y, 340, 'Landlord & Phone:', 'decoy.landlord', m.own ? '' : `${m.d.landlord} ${m.d.landlordPhone}`, 8);
  y += 34;
  p.doc.rect(40, y, 532, 16).fill('#e6e6e6');
  p.label('FUNDING REQUEST', 46, y + 4, { size: 9, font: 'Helvetica-Bold' });
  y += 28;
  blank(p, 40, y, 290, 'Amount Requested:', 'requested_amount', m.amountPrinted);
  blank(p, 340, y, 220, 'Use of Funds:', 'decoy.use', m.use);
  y += 26;
  blank(p, 40, y, 290, 'Payment Amount:', 'requested_payment', m.paymentPrinted ?? '');
  blank(p, 340, y, 220, 'No. of Payments:', 'number_of_payments', m.nPayments ? String(m.nPayments) : '');
  y += 26;
  p.label('Schedule:', 40, y, { size: 8.5, font: 'Helvetica-Bold' });
  p.options('payment_frequency', FREQS, m.freqPrinted, 100, y - 1, { mark });
  y += 30;
  p.label('Owner information continues on page 2 (spreadsheet). Bank statements for the last 4 months are attached.', 40, y, { size: 8.5, color: '#555555' });
  blank(p, 40, y + 24, 520, 'Bank / Routing / Account:', 'decoy.bank', `${m.d.bank} / ${m.d.routing} / ${m.d.account}`);
  p.label('By signing, each owner authorises the ISO and its funders to obtain consumer and business credit reports.', 40, y + 60, { size: 8, width: 520 });
  p.label('Signature: ______________________________     Date: ______________     Page 1 of 2', 40, y + 92, { size: 9 });
}

const COLS: [string, number][] = [['Owner (Last, First)', 150], ['Title', 95], ['Own %', 50], ['SSN / SIN', 95], ['DOB', 85], ['Home Address', 200], ['FICO', 45]];
function gridRow(p: Pen, y: number, cells: [string, string][], n: number, head = false): void {
  p.doc.rect(20, y, 24, 18).fill('#f1f3f4');
  p.label(String(n), 22, y + 5, { size: 8, color: '#5f6368', width: 20, align: 'center' });
  let x = 44;
  cells.forEach(([k, t], j) => {
    const w = COLS[j]?.[1] ?? 100;
    if (head) p.doc.rect(x, y, w, 18).fill('#fce8b2');
    p.doc.save().lineWidth(0.4).strokeColor('#c0c0c0').rect(x, y, w, 18).stroke().restore();
    if (head || k === '') p.label(t, x + 3, y + 5, { size: 8, font: head ? 'Helvetica-Bold' : 'Helvetica' });
    else p.value(k, t, x + 3, y + 4.5, { size: t.length > 30 ? 7 : 8.5, width: w - 4 });
    x += w;
  });
}
function page2(p: Pen, m: Merchant): void {
  p.doc.addPage({ size: [792, 612], margin: 0 });
  p.label(`Owners.xlsx  -  Sheet1`, 20, 20, { size: 9, color: '#5f6368' });
  let x = 44;
  COLS.forEach((c, i) => { p.doc.rect(x, 36, c[1], 14).fill('#f1f3f4'); p.label('ABCDEFG'[i]!, x, 39, { size: 8, color: '#5f6368', width: c[1], align: 'center' }); x += c[1]; });
  let y = 50;
  gridRow(p, y, COLS.map(([h]) => ['', h]), 1, true);
  m.owners.forEach((o, i) => {
    y += 18;
    gridRow(p, y, [[`owner${i}.name`, nameOf(o)], [`owner${i}.title`, o.title], [`owner${i}.pct`, `${o.pct}%`], [`owner${i}.tax`, o.taxPrinted],
      [`owner${i}.dob`, o.dobPrinted], ['decoy.home', addrLine(o.home)], [`owner${i}.credit`, o.credit ? String(o.credit) : '']], i + 2);
  });
  y += 18;
  gridRow(p, y, COLS.map(() => ['', '']), m.owners.length + 2);
  y += 18;
  gridRow(p, y, [['', 'Open advances'], ['', 'Balance'], ['', ''], ['', 'Reference'], ['', 'Phone'], ['', 'Contact'], ['', '']], m.owners.length + 3, true);
  y += 18;
  gridRow(p, y, [['decoy.funder', m.d.funder], ['decoy.balance', m.d.balance], ['', ''], ['decoy.ref', m.d.refs[0]!.name], ['decoy.refphone', m.d.refs[0]!.phone],
    ['decoy.refcontact', m.d.refs[0]!.contact], ['', '']], m.owners.length + 4);
  y += 18;
  gridRow(p, y, [['', ''], ['', ''], ['', ''], ['decoy.ref', m.d.refs[1]!.name], ['decoy.refphone', m.d.refs[1]!.phone], ['decoy.refcontact', m.d.refs[1]!.contact], ['', '']], m.owners.length + 5);
  p.label('Page 2 of 2', 700, 580, { size: 8, color: '#5f6368' });
}

export function sheet(p: Pen, m: Merchant): void {
  for (const o of m.owners) o.lastFirst = true;
  page1(p, m, p.r.pick(['x', 'letter', 'tick'] as const));
  page2(p, m);
}
