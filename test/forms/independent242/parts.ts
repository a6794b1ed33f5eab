// Pieces several layouts share: fine print, signature blocks, the existing-advances grid, the bank rows.
import type { Ctx } from './ctx.ts';
import { fmtDate, fmtMoney } from './format.ts';
import type { Merchant } from './model.ts';
import { Sheet } from './sheet.ts';
import { dv, type Fmt } from './vals.ts';

export const AUTH_US = 'By signing below, each of the above listed business and business owner(s) (individually and collectively, "you") ' +
  'authorize the broker and its funding partners to obtain consumer or personal, business and investigative reports and other information ' +
  'about you, including credit card processor statements and bank statements, from one or more consumer reporting agencies, and to transmit ' +
  'this application with such information to lenders and funders. You certify that the information above is true and complete.';
export const AUTH_CA = 'PIPEDA CONSENT: By signing below, you consent to the collection, use and disclosure of your personal information, ' +
  'including a credit report from Equifax Canada or TransUnion Canada, for the purpose of evaluating this application for business financing, ' +
  'and to its sharing with our funding partners. You certify that the information provided is accurate and complete.';

/** A scribbled signature: a few Bezier strokes, no text. */
export function scribble(c: Ctx, x: number, y: number): void {
  const r = c.rng, d = c.doc;
  d.save().lineWidth(0.9).strokeColor('#14205a').moveTo(x, y);
  let cx = x;
  for (let i = 0; i < 4; i++) {
    const nx = cx + r.float(14, 26);
    d.bezierCurveTo(cx + 5, y - r.float(4, 12), nx - 6, y + r.float(2, 8), nx, y - r.float(-3, 3));
    cx = nx;
  }
  d.stroke().restore();
}

/** One signature row per owner: signature line, title, date (a decoy). */
export function signatures(c: Ctx, m: Merchant, f: Fmt, x: number, y: number, w: number, signed: string): number {
  m.owners.forEach((o, i) => {
    const yy = y + i * 26;
    const d = c.doc;
    d.lineWidth(0.5).strokeColor('#000').moveTo(x + 55, yy + 16).lineTo(x + w * 0.5, yy + 16).stroke();
    c.text(`Owner ${i + 1} Signature:`, x, yy + 9, { size: 7 });
    scribble(c, x + 65, yy + 12);
    c.text('Date:', x + w * 0.55, yy + 9, { size: 7 });
    d.moveTo(x + w * 0.55 + 22, yy + 16).lineTo(x + w * 0.8, yy + 16).stroke();
    c.value(dv(`owner${i + 1}_sign_date`, fmtDate(signed, f.date)), x + w * 0.55 + 22, yy + 4, w * 0.25 - 22, 12);
  });
  return y + m.owners.length * 26;
}

/** The existing-advances grid: funder, balance, payment (all decoys: positions the statements should confirm). */
export function positions(s: Sheet, m: Merchant, f: Fmt, head: string, rows = 3): void {
  const n = s.cols.length;
  const spans = n >= 4 ? [Math.max(1, n - 3), 1, 1, 1] : [1, 1, 1];
  s.row([{ t: 'Existing Funder', span: spans[0], bold: true, fill: head }, { t: 'Balance', bold: true, fill: head, align: 'right' },
    { t: 'Payment', bold: true, fill: head, align: 'right' }, ...(spans.length > 3 ? [{ t: 'Frequency', bold: true, fill: head }] : [])]);
  for (let i = 0; i < rows; i++) {
    const p = m.positions[i];
    s.row([{ v: p ? dv(`position${i + 1}_funder`, p.funder) : null, span: spans[0] },
      { v: p ? dv(`position${i + 1}_balance`, fmtMoney(p.balance, f.money, m.country === 'CA')) : null, align: 'right' },
      { v: p ? dv(`position${i + 1}_payment`, fmtMoney(p.payment, f.money)) : null, align: 'right' },
      ...(spans.length > 3 ? [{ v: p ? dv(`position${i + 1}_freq`, 'Daily') : null }] : [])]);
  }
}

/** Small print paragraph. */
export function finePrint(c: Ctx, text: string, x: number, y: number, w: number): number {
  c.text(text, x, y, { size: 6, w, color: '#333' });
  return y + c.doc.heightOfString(text, { width: w, lineGap: 0.5 }) + 4;
}
