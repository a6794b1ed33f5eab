// Pieces every set-241 layout uses: putting a prepared item in a slot, entity checkbox rows, fine print.
import type { Rng } from '../../statements/generator/prng.ts';
import type { AppData } from './data.ts';
import type { Form } from './canvas.ts';
import { money, date, FREQ_LABEL } from './format.ts';
import { entityField, entityWords, type Item, type Prep } from './prep.ts';

export interface Ctx { f: Form; r: Rng; d: AppData; p: Prep }

export function put(f: Form, it: Item, x: number, y: number, w: number, h: number, size?: number): void {
  f.value(it.key, it.text, x, y, w, h, it.fields, size);
}

/** A row of entity checkboxes; the applicant's type is checked, or "Other" with the words written on its line. */
export function entityBoxes(c: Ctx, options: readonly (readonly [string, string])[], x: number, y: number, gap: number, otherW = 90): void {
  const kind = c.p.entity;
  const hit = options.find(([, k]) => k === kind);
  let cx = x;
  for (const [label, k] of options) {
    c.f.check(`entity_${k}`, label, hit?.[1] === k, cx, y, hit?.[1] === k ? entityField(kind) : {});
    c.f.doc.font('Helvetica').fontSize(7.5);
    cx += 11 + c.f.doc.widthOfString(label) + gap;
  }
  c.f.check('entity_other', 'Other:', !hit, cx, y);
  const lx = cx + 38;
  c.f.line(lx, y + 9, lx + otherW, y + 9);
  if (!hit) c.f.value('entity_other_text', entityWords(kind, c.r), lx, y - 4, otherW, 13, entityField(kind), 8.5);
}

/** Payment frequency checkboxes (Daily / Weekly / Bi-Weekly / Monthly); `onState` is the AcroForm on-state style. */
export function frequencyBoxes(c: Ctx, x: number, y: number, printed: boolean, named = false): void {
  let cx = x;
  for (const k of ['daily', 'weekly', 'biweekly', 'monthly']) {
    const on = printed && c.d.request.frequency === k;
    const label = FREQ_LABEL[k]!;
    c.f.check(`frequency_${k}`, label, on, cx, y, on ? { 'application.payment_frequency': k } : {}, 8, named ? label.replace('-', '') : 'Yes');
    cx += 22 + label.length * 4;
  }
}

export const AUTH = 'By signing below, each of the above listed business and business owner(s)/officer(s) (individually and collectively, '
  + '"you") certify that all information and documents submitted in connection with this application are true, correct and complete. '
  + 'You authorize {B} and its assigns, agents, banks and financial institutions, funding partners, and credit reporting agencies to obtain '
  + 'consumer and business credit reports, bank references, and any other information regarding you and your business, and to share this '
  + 'information with potential funders. You understand that a merchant cash advance is the purchase of future receivables and is not a loan.';

export function finePrint(c: Ctx, broker: string, x: number, y: number, w: number, size = 6.2): number {
  return c.f.para(AUTH.replace('{B}', broker), x, y, w, size);
}

/** The existing advances table (decoys): funder, balance, payment. Returns the y below it. */
export function positionsTable(c: Ctx, x: number, y: number, w: number, rows = 3, head = '#dde3ea'): number {
  const cols = [0.46, 0.27, 0.27].map((k) => k * w);
  const labels = ['Funder / Lender', 'Current Balance', 'Payment Amount'];
  let cx = x;
  for (let i = 0; i < 3; i++) { c.f.rect(cx, y, cols[i]!, 13, { fill: head, stroke: '#555' }); c.f.text(labels[i]!, cx + 3, y + 3.5, 6.8); cx += cols[i]!; }
  const ms = c.p.moneyStyle;
  for (let r = 0; r < rows; r++) {
    const ry = y + 13 + r * 15;
    cx = x;
    const pos = c.d.positions[r];
    const vals = pos ? [pos.funder, money(pos.balance, ms), money(pos.payment, 'cents')] : ['', '', ''];
    const keys = ['existing_funder', 'existing_balance', 'existing_payment'];
    for (let i = 0; i < 3; i++) {
      c.f.rect(cx, ry, cols[i]!, 15, { stroke: '#777' });
      c.f.value(`${keys[i]}_${r + 1}`, vals[i]!, cx, ry, cols[i]!, 15, {}, 8.5);
      cx += cols[i]!;
    }
  }
  return y + 13 + rows * 15;
}

/** A signature block per owner: signature line, printed name (context), title and date (decoy). */
export function signatureBlock(c: Ctx, i: number, x: number, y: number, w: number): void {
  const o = c.p.owners[i]!;
  c.f.line(x, y + 18, x + w * 0.55, y + 18);
  c.f.signature(x + 6, y + 12, w * 0.45);
  c.f.text(`Owner ${i + 1} Signature`, x, y + 21, 6.5);
  c.f.line(x + w * 0.6, y + 18, x + w, y + 18);
  c.f.value(`signature_date_${i + 1}`, date(c.d.signed, c.p.dateStyle), x + w * 0.6, y + 4, w * 0.4, 13, {}, 8.5);
  c.f.text('Date', x + w * 0.6, y + 21, 6.5);
  c.f.line(x, y + 44, x + w * 0.55, y + 44);
  c.f.value(`ctx.signature_name_${i + 1}`, `${o.o.person.first} ${o.o.person.last}`, x, y + 30, w * 0.55, 13, {}, 8.5);
  c.f.text('Print Name', x, y + 47, 6.5);
}
