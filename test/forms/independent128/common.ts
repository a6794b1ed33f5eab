// Pieces every layout uses: banner, sections, line and cell fields, check rows read from the merchant, fine print,
// signatures, and the truth assembled from what the pen recorded.
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import type { Merchant, Slot, Fields } from './model.ts';
import type { Drawn, Mark, Pen } from './pen.ts';
import { entityId } from './rules.ts';

export function banner(p: Pen, o: { name: string; tag: string; contact: string[]; color: string; font: string; shape: 'bar' | 'badge' | 'rule' }): number {
  const d = p.doc;
  if (o.shape === 'bar') {
    d.rect(0, 0, 612, 62).fill(o.color);
    d.circle(46, 31, 17).lineWidth(2.5).stroke('#fff');
    d.moveTo(36, 38).lineTo(44, 26).lineTo(51, 33).lineTo(58, 22).lineWidth(2).stroke('#fff');
    p.label(o.name, 74, 16, { font: o.font, size: 19, color: '#fff' });
    p.label(o.tag, 75, 40, { size: 8, color: '#e8eef8' });
    o.contact.forEach((c, i) => p.label(c, 420, 14 + i * 10, { size: 7.5, color: '#fff', width: 170, align: 'right' }));
    return 76;
  }
  if (o.shape === 'badge') {
    d.polygon([36, 20], [60, 8], [84, 20], [84, 44], [60, 56], [36, 44]).fill(o.color);
    p.label(o.name.split(' ').map((w) => w[0]).join('').slice(0, 2), 49, 24, { font: 'Helvetica-Bold', size: 16, color: '#fff' });
    p.label(o.name, 96, 14, { font: o.font, size: 20, color: o.color });
    p.label(o.tag, 97, 40, { size: 8, font: 'Helvetica-Oblique', color: '#555' });
    o.contact.forEach((c, i) => p.label(c, 400, 14 + i * 10, { size: 7, color: '#333', width: 180, align: 'right' }));
    d.moveTo(36, 64).lineTo(576, 64).lineWidth(1.5).stroke(o.color);
    return 74;
  }
  p.label(o.name.toUpperCase(), 36, 18, { font: o.font, size: 17, color: o.color });
  p.label(o.tag, 36, 40, { size: 7.5, color: '#444' });
  p.label(o.contact.join('  |  '), 36, 52, { size: 7, color: '#444' });
  d.moveTo(36, 64).lineTo(576, 64).lineWidth(0.6).stroke('#000').moveTo(36, 67).lineTo(576, 67).lineWidth(2).stroke(o.color);
  return 78;
}

export function section(p: Pen, title: string, x: number, y: number, w: number, color: string, filled = true): number {
  if (filled) { p.doc.rect(x, y, w, 13).fill(color); p.label(title, x + 5, y + 3, { font: 'Helvetica-Bold', size: 8, color: '#fff' }); }
  else { p.label(title, x, y + 1, { font: 'Helvetica-Bold', size: 9, color }); p.doc.moveTo(x, y + 12).lineTo(x + w, y + 12).lineWidth(0.8).stroke(color); }
  return y + 17;
}

/** "Label ________ value" on one line; the line starts after the label. */
export function lineField(p: Pen, label: string, s: Slot | string, x: number, y: number, w: number, o: { decoy?: boolean; size?: number; font?: string } = {}): void {
  p.label(label, x, y - 8, { size: o.size ?? 7.5, font: o.font ?? 'Helvetica' });
  p.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 7.5);
  const lw = p.doc.widthOfString(label) + 4;
  p.doc.moveTo(x + lw, y).lineTo(x + w, y).lineWidth(0.5).stroke('#555');
  p.value(s, x + lw, y, w - lw, o.decoy === undefined ? {} : { decoy: o.decoy });
}

/** A boxed cell with its caption at the top left and the value near the bottom. */
export function cell(p: Pen, label: string, s: Slot | string, x: number, y: number, w: number, h: number, o: { decoy?: boolean } = {}): void {
  p.doc.rect(x, y, w, h).lineWidth(0.6).stroke('#444');
  p.label(label, x + 2.5, y + 2, { size: 6, font: 'Helvetica', color: '#333' });
  p.value(s, x + 1, y + h - 3, w - 2, o.decoy === undefined ? {} : { decoy: o.decoy });
}

export function fine(p: Pen, text: string, x: number, y: number, w: number, size = 6): number {
  p.label(text, x, y, { width: w, size, color: '#333' });
  return y + p.doc.font('Helvetica').fontSize(size).heightOfString(text, { width: w, lineGap: 0.5 }) + 4;
}

/** The entity row: the merchant's type checked when the row has it, else "Other" with the text on its line. */
export function entityRow(p: Pen, m: Merchant, options: { label: string; key: string }[], x: number, y: number, gap: number[], otherW: number): void {
  const r = m.rng;
  const blank = r.chance(0.08);
  const mark = r.pick<Mark>(['in', 'in', 'beside', 'circle', 'tick']);
  let idx = options.findIndex((o) => o.key === m.entityKey);
  const otherIdx = options.findIndex((o) => o.key === 'other');
  if (idx < 0) idx = otherIdx;
  const struckPick = r.int(0, options.length - 2);
  const struck = r.chance(0.3) ? (struckPick >= idx ? struckPick + 1 : struckPick) : null;
  const checked = blank ? null : idx;
  const isOther = checked === otherIdx;
  const text = checked === null ? null : isOther ? m.entityText : options[checked]!.label;
  const fields: Fields = { 'application.type_of_entity': entityId(text, m.country) };
  let cx = x;
  const pos = options.map((o, i) => { const v = { label: o.label, x: cx, y }; cx += gap[i] ?? 70; return v; });
  p.checks('entity', pos, checked, mark, isOther ? {} : fields, { struck });
  const ox = pos[otherIdx]!.x + 8 + 3 + p.doc.font('Helvetica').fontSize(7.5).widthOfString(options[otherIdx]!.label) + 2;
  p.doc.moveTo(ox, y + 8).lineTo(ox + otherW, y + 8).lineWidth(0.5).stroke('#555');
  p.value(isOther ? { text: m.entityText, fields } : { text: null, fields: {} }, ox, y + 8, otherW, { size: 8 });
}

/** Payment frequency row (Daily / Weekly / Bi-Weekly / Monthly): a radio group when fillable. */
export function freqRow(p: Pen, m: Merchant, labels: string[], x: number, y: number, gap: number): void {
  const r = m.rng;
  const mark = r.pick<Mark>(['in', 'tick', 'circle', 'beside']);
  const struck = m.freq.index !== null && r.chance(0.35) ? (m.freq.index + 1 + r.int(0, 2)) % 4 : null;
  p.checks('frequency', labels.map((l, i) => ({ label: l, x: x + i * gap, y })), m.freq.index, mark, { 'application.payment_frequency': m.freq.value }, { struck, radio: true });
}

export function signature(p: Pen, who: string, x: number, y: number, w: number, date: string): void {
  const d = p.doc;
  d.moveTo(x, y).lineTo(x + w * 0.62, y).moveTo(x + w * 0.68, y).lineTo(x + w, y).lineWidth(0.5).stroke('#333');
  p.label(`Signature${who ? ` (${who})` : ''}`, x, y + 3, { size: 6.5 });
  p.label('Date', x + w * 0.68, y + 3, { size: 6.5 });
  if (p.style === 'fillable') { p.value({ text: null, fields: {} }, x + w * 0.68, y, w * 0.32); return; }
  d.save().lineWidth(1).strokeColor('#1b2350').moveTo(x + 8, y - 4);
  for (let i = 0; i < 6; i++) d.bezierCurveTo(x + 14 + i * 16, y - 22, x + 20 + i * 16, y + 4, x + 26 + i * 16, y - 6);
  d.stroke().restore();
  p.value(date, x + w * 0.68, y, w * 0.32, { decoy: false });
}

/** Sloppy context value: a phone, a website: printed, not a field of ours and not a trap either. */
export const ctx = (p: Pen, label: string, text: string, x: number, y: number, w: number): void => lineField(p, label, text, x, y, w, { decoy: false });

export function truthOf(drawn: Drawn[], owners: number): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null,
    requested_payment: null, number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (let i = 0; i < owners; i++) {
    const a: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
      tax_id_type: null, tax_id_country: null, date_of_birth: null };
    app.applicants.push(a);
  }
  for (const dr of drawn) {
    if (dr.decoy) continue;
    for (const [path, v] of Object.entries(dr.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) (app.applicants[Number(a[1])] as unknown as Record<string, unknown>)[a[2]!] = v;
      else (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
    }
  }
  return app;
}
