// Layout "excel-sheet": a worksheet printed to PDF. Small font, light gridlines, optionally the column letters and
// row numbers; labels in column A, values in column B or C (numbers right-aligned as Excel shows them), owners
// possibly side by side in columns B-E, one row per attribute.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Item, Section, TextItem } from './content.ts';
import type { Sheet } from './draw.ts';
import { AUTH_CA, AUTH_US, decoyCell } from './common.ts';

const COLS = [132, 104, 104, 104, 104];
const NUMERIC = /^[$]?[\d,]+(\.\d+)?( ?%)?$|^\d{1,2}\/\d{1,2}\/\d{2,4}$|^\d{4}-\d\d-\d\d$/;

export function drawExcel(sh: Sheet, secs: Section[], look: Rng, brand: { name: string; phone: string; ca: boolean }): void {
  const headings = look.chance(0.6), RN = headings ? 22 : 0, X0 = headings ? 20 : 30, RH = look.pick([12.5, 13, 14]);
  const valCol = look.chance(0.65) ? 1 : 2, fill = look.pick(['#ddebf7', '#e2efda', '#fff2cc', '#d9d9d9']);
  const grid = look.pick(['#d0d0d0', '#bfbfbf']);
  const colX = (c: number) => X0 + RN + COLS.slice(0, c).reduce((a, b) => a + b, 0);
  const right = colX(COLS.length);
  const rowsPerPage = Math.floor((sh.H - 40 - 44 - (headings ? RH : 0)) / RH);
  let row = 0, y = 0, n = 0;
  const page = () => {
    if (sh.page) sh.text(`Page ${sh.page}`, 0, sh.H - 26, { size: 7, width: sh.W, align: 'center' });
    sh.newPage();
    y = 40;
    n = 0;
    if (headings) {
      sh.doc.save().rect(X0, y, right - X0, RH).fill('#f2f2f2').restore();
      COLS.forEach((w, c) => sh.text('ABCDE'[c]!, colX(c), y + (RH - 7) / 2, { size: 7, width: w, align: 'center', color: '#444444' }));
      y += RH;
    }
  };
  const line = (cells: (string | TextItem | null)[], o: { bold?: boolean; bg?: string; merge?: boolean } = {}) => {
    if (!sh.page || n >= rowsPerPage) page();
    row++; n++;
    if (o.bg) sh.doc.save().rect(X0 + RN, y, right - X0 - RN, RH).fill(o.bg).restore();
    sh.doc.save().lineWidth(0.4).strokeColor(grid);
    sh.doc.moveTo(X0 + RN, y + RH).lineTo(right, y + RH).stroke();
    for (let c = 0; c <= COLS.length; c++) if (!(o.merge && c > 0 && c < COLS.length)) sh.doc.moveTo(colX(c), y).lineTo(colX(c), y + RH).stroke();
    sh.doc.restore();
    if (headings) {
      sh.doc.save().rect(X0, y, RN, RH).fillAndStroke('#f2f2f2', grid).restore();
      sh.text(String(row), X0, y + (RH - 7) / 2, { size: 7, width: RN - 2, align: 'right', color: '#444444' });
    }
    cells.forEach((cell, c) => {
      if (!cell) return;
      if (typeof cell === 'string') { sh.text(cell, colX(c) + 2, y + (RH - 7.5) / 2, { size: 7.5, font: o.bold ? 'Helvetica-Bold' : 'Helvetica' }); return; }
      let end = c + 1;
      while (end < COLS.length && !cells[end] && (cells.length <= 2 || c === valCol)) end++;
      const numeric = NUMERIC.test(cell.text);
      sh.value(cell, colX(c), y, colX(numeric ? c + 1 : end) - colX(c), RH, { size: 8, align: numeric ? 'right' : 'left' });
    });
    y += RH;
  };
  line([`${brand.name} - Merchant Application`], { bold: true });
  line([`Phone ${brand.phone}   Please complete every field and attach 4 months of bank statements.`]);
  line([]);
  const ownerSecs = secs.filter((s) => /^Owner/.test(s.title));
  const matrix = ownerSecs.length > 1 && look.chance(0.6);
  for (const sec of secs) {
    if (matrix && /^Owner/.test(sec.title)) {
      if (sec !== ownerSecs[0]) continue;
      line(['Owners / Guarantors', ...ownerSecs.map((_, i) => `Owner ${i + 1}`)], { bold: true, bg: fill });
      const suffixes = [...new Set(ownerSecs.flatMap((s) => s.items.map((it) => it.key.replace(/^o\d\./, ''))))];
      for (const suf of suffixes) {
        const its = ownerSecs.map((s) => s.items.find((it) => it.key.replace(/^o\d\./, '') === suf) as TextItem | undefined);
        const lbl = its.find(Boolean)!.label;
        line([lbl, ...its.map((it) => it ?? null)]);
      }
      line([]);
      continue;
    }
    line([sec.title.toUpperCase()], { bold: true, bg: fill, merge: true });
    if (sec.title === 'Authorization') {
      const text = brand.ca ? AUTH_CA : AUTH_US;
      const words = text.split(' ');
      let cur = '';
      for (const w of words) {
        if (sh.doc.font('Helvetica').fontSize(7.5).widthOfString(`${cur} ${w}`) > right - X0 - RN - 8) { line([cur], { merge: true }); cur = w; } else cur = cur ? `${cur} ${w}` : w;
      }
      if (cur) line([cur], { merge: true });
    }
    for (const it of sec.items as Item[]) {
      if (it.kind === 'table') {
        line([it.label, ...it.columns], { bold: true });
        it.rows.forEach((_, r) => line([`${r + 1}`, ...it.columns.map((_c, i) => decoyCell(it, r, i))]));
        continue;
      }
      if (it.kind !== 'text') continue;
      const cells: (string | TextItem | null)[] = [it.label, null, null];
      cells[valCol] = it;
      line(cells);
    }
    if (sec.title === 'Authorization') line(['Signature', null, null]);
    line([]);
  }
  sh.text(`Page ${sh.page}`, 0, sh.H - 26, { size: 7, width: sh.W, align: 'center' });
}
