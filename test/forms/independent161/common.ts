// Pieces the four layouts of set 161 share: option rows, table cells as decoys, page furniture.
import type { ChoiceItem, Item, TableItem, TextItem } from './content.ts';
import type { Sheet } from './draw.ts';

export const LONG_KEYS = /^(legal_name|state_region|industry|trade_name|o\d\.home|o\d\.name|email|website)$/;
export const isWide = (it: Item) => it.kind !== 'text' || LONG_KEYS.test(it.key) || it.text.length > 26;

export function decoyCell(t: TableItem, row: number, col: number): TextItem {
  return { kind: 'text', key: `${t.key}[${row}].${t.columns[col]!.toLowerCase()}`, label: `${t.label}: ${t.columns[col]}`, text: t.rows[row]![col]!, fields: {}, role: 'decoy' };
}

/** The text an "Other:" line holds, carrying the choice's truth. */
export function otherText(c: ChoiceItem): TextItem {
  return { kind: 'text', key: c.key, label: `${c.label} (Other)`, text: c.other, fields: c.fields, role: c.role };
}

/**
 * Options of a choice laid out left to right from (x, y), wrapping inside width w; `vertical` puts one per line.
 * Returns the height used.
 */
export function drawOptions(sh: Sheet, c: ChoiceItem, x: number, y: number, w: number, o: { shape: 'box' | 'circle'; size: number; font: number; vertical?: boolean; line?: number }): number {
  const line = o.line ?? o.size + 6;
  let cx = x, cy = y;
  sh.doc.font('Helvetica').fontSize(o.font);
  c.options.forEach((opt, i) => {
    const isOther = opt === 'Other';
    const tw = sh.doc.font('Helvetica').fontSize(o.font).widthOfString(isOther ? 'Other:' : opt);
    const span = o.size + 4 + tw + (isOther ? 110 : 0) + 12;
    if (!o.vertical && cx + span > x + w && cx > x) { cx = x; cy += line; }
    sh.check(c, i, cx, cy, o.size, o.shape, !(isOther && c.other));
    sh.text(isOther ? 'Other:' : opt, cx + o.size + 4, cy + (o.size - o.font) / 2 + 0.5, { size: o.font });
    if (isOther) {
      const lx = cx + o.size + 4 + tw + 3;
      sh.doc.save().lineWidth(0.5).moveTo(lx, cy + o.size + 1).lineTo(lx + 105, cy + o.size + 1).stroke('#555555').restore();
      if (c.chosen === i && c.other) sh.value(otherText(c), lx, cy - 4, 105, o.size + 5, { size: o.font + 0.5 });
    }
    if (o.vertical) cy += line; else cx += span;
  });
  return (o.vertical ? cy - y : cy - y + line);
}

export const AUTH_US = 'By signing below, each owner certifies that the information on this application is true and complete, and authorizes the recipient, its '
  + 'assigns and any funding partner to obtain consumer and business credit reports, bank references and other information to evaluate this request.';
export const AUTH_CA = 'By signing below, each owner confirms that this information is accurate and consents, under PIPEDA, to the collection, use and disclosure '
  + 'of personal information, including credit bureau reports, to evaluate this application and to verify the business\'s banking details.';
