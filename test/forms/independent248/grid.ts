// The two shared structures of set 248: a two-column key/value table and an owner grid with one column per owner.
import type { Owner, Person, Address } from './data.ts';
import type { Merchant } from './merchant.ts';
import type { Kind, Sheet } from './sheet.ts';

export interface KvRow { label: string; key: string; text: string; kind?: Kind; fields?: Record<string, unknown> }

export interface KvLook { labelFill?: string; zebra?: string; border?: boolean; labelBold?: boolean; size?: number }

/** A key/value table: captions left, values right. Returns the y below it. */
export function kv(s: Sheet, x: number, y: number, labelW: number, valueW: number, rowH: number, rows: KvRow[], look: KvLook = {}): number {
  rows.forEach((row, i) => {
    const ry = y + i * rowH;
    if (look.zebra && i % 2 === 0) s.rect(x, ry, labelW + valueW, rowH, { fill: look.zebra, stroke: 'none' });
    if (look.labelFill) s.rect(x, ry, labelW, rowH, { fill: look.labelFill, stroke: look.border === false ? 'none' : '#000', lw: 0.5 });
    if (look.border !== false) { s.rect(x, ry, labelW, rowH, { lw: 0.5 }); s.rect(x + labelW, ry, valueW, rowH, { lw: 0.5 }); }
    s.label(row.label, x + 3, ry + (rowH - 7) / 2, look.size ?? 7, { bold: look.labelBold ?? false });
    s.value(row.key, row.text, x + labelW + 1, ry + 1, valueW - 2, rowH - 2, row.kind ?? 'context', row.fields ?? {});
  });
  return y + rows.length * rowH;
}

export type RowKind = 'name' | 'lastfirst' | 'title' | 'pct' | 'tax' | 'dob' | 'home' | 'street' | 'csz' | 'score';
export interface GridColumn { head: string; owner?: Owner; index?: number; other?: Person & { role: string; home: Address; dobPrinted: string; taxPrinted: string }; otherPct?: string }

const A = (i: number, f: string): string => `application.applicants[${i}].${f}`;

function ownerCell(m: Merchant, o: Owner, i: number, row: RowKind): { text: string; kind: Kind; fields: Record<string, unknown> } {
  const c = m.country;
  switch (row) {
    case 'name': return { text: o.printed, kind: 'value', fields: { [A(i, 'first_name')]: o.first, [A(i, 'last_name')]: o.last } };
    case 'lastfirst': return { text: o.lastFirst, kind: 'value', fields: { [A(i, 'first_name')]: o.first, [A(i, 'last_name')]: o.last } };
    case 'title': return { text: o.title, kind: 'value', fields: { [A(i, 'role')]: o.title } };
    case 'pct': return { text: o.pctPrinted, kind: 'value', fields: { [A(i, 'ownership')]: o.pct } };
    case 'tax': return o.taxId === null ? { text: o.taxPrinted, kind: 'context', fields: {} }
      : { text: o.taxPrinted, kind: 'value', fields: { [A(i, 'tax_id')]: o.taxId, [A(i, 'tax_id_type')]: o.taxType, [A(i, 'tax_id_country')]: c } };
    case 'dob': return o.dob === null ? { text: '', kind: 'context', fields: {} } : { text: o.dobPrinted, kind: 'value', fields: { [A(i, 'date_of_birth')]: o.dob } };
    case 'home': return { text: o.home.oneLine, kind: 'decoy', fields: {} };
    case 'street': return { text: o.home.street, kind: 'decoy', fields: {} };
    case 'csz': return { text: `${o.home.city}, ${o.home.state} ${o.home.zip}`, kind: 'decoy', fields: {} };
    case 'score': return o.score === null ? { text: '', kind: 'context', fields: {} } : { text: o.scorePrinted, kind: 'value', fields: { [A(i, 'credit_score')]: o.score } };
  }
}

function otherCell(col: GridColumn, row: RowKind): string {
  const p = col.other!;
  switch (row) {
    case 'name': return p.printed;
    case 'lastfirst': return p.lastFirst;
    case 'title': return p.role;
    case 'pct': return col.otherPct ?? '';
    case 'tax': return p.taxPrinted;
    case 'dob': return p.dobPrinted;
    case 'home': return p.home.oneLine;
    case 'street': return p.home.street;
    case 'csz': return `${p.home.city}, ${p.home.state} ${p.home.zip}`;
    case 'score': return '';
  }
}

export interface GridLook { headFill?: string; headColor?: string; captionFill?: string; rowH?: number; strikeEmpty?: boolean; size?: number }

/** Owner grid: `rows` captions down the left, one column per entry of `cols`. Returns the y below it. */
export function ownerGrid(s: Sheet, m: Merchant, x: number, y: number, capW: number, colW: number,
  rows: readonly (readonly [string, RowKind])[], cols: GridColumn[], look: GridLook = {}): number {
  const rh = look.rowH ?? 17, hh = 14;
  s.rect(x, y, capW, hh, { fill: look.headFill ?? '#ddd', lw: 0.5 });
  cols.forEach((c, j) => {
    s.rect(x + capW + j * colW, y, colW, hh, { fill: look.headFill ?? '#ddd', lw: 0.5 });
    s.label(c.head, x + capW + j * colW, y + 3.5, 7.5, { bold: true, width: colW, align: 'center', color: look.headColor ?? '#000' });
  });
  rows.forEach(([cap, kind], r) => {
    const ry = y + hh + r * rh;
    s.rect(x, ry, capW, rh, { fill: look.captionFill ?? '#fff', lw: 0.5 });
    s.label(cap, x + 3, ry + (rh - 7) / 2, look.size ?? 7);
    cols.forEach((c, j) => {
      const cx = x + capW + j * colW;
      s.rect(cx, ry, colW, rh, { lw: 0.5 });
      const key = `col${j + 1}.${kind}`;
      if (c.owner && c.index !== undefined) {
        const cell = ownerCell(m, c.owner, c.index, kind);
        s.value(key, cell.text, cx + 1, ry + 1, colW - 2, rh - 2, cell.kind, cell.fields, 8.5);
      } else if (c.other) {
        s.value(key, otherCell(c, kind), cx + 1, ry + 1, colW - 2, rh - 2, 'decoy', {}, 8.5);
      } else if (s.style !== 'fillable') {
        // an unused column stays blank; some brokers strike it through
      } else {
        s.value(key, '', cx + 1, ry + 1, colW - 2, rh - 2);
      }
    });
  });
  const bottom = y + hh + rows.length * rh;
  if (look.strikeEmpty) cols.forEach((c, j) => { if (!c.owner && !c.other) s.line(x + capW + j * colW + 4, bottom - 4, x + capW + (j + 1) * colW - 4, y + hh + 4, 0.6, '#555'); });
  return bottom;
}

/** Columns for the owners plus `total - owners` unused (or a non-owner) columns. */
export function ownerColumns(m: Merchant, total: number, head: (i: number) => string): GridColumn[] {
  return Array.from({ length: Math.max(total, m.owners.length) }, (_, i) => {
    const o = m.owners[i];
    return o ? { head: head(i), owner: o, index: i } : { head: head(i) };
  });
}
