// Pieces the four layouts share: boxed grids, label-and-line rows, section bars, the owners' table, the decoy blocks
// (bank, landlord, existing advances, trade references) and the signature block.
import type { Merchant, Val } from './data.ts';
import { widthOf, type Painter } from './draw.ts';
import type { Fields } from './data.ts';

export const L = 36, R = 576, W = R - L;
export type Cell = [label: string, key: string, val: Val | null, w: number];

/** A section bar across the page; returns the y below it. */
export function bar(p: Painter, title: string, y: number, fill: string, color = '#ffffff', h = 14): number {
  p.doc.save().rect(L, y, W, h).fill(fill).restore();
  p.label(title, L + 5, y + h - 4, 8, true, color);
  return y + h;
}

/** Rows of boxed cells, the label small in the box's top left, the value below it. Returns the y below the grid. */
export function grid(p: Painter, y: number, rows: Cell[][], h = 24, stroke = '#7a7a7a'): number {
  for (const row of rows) {
    let x = L;
    const total = row.reduce((s, c) => s + c[3], 0);
    for (const [label, key, val, w0] of row) {
      const w = (w0 * W) / total;
      p.doc.save().lineWidth(0.5).rect(x, y, w, h).stroke(stroke).restore();
      p.label(label, x + 2.5, y + 7, 6);
      if (val) p.value(key, val, x, y + 7, w, h - 7);
      x += w;
    }
    y += h;
  }
  return y;
}

/** "Label: ______" runs on one line, each with a width share; returns the y of the next line. */
export function lines(p: Painter, y: number, row: Cell[], gap = 22): number {
  let x = L;
  const total = row.reduce((s, c) => s + c[3], 0);
  for (const [label, key, val, w0] of row) {
    const w = (w0 * W) / total;
    const lw = Math.min(w * 0.55, label.length * 4.1 + 6);
    p.label(label + ':', x, y, 7.5, true, '#222222');
    p.doc.save().lineWidth(0.5).moveTo(x + lw, y + 1.5).lineTo(x + w - 6, y + 1.5).stroke('#555555').restore();
    if (val) p.value(key, val, x + lw, y - 13, w - lw - 6, 15);
    x += w;
  }
  return y + gap;
}

/** Owners as a table: one row each, the home address and cell phone (decoys) under the name. */
export function ownerTable(p: Painter, m: Merchant, y: number, head: string, canada: boolean): number {
  const cols: [string, number][] = [['Owner / Officer Name', 150], ['Title', 78], ['Own %', 38], [canada ? 'SIN' : 'SSN', 78], ['Date of Birth', 72], ['Score', 44], ['Home Address', 120]];
  let x = L;
  p.doc.save().rect(L, y, W, 12).fill(head).restore();
  for (const [t, w] of cols) { p.label(t, x + 2, y + 9, 6.5, true, '#ffffff'); x += (w * W) / 580; }
  y += 12;
  m.owners.forEach((o, i) => {
    const vals: [string, Val][] = [[`o${i}.name`, o.name], [`o${i}.title`, o.title], [`o${i}.pct`, o.pct], [`o${i}.ssn`, o.ssn], [`o${i}.dob`, o.dob], [`o${i}.score`, o.score], [`o${i}.home`, o.home]];
    let cx = L;
    vals.forEach(([k, v], j) => {
      const w = (cols[j]![1] * W) / 580;
      p.doc.save().lineWidth(0.5).rect(cx, y, w, 20).stroke('#8a8a8a').restore();
      p.value(k, v, cx, y + 2, w, 18, 8.5);
      cx += w;
    });
    y += 20;
  });
  return y;
}

/** Bank, landlord and ISO details: none of them is the merchant's application. */
export function bankBlock(p: Painter, m: Merchant, y: number, landlord = true): number {
  const row: Cell[] = [['Bank Name', 'bank', m.bank, 120], [m.country === 'CA' ? 'Transit / Institution' : 'Routing (ABA) #', 'routing', m.routing, 110], ['Account #', 'account', m.account, 120]];
  if (landlord) row.push(['Landlord / Mortgage Co.', 'landlord', m.landlord, 150], ['Landlord Phone', 'landlordPhone', m.landlordPhone, 100]);
  else row.push(['Account Type', 'acctType', { text: 'Business Checking', fields: {} }, 130]);
  return grid(p, y, [row], 22);
}

export function fundersBlock(p: Painter, m: Merchant, y: number, fill: string): number {
  y = bar(p, 'EXISTING ADVANCES / LOANS (list all open positions)', y, fill);
  const rows: Cell[][] = (m.funders.length ? m.funders : [null]).map((f, i) => [
    ['Funder / Lender', `funder${i}`, f?.name ?? null, 200], ['Current Balance', `funder${i}.bal`, f?.balance ?? null, 120], ['Payment', `funder${i}.pay`, f?.payment ?? null, 120], ['Frequency', `funder${i}.freq`, f ? { text: i ? 'Weekly ACH' : 'Daily ACH', fields: {} } : null, 100]]);
  return grid(p, y, rows, 20);
}

export function refsBlock(p: Painter, m: Merchant, y: number): number {
  return grid(p, y, m.refs.map((r, i) => [['Trade Reference', `ref${i}`, r.name, 250], ['Phone', `ref${i}.phone`, r.phone, 150], ['Contact', `ref${i}.c`, null, 140]]), 20);
}

const AUTH = 'By signing below, each of the above owners certifies that the information in this application is true and complete and authorizes the '
  + 'broker named above and its funding partners to obtain consumer and business credit reports, bank statements and other information about '
  + 'the business and its owners, now and for the term of any transaction. A copy or facsimile of this authorization is as valid as the original.';
const PIPEDA = 'Consent (PIPEDA): I consent to the collection, use and disclosure of my personal information, including my SIN where provided, '
  + 'by the broker and its funding partners to assess this application and to verify my identity and credit history.';

/** The authorisation paragraph and a signature (a scrawl of the owner's name in curves) per owner. */
export function signatures(p: Painter, m: Merchant, y: number, when: string): number {
  const para = m.country === 'CA' ? AUTH + ' ' + PIPEDA : AUTH;
  const words = para.split(' ');
  let line = '';
  for (const w of words) {
    if ((line + ' ' + w).length > 150) { p.label(line, L, y, 6.3, false, '#444444'); y += 8; line = w; } else line = line ? line + ' ' + w : w;
  }
  p.label(line, L, y, 6.3, false, '#444444');
  y += 14;
  const n = m.owners.length, w = W / Math.max(2, n);
  m.owners.forEach((o, i) => {
    const x = L + i * w;
    const sig = o.name.text.includes(',') ? o.name.text.split(',').reverse().join(' ').trim() : o.name.text;
    p.curves(sig.replace(/,.*$/, ''), x + 6, y + 14, 15, 'hand', '#15236b', p.rng.float(-4, 2));
    p.doc.save().lineWidth(0.5).moveTo(x + 2, y + 18).lineTo(x + w - 10, y + 18).stroke('#333333').restore();
    p.label(`Signature, Owner ${i + 1}`, x + 2, y + 26, 6.3);
    p.label('Date:', x + w * 0.55, y + 26, 6.3);
    p.value(`sig${i}.date`, { text: when, fields: {} }, x + w * 0.55 + 16, y + 18, 60, 11, 7.5);
  });
  return y + 34;
}

/** A row of checkboxes, each followed by its label; `checked` is the option marked. */
export function boxRow(p: Painter, key: string, options: string[], checked: string | null, fields: (o: string) => Fields, x: number, y: number): void {
  for (const o of options) {
    p.box(key, o, o === checked, fields(o), x, y);
    x += 8 + 3 + widthOf('sans', o, 7.5) + 9;
  }
}
