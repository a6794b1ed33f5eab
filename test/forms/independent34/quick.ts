// The one-third-page "quick apps": a strip at the top of a letter page, the rest left for a cover note.
import type { Deal } from './deal.ts';
import { grid, joinedOwners, type Cell } from './common.ts';
import type { Pen } from './pen.ts';

/** Harborline Funding Group: US quick app, ruled colon lines, owners on one line with their split. */
export function harborlineQuick(p: Pen, d: Deal): void {
  const r = p.rng, x = 36 + r.int(-4, 4), w = 540, v = d.v;
  let y = 30 + r.int(0, 8);
  p.text('HARBORLINE FUNDING GROUP', x, y, 13, { font: p.boldFont, color: '#0d3b66' });
  p.text('QUICK APP  -  Working Capital Pre-Qualification', x + 290, y + 3, 8.5, { font: p.boldFont });
  y += 20;
  p.doc.lineWidth(1.5).strokeColor('#0d3b66').moveTo(x, y).lineTo(x + w, y).stroke();
  y += 6;
  const own = joinedOwners(d, r.chance(0.75));
  const rows: Cell[][] = [
    [['Business Legal Name:', 'legal', v.legal!, 3], [r.pick(['DBA:', 'd/b/a:', 'Trade Name:']), 'dba', v.dba!, 2]],
    [['Owner Name(s):', 'owners', own.names, 3], ['% Ownership:', 'split', own.split, 1.3], ['Tax ID #:', 'taxid', v.taxid!, 1.7]],
    [['City:', 'city', v.city!, 1.6], ['State:', 'state', v.state!, 0.8], ['Phone:', 'phone', v.phone!, 1.5], [r.pick(['Start Date:', 'Date Started:', 'In Business Since:']), 'start', v.start!, 1.4]],
    [['Type of Business:', 'industry', v.industry!, 2.2], ['Amount Requested:', 'amount', v.amount!, 1.6], ['Monthly Sales:', 'sales', v.sales!, 1.4, true]],
  ];
  y = grid(p, 'line', x, y, w, rows, 22, 8);
  p.text('Existing advances?  Yes / No    Funder: ____________    Balance: ________', x, y + 2, 7.5);
  p.text(`ISO Rep: ${d.decoys.iso}   ${d.decoys.isoPhone}`, x + 330, y + 2, 7.5);
  p.decoys.push(d.decoys.iso, d.decoys.isoPhone);
  y += 16;
  p.doc.save().dash(4, { space: 3 }).lineWidth(0.7).strokeColor('#666').moveTo(20, y + 6).lineTo(592, y + 6).stroke().undash().restore();
  p.text('- - cut here - -', 280, y + 9, 6, { color: '#666' });
  p.text('Send with the last 4 months of business bank statements and a copy of a driver\'s license. Pre-qualifications are not approvals.',
    x, y + 30, 7.5, { width: w, color: '#333' });
}

/** Maple Leaf Merchant Capital: Canadian quick app in boxes (O/A, BN, province, postal code, SIN, PIPEDA line). */
export function mapleQuick(p: Pen, d: Deal): void {
  const r = p.rng, x = 40, w = 532, v = d.v;
  let y = 34 + r.int(0, 6);
  p.doc.rect(x, y, 6, 24).fill('#c8102e');
  p.text('Maple Leaf Merchant Capital', x + 12, y, 14, { font: p.boldFont });
  p.text('Express Application (1/3 page)  |  Toronto  Calgary  Halifax', x + 12, y + 16, 7.5, { color: '#555' });
  y += 32;
  const own = joinedOwners(d, r.chance(0.7));
  const o0 = d.owners[0]!;
  const rows: Cell[][] = [
    [['Legal Business Name', 'legal', v.legal!, 3], ['Operating Name (O/A)', 'dba', v.dba!, 2.4]],
    [['Business Number (BN)', 'taxid', v.taxid!, 2], ['City', 'city', v.city!, 1.5], ['Province', 'province', v.state!, 0.8], ['Postal Code', 'postal', v.zip!, 1]],
    [['Owner(s)', 'owners', own.names, 2.6], ['Ownership', 'split', own.split, 1], ['SIN (owner 1)', 'sin', o0.v.ssn!, 1.4], ['In business since', 'start', v.start!, 1.3]],
    [['Industry', 'industry', v.industry!, 2], ['Funding Requested (CAD)', 'amount', v.amount!, 1.6], ['Avg. Monthly Deposits', 'sales', v.sales!, 1.5, true]],
  ];
  y = grid(p, 'box', x, y, w, rows, 26, 7);
  p.text('I consent to the collection and use of my personal information under PIPEDA for the purpose of this request.   Signature: ______________________',
    x, y + 4, 7, { width: w });
  p.doc.save().dash(3, { space: 3 }).strokeColor('#999').moveTo(18, y + 24).lineTo(594, y + 24).stroke().undash().restore();
  p.text('Office use only', x, y + 32, 7, { color: '#999' });
}
