// Pieces the four layouts share: a boxed label-over-value cell, section bars and authorization text. Each broker
// still sets its own fonts, colours, sizes and order.
import type { Role, Sheet } from './draw.ts';

export interface CellLook {
  labelFont: string;
  labelSize: number;
  labelColor: string;
  /** A shaded strip behind the label (Harborline), or none. */
  band?: string;
  border?: string;
  lw?: number;
}

/** A bordered cell, its label in the top left and the value below it. */
export function boxCell(s: Sheet, look: CellLook, label: string, key: string, text: string | null, x: number, y: number, w: number, h: number,
  role: Role, align: 'left' | 'center' = 'left'): void {
  const lh = look.labelSize + 2.5;
  if (look.band) s.rect(x, y, w, lh, { fill: look.band });
  s.rect(x, y, w, h, { stroke: look.border ?? '#000', lw: look.lw ?? 0.6 });
  s.label(label, x + 2.5, y + 1.6, look.labelSize, look.labelFont, { color: look.labelColor });
  s.value(key, text, { x: x + 1, y: y + lh, w: w - 2, h: h - lh - 0.5 }, role, align);
}

/** A row of cells sharing one height: [label, key, text, width, role]. */
export function cellRow(s: Sheet, look: CellLook, x: number, y: number, h: number,
  cells: readonly (readonly [string, string, string | null, number, Role])[]): number {
  let cx = x;
  for (const [label, key, text, w, role] of cells) {
    boxCell(s, look, label, key, text, cx, y, w, h, role);
    cx += w;
  }
  return y + h;
}

export function sectionBar(s: Sheet, title: string, x: number, y: number, w: number, o: { fill: string; color: string; font: string; size: number; h?: number }): number {
  const h = o.h ?? o.size + 6;
  s.rect(x, y, w, h, { fill: o.fill });
  s.label(title, x + 5, y + (h - o.size) / 2 + 0.5, o.size, o.font, { color: o.color });
  return y + h;
}

export const AUTH_US = [
  'By signing below, each of the above listed business and business owner(s)/officer(s) (individually and collectively, "you") ' +
  'certify that all information and documents submitted in connection with this application are true, correct and complete. ' +
  'You authorize {broker}, its assigns, agents, banks and financial institutions, and any funding source to which this ' +
  'application is submitted, to obtain consumer and business credit reports, verify bank statements and trade references, ' +
  'and make such other inquiries as they deem necessary, now and for the duration of any resulting agreement. You understand ' +
  'that a merchant cash advance is the purchase of future receivables and not a loan.',
  'I/We hereby authorize {broker} and its funding partners to investigate the references provided, obtain business and personal ' +
  'credit reports, and contact my bank(s) and landlord. I/We certify the information in this application is accurate and ' +
  'acknowledge that it will be relied upon in making a funding decision. A photocopy or electronic copy of this authorization ' +
  'shall be as valid as the original. Submission of this application does not guarantee approval.',
  'The Merchant and each Owner/Guarantor signing below represent that the information provided herein is complete and true, ' +
  'and authorize {broker} and any prospective purchaser of receivables to receive and exchange credit and financial information, ' +
  'including consumer reports, from any source. Merchant consents to receive calls, texts and e-mails at the numbers and addresses ' +
  'provided, including by automated means. Merchant agrees that this authorization remains in effect until all obligations are paid.',
] as const;

export const CONSENT_CA =
  'PIPEDA CONSENT: In accordance with the Personal Information Protection and Electronic Documents Act, each signatory consents ' +
  'to {broker} and its funding partners collecting, using and disclosing the personal information in this application, ' +
  'including obtaining credit reports from Equifax Canada and TransUnion Canada, for the purpose of evaluating this request ' +
  'and administering any resulting agreement. You may withdraw consent subject to legal and contractual restrictions.';

export function paragraph(s: Sheet, text: string, broker: string, x: number, y: number, w: number, size: number, font = 'Helvetica'): number {
  const body = text.replaceAll('{broker}', broker);
  s.label(body, x, y, size, font, { width: w, align: 'justify', lineGap: 0.6 });
  return s.doc.y;
}
