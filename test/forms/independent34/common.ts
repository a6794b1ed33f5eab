// Pieces shared by the layouts: rows of fields, checkbox rows, owner blocks, section bars, consent and signatures.
import type { Deal, Owner, Val } from './deal.ts';
import { val } from './deal.ts';
import type { Look, Pen } from './pen.ts';

/** [label, name, value, share of the row's width, decoy?] */
export type Cell = [string, string, Val, number, boolean?];

export function grid(p: Pen, look: Look, x: number, y: number, w: number, rows: Cell[][], rowH: number, size = 8): number {
  for (const row of rows) {
    const total = row.reduce((t, c) => t + c[3], 0);
    let cx = x;
    for (const [label, name, v, frac, decoy] of row) {
      const cw = (w * frac) / total;
      p.field(look, label, name, v, cx, y, look === 'box' ? cw : cw + 4, size, decoy ?? false);
      cx += cw;
    }
    y += rowH;
  }
  return y;
}

export function bar(p: Pen, title: string, x: number, y: number, w: number, fill: string, color = '#fff', size = 8.5): number {
  p.doc.rect(x, y, w, size + 6).fill(fill);
  p.text(title, x + 4, y + 3, size, { font: p.boldFont, color });
  return y + size + 10;
}

/** A row of checkboxes; the chosen label is marked and gives `fields`. */
export function checkRow(p: Pen, label: string, name: string, options: string[], chosen: string | null, fields: Record<string, string>,
  x: number, y: number, w: number, size = 8): number {
  p.text(label, x, y + 1, size, { font: p.boldFont });
  let cx = x + p.width(label, size, p.boldFont) + 8;
  const step = (x + w - cx) / options.length;
  for (const o of options) {
    p.check(name, o === chosen, cx, y, size, o === chosen ? fields : {}, o);
    p.text(o, cx + size + 3, y + 1, size);
    cx += step;
  }
  return y + size + 10;
}

export function entityRow(p: Pen, d: Deal, x: number, y: number, w: number, size = 8): number {
  const opts = d.ca ? ['Corporation', 'Partnership', 'Sole Proprietorship'] : ['Corporation', 'LLC', 'Partnership', 'Sole Proprietor'];
  const e = d.entityBox;
  return checkRow(p, 'Entity Type:', 'entity', opts, e?.label ?? null, e ? { 'application.type_of_entity': e.id } : {}, x, y, w, size);
}

export function freqRow(p: Pen, d: Deal, x: number, y: number, w: number, size = 8): number {
  const ids: Record<string, string> = { Daily: 'daily', Weekly: 'weekly', 'Bi-Weekly': 'biweekly', Monthly: 'monthly' };
  const f = d.freqBox;
  return checkRow(p, 'Payment Schedule:', 'freq', Object.keys(ids), f, f ? { 'application.payment_frequency': ids[f]! } : {}, x, y, w, size);
}

/** Owner names on one line ("Maria Lopez & James Chen") and their split ("100%", "50/50", "60/40"). */
export function joinedOwners(d: Deal, show: boolean): { names: Val; split: Val } {
  const fields: Record<string, string | number> = {};
  const split: Record<string, number> = {};
  d.owners.forEach((o, i) => {
    fields[`application.applicants[${i}].first_name`] = o.first;
    fields[`application.applicants[${i}].last_name`] = o.last;
    split[`application.applicants[${i}].ownership`] = o.pct;
  });
  const names = val(d.owners.map((o) => `${o.first} ${o.last}`).join(d.owners.length > 1 ? ' & ' : ''), fields);
  const text = d.owners.length === 1 ? '100%' : d.owners.map((o) => o.pct).join('/');
  return { names, split: show ? val(text, split) : val('') };
}

export function ownerRows(o: Owner, i: number, ca: boolean, full: boolean): Cell[][] {
  const k = `owner${i + 1}`;
  const rows: Cell[][] = [[[`Owner ${i + 1} Name`, `${k}_name`, o.v.name!, 3], ['Title', `${k}_title`, o.v.title!, 1.4], ['Ownership %', `${k}_pct`, o.v.pct!, 1.1]],
    [[ca ? 'SIN' : 'SSN', `${k}_ssn`, o.v.ssn!, 1.4], ['Date of Birth', `${k}_dob`, o.v.dob!, 1.3], ['Credit Score (est.)', `${k}_score`, o.v.score!, 1.2], ['Cell', `${k}_cell`, o.v.cell!, 1.5, true]]];
  if (full) rows.push([['Home Address', `${k}_home`, o.v.home!, 1, true]]);
  return rows;
}

export function consent(p: Pen, ca: boolean, x: number, y: number, w: number, size = 6.5): number {
  const t = ca
    ? 'By signing, each owner consents under PIPEDA to the collection, use and disclosure of personal information, including credit bureau reports, for the purpose of evaluating this request, and confirms the information above is true and complete.'
    : 'Each undersigned authorizes the company and its assigns to obtain consumer and business credit reports, verify the information above, and contact any bank, landlord or creditor listed. The information provided is true and complete.';
  p.text(t, x, y, size, { width: w });
  return y + p.doc.heightOfString(t, { width: w }) + 8;
}

export function signatures(p: Pen, d: Deal, x: number, y: number, w: number, n = Math.min(2, d.owners.length)): number {
  const cw = w / Math.max(n, 1);
  for (let i = 0; i < n; i++) {
    const cx = x + i * cw;
    p.doc.lineWidth(0.6).moveTo(cx, y + 18).lineTo(cx + cw - 20, y + 18).stroke();
    p.text('Signature', cx, y + 20, 6.5);
    p.text('Date', cx + cw * 0.62, y + 20, 6.5);
  }
  return y + 34;
}
