// Pieces every layout shares: truth paths, the printed forms of an owner's values, and the authorisation fine print.
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtSsn, money, usDate, type Deal, type Owner } from './data.ts';
import type { FieldValue, Form } from './form.ts';

export const P = (k: string): string => `application.${k}`;
export const O = (i: number, k: string): string => `application.applicants[${i}].${k}`;
type F = Record<string, FieldValue>;

export const nameFields = (i: number, o: Owner): F => ({ [O(i, 'first_name')]: o.first, [O(i, 'last_name')]: o.last });
export const fullName = (o: Owner, credential = true): string =>
  `${o.first}${o.middle ? ` ${o.middle}.` : ''} ${o.last}${credential && o.credential ? `, ${o.credential}` : ''}`;
export const lastFirst = (o: Owner): string => `${o.last}, ${o.first}${o.middle ? ` ${o.middle}.` : ''}`;

/** The SSN as printed and what it gives: masked -> nothing (a decoy), else digits with SSN/ITIN by its first digit. */
export function ssnOf(i: number, o: Owner): { text: string; fields: F } {
  const text = fmtSsn(o.ssn, o.masked);
  if (o.masked) return { text, fields: {} };
  return { text, fields: { [O(i, 'tax_id')]: o.ssn, [O(i, 'tax_id_type')]: o.ssn.startsWith('9') ? 'ITIN' : 'SSN', [O(i, 'tax_id_country')]: 'US' } };
}
export const dobOf = (i: number, o: Owner, style: 'slash' | 'short' = 'slash'): { text: string; fields: F } =>
  ({ text: usDate(o.dob, style), fields: { [O(i, 'date_of_birth')]: o.dob } });
export const pctOf = (i: number, o: Owner, r: Rng): { text: string; fields: F } =>
  ({ text: r.pick([`${o.pct}%`, `${o.pct}`, `${o.pct} %`]), fields: { [O(i, 'ownership')]: o.pct } });
export const ficoOf = (i: number, o: Owner): { text: string; fields: F } =>
  ({ text: o.credit === null ? '' : String(o.credit), fields: { [O(i, 'credit_score')]: o.credit } });
export const roleOf = (i: number, o: Owner): F => ({ [O(i, 'role')]: o.title });

/** The business tax ID as printed: EIN NN-NNNNNNN (or bare 9 digits under an EIN label), SSN/ITIN for a sole proprietor. */
export function taxIdOf(d: Deal, r: Rng, bareOk: boolean): { text: string; fields: F } {
  const text = d.einType === 'EIN' ? (bareOk && r.chance(0.35) ? d.ein : `${d.ein.slice(0, 2)}-${d.ein.slice(2)}`) : fmtSsn(d.ein, false);
  return { text, fields: { [P('business_tax_id')]: d.ein, [P('business_tax_id_type')]: d.einType, [P('business_tax_id_country')]: 'US' } };
}
export const amountOf = (d: Deal, r: Rng): { text: string; fields: F } => ({ text: money(r, d.amount), fields: { [P('requested_amount')]: d.amount } });
export const dbaOf = (d: Deal): { text: string; fields: F | null } =>
  ({ text: d.dbaText, fields: d.trade ? { [P('trade_name')]: d.trade } : null });

export const FREQ_LABELS: [string, Deal['freq']][] = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']];
export const ENTITY_BOXES = ['Corporation', 'LLC', 'Partnership', 'LLP', 'Sole Proprietor'];

/** Entity checkboxes in a row, then "Other: ____" with its text; returns the x after the row. */
export function entityBoxes(f: Form, d: Deal, x: number, y: number, gap: number, size = 7): number {
  let cx = x;
  for (const label of ENTITY_BOXES) {
    f.check(`entity_${label}`, label, d.checkboxLabel === label, { [P('type_of_entity')]: d.entityId }, cx, y, size);
    cx += gap + f.doc.font('Helvetica').fontSize(7.5).widthOfString(label);
  }
  const other = d.checkboxLabel.startsWith('Other:');
  f.check('entity_Other', 'Other:', other, null, cx, y, size);
  f.doc.lineWidth(0.4).moveTo(cx + 35, y + size).lineTo(cx + 110, y + size).stroke();
  f.value('entity_other_text', other ? d.entityText : '', other ? { [P('type_of_entity')]: d.entityId } : null, cx + 35, y - 4, 75, size + 4, 8);
  return cx + 115;
}

export function authorization(broker: string): string {
  return `By signing below, each of the above listed business and business owner/officer (individually and collectively, "you") ` +
    `certify that all information and documents submitted in connection with this application are true, correct and complete. ` +
    `You authorize ${broker}, its assigns, agents, banks and financial institutions (collectively "Recipients") to obtain consumer ` +
    `and business credit reports, to verify the information provided, and to contact your bank, landlord and trade references. ` +
    `You authorize Recipients to share this application with funding sources, who may rely on it in making a decision. ` +
    `You waive and release any claims against Recipients and any information-providers arising from any act or omission relating ` +
    `to the requesting or receiving of information. This is not a loan application; any funding is a purchase of future receivables ` +
    `subject to the funder's own agreement. Telephone calls may be recorded. A copy of this authorization is as valid as the original.`;
}
