// Sections shared by the layouts of set 97: page header, transposed owners table, locations, bank accounts, current
// advances, authorisation and signatures. Every decoy table has its own header row so a reader can tell it apart.
import type { Pen } from './draw.ts';
import type { Merchant } from './model.ts';
import { bar, type Cell, flowTable, grid } from './table.ts';

export interface Ctx { pen: Pen; m: Merchant; broker: string; x: number; w: number; bottom: number; newPage: () => number }
export const v = (name: string, text: string, span?: number): Cell => ({ v: [name, text], span });

export function header(pen: Pen, broker: string, sub: string, contact: string, color: string): number {
  const d = pen.doc;
  d.save().rect(36, 30, 540, 4).fill(color).restore();
  pen.label(broker, 36, 40, { size: 15, bold: true, color });
  pen.label(sub, 36, 58, { size: 9.5, bold: true });
  pen.label(contact, 330, 42, { size: 7, width: 246, align: 'right' });
  return 76;
}

/** Owners as columns, attributes as rows; `slots` columns are printed, extra ones left blank. */
export function ownersTransposed(c: Ctx, y: number, o: { slots?: number; title?: string; taxLabel?: string; nameLabel?: string; fill?: string; rowH?: number } = {}): number {
  const { pen, m } = c;
  const n = Math.max(m.owners.length, o.slots ?? 0);
  const lw = 92, cw = (c.w - lw) / n;
  const widths = [lw, ...Array(n).fill(cw)];
  const ca = m.country === 'CA';
  const attr: [string, (i: number) => string][] = [
    [o.nameLabel ?? 'Full Name', (i) => m.owners[i]?.name ?? ''], ['Title', (i) => m.owners[i]?.title ?? ''],
    ['% Ownership', (i) => m.owners[i]?.pct ?? ''], [o.taxLabel ?? (ca ? 'SIN' : 'SSN'), (i) => m.owners[i]?.taxId ?? ''],
    ['Date of Birth', (i) => m.owners[i]?.dob ?? ''], ['FICO / Credit Score', (i) => m.owners[i]?.fico ?? ''],
    ['Home Street', (i) => m.owners[i]?.home.split(', ')[0] ?? ''], [ca ? 'City / Prov. / Postal' : 'City / State / Zip', (i) => m.owners[i]?.home.split(', ').slice(1).join(', ') ?? ''],
    ['Cell Phone', (i) => m.owners[i]?.phone ?? ''], ['Email', (i) => m.owners[i]?.email ?? ''],
  ];
  const keys = ['name', 'title', 'pct', 'taxid', 'dob', 'fico', 'home', 'homecity', 'cell', 'email'];
  if (y + 15 + 11 * (o.rowH ?? 16) > c.bottom) y = c.newPage();
  let yy = bar(pen, c.x, y, c.w, o.title ?? 'OWNER / GUARANTOR INFORMATION', o.fill);
  const rows: Cell[][] = [[{ t: '', shade: '#d9dee8' }, ...Array.from({ length: n }, (_, i) => ({ t: `Owner ${i + 1}`, shade: '#d9dee8', bold: true, align: 'center' as const }))]];
  attr.forEach(([label, get], k) => rows.push([label, ...Array.from({ length: n }, (_, i) => v(`owner${i + 1}_${keys[k]}`, get(i)))]));
  yy = grid(pen, c.x, yy, widths, rows, { rowH: o.rowH ?? 16, labelShade: '#eef0f4' });
  return yy;
}

export function locationsTable(c: Ctx, y: number, o: { primaryCol?: boolean; title?: string; rowH?: number } = {}): number {
  const { m } = c;
  const ca = m.country === 'CA';
  const head: Cell[] = [...(o.primaryCol ? ['Principal\nLocation'] : []), 'Street Address', 'City', ca ? 'Prov.' : 'State', ca ? 'Postal' : 'Zip', 'Own /\nLease', 'Landlord / Mortgage Holder', 'Monthly\nRent', 'Sq. Ft.'];
  const base = [150, 70, 34, 50, 40, 110, 52, 44];
  const widths = o.primaryCol ? [44, ...base.map((w, i) => (i === 0 ? w - 24 : i === 5 ? w - 20 : w))] : base;
  const scale = c.w / widths.reduce((a, b) => a + b, 0);
  const rows = m.locations.map((l, i): Cell[] => [
    ...(o.primaryCol ? [{ checks: [{ name: `loc${i + 1}_primary`, label: '', checked: l.primary }] } as Cell] : []),
    v(`loc${i + 1}_street`, l.addr), v(`loc${i + 1}_city`, l.city), v(`loc${i + 1}_state`, l.region), v(`loc${i + 1}_zip`, l.postal),
    v(`loc${i + 1}_tenure`, l.tenure), v(`loc${i + 1}_landlord`, l.tenure === 'Own' ? '' : l.landlord), v(`loc${i + 1}_rent`, l.tenure === 'Own' ? '' : l.rent), v(`loc${i + 1}_sqft`, l.sqft)]);
  return flowTable(c.pen, { x: c.x, y, widths: widths.map((w) => w * scale), title: o.title ?? 'BUSINESS LOCATIONS / STORES', header: head, rows, rowH: o.rowH ?? 18, bottom: c.bottom, newPage: c.newPage });
}

export function banksTable(c: Ctx, y: number, title = 'BANK ACCOUNTS (attach last 4 months statements)'): number {
  const ca = c.m.country === 'CA';
  const head: Cell[] = ['Bank Name', 'Account Type', 'Account Number', ca ? 'Transit-Institution' : 'ABA Routing #', 'Avg. Daily Balance', 'Open Since'];
  const rows = c.m.banks.map((b, i): Cell[] => [v(`bank${i + 1}_name`, b.bank), v(`bank${i + 1}_type`, b.type), v(`bank${i + 1}_acct`, b.acct), v(`bank${i + 1}_routing`, b.routing), v(`bank${i + 1}_avg`, b.avg), v(`bank${i + 1}_since`, b.since)]);
  const widths = [120, 85, 95, 95, 85, 60].map((w) => (w * c.w) / 540);
  return flowTable(c.pen, { x: c.x, y, widths, title, header: head, rows, bottom: c.bottom, newPage: c.newPage });
}

export function advancesTable(c: Ctx, y: number, title = 'CURRENT ADVANCES / LOANS (open positions)'): number {
  const head: Cell[] = ['Funder / Lender', 'Date Funded', 'Funded Amount', 'Current Balance', 'Payment', 'Frequency'];
  const rows = c.m.advances.length ? c.m.advances.map((a, i): Cell[] => [v(`adv${i + 1}_funder`, a.funder), v(`adv${i + 1}_date`, a.date), v(`adv${i + 1}_amount`, a.funded), v(`adv${i + 1}_balance`, a.balance), v(`adv${i + 1}_payment`, a.payment), v(`adv${i + 1}_freq`, a.freq)])
    : [[{ t: 'None reported', span: 6, align: 'center' }] as Cell[]];
  const widths = [140, 70, 85, 85, 85, 75].map((w) => (w * c.w) / 540);
  return flowTable(c.pen, { x: c.x, y, widths, title, header: head, rows, bottom: c.bottom, newPage: c.newPage });
}

export function refsTable(c: Ctx, y: number): number {
  const rows = c.m.refs.map((r, i): Cell[] => [v(`ref${i + 1}_name`, r.name), v(`ref${i + 1}_contact`, r.contact), v(`ref${i + 1}_phone`, r.phone)]);
  return flowTable(c.pen, { x: c.x, y, widths: [220, 180, 140].map((w) => (w * c.w) / 540), title: 'TRADE REFERENCES', header: ['Company', 'Contact', 'Phone'], rows, bottom: c.bottom, newPage: c.newPage });
}

const AUTH_US = 'By signing below, each of the above (individually and on behalf of the business) certifies that all information in this application is true and complete, and authorizes {B} and its funding partners to obtain consumer and business credit reports, verify bank, landlord and trade references, and share this application with prospective funders. A photocopy or electronic copy of this authorization is as valid as the original.';
const AUTH_CA = 'By signing below, each signatory certifies that the information above is accurate and consents, under the Personal Information Protection and Electronic Documents Act (PIPEDA), to {B} and its funding partners collecting, using and disclosing personal information, including credit bureau reports (Equifax / TransUnion Canada), to assess this application for financing.';

export function signatures(c: Ctx, y: number): number {
  const { pen, m } = c;
  if (y + 60 + 30 * m.owners.length > c.bottom) y = c.newPage();
  y = bar(pen, c.x, y, c.w, m.country === 'CA' ? 'CONSENT AND SIGNATURES (PIPEDA)' : 'AUTHORIZATION AND SIGNATURES');
  pen.label((m.country === 'CA' ? AUTH_CA : AUTH_US).replace('{B}', c.broker), c.x + 2, y + 4, { size: 6.8, width: c.w - 4 });
  y += 44;
  const rows: Cell[][] = [['Signature', 'Print Name', 'Title', 'Date']];
  m.owners.forEach((o, i) => rows.push([{ t: '' }, v(`sig${i + 1}_print`, o.name), v(`sig${i + 1}_title`, o.title), v(`sig${i + 1}_date`, m.signed)]));
  const yy = grid(pen, c.x, y, [200, 150, 100, 90].map((w) => (w * c.w) / 540), rows, { header: true, headerShade: '#d9dee8', rowH: 22 });
  m.owners.forEach((o, i) => {
    const sx = c.x + 8, sy = y + 22 * (i + 1) + 15;
    pen.doc.save().lineWidth(0.9).strokeColor('#1b2f7a').moveTo(sx, sy).bezierCurveTo(sx + 20, sy - 14, sx + 40, sy + 6, sx + 70 + i * 5, sy - 6).stroke().restore();
  });
  return yy;
}
