// The pieces set 42's one-person shops put on every form: a home-made logo header, underscore rows typed over,
// section bars, the decoy blocks (bank, landlord, references, existing advances, ISO rep) and the signature lines.
import type { Ctx } from './kit.ts';
import { ctxVal, hline, label, lw, rect, val } from './kit.ts';
import type { Merchant } from './merchant.ts';
import { money } from './fmt.ts';

/** A "label: ______" row: underscores typed in the label font (Word) or a drawn rule; the value over it. Returns the row's end. */
export function urow(c: Ctx, text: string, x: number, y: number, w: number, value: string | null, set: Record<string, unknown> = {}, us = true, size = 9): number {
  label(c, text, x, y, size);
  const start = x + lw(c, text, size) + 3;
  if (us) {
    const uw = lw(c, '_', size);
    label(c, '_'.repeat(Math.max(3, Math.floor((x + w - start) / uw))), start, y, size);
  } else {
    hline(c, start, y + size, x + w - start);
  }
  val(c, value, start + 2, y + size - 0.5, x + w - start - 4, set);
  return x + w;
}

export function logoHeader(c: Ctx, name: string, tag: string, contact: string, color: string, shape: 'circle' | 'square' | 'bars'): void {
  const d = c.doc;
  const initials = name.split(/\s+/).filter((w) => /^[A-Z]/.test(w)).slice(0, 2).map((w) => w[0]).join('');
  d.save();
  if (shape === 'circle') d.circle(62, 52, 22).fillColor(color).fill();
  else if (shape === 'square') d.roundedRect(40, 30, 44, 44, 6).fillColor(color).fill();
  else for (let i = 0; i < 4; i++) d.rect(40 + i * 11, 74 - (i + 2) * 8, 8, (i + 2) * 8).fillColor(color).fill();
  if (shape !== 'bars') d.font('Helvetica-Bold').fontSize(17).fillColor('#fff').text(initials, 40, 44, { width: 44, align: 'center', lineBreak: false });
  d.restore();
  d.font('Helvetica-Bold').fontSize(19).fillColor(color).text(name, 94, 34, { lineBreak: false });
  d.font('Helvetica-Oblique').fontSize(9).fillColor('#555').text(tag, 95, 56, { lineBreak: false });
  d.font('Helvetica').fontSize(8).fillColor('#333').text(contact, 95, 68, { lineBreak: false });
  d.fillColor('#000');
  d.moveTo(40, 84).lineTo(572, 84).lineWidth(1.5).strokeColor(color).stroke();
  d.strokeColor('#000');
}

export function bar(c: Ctx, text: string, y: number, fill = '#d9d9d9', x = 40, w = 532): void {
  c.doc.rect(x, y, w, 13).fillColor(fill).fill().fillColor('#000');
  label(c, text, x + 4, y + 2.5, 9, true);
}

export function bankBlock(c: Ctx, m: Merchant, y: number, us = true): number {
  urow(c, c.r.pick(['Bank Name:', 'Bank:', 'Business Bank:']), 40, y, 200, m.bank, {}, us);
  urow(c, c.r.pick(['Routing #', 'ABA/Routing:', 'Rtg #']), 250, y, 150, m.routing, {}, us);
  urow(c, c.r.pick(['Acct #', 'Account No.', 'Checking Acct #']), 410, y, 162, m.account, {}, us);
  return y + 20;
}

export function landlordBlock(c: Ctx, m: Merchant, y: number, us = true): number {
  urow(c, c.r.pick(['Landlord/Mortgage Co:', 'Landlord Name', 'Landlord:']), 40, y, 250, m.landlord, {}, us);
  urow(c, 'Ph:', 300, y, 130, m.landlordPhone, {}, us);
  urow(c, c.r.pick(['Monthly Rent', 'Rent/Mo:', 'Rent']), 440, y, 132, money(c.r, m.rent), {}, us);
  return y + 20;
}

export function refsBlock(c: Ctx, m: Merchant, y: number, us = true): number {
  label(c, c.r.pick(['Trade References:', 'Business References', 'TRADE REF\'S']), 40, y, 9, true);
  m.refs.forEach((ref, i) => {
    urow(c, `${i + 1}.`, 40, y + 16 + i * 18, 300, ref.name, {}, us);
    urow(c, 'Phone', 350, y + 16 + i * 18, 222, ref.phone, {}, us);
  });
  return y + 16 + m.refs.length * 18 + 4;
}

/** The existing-advances table: the funders are positions, never fields. */
export function fundersTable(c: Ctx, m: Merchant, y: number): number {
  label(c, c.r.pick(['Current Advances / Loans (if any)', 'Existing MCA Balances?', 'Open Positions:']), 40, y, 9, true);
  const cols = [['Funder', 40, 200], ['Balance', 240, 120], ['Pmt', 360, 100], ['Freq', 460, 112]] as const;
  const top = y + 14;
  for (let r = 0; r < 3; r++) for (const [, x, w] of cols) rect(c, x, top + r * 15, w, 15, 0.5);
  for (const [t, x] of cols) label(c, t, x + 3, top + 4, 8, true);
  m.funders.forEach((f, i) => {
    ctxVal(c, f.name, 43, top + 27 + i * 15, 190);
    ctxVal(c, money(c.r, f.balance), 243, top + 27 + i * 15, 110);
    ctxVal(c, money(c.r, f.payment), 363, top + 27 + i * 15, 90);
    ctxVal(c, c.r.pick(['daily', 'Daily', 'wkly']), 463, top + 27 + i * 15, 100);
  });
  return top + 50;
}

export function authPara(c: Ctx, y: number, broker: string, canada = false): number {
  const t = canada
    ? `By signing below, each of the above listed business and business owner(s) consents, in accordance with PIPEDA, to ${broker} and its funding partners collecting, using and disclosing personal information, including credit reports from Equifax or TransUnion, for the purpose of evaluating this request for financing.`
    : `By signing below, each of the above listed business and business owner(s) (individually and collectively, "you") authorize ${broker} and each of its representatives, successors, assigns and designees ("Recipients") that may be involved with or acquire commercial loans having daily repayment features or purchases of future receivables including Merchant Cash Advance transactions to obtain consumer or personal, business and investigative reports and other information about you, including credit card processor statements and bank statements, from one or more consumer reporting agencies.`;
  c.doc.font(c.labelFont).fontSize(7).text(t, 40, y, { width: 532, align: 'justify' });
  return c.doc.y + 8;
}

export function signLines(c: Ctx, y: number, n: number): number {
  for (let i = 0; i < n; i++) {
    const yy = y + i * 30;
    hline(c, 40, yy + 18, 220);
    hline(c, 300, yy + 18, 130);
    hline(c, 450, yy + 18, 122);
    label(c, `${c.r.pick(['Signature', 'Owner Signature', 'X'])}${n > 1 ? ` (Owner ${i + 1})` : ''}`, 40, yy + 21, 7);
    label(c, 'Print Name', 300, yy + 21, 7);
    label(c, 'Date', 450, yy + 21, 7);
  }
  return y + n * 30 + 6;
}

/** The broker's own hand-added note (blue or red, handwriting-ish when the style allows), a decoy-free remark. */
export function note(c: Ctx, text: string, x: number, y: number): void {
  c.doc.save().rotate(c.r.float(-4, 1), { origin: [x, y] });
  c.doc.font(c.style === 'handwritten' ? c.valueFont : 'Helvetica-Oblique').fontSize(10).fillColor(c.r.pick(['#b00000', '#1b2a6b'])).text(text, x, y, { lineBreak: false });
  c.doc.restore().fillColor('#000');
}
