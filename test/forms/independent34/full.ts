// Lakeshore Advance: a full application the merchant only partly filled (captions under the rules, many boxes left
// empty), with existing advances, bank, landlord and trade references that are not the applicant's values.
import type { Deal } from './deal.ts';
import { val } from './deal.ts';
import { consent, entityRow, freqRow, grid, ownerRows, signatures } from './common.ts';
import type { Pen } from './pen.ts';

function section(p: Pen, t: string, x: number, y: number, w: number): number {
  p.text(t, x, y, 9, { font: p.boldFont, color: '#0b4f6c' });
  p.doc.lineWidth(1).strokeColor('#0b4f6c').moveTo(x, y + 11).lineTo(x + w, y + 11).stroke().strokeColor('#000');
  return y + 16;
}

function existingTable(p: Pen, d: Deal, x: number, y: number, w: number): number {
  const has = p.rng.chance(0.6);
  const rows = has ? [[d.decoys.funder, d.decoys.balance, d.decoys.advPay], ['', '', ''], ['', '', '']] : [['', '', ''], ['', '', ''], ['', '', '']];
  const heads = ['Funder / Lender', 'Balance', 'Payment'];
  const cw = [w * 0.5, w * 0.25, w * 0.25];
  let cx = x;
  heads.forEach((h, i) => { p.text(h, cx + 2, y, 7, { font: p.boldFont }); cx += cw[i]!; });
  y += 10;
  for (const [ri, row] of rows.entries()) {
    cx = x;
    row.forEach((t, i) => {
      p.doc.lineWidth(0.4).rect(cx, y, cw[i]!, 15).stroke();
      p.value(`adv${ri}_${i}`, val(t), cx, y + 1, cw[i]!, 13, true);
      cx += cw[i]!;
    });
    y += 15;
  }
  return y + 6;
}

export function lakeshoreFull(p: Pen, d: Deal): void {
  const x = 36, w = 540, v = d.v, dec = d.decoys;
  let y = 28;
  p.text('Lakeshore Advance', x, y, 17, { font: p.boldFont, color: '#0b4f6c' });
  p.text('Business Funding Application  |  Please complete all sections. Incomplete applications may delay funding.', x, y + 20, 7.5);
  y += 36;
  y = section(p, '1. Business Information', x, y, w);
  y = grid(p, 'under', x, y, w, [
    [['Business Legal Name', 'legal', v.legal!, 3], ['DBA (if different)', 'dba', v.dba!, 2]],
    [['Physical Address', 'addr', v.addr!, 2.5], ['City', 'city', v.city!, 1.3], ['State', 'state', v.state!, 0.6], ['Zip', 'zip', v.zip!, 0.8]],
    [['Federal Tax ID (EIN)', 'taxid', v.taxid!, 1.4], ['Business Start Date', 'start', v.start!, 1.3], ['State of Inc.', 'inc', val(p.rng.chance(0.4) ? 'DE' : ''), 0.8, true], ['Phone', 'phone', v.phone!, 1.3], ['Email', 'email', v.email!, 2]],
    [['Type of Business / Industry', 'industry', v.industry!, 2], ['Monthly Gross Sales', 'sales', v.sales!, 1.3, true], ['Landlord', 'landlord', val(p.rng.chance(0.5) ? dec.landlord : ''), 1.6, true], ['Monthly Rent', 'rent', val(p.rng.chance(0.5) ? dec.rent : ''), 1, true]],
  ], 27, 7);
  y = entityRow(p, d, x, y, w, 7.5);
  y = section(p, '2. Funding Request', x, y, w);
  y = grid(p, 'under', x, y, w, [[['Amount Requested', 'amount', v.amount!, 1.4], ['Requested Payment', 'payment', v.payment!, 1.3], ['Number of Payments', 'npay', v.npay!, 1.1], ['Use of Proceeds', 'use', v.use!, 2]]], 27, 7);
  y = freqRow(p, d, x, y, w, 7.5);
  y = section(p, '3. Current Advances / Loans', x, y, w);
  y = existingTable(p, d, x, y, w);
  y = section(p, '4. Owners (all owners of 20% or more)', x, y, w);
  d.owners.forEach((o, i) => { y = grid(p, 'under', x, y, w, ownerRows(o, i, false, true), 25, 7) + 2; });
  y = section(p, '5. Bank & Trade References', x, y, w);
  y = grid(p, 'under', x, y, w, [[['Bank Name', 'bank', val(p.rng.chance(0.6) ? dec.bank : ''), 1.5, true], ['Routing #', 'routing', val(p.rng.chance(0.4) ? dec.routing : ''), 1.2, true],
    ['Account #', 'account', val(p.rng.chance(0.3) ? dec.account : 'see attached'), 1.2, true], ['Trade Reference', 'tref', val(''), 1.6, true]]], 27, 7);
  y = consent(p, false, x, y, w, 6.3);
  signatures(p, d, x, y, w);
}
