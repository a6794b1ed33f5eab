// Set 86: pieces the layouts share: header-row bands (labels over one value row), checkbox rows, the authorisation
// paragraph with signature lines, a sheet's tab footer.
import type { Deal } from './data.ts';
import type { Sheet, V } from './sheet.ts';
import type { Biz, OwnerV } from './values.ts';

/** A band: a shaded header row of labels over one row of values; returns the y below it. */
export function band(s: Sheet, x: number, y: number, cols: readonly (readonly [string, number, V])[], o: { shade?: string; rowH?: number } = {}): number {
  return s.grid(x, y, cols.map((c) => c[1]), [cols.map((c) => ({ label: c[0], bold: true, shade: o.shade ?? '#d9d9d9' })), cols.map((c) => c[2])],
    { rowH: o.rowH ?? 16 });
}

/** A section title merged over the whole width. */
export function title(s: Sheet, x: number, y: number, w: number, text: string, shade = '#404040', color = '#fff', h = 15): number {
  s.rect(x, y, w, h, shade);
  s.text(text, x + 4, y + (h - 8) / 2 + 0.5, { size: 8, bold: true, color });
  return y + h;
}

const ENTITY_BOXES: readonly (readonly [string, string])[] = [['LLC', 'llc'], ['Corporation', 'c_corporation'], ['S Corp', 's_corporation'],
  ['Partnership', 'general_partnership'], ['Sole Proprietor', 'sole_proprietorship']];

/** The entity-type checkbox row; a type without a box is written on the "Other" line. */
export function entityChecks(s: Sheet, x: number, y: number, d: Deal, w: number): void {
  let cx = x;
  const hit = ENTITY_BOXES.find(([, id]) => id === d.entityId);
  for (const [label, id] of ENTITY_BOXES) cx = s.check(label, hit?.[1] === id, cx, y, { type_of_entity: id }, `entity_${id}`);
  cx = s.check('Other:', !hit, cx, y, null, 'entity_other');
  s.doc.lineWidth(0.5).moveTo(cx - 4, y + 8).lineTo(x + w - 4, y + 8).stroke('#555');
  s.value(hit ? { t: '', key: 'entity_other_text' } : { t: d.entityText, f: { type_of_entity: d.entityId }, key: 'entity_other_text' }, cx - 4, y - 4, x + w - cx, 13);
}

/** The payment-frequency checkbox row. */
export function freqChecks(s: Sheet, x: number, y: number, b: Biz): void {
  let cx = x;
  for (const [label, id] of [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']] as const)
    cx = s.check(label, b.freqId === id, cx, y, { payment_frequency: id }, `freq_${id}`);
}

const AUTH = 'By signing below, each of the above owners certifies that the information in this application is true and complete and authorizes '
  + '{B} and its funding partners to obtain consumer and business credit reports, bank and processing statements, and to verify any information '
  + 'provided. This authorization remains valid for the life of any funding and any renewal.';

/** The authorisation paragraph and a signature line per owner; returns the y below. */
export function signatures(s: Sheet, x: number, y: number, w: number, broker: string, owners: OwnerV[], extra = ''): number {
  s.doc.font('Helvetica').fontSize(6.5).fillColor('#333');
  s.doc.text(AUTH.replace('{B}', broker) + (extra ? ` ${extra}` : ''), x, y, { width: w, lineGap: 0.5 });
  y = s.doc.y + 8;
  const cw = Math.min(w / Math.max(owners.length, 1), 260);
  for (const [i] of owners.entries()) {
    const cx = x + i * cw;
    s.doc.lineWidth(0.5).moveTo(cx, y + 14).lineTo(cx + cw - 60, y + 14).stroke('#000').moveTo(cx + cw - 52, y + 14).lineTo(cx + cw - 8, y + 14).stroke('#000');
    s.text(`Owner ${i + 1} Signature`, cx, y + 16, { size: 6 });
    s.text('Date', cx + cw - 52, y + 16, { size: 6 });
  }
  return y + 26;
}

/** Excel's printed footer: the sheet's tab name and the page number. */
export function footer(s: Sheet, tab: string, pages: number, file: string): void {
  s.text(`${file}   |   ${tab}`, 30, s.h - 22, { size: 6.5, color: '#666' });
  s.text(`Page ${s.page} of ${pages}`, s.w - 90, s.h - 22, { size: 6.5, color: '#666', w: 60, align: 'right' });
}
