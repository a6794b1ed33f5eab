// Pieces shared by the layouts of set 127: field maps (which printed text gives which truth field), the entity and
// frequency check-box boxes, banners, consent text and signature lines.
import type { Merchant, Owner } from './data.ts';
import type { Sheet } from './draw.ts';

export type F = Record<string, unknown>;
export const LEGAL = (m: Merchant): F => ({ legal_name: m.legal });
export const DBA = (m: Merchant): F => ({ trade_name: m.dba });
export const TAX = (m: Merchant): F => (m.tax.text ? { business_tax_id: m.tax.digits, business_tax_id_type: m.tax.type, business_tax_id_country: m.tax.country } : {});
export const STATE = (m: Merchant): F => ({ state_region: m.place.code });
export const INDUSTRY = (m: Merchant): F => ({ industry: m.industry });
export const START = (m: Merchant): F => ({ business_start_date: m.startIso });
export const AMOUNT = (m: Merchant): F => ({ requested_amount: m.amount });
export const PAYMENT = (m: Merchant): F => ({ requested_payment: m.payment });
export const NPAY = (m: Merchant): F => ({ number_of_payments: m.nPayments });
export const FREQ = (m: Merchant): F => ({ payment_frequency: m.freq });

const A = (i: number, o: Record<string, unknown>): F => Object.fromEntries(Object.entries(o).map(([k, v]) => [`applicants.${i}.${k}`, v]));
export const O = {
  name: (i: number, o: Owner): F => A(i, { first_name: o.first, last_name: o.last }),
  title: (i: number, o: Owner): F => A(i, { role: o.title }),
  pct: (i: number, o: Owner): F => A(i, { ownership: o.pct }),
  score: (i: number, o: Owner): F => A(i, { credit_score: o.score }),
  tax: (i: number, o: Owner): F => A(i, { tax_id: o.tax.digits, tax_id_type: o.tax.type, tax_id_country: o.tax.country }),
  dob: (i: number, o: Owner): F => A(i, { date_of_birth: o.dobIso }),
};

/** Entity check boxes inside one caption box; an entity not offered is ticked as "Other" and written on its line. */
export function entityBox(s: Sheet, m: Merchant, x: number, y: number, w: number, h: number, label: string, options: [string, string][], fill?: string): void {
  const a = s.cap(x, y, w, h, label, fill);
  const offered = options.some(([, id]) => id === m.entityId);
  let cx = a.x + 2;
  const cy = a.y + (a.h - 7) / 2;
  for (const [lab, id] of options) cx = s.check(cx, cy, lab, id === m.entityId, 'entity', { type_of_entity: m.entityId });
  cx = s.check(cx, cy, 'Other:', !offered, 'entity_other');
  s.doc.lineWidth(0.4).strokeColor('#555').moveTo(cx - 4, cy + 7).lineTo(a.x + a.w, cy + 7).stroke();
  s.value(cx - 3, cy - 3, a.x + a.w - cx + 3, 10.5, offered ? null : m.entityText, 'entity_text', { type_of_entity: m.entityId });
}

export const FREQ_LABELS: [string, string][] = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']];

export function freqBox(s: Sheet, m: Merchant, x: number, y: number, w: number, h: number, label: string, labels = FREQ_LABELS, fill?: string): void {
  const a = s.cap(x, y, w, h, label, fill);
  const cy = a.y + (a.h - 7) / 2;
  let cx = a.x + 2;
  const opts = labels.map(([lab, v]) => {
    const o = { x: cx, y: cy, label: lab, value: v };
    s.doc.font(s.theme.labelFont).fontSize(6.5);
    cx += 7 + 2.5 + s.doc.widthOfString(lab) + 8;
    return o;
  });
  s.choice(opts, m.freq, 'frequency', FREQ(m));
}

/** Printed text that is no field of ours but a reader may be tempted by (broker, ISO, landlord ...). */
export function decoyText(s: Sheet, key: string, text: string, x: number, y: number, o: Parameters<Sheet['say']>[3] = {}): void {
  s.say(text, x, y, o);
  s.recs.push({ key: `decoy.${key}`, text, page: s.page, fields: {}, via: 'text' });
}

export function consent(s: Sheet, x: number, y: number, w: number, text: string, size = 5.8, font = 'Helvetica'): number {
  s.say(text, x, y, { width: w, size, font, color: '#222' });
  return s.doc.y;
}

/** Signature, printed name, title and date lines for each owner (left blank: signed on paper after printing). */
export function signatures(s: Sheet, m: Merchant, x: number, y: number, w: number, cols: number, words: [string, string, string]): void {
  const n = Math.max(1, Math.min(m.owners.length, cols * 2));
  const cw = w / cols;
  for (let i = 0; i < n; i++) {
    const cx = x + (i % cols) * cw, cy = y + Math.floor(i / cols) * 34;
    s.doc.lineWidth(0.5).strokeColor('#000').moveTo(cx, cy + 14).lineTo(cx + cw * 0.6, cy + 14).stroke();
    s.doc.moveTo(cx + cw * 0.66, cy + 14).lineTo(cx + cw - 8, cy + 14).stroke();
    s.say(`${words[0]}${n > 1 ? ` (${i + 1})` : ''}`, cx, cy + 16, { size: 6 });
    s.say(words[2], cx + cw * 0.66, cy + 16, { size: 6 });
    s.say(words[1], cx, cy + 23, { size: 5.5, color: '#555' });
  }
}

/** A logo-ish banner: a filled band, a mark drawn from shapes, the broker's name and its own contact details (decoys). */
export function banner(s: Sheet, o: { y: number; h: number; color: string; name: string; sub: string; contact: string[]; mark: 'wave' | 'peak' | 'diamond' | 'gate'; font: string }): void {
  const d = s.doc, y = o.y, h = o.h;
  d.rect(30, y, 552, h).fill(o.color);
  const mx = 40, my = y + 6, ms = h - 12;
  d.save().fillColor('#ffffff').strokeColor('#ffffff').lineWidth(1.5);
  if (o.mark === 'wave') { d.circle(mx + ms / 2, my + ms / 2, ms / 2).stroke(); d.moveTo(mx + 3, my + ms * 0.6).bezierCurveTo(mx + ms * 0.3, my + ms * 0.3, mx + ms * 0.6, my + ms * 0.9, mx + ms - 3, my + ms * 0.5).stroke(); }
  if (o.mark === 'peak') d.polygon([mx, my + ms], [mx + ms * 0.4, my + 2], [mx + ms * 0.6, my + ms * 0.45], [mx + ms * 0.75, my + ms * 0.25], [mx + ms, my + ms]).fill();
  if (o.mark === 'diamond') d.polygon([mx + ms / 2, my], [mx + ms, my + ms / 2], [mx + ms / 2, my + ms], [mx, my + ms / 2]).fill();
  if (o.mark === 'gate') { d.rect(mx, my + 4, 4, ms - 4).fill(); d.rect(mx + ms - 4, my + 4, 4, ms - 4).fill(); d.moveTo(mx, my + 6).quadraticCurveTo(mx + ms / 2, my - 4, mx + ms, my + 6).stroke(); }
  d.restore();
  s.say(o.name, mx + ms + 10, y + h / 2 - 12, { font: o.font, size: 17, color: '#fff' });
  s.say(o.sub, mx + ms + 10, y + h / 2 + 6, { size: 6.5, color: '#e8e8e8', spacing: 1.2 });
  o.contact.forEach((c, i) => decoyText(s, 'broker', c, 400, y + 6 + i * 8.5, { size: 6.5, color: '#fff', width: 176, align: 'right' }));
}
