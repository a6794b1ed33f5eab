// Pieces several layouts share: fax transmission headers, dot-leader rows, label:value runs, authorisation text.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet, ValOpts } from './draw.ts';

export interface Fax { from: string; fax: string; when: string; pages: number }

export function faxWhen(r: Rng): string {
  const h = r.int(7, 18), mi = r.int(0, 59);
  return `${String(r.int(1, 12)).padStart(2, '0')}/${String(r.int(1, 28)).padStart(2, '0')}/2025 ${String(h).padStart(2, '0')}:${String(mi).padStart(2, '0')}`;
}

/** The line a fax machine stamps across the top of each page it sends. */
export function faxHeader(s: Sheet, f: Fax, page: number, y = 10): void {
  const t = `${f.when}   FROM: ${f.from}   FAX ${f.fax}   TO: UNDERWRITING DEPT   P.${String(page).padStart(2, '0')}/${String(f.pages).padStart(2, '0')}`;
  s.lab(t, 30, y, 6.5, 'Courier');
  s.lab(`PAGE ${page}/${f.pages}`, 540, y, 6.5, 'Courier');
  s.line(30, y + 9, 582, y + 9, 0.3);
}

/** `LABEL.......... value` in Courier: the dots fill the label to `cols` characters. */
export function leader(s: Sheet, label: string, cols: number, value: string, x: number, y: number, o: ValOpts): void {
  const prefix = `${label}${'.'.repeat(Math.max(3, cols - label.length))}`;
  s.val(value, x, y, { ...o, prefix, mono: true });
}

/** Several `LABEL: value` pairs on one line, each value right after its label's colon. */
export function pairs(s: Sheet, y: number, items: [string, string, Omit<ValOpts, 'w'>][], x0 = 30, size = 7, gap = 14): void {
  let x = x0;
  for (const [label, value, o] of items) {
    x += s.lab(`${label}:`, x, y + 0.5, size - 0.5, 'Helvetica-Bold') + 3;
    s.doc.font(o.mono ? 'Courier' : 'Helvetica').fontSize(o.size ?? size);
    const w = Math.max(30, s.doc.widthOfString(value) + 6);
    s.val(value, x, y, { ...o, size: o.size ?? size, w });
    x += w + gap;
  }
}

export const AUTH = 'BY SIGNING BELOW, EACH OF THE ABOVE-SIGNED MERCHANT AND OWNER(S) CERTIFIES THAT ALL INFORMATION AND DOCUMENTS ' +
  'SUBMITTED IN CONNECTION WITH THIS APPLICATION ARE TRUE, CORRECT AND COMPLETE, AND AUTHORIZES THE BROKER, ITS ASSIGNS AND ANY ' +
  'FUNDING PARTNER TO OBTAIN CONSUMER AND BUSINESS CREDIT REPORTS, BANK AND TRADE REFERENCES AND ANY OTHER INFORMATION. ' +
  'THIS AUTHORIZATION SHALL BE VALID FOR THE LIFE OF ANY FUNDING AND ANY RENEWAL. A PHOTOCOPY OR FACSIMILE OF THIS ' +
  'AUTHORIZATION SHALL BE AS VALID AS THE ORIGINAL.';

export const PIPEDA = 'CONSENT (PIPEDA): The undersigned consent to the collection, use and disclosure of their personal information, ' +
  'including credit bureau reports, for the purpose of assessing this request for a purchase of future receivables, in accordance ' +
  'with the Personal Information Protection and Electronic Documents Act. A facsimile of this consent is as valid as the original.';

export function paragraph(s: Sheet, text: string, x: number, y: number, w: number, size = 5): number {
  s.doc.font('Helvetica').fontSize(size).text(text, x, y, { width: w, lineGap: 0.2 });
  return s.doc.y;
}

/** A scribbled signature (strokes only) and a signature line. */
export function signature(s: Sheet, r: Rng, x: number, y: number, w = 150): void {
  s.line(x, y + 14, x + w, y + 14, 0.4);
  s.doc.moveTo(x + 6, y + 10);
  for (let i = 0; i < 7; i++) s.doc.bezierCurveTo(x + 10 + i * 12, y - 2 + r.float(-3, 3), x + 16 + i * 12, y + 16, x + 20 + i * 12, y + 8 + r.float(-2, 2));
  s.doc.lineWidth(0.8).strokeColor('#22224a').stroke().strokeColor('black');
}
