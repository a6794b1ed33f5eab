// Pieces several layouts share: checkbox groups (entity type, payment schedule), the existing-advances table, fine
// print and signature blocks.
import type { Canvas } from './canvas.ts';
import { FREQ_BOXES, type Entry, type Values } from './values.ts';

const A = 'application.';

/** Entity-type boxes in rows of `perRow`; an entity not among them ticks "Other" and writes its text on the line. */
export function entityGroup(c: Canvas, v: Values, boxes: [string, string][], x: number, y: number, colW: number, perRow: number, size = 7.5): number {
  const hit = boxes.find(([, id]) => id === v.entityBox);
  const all: [string, string | null][] = [...boxes, ['Other:', null]];
  all.forEach(([label, id], i) => {
    const bx = x + (i % perRow) * colW, by = y + Math.floor(i / perRow) * 13;
    const checked: Entry | null = id && hit && id === hit[1] ? { key: 'entity', text: label, fields: { [`${A}type_of_entity`]: id } }
      : !id && !hit ? { key: 'entity.other', text: label, fields: {} } : null;
    const w = c.box(label, bx, by, checked, { size, name: `entity_${label.replace(/\W+/g, '').toLowerCase()}` });
    if (!id) {
      c.line(bx + w + 2, by + 8, bx + w + colW * 1.2, by + 8, 0.4);
      c.put(hit ? null : v.entityText, bx + w + 4, by - 1, colW * 1.2 - 4, 8.5);
    }
  });
  return Math.ceil(all.length / perRow) * 13;
}

/** Payment schedule boxes in one row; nothing ticked when the schedule is not printed. */
export function frequencyGroup(c: Canvas, v: Values, x: number, y: number, gap = 8, size = 7.5): number {
  let cx = x;
  for (const [label, id] of FREQ_BOXES) {
    const checked = v.frequency === id ? { key: 'freq', text: label, fields: { [`${A}payment_frequency`]: id } } : null;
    cx += c.box(label, cx, y, checked, { size, name: `freq_${id}` }) + gap;
  }
  return cx - x;
}

/** Existing advances: funder, balance, payment; empty rows when there are none. */
export function advancesTable(c: Canvas, v: Values, x: number, y: number, w: number, heads = ['Funder / Lender', 'Current Balance', 'Daily/Weekly Payment']): number {
  const cols = [0, w * 0.45, w * 0.72, w];
  c.rect(x, y, w, 12, { fill: '#e6e6e6', stroke: '#000' });
  heads.forEach((h, i) => c.text(h, x + cols[i]! + 3, y + 3, { size: 6.8 }));
  for (let r = 0; r < 3; r++) {
    const ry = y + 12 + r * 14;
    c.rect(x, ry, w, 14);
    for (let k = 1; k < 3; k++) c.line(x + cols[k]!, ry, x + cols[k]!, ry + 14);
    const get = (s: string): Entry | null => v.decoys.find((d) => d.key === `adv${r}.${s}`) ?? null;
    if (!get('funder')) continue;
    c.put(get('funder'), x + cols[0]! + 3, ry + 3, cols[1]! - cols[0]! - 6, 8.5);
    c.put(get('balance'), x + cols[1]! + 3, ry + 3, cols[2]! - cols[1]! - 6, 8.5);
    c.put(get('payment'), x + cols[2]! + 3, ry + 3, cols[3]! - cols[2]! - 6, 8.5);
  }
  return 12 + 3 * 14;
}

export function decoy(v: Values, key: string): Entry | null { return v.decoys.find((d) => d.key === key) ?? null; }

export const AUTH_US = 'By signing below, each of the above-listed business and business owners (individually and collectively, "you") certify ' +
  'that all information and documents submitted in connection with this application are true, accurate and complete. You authorize ' +
  'the funder, its agents and assigns to obtain consumer and business credit reports, bank and trade references, and any other ' +
  'information it deems necessary, now and for as long as any obligation remains outstanding. A facsimile, scan or electronic copy of ' +
  'this authorization is as valid as the original. This is an application for the purchase of future receivables and is not a loan.';
export const AUTH_CA = 'CONSENT (PIPEDA). The undersigned consent to the collection, use and disclosure of their personal information, ' +
  'including credit bureau reports from Equifax Canada and TransUnion Canada, for the purpose of evaluating this application for the ' +
  'purchase of future receivables and administering any resulting agreement, in accordance with the Personal Information Protection ' +
  'and Electronic Documents Act. Personal information will be kept confidential and retained only as long as required.';

/** One signature block per owner: signature line, printed name, title, date. */
export function signatures(c: Canvas, v: Values, x: number, y: number, w: number, size = 6.8): number {
  const n = v.owners.length;
  const bw = (w - (n - 1) * 14) / n;
  v.owners.forEach((o, i) => {
    const bx = x + i * (bw + 14);
    c.line(bx, y + 22, bx + bw, y + 22);
    if (c.style !== 'fillable') c.text(o.first.text, bx + 8, y + 6, { size: 15, font: '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf', color: '#1b2a80' });
    c.text(`Signature of Owner ${i + 1}`, bx, y + 25, { size });
    c.line(bx, y + 46, bx + bw * 0.62, y + 46);
    c.line(bx + bw * 0.68, y + 46, bx + bw, y + 46);
    c.put({ ...o.name, key: `${o.name.key}.sig`, fields: {}, decoy: false }, bx + 2, y + 35, bw * 0.6 - 4, 8);
    c.put({ key: `o${i}.sigdate`, text: v.summaryDate, fields: {} }, bx + bw * 0.68 + 2, y + 35, bw * 0.32 - 4, 8);
    c.text('Print Name', bx, y + 49, { size });
    c.text('Date', bx + bw * 0.68, y + 49, { size });
  });
  return 60;
}
