// Layouts of set 100, part one: labels to the right of the values, captions under the rule, a numbered legend.
import { BOTTOM, grid, gridRows, need, newPage, signatures, type Ctx } from './frame.ts';
import { businessRows, decoySections, fundingRows, ownerRows, type Row, type Section } from './rows.ts';

function allSections(ctx: Ctx): Section[] {
  const { m } = ctx;
  return [
    { title: m.country === 'CA' ? 'Business Information' : 'Business Information', rows: businessRows(m) },
    { title: 'Funding Request', rows: fundingRows(m) },
    ...m.owners.map((o, i) => ({ title: `Owner / Principal ${i + 1}`, rows: ownerRows(m, o, i) })),
    ...decoySections(m, ctx.broker),
  ];
}

/** Keystone: value column on the left, labels right-aligned in a column on the right, joined by dot leaders. */
export function keystoneLedger(ctx: Ctx): void {
  const { pen } = ctx;
  newPage(ctx);
  pen.heading(ctx.broker, 40, 34, 17, '#5a1f1f');
  pen.label('MERCHANT CASH ADVANCE  |  FUNDING APPLICATION', 40, 54, { size: 8, color: '#5a1f1f' });
  ctx.y = 76;
  for (const s of allSections(ctx)) {
    need(ctx, 40);
    pen.line(40, ctx.y + 13, 572, ctx.y + 13, '#5a1f1f', 1.2);
    pen.label(s.title.toUpperCase(), 300, ctx.y + 2, { size: 9, font: 'Helvetica-Bold', width: 272, align: 'right', color: '#5a1f1f' });
    ctx.y += 18;
    for (const r of s.rows) {
      need(ctx, 16);
      pen.value(r.key, r.value, 40, ctx.y, 300, 14, { size: 9.5 });
      pen.line(40, ctx.y + 14, 340, ctx.y + 14, '#999', 0.4);
      pen.label('. '.repeat(24), 345, ctx.y + 5, { size: 6, color: '#aaa' });
      pen.label(r.label, 400, ctx.y + 4, { size: 7.5, width: 172, align: 'right' });
      ctx.y += 16;
    }
    ctx.y += 6;
  }
  signatures(ctx);
}

/** Harborline: the value sits on a rule, its caption printed small under the rule (a government-form look). */
export function harborlineCaption(ctx: Ctx): void {
  const { pen } = ctx;
  newPage(ctx);
  pen.doc.save().rect(0, 0, 612, 30).fill('#0f4c5c').restore();
  pen.heading(ctx.broker.toUpperCase(), 40, 42, 15, '#0f4c5c');
  pen.label('Small Business Funding Request - please print clearly', 40, 60, { size: 8 });
  ctx.y = 80;
  for (const s of allSections(ctx)) {
    need(ctx, 44);
    pen.label(s.title, 40, ctx.y, { size: 8.5, font: 'Helvetica-Bold', color: '#0f4c5c' });
    ctx.y += 12;
    grid(ctx, s.rows, 40, 532, 3, 27, (r: Row, x, y, w) => {
      pen.value(r.key, r.value, x + 2, y, w - 10, 14, { size: 9.5 });
      pen.line(x + 2, y + 15, x + w - 8, y + 15, '#222', 0.5);
      pen.label(r.label, x + 2, y + 17, { size: 5.8, color: '#555' });
    });
    ctx.y += 4;
  }
  signatures(ctx);
}

/** Atlas: numbered boxes hold the values; a key in the right margin of each page says what each number is. */
export function atlasLegend(ctx: Ctx): void {
  const { pen } = ctx;
  let n = 0;
  let key: [number, string][] = [];
  const flushKey = () => {
    const x = 444; let y = 70;
    pen.doc.save().rect(x - 6, 62, 140, Math.max(60, key.length * Math.min(10.6, 660 / Math.max(1, key.length)) + 24)).fill('#f3f1ea').restore();
    pen.label('KEY TO NUMBERED BOXES', x, y - 2, { size: 7, font: 'Helvetica-Bold' });
    y += 12;
    const step = Math.min(10.6, 660 / Math.max(1, key.length));
    for (const [i, t] of key) { pen.label(`${i}`, x, y, { size: Math.min(6.5, step - 0.8), font: 'Helvetica-Bold' }); pen.label(t, x + 14, y, { size: Math.min(6.5, step - 0.8) }); y += step; }
    key = [];
  };
  ctx.onPage = (c) => { pen.heading(c.broker, 40, 30, 14, '#2d2d6e'); pen.label('Application for Business Funding', 40, 47, { size: 8 }); c.y = 66; };
  newPage(ctx);
  for (const s of allSections(ctx)) {
    const h = 14 + gridRows(s.rows, 3) * 26 + 4;
    if (ctx.y + h > BOTTOM && key.length) { flushKey(); newPage(ctx); }
    const owner = /^Owner/.test(s.title);
    pen.label(owner ? s.title.replace('Owner / Principal', 'PRINCIPAL') : s.title.toUpperCase(), 40, ctx.y, { size: 7.5, font: 'Helvetica-Bold', color: '#2d2d6e' });
    ctx.y += 10;
    grid(ctx, s.rows, 40, 390, 3, 26, (r, x, y, w) => {
      n++;
      pen.box(x, y, w - 4, 23, '#2d2d6e');
      pen.label(String(n), x + 2, y + 1.5, { size: 6, font: 'Helvetica-Bold', color: '#2d2d6e' });
      pen.value(`box_${String(n).padStart(2, '0')}`, r.value, x + 12, y + 6, w - 18, 15, { size: 9 });
      key.push([n, owner ? `${r.label} (${s.title.replace('Owner / Principal', 'principal')})` : s.title === 'Business Information' || s.title === 'Funding Request' ? r.label : `${s.title}: ${r.label}`]);
    });
    ctx.y += 4;
  }
  flushKey();
  signatures(ctx, 40, 390);
}
