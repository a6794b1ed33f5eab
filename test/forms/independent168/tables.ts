// Table pieces shared by set 168's layouts: key/value grids (one or two pairs a line), checkbox rows with an "Other"
// line, the transposed owners table (an owner a column, a field a row) and the classic row-per-owner table.
import type { Sheet, Val } from './sheet.ts';
import type { Model, OwnerM } from './model.ts';

export interface Checks { options: string[]; checked: number; fields: Record<string, unknown> | null; other?: Val | null }
export interface Row { label: string; key: string; val?: Val | null; plain?: string | null; checks?: Checks; wide?: boolean; tag?: string }

export function heading(sh: Sheet, text: string, x: number, y: number, w: number, fill = '#d9dee8'): number {
  sh.rect(x, y, w, 15, fill);
  sh.text(text, x + 5, y + 4, { size: 8.5, bold: true });
  return y + 15;
}

/** One answer cell: a value, a plain value or a checkbox row. */
export function cell(sh: Sheet, r: Row, x: number, y: number, w: number, h: number): void {
  if (r.checks) {
    const c = r.checks;
    const other = c.options[c.options.length - 1]!.startsWith('Other');
    const end = sh.checks(c.options, c.checked, x + 5, y + (h - 8) / 2, r.key, c.fields, w - 10 - (other ? 80 : 0), r.tag ?? r.label);
    if (other) {
      const lx = end - 6;
      sh.line(lx, y + h - 4, x + w - 4, y + h - 4, 0.4);
      sh.value(c.other ?? null, lx, y + 1, x + w - 4 - lx, h - 2, r.key, r.tag ?? r.label);
    }
  } else if (r.val) sh.value(r.val, x, y, w, h, r.key, r.tag ?? r.label);
  else sh.plain(r.plain, x, y, w, h);
}

/** A key/value grid: `pairs` label+value pairs a line; a `wide` row spans the line. Returns the y below it. */
export function kv(sh: Sheet, x: number, y: number, w: number, labelW: number, rows: Row[], o: { pairs?: 1 | 2; h?: number; shade?: string } = {}): number {
  const pairs = o.pairs ?? 1, h = o.h ?? 18, pw = w / pairs;
  let col = 0;
  for (const r of rows) {
    if (r.wide && col > 0) { col = 0; y += h; }
    const cx = x + col * pw, span = r.wide ? w : pw;
    sh.rect(cx, y, labelW, h, o.shade ?? '#eef0f4');
    const size = sh.fit('Helvetica', r.label, 8, labelW - 7);
    sh.text(r.label, cx + 4, y + (h - size) / 2, { size });
    sh.rect(cx + labelW, y, span - labelW, h);
    cell(sh, r, cx + labelW, y, span - labelW, h);
    col = r.wide ? 0 : (col + 1) % pairs;
    if (col === 0) y += h;
  }
  return col === 0 ? y : y + h;
}

export type OwnerRow = [string, (o: OwnerM) => Val | null | undefined];
export function ownerRows(m: Model, home: boolean): OwnerRow[] {
  const rows: OwnerRow[] = [['Name', (o) => o.name], ['Title', (o) => o.title], ['% Owned', (o) => o.pct], [m.ownerTaxLabel, (o) => o.tax],
    ['DOB', (o) => o.dob], ['Credit', (o) => o.credit]];
  if (home) rows.push(['Home Address', (o) => o.home]);
  return rows;
}

/** Owners as columns, fields as rows; unused columns stay blank. */
export function ownersTransposed(sh: Sheet, m: Model, x: number, y: number, w: number, cols: number, rows: OwnerRow[], o: { labelW?: number; h?: number; head?: (i: number) => string } = {}): number {
  const lw = o.labelW ?? 80, h = o.h ?? 20, cw = (w - lw) / cols;
  sh.rect(x, y, lw, h, '#c9d1de');
  sh.text('Field', x + 4, y + 6, { size: 8, bold: true });
  for (let c = 0; c < cols; c++) {
    sh.rect(x + lw + c * cw, y, cw, h, '#c9d1de');
    sh.text(o.head ? o.head(c) : `Owner ${c + 1}`, x + lw + c * cw + 4, y + 6, { size: 8, bold: true });
  }
  y += h;
  for (const [label, get] of rows) {
    sh.rect(x, y, lw, h, '#eef0f4');
    sh.text(label, x + 4, y + 6, { size: sh.fit('Helvetica', label, 8, lw - 7) });
    for (let c = 0; c < cols; c++) {
      sh.rect(x + lw + c * cw, y, cw, h);
      const own = m.owners[c];
      if (own) sh.value(get(own), x + lw + c * cw, y, cw, h, `owner${c + 1}.${label.replace(/\W+/g, '')}`, label);
    }
    y += h;
  }
  return y;
}

/** The classic owners table: one row per owner. */
export function ownersByRow(sh: Sheet, m: Model, x: number, y: number, cols: [string, number, (o: OwnerM) => Val | null | undefined][], lines: number, h = 20): number {
  let cx = x;
  for (const [head, w] of cols) { sh.rect(cx, y, w, h, '#c9d1de'); sh.text(head, cx + 4, y + 6, { size: 8, bold: true }); cx += w; }
  y += h;
  for (let i = 0; i < lines; i++) {
    cx = x;
    for (const [head, w, get] of cols) {
      sh.rect(cx, y, w, h);
      const own = m.owners[i];
      if (own) sh.value(get(own), cx, y, w, h, `owner${i + 1}.${head.replace(/\W+/g, '')}`, head);
      cx += w;
    }
    y += h;
  }
  return y;
}

/** A plain table of decoy rows (existing advances, references). */
export function decoyTable(sh: Sheet, x: number, y: number, heads: [string, number][], rows: (Val | null)[][], key: string, h = 18): number {
  let cx = x;
  for (const [head, w] of heads) { sh.rect(cx, y, w, h, '#e3e6ec'); sh.text(head, cx + 4, y + 5, { size: 8, bold: true }); cx += w; }
  y += h;
  for (const [i, r] of rows.entries()) {
    cx = x;
    for (const [j, [head, w]] of heads.entries()) { sh.rect(cx, y, w, h); sh.value(r[j] ?? null, cx, y, w, h, `${key}${i + 1}.${head.replace(/\W+/g, '')}`, head); cx += w; }
    y += h;
  }
  return y;
}

export function paragraph(sh: Sheet, text: string, x: number, y: number, w: number, size = 7): number {
  sh.text(text, x, y, { size, width: w });
  return sh.doc.y + 6;
}

export function signatures(sh: Sheet, m: Model, x: number, y: number, w: number, signed: Val): number {
  const n = Math.max(1, Math.min(2, m.owners.length));
  const cw = w / n;
  for (let i = 0; i < n; i++) {
    sh.line(x + i * cw, y + 22, x + i * cw + cw - 20, y + 22);
    sh.text(`Signature of Owner ${i + 1}`, x + i * cw, y + 25, { size: 7 });
  }
  sh.text('Date signed', x, y + 42, { size: 7.5 });
  sh.value(signed, x + 50, y + 36, 110, 16, 'date_signed');
  return y + 60;
}

const A = 'application.';
/** The entity as a checkbox row: the checked box gives the type, or "Other" with the type written on its line. */
export function entityChecks(m: Model, pick: <T>(xs: readonly T[]) => T): Checks {
  const sets = m.country === 'CA' ? [['Corporation', 'Partnership', 'Sole Proprietorship', 'Other:']]
    : [['Corporation', 'LLC', 'Partnership', 'Sole Proprietor', 'Other:'], ['C-Corp', 'S-Corp', 'LLC', 'LP', 'Sole Prop', 'Other:']];
  const options = pick(sets);
  const byId: Record<string, string[]> = { c_corporation: ['Corporation', 'C-Corp'], ca_corporation: ['Corporation'], s_corporation: ['S-Corp'],
    llc: ['LLC'], general_partnership: ['Partnership'], limited_partnership: ['LP'], sole_proprietorship: ['Sole Proprietor', 'Sole Prop', 'Sole Proprietorship'] };
  const i = options.findIndex((o) => (byId[m.entityId] ?? []).includes(o));
  if (i >= 0) return { options, checked: i, fields: { [`${A}type_of_entity`]: m.entityId } };
  return { options, checked: options.length - 1, fields: null, other: m.entityFree };
}

export function freqChecks(m: Model): Checks {
  const options = ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'];
  return { options, checked: options.indexOf(m.freqLabel), fields: { [`${A}payment_frequency`]: m.freq } };
}
