// Renewal / additional-funding applications a funder sends to its existing merchant: the current advance's number,
// balance and payment are printed (decoys), the merchant fills what changed.
import type { Deal } from './deal.ts';
import { val } from './deal.ts';
import { bar, consent, freqRow, grid, signatures, type Cell } from './common.ts';
import type { Pen } from './pen.ts';

function existing(p: Pen, d: Deal, x: number, y: number, w: number, look: 'line' | 'box', ca: boolean): number {
  const dec = d.decoys;
  p.prefilled = true;
  const out = grid(p, look, x, y, w, [[
    [ca ? 'Current Agreement #' : 'Existing Advance #', 'adv_no', val(dec.advNo), 1.3, true],
    [ca ? 'Remaining Balance' : 'Current Balance', 'adv_bal', val(dec.balance), 1.2, true],
    [ca ? 'Current Weekly Remittance' : 'Current Daily Payment', 'adv_pay', val(dec.advPay), 1.4, true],
  ]], look === 'box' ? 27 : 22, 7.5);
  p.prefilled = false;
  return out;
}

/** Northgate Capital: US renewal form, ruled lines, "no change" style answers, owners often by name only. */
export function northgateRenewal(p: Pen, d: Deal): void {
  const r = p.rng, x = 40, w = 532, v = d.v;
  let y = 36;
  p.text('NORTHGATE CAPITAL', x, y, 16, { font: p.boldFont, color: '#5b2a86' });
  p.text('Renewal / Additional Funding Application', x, y + 19, 10, { font: p.boldFont });
  p.text('Existing merchants only. Please update anything that changed since your last funding.', x, y + 32, 7.5, { color: '#444' });
  y += 50;
  y = bar(p, 'YOUR CURRENT ADVANCE (pre-filled by Northgate)', x, y, w, '#5b2a86');
  y = existing(p, d, x, y, w, 'line', false) + 2;
  y = bar(p, 'BUSINESS', x, y, w, '#5b2a86');
  y = grid(p, 'line', x, y, w, [
    [['Legal Name:', 'legal', v.legal!, 3], ['DBA:', 'dba', v.dba!, 2]],
    [['Federal Tax ID:', 'taxid', v.taxid!, 1.5], ['Business Phone:', 'phone', v.phone!, 1.5], ['Email:', 'email', v.email!, 2]],
    [['Address:', 'addr', v.addr!, 2.4], ['City:', 'city', v.city!, 1.4], ['State:', 'state', v.state!, 0.7], ['Zip:', 'zip', v.zip!, 0.8]],
    [['Industry:', 'industry', v.industry!, 2], ['Business Start Date:', 'start', v.start!, 1.6], ['Entity:', 'entity', v.entity!, 1.4]],
  ], 22, 8);
  y = bar(p, 'ADDITIONAL FUNDING REQUESTED', x, y + 2, w, '#5b2a86');
  y = grid(p, 'line', x, y, w, [[['Additional Amount Requested:', 'amount', v.amount!, 2], ['Requested Payment:', 'payment', v.payment!, 1.5], ['No. of Payments:', 'npay', v.npay!, 1.2]]], 22, 8);
  y = freqRow(p, d, x, y + 2, w, 8);
  y = bar(p, 'OWNERS (confirm)', x, y, w, '#5b2a86');
  d.owners.forEach((o, i) => {
    const k = `owner${i + 1}`;
    const rows: Cell[][] = [[[`Owner ${i + 1}:`, `${k}_name`, o.v.name!, 2.4], ['Title:', `${k}_title`, o.v.title!, 1.2], ['Ownership:', `${k}_pct`, o.v.pct!, 1.1], [i === 0 ? 'SSN (last 4 ok):' : 'SSN:', `${k}_ssn`, o.v.ssn!, 1.6]]];
    y = grid(p, 'line', x, y, w, rows, 22, 8);
  });
  y = consent(p, false, x, y + 6, w, 7);
  p.text(`Account manager: ${d.decoys.iso}  ${d.decoys.isoPhone}`, x, y, 7.5);
  p.decoys.push(d.decoys.iso, d.decoys.isoPhone);
  signatures(p, d, x, y + 12, w, 1 + (r.chance(0.5) ? 1 : 0));
}

/** Trillium Revenue Partners: Canadian renewal request, boxes, BN and SIN, province, PIPEDA consent. */
export function trilliumRenewal(p: Pen, d: Deal): void {
  const r = p.rng, x = 42, w = 528, v = d.v;
  let y = 38;
  p.doc.circle(x + 12, y + 12, 12).fill('#2e7d32');
  p.text('Trillium Revenue Partners Inc.', x + 32, y + 1, 14, { font: p.boldFont });
  p.text('RENEWAL REQUEST  -  existing clients', x + 32, y + 17, 8.5);
  y += 40;
  y = bar(p, 'Current agreement (completed by Trillium)', x, y, w, '#e8f0e8', '#1b5e20');
  y = existing(p, d, x, y, w, 'box', true) + 4;
  y = bar(p, 'Business', x, y, w, '#e8f0e8', '#1b5e20');
  y = grid(p, 'box', x, y, w, [
    [['Legal Name', 'legal', v.legal!, 3], ['Operating As (O/A)', 'dba', v.dba!, 2.2]],
    [['Business Number (BN)', 'taxid', v.taxid!, 1.8], ['Entity Type', 'entity', v.entity!, 1.5], ['Date of Incorporation / Start', 'start', v.start!, 1.6]],
    [['Street', 'addr', v.addr!, 2.4], ['City', 'city', v.city!, 1.3], ['Province', 'province', v.state!, 0.8], ['Postal Code', 'postal', v.zip!, 1]],
    [['Nature of Business', 'industry', v.industry!, 2.2], ['Telephone', 'phone', v.phone!, 1.3], ['Email', 'email', v.email!, 2]],
  ], 27, 7);
  y = bar(p, 'Renewal amount', x, y + 2, w, '#e8f0e8', '#1b5e20');
  y = grid(p, 'box', x, y, w, [[['New Funding Requested (CAD)', 'amount', v.amount!, 1.6], ['Preferred Remittance', 'payment', v.payment!, 1.3], ['Purpose', 'use', v.use!, 2]]], 27, 7);
  y = bar(p, 'Principals', x, y + 2, w, '#e8f0e8', '#1b5e20');
  d.owners.forEach((o, i) => {
    const k = `owner${i + 1}`;
    y = grid(p, 'box', x, y, w, [[[`Principal ${i + 1} Name`, `${k}_name`, o.v.name!, 2.4], ['Position', `${k}_title`, o.v.title!, 1.2],
      ['% Owned', `${k}_pct`, o.v.pct!, 0.8], ['SIN', `${k}_ssn`, o.v.ssn!, 1.3], ['Date of Birth', `${k}_dob`, o.v.dob!, 1.2]]], 26, 7);
  });
  y = consent(p, true, x, y + 6, w, 7);
  signatures(p, d, x, y + 4, w, r.chance(0.5) ? 1 : Math.min(2, d.owners.length));
}
