// Layout "jotform-summary": an online form builder's submission PDF. Question / answer pairs in two columns with light
// separators, long questions ("What is the legal name of your business?"), section headers, tables inside answers.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Item, Section, TableItem, TextItem } from './content.ts';
import type { Sheet } from './draw.ts';
import { AUTH_CA, AUTH_US, decoyCell } from './common.ts';

export function drawJot(sh: Sheet, secs: Section[], look: Rng, brand: { name: string; phone: string; ca: boolean }): void {
  const theme = look.pick(['#0a1551', '#ff6100', '#2e7d32', '#6a1b9a']);
  const X0 = 40, W = sh.W - 80, QW = look.pick([200, 230, 250]), AX = X0 + QW + 16, AW = X0 + W - AX, QS = 8.5, AS = 9.5;
  const sep = look.pick(['#e3e6ee', '#eeeeee', '#dfe3e8']);
  const subId = `${look.int(5100, 5999)}${look.digits(15)}`;
  let y = 0;
  const footer = () => sh.text(`Page ${sh.page}`, X0, sh.H - 28, { size: 7, width: W, align: 'right', color: '#8a8a8a' });
  const page = () => {
    if (sh.page) footer();
    sh.newPage();
    y = 36;
    if (sh.page === 1) {
      sh.doc.save().rect(0, 0, sh.W, 78).fill(theme).restore();
      sh.doc.save().roundedRect(X0, 18, 42, 42, 6).fill('#ffffff').restore();
      sh.text(brand.name.split(' ').map((w) => w[0]).join('').slice(0, 2), X0, 32, { size: 14, font: 'Helvetica-Bold', width: 42, align: 'center', color: theme });
      sh.text(brand.name, X0 + 54, 22, { size: 15, font: 'Helvetica-Bold', color: '#ffffff' });
      sh.text(`Merchant Funding Application  |  Submission ID ${subId}`, X0 + 54, 44, { size: 8, color: '#ffffff' });
      y = 96;
    }
  };
  const need = (h: number) => { if (y + h > sh.H - 44) page(); };
  const rowEnd = (h: number) => {
    sh.doc.save().lineWidth(0.6).moveTo(X0, y + h).lineTo(X0 + W, y + h).stroke(sep).restore();
    y += h;
  };
  const qa = (it: TextItem) => {
    const qh = sh.doc.font('Helvetica').fontSize(QS).heightOfString(it.label, { width: QW });
    const h = Math.max(qh, 14) + 12;
    need(h);
    sh.text(it.label, X0, y + 6, { size: QS, width: QW, color: '#5b6270' });
    sh.value(it, AX, y + 3, AW, 16, { size: AS });
    rowEnd(h);
  };
  const table = (t: TableItem) => {
    const h = 16 + t.rows.length * 15 + 10;
    need(h);
    sh.text(t.label, X0, y + 6, { size: QS, width: QW, color: '#5b6270' });
    const cw = AW / t.columns.length;
    t.columns.forEach((c, i) => sh.text(c, AX + i * cw + 3, y + 6, { size: 7.5, font: 'Helvetica-Bold', color: '#333333' }));
    sh.doc.save().rect(AX, y + 3, AW, 14 + t.rows.length * 15).lineWidth(0.5).stroke(sep).restore();
    t.rows.forEach((_, r) => t.columns.forEach((_c, i) => sh.value(decoyCell(t, r, i), AX + i * cw, y + 17 + r * 15, cw, 14, { size: 8.5 })));
    rowEnd(h);
  };
  page();
  for (const sec of secs) {
    need(40);
    sh.text(sec.title, X0, y + 10, { size: 12, font: 'Helvetica-Bold', color: theme });
    sh.doc.save().lineWidth(1.2).moveTo(X0, y + 28).lineTo(X0 + W, y + 28).stroke(theme).restore();
    y += 30;
    if (sec.title === 'Authorization') {
      const text = brand.ca ? AUTH_CA : AUTH_US;
      const th = sh.doc.font('Helvetica').fontSize(7.5).heightOfString(text, { width: W });
      need(th + 10);
      sh.text(text, X0, y + 5, { size: 7.5, width: W, color: '#333333' });
      rowEnd(th + 10);
    }
    for (const it of sec.items as Item[]) {
      if (it.kind === 'text') qa(it);
      else if (it.kind === 'table') table(it);
    }
    if (sec.title === 'Authorization') {
      need(44);
      sh.text('Signature', X0, y + 6, { size: QS, color: '#5b6270' });
      const sx = AX + 10, sy = y + 24;
      sh.doc.save().lineWidth(1.1).strokeColor('#1b2a78').moveTo(sx, sy).bezierCurveTo(sx + 20, sy - 22, sx + 30, sy + 12, sx + 55, sy - 8)
        .bezierCurveTo(sx + 70, sy - 18, sx + 80, sy + 6, sx + 120, sy - 4).stroke().restore();
      rowEnd(40);
    }
    y += 8;
  }
  footer();
}
