// Bluewater Business Capital (Dropbox Sign, owners table) and Summit Path Funding (PandaDoc, field boxes in columns).
import { type Paths, checkRow, table } from './blocks.ts';
import { type Ctx, auth, bar, header, initialsFooter, signRows } from './common.ts';
import { cell } from './layouts-a.ts';
import type { V } from './vals.ts';

/** "Label" on the left, value in a box to its right. */
function kv(c: Ctx, x: number, y: number, label: string, x0: V, w = 250, lw = 95): number {
  c.p.label(x, y + 4, label, 7.5, { bold: true, color: '#234' });
  c.p.rect(x + lw, y, w - lw, 16, { stroke: '#9aa' });
  if (x0.text) c.p.value(x + lw + 4, y + 3, w - lw - 8, x0.text, x0.paths, label);
  return y + 20;
}

export function bluewater(c: Ctx): void {
  const { p, r, v, m } = c;
  let y = header(c, r.pick(['Small Business Funding Application', 'Revenue-Based Financing Application']));
  y = bar(c, y, 'Company Profile');
  const y0 = y + 4;
  let yl = kv(c, 36, y0, r.pick(['Legal Name', 'Company Legal Name']), v.legal);
  yl = kv(c, 36, yl, 'DBA Name', v.dba);
  yl = kv(c, 36, yl, 'Tax ID (EIN)', v.taxId);
  yl = kv(c, 36, yl, r.pick(['Start Date', 'Inception Date']), v.start);
  yl = kv(c, 36, yl, 'Industry', v.industry);
  let yr = kv(c, 306, y0, 'Street Address', v.street, 270);
  yr = kv(c, 306, yr, 'City, State, Zip', v.cityLine, 270);
  yr = kv(c, 306, yr, 'Phone', v.phone, 270);
  yr = kv(c, 306, yr, 'Email', v.email, 270);
  yr = kv(c, 306, yr, 'Monthly Revenue', v.sales, 270);
  y = Math.max(yl, yr) + 2;
  const ents = ['LLC', 'Corporation', 'S Corp', 'Partnership', 'Sole Proprietor'];
  const k = ents.indexOf(m.entityText);
  y = checkRow(p, 36, y + 2, 'Business Structure:', [...ents, 'Other'], k >= 0 ? k : ents.length, v.entity.paths, k >= 0 ? undefined : { text: v.entity.text ?? '', paths: v.entity.paths });
  y = kv(c, 36, y, 'Amount Requested', v.amount, 250, 95);
  y = bar(c, y + 4, r.pick(['Ownership (list all owners with 20% or more)', 'Principals / Guarantors']));
  const rows = v.owners.map((o) => [o.name, o.title, o.pct, o.tax, o.dob, o.credit].map((x) => ({ text: x.text ?? '', paths: x.paths as Paths })));
  y = table(p, 36, y + 2, [150, 85, 50, 95, 80, 80], ['Full Name', 'Title', 'Own %', 'SSN', 'Date of Birth', 'Credit Score'], rows, 20);
  y = bar(c, y + 8, 'Bank & Landlord');
  const dec = (t: string): V => ({ text: t, paths: {} });
  y = kv(c, 36, y + 2, 'Bank', dec(m.bank.name));
  y = kv(c, 36, y, 'Landlord / Mortgage', dec(`${m.landlord.name} ${m.landlord.phone}`), 540, 95);
  y = auth(c, y + 6);
  signRows(c, y + 4);
  initialsFooter(c);
}

/** PandaDoc-style text field: caption above, light grey box. */
function pd(c: Ctx, x: number, y: number, w: number, label: string, x0: V): void {
  c.p.label(x, y, label, 7, { color: '#555' });
  c.p.rect(x, y + 9, w, 18, { fill: '#f1f3f6' });
  c.p.hline(x, x + w, y + 27, 0.8, '#48a');
  if (x0.text) c.p.value(x + 5, y + 13, w - 10, x0.text, x0.paths, label);
}

export function summitPath(c: Ctx): void {
  const { p, r, v, m } = c;
  let y = header(c, 'Business Capital Application', 34);
  p.label(36, y, `Prepared for: ${m.owners[0]!.first} ${m.owners[0]!.last}   |   Prepared by: ${m.rep.name}, ${c.broker}`, 7.5, { color: '#666' });
  y = bar(c, y + 14, 'About your business');
  const useYears = r.chance(0.35);
  pd(c, 36, y + 4, 260, 'Legal business name', v.legal); pd(c, 316, y + 4, 260, 'Trade name (DBA)', v.dba); y += 38;
  pd(c, 36, y, 160, 'Entity type', v.entity); pd(c, 216, y, 130, 'EIN', v.taxId); pd(c, 366, y, 210, useYears ? 'Years in business' : 'Business start date', useYears ? v.years : v.start); y += 34;
  pd(c, 36, y, 260, 'What does your business do?', v.industry); pd(c, 316, y, 260, 'Website', v.website); y += 34;
  pd(c, 36, y, 300, 'Business address', v.street); pd(c, 356, y, 110, 'City', v.city); pd(c, 476, y, 40, 'State', v.state); pd(c, 526, y, 50, 'ZIP', v.zip); y += 34;
  pd(c, 36, y, 170, 'Funding amount', v.amount); pd(c, 226, y, 170, 'Monthly revenue', v.sales); pd(c, 416, y, 160, 'Use of funds', v.use); y += 38;
  y = bar(c, y, 'About the owners');
  v.owners.slice(0, 4).forEach((o, i) => {
    const x = 36 + (i % 2) * 280, yy = y + 4 + Math.floor(i / 2) * 104;
    p.label(x, yy, `Owner ${i + 1}`, 8, { bold: true, color: c.color });
    pd(c, x, yy + 12, 170, 'Full name', o.name); pd(c, x + 180, yy + 12, 80, 'Ownership', o.pct);
    pd(c, x, yy + 44, 120, 'Title', o.title); pd(c, x + 130, yy + 44, 130, 'SSN', o.tax);
    pd(c, x, yy + 76 - 2, 120, 'Date of birth', o.dob); pd(c, x + 130, yy + 74, 130, 'Credit score (est.)', o.credit);
  });
  y += Math.ceil(Math.min(4, v.owners.length) / 2) * 104 + 6;
  y = auth(c, y, 36, 540, 6.5);
  signRows(c, y + 2);
  p.label(36, 760, 'Signed with PandaDoc', 6.5, { color: '#2ba36b' });
}

export { cell };
