// One-page short applications: Crestview (boxes, shaded bars) and Pioneer (two-column colon lines, owner table).
import type { Deal } from './deal.ts';
import { bar, consent, entityRow, freqRow, grid, ownerRows, signatures, type Cell } from './common.ts';
import type { Pen } from './pen.ts';

/** Crestview Business Funding: one-page short app, labelled boxes under grey bars, entity checkboxes. */
export function crestviewShort(p: Pen, d: Deal): void {
  const r = p.rng, x = 36, w = 540, v = d.v;
  let y = 32;
  p.text('CRESTVIEW', x, y, 20, { font: p.boldFont, color: '#2f4f4f' });
  p.text('BUSINESS FUNDING', x + 2, y + 21, 8, { font: p.boldFont, color: '#2f4f4f' });
  p.text('Short Application', x + 360, y + 4, 13, { font: p.boldFont });
  p.text('Fast decisions on $5k - $500k', x + 360, y + 20, 7.5, { color: '#555' });
  y += 40;
  const fill = r.pick(['#4a5d6b', '#2f4f4f', '#555']);
  y = bar(p, 'BUSINESS INFORMATION', x, y, w, fill);
  y = grid(p, 'box', x, y, w, [
    [['Legal / Corporate Name', 'legal', v.legal!, 3], [r.pick(['DBA', 'Doing Business As', 'Trade Name (DBA)']), 'dba', v.dba!, 2]],
    [['Business Address', 'addr', v.addr!, 2.6], ['City', 'city', v.city!, 1.4], ['State', 'state', v.state!, 0.6], ['Zip', 'zip', v.zip!, 0.8]],
    [[r.pick(['Federal Tax ID', 'EIN', 'Tax ID (EIN)']), 'taxid', v.taxid!, 1.4], [r.pick(['Business Start Date', 'Date Business Started', 'Date Established']), 'start', v.start!, 1.3], ['Business Phone', 'phone', v.phone!, 1.3], ['Email', 'email', v.email!, 2]],
    [['Industry / Type of Business', 'industry', v.industry!, 2], ['Avg Monthly Revenue', 'sales', v.sales!, 1.3, true], ['Landlord / Mortgage Co.', 'landlord', { text: r.chance(0.5) ? d.decoys.landlord : '', fields: {} }, 1.7, true]],
  ], 27, 7);
  y = entityRow(p, d, x + 2, y + 3, w - 10, 7.5);
  y = bar(p, 'FUNDING REQUEST', x, y, w, fill);
  y = grid(p, 'box', x, y, w, [[['Amount Requested', 'amount', v.amount!, 1.4], ['Use of Funds', 'use', v.use!, 2], ['Preferred Payment', 'payment', v.payment!, 1.2], ['# of Payments', 'npay', v.npay!, 1]]], 27, 7);
  y = bar(p, 'OWNER / GUARANTOR INFORMATION', x, y, w, fill);
  d.owners.forEach((o, i) => {
    y = grid(p, 'box', x, y, w, ownerRows(o, i, false, false), 26, 7) + 4;
  });
  y = bar(p, 'AUTHORIZATION', x, y + 2, w, fill);
  y = consent(p, false, x, y, w);
  signatures(p, d, x, y + 6, w);
}

/** Pioneer Merchant Services: one page, two-column colon lines, owners in a ruled table, schedule checkboxes. */
export function pioneerShort(p: Pen, d: Deal): void {
  const r = p.rng, x = 44, w = 524, v = d.v;
  let y = 40;
  p.text('Pioneer Merchant Services, LLC', x, y, 15, { font: p.boldFont });
  p.text('Merchant Cash Advance - Application', x, y + 18, 9);
  p.text('Submitted by ISO: ' + d.decoys.iso, x + 330, y + 4, 7.5);
  p.text('ISO phone: ' + d.decoys.isoPhone, x + 330, y + 14, 7.5);
  p.decoys.push(d.decoys.iso, d.decoys.isoPhone);
  y += 38;
  p.doc.lineWidth(0.8).moveTo(x, y).lineTo(x + w, y).stroke();
  y += 8;
  const half = w / 2 - 6;
  const left: Cell[][] = [[['Legal Name:', 'legal', v.legal!, 1]], [['D/B/A:', 'dba', v.dba!, 1]], [['Entity:', 'entity', v.entity!, 1]],
    [['Fed. Tax ID:', 'taxid', v.taxid!, 1]], [[r.pick(['Date Established:', 'Business Start:', 'Start Date:']), 'start', v.start!, 1]], [['Nature of Business:', 'industry', v.industry!, 1]]];
  const right: Cell[][] = [[['Street:', 'addr', v.addr!, 1]], [['City:', 'city', v.city!, 1]], [['State:', 'state', v.state!, 1], ['Zip:', 'zip', v.zip!, 1]],
    [['Phone:', 'phone', v.phone!, 1]], [[r.pick(['Funding Amount:', 'Amount Requested:', 'Advance Amount:']), 'amount', v.amount!, 1]], [['Est. Payment:', 'payment', v.payment!, 1]]];
  const yl = grid(p, 'line', x, y, half, left, 21, 8.5);
  grid(p, 'line', x + half + 12, y, half, right, 21, 8.5);
  y = freqRow(p, d, x, yl + 6, w, 8);
  y = ownerTable(p, d, x, y + 4, w);
  p.text('Bank: ' + d.decoys.bank + '    Routing #: ' + (r.chance(0.5) ? d.decoys.routing : '_________') + '    Account #: ' + '_______________', x, y + 6, 8);
  p.decoys.push(d.decoys.routing);
  y = grid(p, 'line', x, y + 22, w, [[['Use of Funds:', 'use', v.use!, 2], ['Avg. Monthly Sales:', 'sales', v.sales!, 1.2, true]]], 22, 8.5);
  y = consent(p, false, x, y + 6, w, 7);
  y = signatures(p, d, x, y + 4, w);
  p.doc.lineWidth(0.5).rect(x, y + 20, w, 60).stroke();
  p.text('FOR OFFICE USE ONLY   Rep #: ______   Received: ______   Stips: ______', x + 6, y + 26, 7.5, { color: '#555' });
}

function ownerTable(p: Pen, d: Deal, x: number, y: number, w: number): number {
  const cols: [string, string, number][] = [['Owner Name', 'name', 2.4], ['Title', 'title', 1.2], ['%', 'pct', 0.6], ['SSN', 'ssn', 1.3], ['DOB', 'dob', 1.1], ['FICO', 'score', 0.6]];
  const total = cols.reduce((t, c) => t + c[2], 0);
  p.doc.rect(x, y, w, 14).fill('#ddd');
  let cx = x;
  for (const [label, , f] of cols) { p.text(label, cx + 3, y + 4, 7.5, { font: p.boldFont }); cx += (w * f) / total; }
  y += 14;
  for (let i = 0; i < 3; i++) {
    cx = x;
    const o = d.owners[i];
    for (const [, key, f] of cols) {
      const cw = (w * f) / total;
      p.doc.lineWidth(0.5).rect(cx, y, cw, 18).stroke();
      p.value(`owner${i + 1}_${key}`, o ? o.v[key]! : { text: '', fields: {} }, cx + 1, y + 2, cw - 2, 14);
      cx += cw;
    }
    y += 18;
  }
  return y;
}
