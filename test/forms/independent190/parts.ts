// Pieces every set-190 layout prints in its own way: the authorisation paragraph, the checkbox rows and the
// signature lines.
import type { Model } from './model.ts';
import type { Sheet } from './sheet.ts';
import { CHECK_IDS } from './formats.ts';

export function authorization(broker: string): string {
  return `By signing below, each of the above listed business and business owner(s)/officer(s) (individually and collectively, "you") ` +
    `certify that all information and documents submitted in connection with this application are true, correct and complete. You authorize ` +
    `${broker}, its agents, assigns and any funding partner to whom this application is submitted to obtain consumer or personal, business ` +
    `and investigative reports and other information about you, including credit card processor statements and bank statements, from one ` +
    `or more consumer reporting agencies such as TransUnion, Experian and Equifax, and from other credit bureaus, banks, creditors and other ` +
    `third parties. You also authorize ${broker} to transmit this application, along with any of the foregoing information obtained in ` +
    `connection with it, to any or all of its funding sources. This is not an application for a loan: a merchant cash advance is a purchase ` +
    `of future receivables. Any misrepresentation in this application may result in the immediate termination of any agreement.`;
}

/** The entity checkbox row; `Other` gets its written line. Returns the x after the row. */
export function entityRow(s: Sheet, m: Model, labels: readonly string[], pick: string, x: number, y: number, maxX: number, size = 7): number {
  let cx = x;
  for (const label of labels) {
    const checked = label === pick;
    if (label === 'Other') {
      const w = s.check('entity_other_box', 'Other:', checked, cx, y, null, { size, labelSize: size });
      const lineX = cx + w + 3, lineW = Math.max(50, maxX - lineX);
      s.line(lineX, y + size + 1, lineX + lineW, y + size + 1, 0.4);
      s.fill('entity_other', checked ? m.entity.other : null, lineX, y - 4, lineW, size + 5, 8);
      return lineX + lineW;
    }
    const fields = checked ? { 'application.type_of_entity': CHECK_IDS[label]! } : null;
    cx += s.check(`entity_${label.toLowerCase().replace(/[^a-z]/g, '')}`, label, checked, cx, y, fields, { size, labelSize: size }) + 9;
  }
  return cx;
}

const FREQ_LABELS: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };

/** The payment-frequency checkbox row. */
export function frequencyRow(s: Sheet, m: Model, x: number, y: number, size = 7, onStates = false): void {
  let cx = x;
  for (const f of ['daily', 'weekly', 'biweekly', 'monthly'] as const) {
    const checked = m.frequency === f;
    // Some authoring tools give each box its own on-state name instead of `Yes`.
    cx += s.check(`freq_${f}`, FREQ_LABELS[f]!, checked, cx, y, checked ? { 'application.payment_frequency': f } : null,
      { size, labelSize: size, ...(onStates ? { onState: FREQ_LABELS[f]!.replace('-', '') } : {}) }) + 10;
  }
}

/** Own / Rent boxes (context, never a field). */
export function ownRentRow(s: Sheet, m: Model, x: number, y: number, size = 7): number {
  const w1 = s.check('own', 'Own', m.ownRent === 'Own', x, y, null, { size, labelSize: size });
  const w2 = s.check('rent', 'Rent', m.ownRent === 'Rent', x + w1 + 8, y, null, { size, labelSize: size });
  return w1 + w2 + 8;
}

/** One owner's signature line: scribble, printed name, date. */
export function signatureBlock(s: Sheet, m: Model, i: number, x: number, y: number, w: number, label = 'Signature'): void {
  const o = m.owners[i];
  s.line(x, y + 18, x + w * 0.55, y + 18, 0.5);
  s.line(x + w * 0.6, y + 18, x + w, y + 18, 0.5);
  s.text(`${label} (Owner ${i + 1})`, x, y + 21, { size: 6 });
  s.text('Date', x + w * 0.6, y + 21, { size: 6 });
  if (!o) return;
  s.signature(x, y + 16, w * 0.5);
  s.decoy(`owner${i + 1}.signed_date`, m.appDate, x + w * 0.6, y + 5, w * 0.4, 12, 8);
}
