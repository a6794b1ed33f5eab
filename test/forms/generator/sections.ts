// Building blocks the brokers' layouts are made of: rows of labelled cells (boxed, or a label and an underline),
// checkbox rows, owners (a table or one block per owner), the decoy tables (existing advances, trade references),
// paragraphs and signature lines. Each returns the y below what it drew.
import type { Canvas } from './canvas.ts';
import { business, owner, type Printed } from './fields.ts';
import type { Merchant } from './model.ts';

/** [label, field key, share of the row's width]. An owner key is `owner.N.key`. */
export type Cell = [string, string, number];

export function printed(m: Merchant, key: string): Printed {
  const o = /^owner\.(\d+)\.(\w+)$/.exec(key);
  return o ? owner(m, Number(o[1]), o[2]!) : business(m, key);
}

/** How a row's cells show their label: `boxes` a bordered cell with the label in its top corner; `lines` the label
 *  left of an underline; `inline` the label left inside a bordered cell; `above` the label over an underline;
 *  `below` the value on the line and the label under it (government-style); `cells` the label in a shaded cell of
 *  its own, the value in the bordered cell right of it (spreadsheet-made forms); `dots` the label and a dotted
 *  leader the value is written on (typewriter-era forms). */
export type RowMode = 'boxes' | 'lines' | 'inline' | 'above' | 'below' | 'cells' | 'dots';
const ROW_H: Record<RowMode, number> = { boxes: 25, lines: 22, inline: 18, above: 28, below: 26, cells: 18, dots: 21 };

export function rows(c: Canvas, m: Merchant, y: number, x0: number, width: number, list: Cell[][], mode: RowMode): number {
  for (const row of list) {
    let x = x0;
    for (const [label, key, frac] of row) {
      const w = width * frac;
      const p = printed(m, key);
      c.key = key;
      c.label = label;
      cell(c, mode, label, p, x, y, w);
      x += w;
    }
    y += ROW_H[mode];
  }
  return y;
}

function cell(c: Canvas, mode: RowMode, label: string, p: Printed, x: number, y: number, w: number): void {
  const size = c.look.labelSize;
  const labelW = (s: number) => { c.doc.font(c.look.label).fontSize(s); return c.doc.widthOfString(label); };
  if (mode === 'boxes') {
    c.rect(x, y, w, 25);
    c.text(label, x + 2, y + 2, { size: size - 1.5 });
    c.value(p.text, p.fields, x + 1, y + 9, w - 2, 15);
  } else if (mode === 'lines') {
    c.text(label, x, y + 8, { size });
    const lw = labelW(size) + 4;
    c.line(x + lw, y + 17, x + w - 8, y + 17);
    c.value(p.text, p.fields, x + lw, y + 3, w - lw - 8, 14);
  } else if (mode === 'dots') {
    c.text(label, x, y + 8, { size });
    const lw = labelW(size) + 3;
    c.doc.save().lineWidth(0.8).dash(0.8, { space: 2.2 }).moveTo(x + lw, y + 16.5).lineTo(x + w - 6, y + 16.5).stroke('#555').undash().restore();
    c.value(p.text, p.fields, x + lw + 2, y + 3, w - lw - 8, 14);
  } else if (mode === 'inline') {
    c.rect(x, y, w, 18);
    c.text(label, x + 3, y + 5.5, { size: size - 0.5 });
    const lw = labelW(size - 0.5) + 6;
    c.value(p.text, p.fields, x + lw, y + 2, w - lw - 1, 14);
  } else if (mode === 'above') {
    c.text(label, x, y + 1, { size: size - 1.5 });
    c.line(x, y + 24, x + w - 8, y + 24);
    c.value(p.text, p.fields, x, y + 9, w - 8, 14);
  } else if (mode === 'below') {
    c.line(x, y + 14, x + w - 8, y + 14);
    c.text(label, x, y + 16, { size: size - 1.5, color: '#333' });
    c.value(p.text, p.fields, x, y, w - 8, 13);
  } else {
    const lw = Math.min(w * 0.45, labelW(size - 0.5) + 8);
    c.rect(x, y, lw, 18, '#e4e8ee');
    c.text(label, x + 3, y + 5.5, { size: size - 0.5 });
    c.rect(x + lw, y, w - lw, 18);
    c.value(p.text, p.fields, x + lw + 1, y + 2, w - lw - 2, 14);
  }
}

export function heading(c: Canvas, s: string, x: number, y: number, width: number, shaded: boolean): number {
  if (shaded) {
    c.doc.rect(x, y, width, 13).fill('#d9d9d9').fillColor('black');
    c.text(s, x + 3, y + 2.5, { bold: true, size: c.look.labelSize + 0.5 });
  } else {
    c.text(s, x, y + 1, { bold: true, size: c.look.labelSize + 1.5 });
    c.line(x, y + 13, x + width, y + 13, 1);
  }
  return y + 17;
}

/** A row of checkboxes with its label; the merchant's value picks the box. */
export function checkRow(c: Canvas, m: Merchant, kind: 'entity' | 'frequency' | 'own_rent' | 'tax_type', label: string, options: string[], x: number, y: number,
  rename: Record<string, string> = {}, sub?: Record<string, string>): number {
  const second = sub ? (o: string) => sub[o] : undefined;
  c.text(label, x, y, { bold: true });
  c.doc.font(c.look.labelBold).fontSize(c.look.labelSize);
  const bx = x + c.doc.widthOfString(label) + 8;
  c.key = kind;
  c.label = label;
  if (kind === 'entity') {
    const i = m.entityCheck ? options.indexOf(rename[m.entityCheck] ?? m.entityCheck) : -1;
    const otherAt = options.findIndex((o) => /^Other/.test(o));
    const checked = i >= 0 ? i : otherAt;
    const fields = { 'application.type_of_entity': m.entityId };
    c.checks(options, checked, i >= 0 ? fields : {}, bx, y, 10,
      otherAt === options.length - 1 ? { text: i >= 0 ? '' : m.entityText, fields: i >= 0 ? {} : fields, width: 90 } : undefined, second);
  } else if (kind === 'frequency') {
    const map: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
    c.checks(options, options.indexOf(rename[map[m.frequency]!] ?? map[m.frequency]!), { 'application.payment_frequency': m.frequency }, bx, y, 10, undefined, second);
  } else if (kind === 'tax_type') {
    // Only a bare number's type comes from the box; a BN with its program account has it in its format.
    c.checks(options, options.indexOf(m.taxIdType), { 'application.business_tax_id_type': m.taxIdBare ? m.taxIdType : null }, bx, y, 10, undefined, second);
  } else {
    c.checks(options, options.indexOf(rename[m.ownRent] ?? m.ownRent), {}, bx, y, 10, undefined, second);
  }
  return y + (sub ? 24 : 15);
}

/** Owners as a table: one row per slot, header of column labels; rows past the merchant's owners stay empty. */
export function ownersTable(c: Canvas, m: Merchant, x: number, y: number, width: number, cols: Cell[], slots: number): number {
  c.rect(x, y, width, 14, '#eeeeee');
  let cx = x;
  for (const [label, , frac] of cols) {
    c.text(label, cx + 2, y + 3.5, { bold: true, size: c.look.labelSize - 1 });
    cx += width * frac;
  }
  y += 14;
  for (let i = 0; i < slots; i++) {
    cx = x;
    for (const [, key, frac] of cols) {
      const w = width * frac;
      c.rect(cx, y, w, 18);
      const p = owner(m, i, key);
      c.key = `owner.${i}.${key}`;
      c.label = cols.find((col) => col[1] === key)![0];
      c.value(p.text, p.fields, cx + 1, y + 2, w - 2, 14);
      cx += w;
    }
    y += 18;
  }
  return y + 4;
}

/** Owners as columns (a transposed table): a label column on the left, one column per owner slot ("Owner 1",
 *  "Owner 2" ...), one row per attribute; columns past the merchant's owners stay empty. */
export function ownersGrid(c: Canvas, m: Merchant, x: number, y: number, width: number, attrs: [string, string][], slots: number,
  head: (i: number) => string, labelW = 110): number {
  const w = (width - labelW) / slots;
  c.rect(x, y, width, 14, '#eeeeee');
  for (let i = 0; i < slots; i++) c.text(head(i), x + labelW + i * w + 3, y + 3.5, { bold: true, size: c.look.labelSize - 0.5 });
  y += 14;
  for (const [label, key] of attrs) {
    c.rect(x, y, labelW, 17);
    c.text(label, x + 3, y + 5, { size: c.look.labelSize - 0.5 });
    for (let i = 0; i < slots; i++) {
      c.rect(x + labelW + i * w, y, w, 17);
      const p = owner(m, i, key);
      c.key = `owner.${i}.${key}`;
      c.label = `${head(i)} ${label}`;
      c.value(p.text, p.fields, x + labelW + i * w + 1, y + 1.5, w - 2, 14);
    }
    y += 17;
  }
  return y + 4;
}

/** One block of labelled rows per owner ("Owner 1", "Owner 2" ...). */
export function ownerBlocks(c: Canvas, m: Merchant, x: number, y: number, width: number, title: (i: number) => string,
  layout: Cell[][], slots: number, mode: RowMode): number {
  for (let i = 0; i < slots; i++) {
    c.text(title(i), x, y, { bold: true });
    y += 11;
    const cells = layout.map((r) => r.map(([l, k, f]) => [l, `owner.${i}.${k}`, f] as Cell));
    y = rows(c, m, y, x, width, cells, mode) + 4;
  }
  return y;
}

/** A decoy table: existing advances (funder, balance, payment) or trade references. */
export function table(c: Canvas, x: number, y: number, width: number, head: string[], data: string[][], slots: number, key: string): number {
  const w = width / head.length;
  c.rect(x, y, width, 13, '#eeeeee');
  head.forEach((h, i) => c.text(h, x + i * w + 2, y + 3, { bold: true, size: c.look.labelSize - 1 }));
  y += 13;
  for (let r = 0; r < slots; r++) {
    head.forEach((_, i) => {
      c.rect(x + i * w, y, w, 16);
      c.key = `${key}.${r}.${i}`;
      c.label = head[i]!;
      c.value(data[r]?.[i] ?? '', {}, x + i * w + 1, y + 1.5, w - 2, 13);
    });
    y += 16;
  }
  return y + 4;
}

export const AUTHORISATION = 'By signing below, each of the above listed business and business owner(s) certifies that all information and ' +
  'documents submitted in connection with this application are true, correct and complete, and authorizes the recipient, its agents ' +
  'and assigns to obtain consumer and business credit reports, bank references and any other information about the business and its ' +
  'owners, and to share this application with funding sources.';

export const PIPEDA = 'Consent (PIPEDA): I consent to the collection, use and disclosure of my personal information, including my Social ' +
  'Insurance Number where provided, for the purposes of identity verification, credit assessment and the evaluation of this request for ' +
  'financing, in accordance with the Personal Information Protection and Electronic Documents Act.';

/** Signature lines per owner: a scrawled signature (not in fillable forms) and, with `printedName`, the owner's name
 *  and title printed again under it (applications.md: signature, printed name, title and date per owner). The
 *  repeated name is not a new applicant: it is listed in the truth's decoys as `signature.N.name` / `.title`. */
export function signatures(c: Canvas, m: Merchant, x: number, y: number, width: number, n: number, printedName = false): number {
  const w = width / 2;
  const h = printedName ? 46 : 30;
  for (let i = 0; i < n; i++) {
    const cx = x + (i % 2) * w;
    const cy = y + Math.floor(i / 2) * h;
    c.line(cx, cy + 18, cx + w * 0.6, cy + 18);
    c.line(cx + w * 0.65, cy + 18, cx + w * 0.92, cy + 18);
    c.text('Signature', cx, cy + 20, { size: c.look.labelSize - 1.5 });
    c.text('Date', cx + w * 0.65, cy + 20, { size: c.look.labelSize - 1.5 });
    const o = m.owners[i];
    if (o && c.style !== 'fillable') {
      c.doc.save().font('hand').fontSize(13).fillColor('#1a2a6c').text(o.first[0] + '. ' + o.lastPlain, cx + 8, cy + 3, { lineBreak: false });
      c.doc.restore().fillColor('black');
    }
    if (printedName) {
      c.text('Print name', cx, cy + 40, { size: c.look.labelSize - 1.5 });
      c.text('Title', cx + w * 0.65, cy + 40, { size: c.look.labelSize - 1.5 });
      c.line(cx, cy + 38, cx + w * 0.6, cy + 38);
      c.line(cx + w * 0.65, cy + 38, cx + w * 0.92, cy + 38);
      c.key = `signature.${i}.name`;
      c.label = 'Print name';
      c.value(o ? `${o.first} ${o.last}` : '', {}, cx, cy + 25, w * 0.6, 13);
      c.key = `signature.${i}.title`;
      c.label = 'Title';
      c.value(o ? o.title : '', {}, cx + w * 0.65, cy + 25, w * 0.27, 13);
    }
  }
  return y + Math.ceil(n / 2) * h + 4;
}
