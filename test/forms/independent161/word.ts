// Layout "word-table": a Word document exported to PDF. Every label and value sits in a bordered table cell, labels in
// shaded cells left of their values, section titles in merged full-width cells; owners two to a row of cells.
import type { Rng } from '../../statements/generator/prng.ts';
import type { ChoiceItem, Item, Section, TableItem, TextItem } from './content.ts';
import type { Sheet } from './draw.ts';
import { AUTH_CA, AUTH_US, decoyCell, drawOptions, isWide } from './common.ts';

export function drawWord(sh: Sheet, secs: Section[], look: Rng, brand: { name: string; phone: string; ca: boolean }): void {
  const X0 = 40, X1 = 572, W = X1 - X0, LW = look.pick([88, 96, 104]), RH = look.pick([18, 20]);
  const shade = look.pick(['#d9d9d9', '#dbe5f1', '#e7e6e6', '#fde9d9']), head = look.pick(['#1f3864', '#404040', '#244061', '#7f6000']);
  const labelFont = look.pick(['Helvetica', 'Times-Roman']), labelSize = 7.5, valSize = 9.5;
  let y = 0;
  const cell = (x: number, yy: number, w: number, h: number, fill?: string) => {
    const d = sh.doc.save().lineWidth(0.6);
    if (fill) d.rect(x, yy, w, h).fillAndStroke(fill, '#000000'); else d.rect(x, yy, w, h).stroke('#000000');
    d.restore();
  };
  const label = (s: string, x: number, yy: number, w: number, h: number) => {
    cell(x, yy, w, h, shade);
    const lines = sh.doc.font(labelFont).fontSize(labelSize).widthOfString(s) > w - 6 ? 2 : 1;
    sh.text(s, x + 3, yy + (h - lines * labelSize * 1.15) / 2 + 0.5, { size: labelSize, font: labelFont, width: w - 6 });
  };
  const footer = () => sh.text(`${brand.name} | Merchant Application | Page ${sh.page}`, X0, sh.H - 30, { size: 7, color: '#666666', width: W, align: 'center' });
  const page = () => {
    sh.newPage();
    y = 36;
    if (sh.page === 1) {
      sh.text(brand.name, X0, y, { size: 16, font: 'Helvetica-Bold', width: W, align: 'center' });
      sh.text(`Tel ${brand.phone}  |  Fax ${brand.phone.replace(/\d{4}$/, '9912')}`, X0, y + 19, { size: 8, width: W, align: 'center', color: '#444444' });
      sh.text('BUSINESS FUNDING APPLICATION', X0, y + 33, { size: 11, font: 'Helvetica-Bold', width: W, align: 'center', color: head });
      y += 54;
    }
  };
  const need = (h: number) => { if (y + h > sh.H - 48) { footer(); page(); } };
  const pair = (a: TextItem, b: TextItem | null) => {
    need(RH);
    const half = W / 2;
    label(a.label, X0, y, LW, RH); cell(X0 + LW, y, half - LW, RH); sh.value(a, X0 + LW, y, half - LW, RH, { size: valSize });
    if (b) { label(b.label, X0 + half, y, LW, RH); cell(X0 + half + LW, y, half - LW, RH); sh.value(b, X0 + half + LW, y, half - LW, RH, { size: valSize }); }
    else { cell(X0 + half, y, half, RH); }
    y += RH;
  };
  const wide = (a: TextItem) => {
    need(RH);
    label(a.label, X0, y, LW, RH); cell(X0 + LW, y, W - LW, RH); sh.value(a, X0 + LW, y, W - LW, RH, { size: valSize });
    y += RH;
  };
  const choice = (c: ChoiceItem) => {
    const probe = 2 * RH;
    need(probe);
    const start = y;
    const h = drawOptions(sh, c, X0 + LW + 5, y + (RH - 8) / 2, W - LW - 10, { shape: 'box', size: 8, font: 8, line: RH });
    const rows = Math.max(1, Math.round(h / RH));
    label(c.label, X0, start, LW, rows * RH); cell(X0 + LW, start, W - LW, rows * RH);
    y = start + rows * RH;
  };
  const table = (t: TableItem) => {
    need(RH * (t.rows.length + 1));
    const cw = (W - LW) / t.columns.length;
    label(t.label, X0, y, LW, RH * (t.rows.length + 1));
    t.columns.forEach((c, i) => { cell(X0 + LW + i * cw, y, cw, RH, shade); sh.text(c, X0 + LW + i * cw + 3, y + (RH - 8) / 2, { size: 7.5, font: 'Helvetica-Bold' }); });
    y += RH;
    t.rows.forEach((row, r) => {
      row.forEach((_, i) => { cell(X0 + LW + i * cw, y, cw, RH); sh.value(decoyCell(t, r, i), X0 + LW + i * cw, y, cw, RH, { size: 8.5 }); });
      y += RH;
    });
  };
  const sectionHead = (title: string) => {
    need(RH * 2);
    cell(X0, y, W, RH - 3, head);
    sh.text(title.toUpperCase(), X0 + 4, y + (RH - 3 - 8.5) / 2 + 1, { size: 8.5, font: 'Helvetica-Bold', color: '#ffffff' });
    y += RH - 3;
  };
  page();
  for (const sec of secs) {
    sectionHead(sec.title);
    if (sec.title === 'Authorization') {
      const text = brand.ca ? AUTH_CA : AUTH_US;
      sh.doc.font('Helvetica').fontSize(7);
      const th = sh.doc.heightOfString(text, { width: W - 8 }) + 8;
      need(th); cell(X0, y, W, th); sh.text(text, X0 + 4, y + 4, { size: 7, width: W - 8 }); y += th;
    }
    if (sec.title === 'Authorization') {
      need(RH * 2);
      label('Signature', X0, y, LW, RH * 1.6); cell(X0 + LW, y, W - LW, RH * 1.6);
      y += RH * 1.6;
    }
    const queue: Item[] = [...sec.items];
    while (queue.length) {
      const it = queue.shift()!;
      if (it.kind === 'choice') choice(it);
      else if (it.kind === 'table') table(it);
      else if (isWide(it)) wide(it);
      else {
        const next = queue[0];
        pair(it, next && next.kind === 'text' && !isWide(next) ? (queue.shift() as TextItem) : null);
      }
    }
    y += 6;
  }
  footer();
}
