// Page frame shared by the layouts of set 100: the context, page breaks, a two-column grid packer and the signature
// block (dates and signatures are decoys).
import type PDFDocument from 'pdfkit';
import type { Pen } from './draw.ts';
import type { Merchant } from './model.ts';
import { consent, type Row } from './rows.ts';

export interface Ctx { doc: InstanceType<typeof PDFDocument>; pen: Pen; m: Merchant; broker: string; y: number; page: number; onPage?: (ctx: Ctx) => void }

export const W = 612, H = 792, BOTTOM = 748;

export function newPage(ctx: Ctx): void {
  ctx.doc.addPage({ size: 'LETTER', margin: 0 });
  ctx.page++;
  ctx.y = 40;
  ctx.pen.label(`${ctx.broker} - Merchant Application - page ${ctx.page}`, 40, 770, { size: 6.5, color: '#777' });
  ctx.onPage?.(ctx);
}
export function need(ctx: Ctx, h: number): void { if (ctx.y + h > BOTTOM) newPage(ctx); }

/** Pack rows into a grid of `cols` columns (a row's span takes more), calling cell(row, x, y, w) for each. */
export function grid(ctx: Ctx, rows: Row[], x0: number, width: number, cols: number, rowH: number, cell: (r: Row, x: number, y: number, w: number) => void): void {
  const cw = width / cols;
  let c = 0;
  for (const r of rows) {
    const span = Math.min(r.span ?? 1, cols);
    if (c + span > cols) { c = 0; ctx.y += rowH; }
    if (c === 0) need(ctx, rowH);
    cell(r, x0 + c * cw, ctx.y, cw * span);
    c += span;
  }
  ctx.y += rowH;
}

/** How many grid rows `grid` takes for these rows. */
export function gridRows(rows: Row[], cols: number): number {
  let c = 0, n = 1;
  for (const r of rows) { const span = Math.min(r.span ?? 1, cols); if (c + span > cols) { c = 0; n++; } c += span; }
  return n;
}

/** Consent paragraph and one signature line per owner: the date signed is a decoy. */
export function signatures(ctx: Ctx, x0 = 40, width = 532): void {
  const { pen, m } = ctx;
  const text = consent(m, ctx.broker);
  need(ctx, 40 + 34 * m.owners.length);
  pen.label(text, x0, ctx.y, { size: 7, width, color: '#222' });
  ctx.y += 34;
  m.owners.forEach((o, i) => {
    need(ctx, 34);
    const y = ctx.y + 14;
    pen.scribble(x0 + 8, y, 150);
    pen.line(x0, y + 4, x0 + 200, y + 4);
    pen.label(`Signature of Principal ${i + 1}`, x0, y + 7, { size: 6 });
    pen.value(`sign_name_${i + 1}`, o.printedName, x0 + 220, y - 10, 170, 14, { size: 9 });
    pen.line(x0 + 220, y + 4, x0 + 390, y + 4);
    pen.label('Print Name', x0 + 220, y + 7, { size: 6 });
    pen.value(`sign_date_${i + 1}`, m.signDate, x0 + 410, y - 10, width - 410, 14, { size: 9 });
    pen.line(x0 + 410, y + 4, x0 + width, y + 4);
    pen.label('Date', x0 + 410, y + 7, { size: 6 });
    ctx.y += 34;
  });
}
