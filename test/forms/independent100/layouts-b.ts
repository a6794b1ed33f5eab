// Layouts of set 100, part two: section names in a rotated side band, labels as watermarks inside the boxes, and
// pictograms with a one-word caption.
import { BOTTOM, grid, gridRows, need, newPage, signatures, type Ctx } from './frame.ts';
import { businessRows, decoySections, fundingRows, ownerRows, type Row, type Section } from './rows.ts';

function allSections(ctx: Ctx, ownerTitle: string): Section[] {
  const { m } = ctx;
  return [
    { title: 'BUSINESS', rows: businessRows(m) },
    { title: 'FUNDING', rows: fundingRows(m) },
    ...m.owners.map((o, i) => ({ title: `${ownerTitle} ${i + 1}`, rows: ownerRows(m, o, i) })),
    ...decoySections(m, ctx.broker).map((s) => ({ ...s, title: s.title.toUpperCase() })),
  ];
}

/** North Pine (Canada): each section's name printed turned 90 degrees in a dark band at its left; within the
 *  section the labels are small and follow the value at the right end of each cell. */
export function northPineBands(ctx: Ctx): void {
  const { pen } = ctx;
  ctx.onPage = (c) => { pen.heading(c.broker, 64, 30, 15, '#24415f'); pen.label('Demande de financement / Funding Application  -  Canada', 64, 48, { size: 7.5 }); c.y = 66; };
  newPage(ctx);
  for (const s of allSections(ctx, 'PRINCIPAL')) {
    pen.doc.font('Helvetica-Bold').fontSize(7.5);
    const need = pen.doc.widthOfString(s.title) + 10;
    if (ctx.y + Math.max(need, gridRows(s.rows, 2) * 21) > BOTTOM) newPage(ctx);
    const y0 = ctx.y;
    grid(ctx, s.rows, 64, 508, 2, 21, (r: Row, x, y, w) => {
      pen.box(x, y, w, 21, '#9aa9b8', 0.5);
      pen.doc.save().font('Helvetica').fontSize(6);
      const lw = pen.doc.widthOfString(r.label) + 6;
      pen.doc.restore();
      pen.value(r.key, r.value, x + 3, y + 3, w - lw - 8, 15, { size: 9 });
      pen.line(x + w - lw - 2, y + 4, x + w - lw - 2, y + 17, '#c3ccd6', 0.5);
      pen.label(r.label, x + w - lw + 1, y + 8, { size: 6, color: '#6b7b8c' });
    });
    if (ctx.y - y0 < need) ctx.y = y0 + need;
    pen.band(s.title, 40, y0, 22, ctx.y - y0, { size: 7.5 });
    ctx.y += 6;
  }
  signatures(ctx, 64, 508);
}

/** Ghostline: no printed labels beside the boxes; each box's name is a large faint watermark behind the value. */
export function ghostlineWatermark(ctx: Ctx): void {
  const { pen } = ctx;
  newPage(ctx);
  pen.heading(ctx.broker, 40, 30, 18, '#444');
  pen.label('Express Working-Capital Application', 40, 51, { size: 8.5, color: '#777' });
  ctx.y = 70;
  for (const s of allSections(ctx, 'OWNER')) {
    need(ctx, 40);
    pen.doc.save().rect(40, ctx.y, 532, 12).fill('#e6e6e6').restore();
    pen.label(s.title, 44, ctx.y + 3, { size: 7, font: 'Helvetica-Bold', color: '#333' });
    ctx.y += 14;
    grid(ctx, s.rows, 40, 532, 3, 26, (r: Row, x, y, w) => {
      pen.box(x, y, w, 26, '#888', 0.5);
      pen.watermark(r.label, x, y, w, 26);
      pen.value(r.key, r.value, x + 4, y + 7, w - 8, 15, { size: 10 });
    });
    ctx.y += 6;
  }
  signatures(ctx);
}

/** Maple Ledger (Canada): each cell shows a pictogram and a one-word caption, then the value. */
export function mapleIcons(ctx: Ctx): void {
  const { pen } = ctx;
  newPage(ctx);
  pen.doc.save().rect(40, 28, 532, 34).fill('#8c1c13').restore();
  pen.heading(ctx.broker, 50, 36, 15, '#fff');
  pen.label('Quick Funding Intake  |  Ontario  Québec  B.C.  Prairies  Atlantic', 50, 53, { size: 7, color: '#fde' });
  ctx.y = 74;
  for (const s of allSections(ctx, 'OWNER')) {
    need(ctx, 44);
    pen.label(s.title.charAt(0) + s.title.slice(1).toLowerCase(), 40, ctx.y, { size: 8.5, font: 'Helvetica-Bold', color: '#8c1c13' });
    pen.line(40, ctx.y + 11, 572, ctx.y + 11, '#8c1c13', 0.8);
    ctx.y += 15;
    grid(ctx, s.rows, 40, 532, 3, 27, (r: Row, x, y, w) => {
      pen.icon(r.icon, x + 6, y + 2, 12);
      pen.label(r.word, x, y + 16, { size: 5.5, width: 24, align: 'center', color: '#2f5d8a' });
      pen.value(r.key, r.value, x + 28, y + 4, w - 32, 15, { size: 9 });
      pen.line(x + 28, y + 20, x + w - 4, y + 20, '#bbb', 0.4);
    });
    ctx.y += 4;
  }
  signatures(ctx);
}
