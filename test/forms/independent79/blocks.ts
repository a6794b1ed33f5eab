// Building blocks the seven layouts of set 79 share: label/value fields (label before, label right-aligned against
// the value, label above in a box), checkbox rows and columns, owners side by side, and the decoy blocks (bank,
// landlord, references, existing advances, ISO rep), authorisation and signatures.
import type { Merchant, Owner, PV } from './merchant.ts';
import type { Pen, ValOpts } from './pen.ts';

export const raw = (text: string): PV => ({ text, truth: {} });

/** Label, then the value on an underline that runs to x + w. */
export function uField(p: Pen, label: string, name: string, v: PV, x: number, y: number, w: number, o: ValOpts & { ls?: number } = {}): void {
  const ls = o.ls ?? 7.5;
  p.label(label, x, y + 1, { size: ls });
  const vx = x + p.width(label, ls) + 4;
  p.line(vx, y + 10, x + w, y + 10, 0.4);
  for (let k = 1; k < (o.lines ?? 1); k++) p.line(x, y + 10 + k * 11, x + w, y + 10 + k * 11, 0.4);
  p.val(name, v, vx + 1, y, x + w - vx - 2, o);
}

/** A label right-aligned against its value: the label ends at xr - 4, the value starts at xr + 2. */
export function rField(p: Pen, label: string, name: string, v: PV, xr: number, y: number, wv: number, o: ValOpts & { bold?: boolean } = {}): void {
  p.label(label, xr - 4, y + 1, { size: 7.5, align: 'right', bold: o.bold });
  p.line(xr, y + 10, xr + wv, y + 10, 0.4);
  for (let k = 1; k < (o.lines ?? 1); k++) p.line(xr, y + 10 + k * 11, xr + wv, y + 10 + k * 11, 0.4);
  p.val(name, v, xr + 2, y, wv - 3, o);
}

/** A boxed cell: its small caption at the top left, the value under it. */
export function cell(p: Pen, label: string, name: string, v: PV, x: number, y: number, w: number, h: number, o: ValOpts = {}): void {
  p.rect(x, y, w, h, { lw: 0.5 });
  p.label(label, x + 2.5, y + 2, { size: 5.8, color: '#333' });
  p.val(name, v, x + 3, y + 9, w - 6, { size: 8.5, ...o });
}

/** Checkbox options in a row or a column; the chosen one is marked and gives `truthOf(option)`. Returns the end. */
export function checks(p: Pen, name: string, options: string[], chosen: string, x: number, y: number, dir: 'row' | 'col',
  truthOf: (opt: string) => Record<string, unknown>, o: { gap?: number; size?: number } = {}): number {
  const size = o.size ?? 7.5;
  let cx = x, cy = y;
  for (const opt of options) {
    const lw = p.width(opt, size);
    p.box(`${name}_${opt.replace(/[^A-Za-z]/g, '')}`, cx, cy, opt === chosen, truthOf(opt), lw);
    p.label(opt, cx + 11, cy + 0.5, { size });
    if (dir === 'row') cx += 11 + lw + (o.gap ?? 9); else cy += o.gap ?? 12;
  }
  return dir === 'row' ? cx : cy;
}

export interface OwnerRow { label: string; get: (o: Owner) => PV; key: string; lines?: number }
export const OWNER_ROWS: Record<string, OwnerRow> = {
  name: { label: 'Full Name', get: (o) => o.name, key: 'name' },
  first: { label: 'First Name', get: (o) => o.first, key: 'first' },
  last: { label: 'Last Name', get: (o) => o.last, key: 'last' },
  role: { label: 'Title', get: (o) => o.role, key: 'title' },
  pct: { label: 'Ownership %', get: (o) => o.pct, key: 'pct' },
  ssn: { label: 'SSN', get: (o) => o.ssn, key: 'ssn' },
  dob: { label: 'Date of Birth', get: (o) => o.dob, key: 'dob' },
  home: { label: 'Home Address', get: (o) => raw(o.home), key: 'home' },
  city: { label: 'City, State, Zip', get: (o) => raw(o.cityLine), key: 'homecity' },
  phone: { label: 'Cell Phone', get: (o) => raw(o.phone), key: 'cell' },
  email: { label: 'Email', get: (o) => raw(o.email), key: 'email' },
  credit: { label: 'Est. Credit Score', get: (o) => o.credit, key: 'fico' },
};

/** Owners side by side: a header row "Owner 1 | Owner 2 ...", the field labels down the left (left- or
 *  right-aligned), one column per owner slot; empty slots stay blank. Returns the bottom. */
export function ownerColumns(p: Pen, owners: Owner[], slots: number, x: number, y: number, labelW: number, colW: number,
  rows: OwnerRow[], o: { align?: 'left' | 'right'; rowH?: number; header?: (i: number) => string; fill?: string } = {}): number {
  const rowH = o.rowH ?? 15;
  p.rect(x, y, labelW + colW * slots, 13, { fill: o.fill ?? '#d9e2ec', lw: 0.5 });
  for (let i = 0; i < slots; i++) p.label(o.header?.(i) ?? `Owner ${i + 1}`, x + labelW + colW * i + 4, y + 3, { size: 8, bold: true });
  let cy = y + 13;
  for (const row of rows) {
    const h = rowH + ((row.lines ?? 1) - 1) * 10.5;
    p.rect(x, cy, labelW + colW * slots, h, { lw: 0.4 });
    if (o.align === 'right') p.label(row.label, x + labelW - 4, cy + 4, { size: 7, align: 'right', bold: true });
    else p.label(row.label, x + 3, cy + 4, { size: 7, bold: true });
    for (let i = 0; i < slots; i++) {
      p.line(x + labelW + colW * i, cy, x + labelW + colW * i, cy + h, 0.4);
      const own = owners[i];
      p.val(`owner${i + 1}_${row.key}`, own ? row.get(own) : raw(''), x + labelW + colW * i + 3, cy + 3, colW - 6, { size: 8.5, lines: row.lines ?? 1 });
    }
    cy += h;
  }
  return cy;
}

export function authorization(p: Pen, broker: string, x: number, y: number, w: number): number {
  return p.para(`By signing below, each of the above listed business and business owner(s) (individually, an "Applicant") certifies that all ` +
    `information and documents submitted in connection with this application are true, correct and complete. Each Applicant authorizes ${broker}, ` +
    `its assigns, agents, banks and financial institutions to obtain consumer and business credit reports, bank statements and other ` +
    `information from any source, now and for as long as the Applicant has an obligation to any funding source. This is not an offer to purchase receivables.`, x, y, w);
}

/** Signature lines for each owner: a scribble, the printed name, and the date (the printed name and date are not fields). */
export function signatures(p: Pen, owners: Owner[], x: number, y: number, w: number, perRow: number, date: string): number {
  const cw = w / perRow;
  owners.forEach((o, i) => {
    const cx = x + (i % perRow) * cw, cy = y + Math.floor(i / perRow) * 40;
    p.line(cx, cy + 16, cx + cw * 0.62, cy + 16, 0.5);
    p.line(cx + cw * 0.68, cy + 16, cx + cw - 8, cy + 16, 0.5);
    if (p.style !== 'fillable') {
      p.doc.save().lineWidth(0.9).strokeColor('#1a2a78').moveTo(cx + 6, cy + 13)
        .bezierCurveTo(cx + 20, cy - 2, cx + 30, cy + 20, cx + 48, cy + 6).bezierCurveTo(cx + 60, cy - 1, cx + 70, cy + 16, cx + 95, cy + 9).stroke().restore();
    }
    p.label(`Owner ${i + 1} Signature`, cx, cy + 18, { size: 6 });
    p.label('Date', cx + cw * 0.68, cy + 18, { size: 6 });
    p.val(`sig${i + 1}_date`, raw(date), cx + cw * 0.68 + 2, cy + 5, cw * 0.3, { size: 8 });
    p.label('Print Name:', cx, cy + 27, { size: 6 });
    p.val(`sig${i + 1}_name`, raw(o.signName), cx + 36, cy + 25, cw * 0.55, { size: 8 });
  });
  return y + Math.ceil(owners.length / perRow) * 40;
}

/** Bank, landlord, references and ISO representative: printed numbers and people that are not the applicant's fields. */
export function decoyLines(p: Pen, m: Merchant, x: number, y: number, w: number, which: ('bank' | 'landlord' | 'refs' | 'iso')[]): number {
  let cy = y;
  const half = (w - 10) / 2;
  for (const k of which) {
    if (k === 'bank') {
      uField(p, 'Bank Name:', 'bank_name', raw(m.bank), x, cy, half);
      uField(p, 'Routing #:', 'bank_routing', raw(m.routing), x + half + 10, cy, half * 0.5 - 4);
      uField(p, 'Account #:', 'bank_account', raw(m.account), x + half * 1.5 + 10, cy, half * 0.5);
    } else if (k === 'landlord') {
      uField(p, 'Landlord / Mortgage Co.:', 'landlord', raw(m.ownRent === 'Rent' ? m.landlord : ''), x, cy, half);
      uField(p, 'Phone:', 'landlord_phone', raw(m.ownRent === 'Rent' ? m.landlordPhone : ''), x + half + 10, cy, half * 0.5 - 4);
      uField(p, 'Monthly Rent:', 'rent', raw(m.ownRent === 'Rent' ? m.rent : ''), x + half * 1.5 + 10, cy, half * 0.5);
    } else if (k === 'refs') {
      m.refs.forEach(([n, ph], i) => {
        uField(p, `Trade Reference ${i + 1}:`, `ref${i + 1}`, raw(n), x, cy, half);
        uField(p, 'Phone:', `ref${i + 1}_phone`, raw(ph), x + half + 10, cy, half);
        if (i === 0) cy += 15;
      });
    } else {
      uField(p, 'ISO Representative:', 'iso_rep', raw(m.isoRep), x, cy, half);
      uField(p, 'Rep Phone:', 'iso_phone', raw(m.isoPhone), x + half + 10, cy, half);
    }
    cy += 15;
  }
  return cy;
}

/** The existing-advances table (funder, balance, daily/weekly payment): positions, not the request. */
export function advancesTable(p: Pen, m: Merchant, x: number, y: number, w: number, rows = 2): number {
  const cols = [0.46, 0.27, 0.27].map((f) => f * w);
  const heads = ['Current Funder / Lender', 'Balance', 'Payment'];
  p.rect(x, y, w, 12, { fill: '#e8e8e8', lw: 0.5 });
  let cx = x;
  heads.forEach((h, i) => { p.label(h, cx + 3, y + 3, { size: 6.8, bold: true }); cx += cols[i]!; });
  for (let r = 0; r < rows; r++) {
    const ry = y + 12 + r * 14;
    p.rect(x, ry, w, 14, { lw: 0.4 });
    const a = m.advances[r];
    cx = x;
    (a ?? ['', '', '']).forEach((t, i) => { p.val(`advance${r + 1}_${['funder', 'balance', 'payment'][i]}`, raw(t), cx + 3, ry + 3, cols[i]! - 6, { size: 8 }); cx += cols[i]!; });
  }
  return y + 12 + rows * 14;
}
