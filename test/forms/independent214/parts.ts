// Pieces shared by the four layouts: the truth paths each printed value gives, and common blocks.
import type { Canvas, FieldValue } from './canvas.ts';
import type { Addr, Model, Owner } from './model.ts';

export type Fields = Record<string, FieldValue>;
export const A = (k: string, v: FieldValue): Fields => ({ [`application.${k}`]: v });
const O = (i: number, f: Fields): Fields => Object.fromEntries(Object.entries(f).map(([k, v]) => [`application.applicants[${i}].${k}`, v]));

export const oName = (i: number, o: Owner): Fields => O(i, { first_name: o.first, last_name: o.last });
export const oRole = (i: number, o: Owner): Fields => O(i, { role: o.role });
export const oPct = (i: number, o: Owner): Fields => O(i, { ownership: o.pct });
export const oTax = (i: number, o: Owner): Fields => O(i, { tax_id: o.tax.value, tax_id_type: o.taxType, tax_id_country: o.tax.value ? 'US' : null });
export const oDob = (i: number, o: Owner): Fields => O(i, { date_of_birth: o.dob?.value ?? null });
export const oScore = (i: number, o: Owner): Fields => O(i, { credit_score: o.score });

export const einFields = (m: Model): Fields => ({ ...A('business_tax_id', m.ein.value), ...A('business_tax_id_type', 'EIN'), ...A('business_tax_id_country', 'US') });
export const stateFields = (m: Model): Fields => ({ ...A('state_region', m.addr.state), ...A('country', 'United States') });
export const oneLine = (a: Addr): string => `${a.street}, ${a.city}, ${a.state} ${a.zip}`;
export const FREQ_LABELS: [string, string][] = [['daily', 'Daily'], ['weekly', 'Weekly'], ['biweekly', 'Bi-Weekly'], ['monthly', 'Monthly']];
export const pctText = (o: Owner, k: number): string => (k === 0 ? `${o.pct}%` : k === 1 ? String(o.pct) : `${o.pct}.00%`);

export const AUTH = 'By signing below, each of the above (individually, an "Owner", and together with the business, the "Applicant") certifies that all '
  + 'information and documents submitted in connection with this application are true, accurate and complete, and authorizes the recipient, its '
  + 'assigns, agents and funding partners to obtain consumer and business credit reports, to verify bank, landlord and trade references, and to '
  + 'share this application with prospective funders. Franchise information is provided for underwriting only and does not create any '
  + 'obligation of the franchisor. This is an application for a purchase of future receivables and not a loan.';

/** Signature lines, one per owner, with the printed name typed under each (decoy: the name repeats the owner's). */
export function signatures(c: Canvas, m: Model, x: number, y: number, w: number, labelFont: string): number {
  const cols = Math.min(m.owners.length, 3), cw = w / cols;
  m.owners.forEach((o, i) => {
    const cx = x + (i % cols) * cw, cy = y + Math.floor(i / cols) * 56;
    c.line(cx, cy + 22, cx + cw - 14, cy + 22);
    c.text(`Signature - Owner ${i + 1}`, cx, cy + 25, { font: labelFont, size: 6.5 });
    c.line(cx, cy + 46, cx + cw * 0.62 - 14, cy + 46);
    c.text('Date', cx + cw * 0.62, cy + 49, { font: labelFont, size: 6.5 });
    c.line(cx + cw * 0.62, cy + 46, cx + cw - 14, cy + 46);
    if (c.style !== 'fillable') c.doc.save().font('Hand').fontSize(14).fillColor('#1c2f86').text(`${o.first[0]}. ${o.last}`, cx + 8, cy + 6, { lineBreak: false }).restore();
  });
  return y + Math.ceil(m.owners.length / cols) * 56;
}
