// Layout 2: a Google Docs table exported to PDF: a coloured header row per section, label/value cells in four
// columns, merged cells for long values, an entity checkbox row (marks drawn, no text), an owners table.
import type { Pen } from './draw.ts';
import type { Merchant } from './data.ts';
import { addrLine, boxes, FREQS, nameOf, taxLabel } from './kit.ts';

const X0 = 40;
const W = 532;
type Cell = [string, string, string]; // label, key, value

function header(p: Pen, y: number, title: string, color: string): number {
  p.doc.rect(X0, y, W, 18).fill(color);
  p.label(title, X0 + 6, y + 5, { size: 9.5, font: 'Helvetica-Bold', color: '#ffffff' });
  return y + 18;
}
function grid(p: Pen, y: number, cells: Cell[], cols: 2 | 4): number {
  const cw = W / cols;
  let x = X0;
  let c = 0;
  for (const [label, key, val] of cells) {
    const span = label.startsWith('~') ? cols : 2;
    const w = cw * span;
    if (c + span > cols) { y += 22; x = X0; c = 0; }
    p.doc.save().lineWidth(0.5).strokeColor('#999999').rect(x, y, w, 22).stroke().restore();
    p.doc.rect(x + 0.5, y + 0.5, Math.min(110, w / 2) - 1, 21).fill('#f3f3f3');
    p.label(label.replace('~', ''), x + 4, y + 7, { size: 7.5, color: '#444444', font: 'Helvetica-Bold' });
    p.value(key, val, x + Math.min(110, w / 2) + 4, y + 6, { size: 9, max: w - Math.min(110, w / 2) - 8 });
    x += w; c += span;
  }
  return y + 22;
}
function checkRow(p: Pen, y: number, label: string, key: string, opts: string[], chosen: string | null, other = ''): number {
  p.doc.save().lineWidth(0.5).strokeColor('#999999').rect(X0, y, W, 22).stroke().restore();
  p.doc.rect(X0 + 0.5, y + 0.5, 109, 21).fill('#f3f3f3');
  p.label(label, X0 + 4, y + 7, { size: 7.5, color: '#444444', font: 'Helvetica-Bold' });
  const end = p.options(key, opts, chosen, X0 + 116, y + 6.5, { mark: 'x', gap: 7, size: 7.5 });
  if (other) p.value(key, other, end - 2, y + 6, { size: 9, max: X0 + W - end });
  return y + 22;
}
function ownersTable(p: Pen, y: number, m: Merchant): number {
  const cols: [string, number][] = [['Owner name', 130], ['Title', 80], ['Own %', 40], [m.ca ? 'SIN' : 'SSN / ITIN', 82], ['Date of birth', 80], ['Credit score', 50], ['Cell phone', 70]];
  let x = X0;
  for (const [h, w] of cols) { p.doc.rect(x, y, w, 16).fill('#d9ead3'); p.label(h, x + 3, y + 4.5, { size: 7.5, font: 'Helvetica-Bold' }); x += w; }
  y += 16;
  m.owners.forEach((o, i) => {
    const vals: [string, string][] = [[`owner${i}.name`, nameOf(o)], [`owner${i}.title`, o.title], [`owner${i}.pct`, `${o.pct}%`], [`owner${i}.tax`, o.taxPrinted],
      [`owner${i}.dob`, o.dobPrinted], [`owner${i}.credit`, o.credit ? String(o.credit) : ''], ['decoy.cell', o.phone]];
    x = X0;
    vals.forEach(([k, t], j) => {
      const w = cols[j]![1];
      p.doc.save().lineWidth(0.5).strokeColor('#999999').rect(x, y, w, 20).stroke().restore();
      p.value(k, t, x + 3, y + 6, { size: o.cred || t.length > 22 ? 7 : 8, width: w - 4 });
      x += w;
    });
    y = grid(p, y + 20, [['~Home address', 'decoy.home', addrLine(o.home)]], 4);
  });
  return y;
}

export function gdocs(p: Pen, m: Merchant): void {
  const accent = p.r.pick(['#4a86e8', '#6aa84f', '#e69138', '#674ea7']);
  p.label(`${m.d.isoCompany.toUpperCase()}`, X0, 36, { size: 16, font: 'Helvetica-Bold', color: accent });
  p.label(`Merchant Application  |  Rep: ${m.d.iso}  |  ${m.d.isoPhone}  |  ${m.d.isoEmail}`, X0, 56, { size: 8.5, color: '#666666' });
  p.printed.push({ key: 'decoy.iso', text: m.d.iso, truth: false });
  let y = header(p, 74, 'BUSINESS INFORMATION', accent);
  y = grid(p, y, [['Legal Name', 'legal_name', m.legal], [m.ca ? 'Operating Name (O/A)' : 'DBA', 'trade_name', m.dbaPrinted],
    [m.ca ? 'Business Number' : m.taxLabel, 'business_tax_id', m.taxPrinted], ['Start Date', 'business_start_date', m.startPrinted],
    ['~Physical Address', 'state_region', addrLine(m.addr)], ['Phone', 'decoy.phone', m.phone], ['Email', 'decoy.email', m.email],
    ['Industry', 'industry', m.industryText], ['Employees', 'decoy.emp', String(m.employees)], ['State of Inc.', 'decoy.inc', m.d.incState], ['Website', 'decoy.web', m.website]], 4);
  y = checkRow(p, y, 'Entity Type', 'type_of_entity', boxes(m), m.entity.box, m.entity.box === 'Other' ? m.entity.printed : '');
  y = checkRow(p, y, 'Location', 'decoy.own', ['Own', 'Rent'], m.own ? 'Own' : 'Rent');
  y = grid(p, y, [['Landlord', 'decoy.landlord', m.own ? '' : m.d.landlord], ['Landlord Phone', 'decoy.ll', m.own ? '' : m.d.landlordPhone]], 4);
  y = header(p, y + 10, 'FUNDING REQUEST', accent);
  y = grid(p, y, [['Amount Requested', 'requested_amount', m.amountPrinted], ['Use of Funds', 'decoy.use', m.use],
    ['Payment', 'requested_payment', m.paymentPrinted ?? ''], ['# of Payments', 'number_of_payments', m.nPayments ? String(m.nPayments) : '']], 4);
  y = checkRow(p, y, 'Schedule', 'payment_frequency', FREQS, m.freqPrinted);
  y = header(p, y + 10, 'OWNERS / GUARANTORS', accent);
  y = ownersTable(p, y, m);
  if (y > 640) { p.doc.addPage({ size: [612, 792], margin: 0 }); y = 40; }
  y = header(p, y + 10, 'BANK & TRADE REFERENCES (not applicants)', '#999999');
  y = grid(p, y, [['Bank', 'decoy.bank', m.d.bank], ['Routing #', 'decoy.routing', m.d.routing], ['Account #', 'decoy.account', m.d.account],
    ['Current Advance', 'decoy.funder', `${m.d.funder} (${m.d.balance})`],
    ...m.d.refs.map((r): [string, string, string] => ['~Trade Reference', 'decoy.ref', `${r.name} - ${r.contact} ${r.phone}`])], 4);
  p.label(`Owner ${taxLabel(m.owners[0]!)}s are used for a soft credit pull only. Signature: ____________________   Date: __________`, X0, y + 14, { size: 8, color: '#444444' });
}
