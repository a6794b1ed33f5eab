// Lays a fast app out from its spec: a header the layout draws, two or three columns of blocks (rows of pairs,
// checkbox rows, small tables), then the authorisation paragraph and the signature blocks across the page.
import type { F, Sheet, Theme } from './sheet.ts';
import { signBlock, stack, type OwnerText } from './parts.ts';

export type Block =
  | { kind: 'rows'; title?: string; rows: F[][]; h?: number }
  | { kind: 'checks'; label: string; key: string; options: string[]; chosen: string | null; other?: { key: string; text: string } }
  | { kind: 'table'; title?: string; head: string[]; widths: number[]; rows: { key: string; text: string }[][]; blankRows?: number };

export interface Spec {
  theme: Theme; rowH: number; titleStyle: 'bar' | 'rule' | 'tab' | 'plain'; accent: string;
  margin: number; top: number; colGap: number; columns: Block[][];
  auth: string; authSize: number; signWords: string[]; owners: OwnerText[]; signDate: string; signTitle?: string; footer: string;
}

function title(s: Sheet, sp: Spec, t: string, x: number, y: number, w: number): number {
  const a = sp.accent;
  switch (sp.titleStyle) {
    case 'bar': s.rect(x, y, w, 9, { fill: a }); s.label(t.toUpperCase(), x + 3, y + 1.8, 6.5, { font: 'Helvetica-Bold', color: '#ffffff' }); return y + 11;
    case 'rule': s.label(t.toUpperCase(), x, y, 7, { font: 'Helvetica-Bold', color: a }); s.line(x, y + 8.5, x + w, y + 8.5, 0.9, a); return y + 11;
    case 'tab': {
      const tw = s.measure(t, 6.5, 'Helvetica-Bold') + 10;
      s.rect(x, y, tw, 9, { fill: a }); s.label(t, x + 5, y + 1.8, 6.5, { font: 'Helvetica-Bold', color: '#ffffff' });
      s.line(x, y + 9, x + w, y + 9, 0.8, a); return y + 11;
    }
    default: s.label(t, x, y, 7.5, { font: 'Times-Bold', color: a }); return y + 10;
  }
}

function checks(s: Sheet, sp: Spec, b: Extract<Block, { kind: 'checks' }>, x: number, y: number, w: number): number {
  const ls = sp.theme.labelSize, box = 6.5;
  const lab = sp.theme.caps ? b.label.toUpperCase() : b.label;
  s.label(lab, x, y + 0.5, ls, { font: sp.theme.labelFont });
  let cx = x + s.measure(lab, ls, sp.theme.labelFont) + 4, cy = y;
  for (const o of b.options) {
    const need = box + 8 + s.measure(o, ls) + (o.startsWith('Other') && b.other ? 50 : 0);
    if (cx + need > x + w) { cx = x + 6; cy += box + 3; }
    const isOther = o.startsWith('Other');
    const on = b.chosen === o || (isOther && b.chosen === null && !!b.other?.text);
    cx = s.check(b.key, o, on, cx, cy, box, ls, b.label);
    if (isOther && b.other) {
      s.line(cx - 4, cy + box, cx + 46, cy + box, 0.4);
      s.value(on ? b.other.key : 'ctx.other', on ? b.other.text : '', cx - 3, cy - 3, 48, box + 3, sp.theme.valueSize, `${b.label} Other`);
      cx += 48;
    }
  }
  return cy + box + 4;
}

function table(s: Sheet, sp: Spec, b: Extract<Block, { kind: 'table' }>, x: number, y: number, w: number): number {
  const h = sp.rowH - 3, tot = b.widths.reduce((a, c) => a + c, 0), ws = b.widths.map((c) => (w * c) / tot);
  let cx = x;
  b.head.forEach((hd, i) => {
    s.rect(cx, y, ws[i]!, 8, { fill: sp.theme.shade, stroke: sp.theme.rule, lw: 0.4 });
    s.label(hd, cx + 1.5, y + 1.5, sp.theme.labelSize - 0.5, { font: sp.theme.labelFont });
    cx += ws[i]!;
  });
  y += 8;
  const rows = [...b.rows];
  while (rows.length < (b.blankRows ?? 2)) rows.push(b.head.map(() => ({ key: 'ctx.blank', text: '' })));
  for (const [ri, r] of rows.entries()) {
    cx = x;
    r.forEach((c, i) => {
      s.rect(cx, y, ws[i]!, h, { stroke: sp.theme.rule, lw: 0.4 });
      s.value(c.key, c.text, cx + 1.5, y, ws[i]! - 3, h - 0.5, sp.theme.valueSize - 0.5, `${b.head[i]} ${ri + 1}`);
      cx += ws[i]!;
    });
    y += h;
  }
  return y + 3;
}

function column(s: Sheet, sp: Spec, blocks: Block[], x: number, y: number, w: number): number {
  for (const b of blocks) {
    if (b.kind !== 'checks' && b.title) y = title(s, sp, b.title, x, y, w);
    if (b.kind === 'rows') y = stack(s, sp.theme, x, y, w, b.h ?? sp.rowH, b.rows) + 2;
    else if (b.kind === 'checks') y = checks(s, sp, b, x, y + 1, w);
    else y = table(s, sp, b, x, y, w);
  }
  return y;
}

/** Columns, then the authorisation and one signature block per owner (two side by side on wide pages). */
export function render(s: Sheet, sp: Spec): void {
  const n = sp.columns.length, inner = s.width - 2 * sp.margin;
  const cw = (inner - sp.colGap * (n - 1)) / n;
  let bottom = sp.top;
  sp.columns.forEach((blocks, i) => { bottom = Math.max(bottom, column(s, sp, blocks, sp.margin + i * (cw + sp.colGap), sp.top, cw)); });
  let y = bottom + 2;
  if (sp.signTitle) y = title(s, sp, sp.signTitle, sp.margin, y, inner);
  s.label(sp.auth, sp.margin, y, sp.authSize, { width: inner, align: 'justify' });
  y += s.doc.heightOfString(sp.auth, { width: inner }) + 5;
  const owners = sp.owners.length ? sp.owners : [];
  const side = owners.length > 1 && s.width > 700;
  owners.forEach((o, i) => {
    const bw = side ? inner / 2 - 6 : inner;
    const bx = side ? sp.margin + i * (bw + 12) : sp.margin;
    const by = side ? y : y + i * 30;
    signBlock(s, sp.theme, i, o, sp.signDate, bx, by, bw, sp.signWords);
  });
  s.label(sp.footer, sp.margin, s.height - 16, 5.5, { color: '#666666' });
}
