// Drawing helpers of the unseen layouts (layouts-unseen.ts) that the shared sections do not have: labels right-aligned
// in a label column with the value on a line to their right, a value of their own (the business address on one line),
// numbered owner tables, yes / no questions and choice rows that give no field
// (use of funds, liens, bankruptcy), a broker's box and a footer of legal text.
import type { Canvas } from './canvas.ts';
import type { Printed } from './fields.ts';
import type { Merchant } from './model.ts';
import { printed } from './sections.ts';

/** [label, field key, share of the row's width, label column width (right-aligned rows only)]. */
export type UCell = [string, string, number, number?];

const A = 'application.';

/** What a key prints: the shared keys, and these layouts' own: `addr_line` (street, city, state and ZIP on one
 *  line: its state is the business's). */
export function val(m: Merchant, key: string): Printed {
  if (key === 'addr_line') {
    const a = m.address;
    return { text: `${a.street}, ${a.city}, ${a.stateText} ${a.zip}`,
      fields: { [`${A}state_region`]: a.state, [`${A}country`]: m.country === 'CA' ? 'Canada' : 'United States' } };
  }
  return printed(m, key);
}

/** One value in a field area, recorded under its key and label. */
export function put(c: Canvas, m: Merchant, key: string, label: string, x: number, y: number, w: number, h: number): void {
  const p = val(m, key);
  c.key = key;
  c.label = label;
  c.value(p.text, p.fields, x, y, w, h);
}

/** Rows whose labels are right-aligned in a label column, the value on a line right of it (a form laid out as a
 *  two-column "Label: ______" grid). */
export function rightRows(c: Canvas, m: Merchant, y: number, x0: number, width: number, list: UCell[][], rowH = 21): number {
  for (const row of list) {
    let x = x0;
    for (const [label, key, frac, lw0] of row) {
      const w = width * frac;
      const lw = lw0 ?? 92;
      c.text(label, x, y + 7, { width: lw - 5, align: 'right' });
      c.line(x + lw, y + 17, x + w - 8, y + 17);
      put(c, m, key, label, x + lw, y + 3, w - lw - 8, 14);
      x += w;
    }
    y += rowH;
  }
  return y;
}

/** A question answered by ticking one option, which gives no field of the application (own / lease, use of funds,
 *  "any liens? Yes / No"); `other` writes text on a line after the last option. */
export function choice(c: Canvas, key: string, label: string, options: string[], checked: number, x: number, y: number,
  other?: { text: string; width: number }, labelW?: number): number {
  c.text(label, x, y, { bold: false });
  c.doc.font(c.look.label).fontSize(c.look.labelSize);
  const bx = labelW ? x + labelW : x + c.doc.widthOfString(label) + 8;
  c.key = key;
  c.label = label;
  c.checks(options, checked, {}, bx, y, 9, other ? { text: other.text, fields: {}, width: other.width } : undefined);
  return y + 15;
}

/** Owners as a table with a numbered row per slot ("1", "2" ...) and a header row; slots past the owners stay empty. */
export function numberedOwners(c: Canvas, m: Merchant, x: number, y: number, width: number, cols: UCell[], slots: number): number {
  const nW = 16;
  c.rect(x, y, width, 15, '#e6e6e6');
  c.text('#', x + 5, y + 4, { bold: true, size: c.look.labelSize - 1 });
  let cx = x + nW;
  const w = width - nW;
  for (const [label, , frac] of cols) {
    c.text(label, cx + 2, y + 4, { bold: true, size: c.look.labelSize - 1 });
    cx += w * frac;
  }
  y += 15;
  for (let i = 0; i < slots; i++) {
    c.rect(x, y, nW, 19);
    c.text(String(i + 1), x + 5, y + 6, { size: c.look.labelSize - 1 });
    cx = x + nW;
    for (const [label, key, frac] of cols) {
      const cw = w * frac;
      c.rect(cx, y, cw, 19);
      put(c, m, `owner.${i}.${key}`, `${label} ${i + 1}`, cx + 1, y + 2.5, cw - 2, 14);
      cx += cw;
    }
    y += 19;
  }
  return y + 5;
}

/** A bordered box "for broker use" holding the ISO's company, its representative and the rep's phone. */
export function brokerBox(c: Canvas, m: Merchant, title: string, x: number, y: number, w: number, labels: [string, string, string]): number {
  c.rect(x, y, w, 58);
  c.doc.rect(x, y, w, 12).fill('#222').fillColor('black');
  c.text(title, x + 4, y + 2.5, { bold: true, size: c.look.labelSize - 0.5, color: 'white' });
  const keys = ['iso_company', 'iso_name', 'iso_phone'];
  labels.forEach((label, i) => {
    const ly = y + 15 + i * 14;
    c.text(label, x + 4, ly + 3, { size: c.look.labelSize - 1 });
    c.line(x + 62, ly + 12, x + w - 4, ly + 12);
    put(c, m, keys[i]!, label, x + 62, ly, w - 66, 12);
  });
  return y + 62;
}

/** Small legal text at the foot of a page. */
export function footer(c: Canvas, text: string, y: number, x = 36, w = 540): void {
  c.doc.font(c.look.label).fontSize(5.8).fillColor('#444').text(text, x, y, { width: w, align: 'justify' });
  c.doc.fillColor('black');
}

/** The index of an option in a choice row, or the "Other" option's index when the value is none of them. */
export function optionOf(options: string[], value: string): number {
  const i = options.findIndex((o) => o.toLowerCase() === value.toLowerCase());
  return i >= 0 ? i : options.findIndex((o) => /^Other/i.test(o));
}
