// Checkbox rows and page furniture shared by set 139's layouts.
import type { Merchant } from './model.ts';
import { freqLabel } from './model.ts';
import type { Painter } from './paint.ts';

export interface RowPlace { x: number; y: number; after: boolean; gap?: number; labelSize?: number; perLine?: number; pitch?: number; field?: string }

/** Entity type boxes then "Other: ____"; returns the y below the last line and the x after the Other line. */
export function entityRow(p: Painter, m: Merchant, r: RowPlace): { y: number; x: number } {
  const labels = [...m.entityRow.map((c) => c.label), 'Other:'];
  const checked = m.entityIdx === -1 ? labels.length - 1 : m.entityIdx;
  const keys = m.entityIdx !== null && m.entityIdx >= 0 ? ['type_of_entity'] : [];
  const per = r.perLine ?? labels.length;
  let y = r.y, end = r.x;
  for (let start = 0; start < labels.length; start += per) {
    const part = labels.slice(start, start + per);
    const ends = p.checks({ labels: part, checked: checked !== null && checked >= start && checked < start + per ? checked - start : null,
      x: r.x, y, after: r.after, keys, gap: r.gap ?? 12, labelSize: r.labelSize ?? 8,
      fields: part.map((l) => `${r.field ?? 'entity'}_${l.replace(/[^A-Za-z]/g, '')}`) });
    end = ends[ends.length - 1]!;
    if (start + per < labels.length) y += r.pitch ?? 13;
  }
  const ox = end + 4;
  p.line(ox, y + 9, ox + 72, y + 9);
  p.value(m.entityIdx === -1 ? ['type_of_entity'] : [], m.entityIdx === -1 ? m.entityOther : null, ox, y - 1, 72,
    { size: 9, field: `${r.field ?? 'entity'}_other_text` });
  return { y: y + (r.pitch ?? 13), x: ox + 72 };
}

export function frequencyRow(p: Painter, m: Merchant, r: RowPlace): void {
  p.checks({ labels: [0, 1, 2, 3].map(freqLabel), checked: m.freqIdx, x: r.x, y: r.y, after: r.after, keys: ['payment_frequency'],
    gap: r.gap ?? 12, labelSize: r.labelSize ?? 8, fields: ['freq_daily', 'freq_weekly', 'freq_biweekly', 'freq_monthly'] });
}

export function ownRentRow(p: Painter, m: Merchant, r: RowPlace): void {
  p.checks({ labels: ['Own', 'Rent'], checked: m.own === 'Own' ? 0 : 1, x: r.x, y: r.y, after: r.after, gap: r.gap ?? 12,
    labelSize: r.labelSize ?? 8, fields: ['premises_own', 'premises_rent'] });
}

export function sectionBar(p: Painter, text: string, x: number, y: number, w: number, fill: string, color = 'white'): void {
  p.doc.rect(x, y, w, 13).fillColor(fill).fill();
  p.label(text, x + 4, y + 3, { size: 8, bold: true, color });
}

export function paragraph(p: Painter, text: string, x: number, y: number, w: number, size = 6.8): number {
  p.label(text, x, y, { size, width: w });
  return p.doc.y;
}

export const AUTH_TEXT = 'By signing below, each of the undersigned certifies that the information in this application is true and complete, '
  + 'authorizes the recipient, its assigns and agents to obtain consumer and business credit reports, bank references and any other '
  + 'information, and acknowledges that this application does not obligate either party to enter into any agreement.';

export const PIPEDA_TEXT = 'Consent (PIPEDA): each principal consents to the collection, use and disclosure of their personal information, '
  + 'including credit bureau reports, for the purpose of evaluating this request for a purchase of future receivables.';

/** Signature lines, one per owner, with a signed date (a date that is not the business start date). */
export function signatures(p: Painter, m: Merchant, x: number, y: number, w: number, signed: string): number {
  const col = w / Math.max(2, m.owners.length);
  m.owners.forEach((_, i) => {
    const cx = x + i * col;
    p.line(cx, y + 14, cx + col - 16, y + 14);
    p.label(`Signature of Owner ${i + 1}`, cx, y + 16, { size: 6.5 });
    p.line(cx, y + 40, cx + col * 0.5, y + 40);
    p.label('Date', cx, y + 42, { size: 6.5 });
    p.decoy('signed_date', signed, cx, y + 29, col * 0.5, { size: 9, field: `sign_date_${i + 1}` });
  });
  return y + 56;
}
