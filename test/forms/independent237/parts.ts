// Truth fields of the printed values and the blocks every set-237 layout shares (fine print, signatures).
import type { Canvas, FieldValues } from './canvas.ts';
import type { Model, Owner } from './data.ts';

const A = 'application.';
export const legalF = (m: Model): FieldValues => ({ [`${A}legal_name`]: m.legal });
export const dbaF = (m: Model): FieldValues => (m.dbaTruth ? { [`${A}trade_name`]: m.dbaTruth } : {});
export const taxF = (m: Model): FieldValues => ({ [`${A}business_tax_id`]: m.taxDigits, [`${A}business_tax_id_type`]: m.taxType,
  [`${A}business_tax_id_country`]: 'US' });
export const stateF = (m: Model): FieldValues => ({ [`${A}state_region`]: m.state.code, [`${A}country`]: 'United States' });
export const industryF = (m: Model): FieldValues => ({ [`${A}industry`]: m.industry });
export const entityF = (m: Model): FieldValues => ({ [`${A}type_of_entity`]: m.entity.id });
export const startF = (m: Model): FieldValues => ({ [`${A}business_start_date`]: m.start });
export const amountF = (m: Model): FieldValues => ({ [`${A}requested_amount`]: m.amount });
export const paymentF = (m: Model): FieldValues => (m.payment === null ? {} : { [`${A}requested_payment`]: m.payment });
export const countF = (m: Model): FieldValues => (m.count === null ? {} : { [`${A}number_of_payments`]: m.count });
export const freqF = (m: Model): FieldValues => (m.freq === null ? {} : { [`${A}payment_frequency`]: m.freq });

const P = (i: number, f: string) => `${A}applicants[${i}].${f}`;
export const nameF = (o: Owner, i: number): FieldValues => ({ [P(i, 'first_name')]: o.first, [P(i, 'last_name')]: o.last });
export const roleF = (o: Owner, i: number): FieldValues => ({ [P(i, 'role')]: o.title });
export const pctF = (o: Owner, i: number): FieldValues => ({ [P(i, 'ownership')]: o.pct });
export const ssnF = (o: Owner, i: number): FieldValues => (o.ssnDigits ? { [P(i, 'tax_id')]: o.ssnDigits, [P(i, 'tax_id_type')]: o.ssnType,
  [P(i, 'tax_id_country')]: 'US' } : {});
export const dobF = (o: Owner, i: number): FieldValues => ({ [P(i, 'date_of_birth')]: o.dob });
export const ficoF = (o: Owner, i: number): FieldValues => (o.fico === null ? {} : { [P(i, 'credit_score')]: o.fico });

/** The owner's title as printed ('' when the owner left it blank). */
export const titleText = (o: Owner): string => (o.titlePrinted ? o.title : '');
export const roleFields = (o: Owner, i: number): FieldValues => (o.titlePrinted ? roleF(o, i) : {});

/** Which checkbox of a typical entity row holds the entity, or null with the text for "Other". */
export function entityBox(m: Model): { box: string | null; other: string } {
  const map: Record<string, string> = { llc: 'LLC', c_corporation: 'Corporation', s_corporation: 'S-Corp', general_partnership: 'Partnership',
    sole_proprietorship: 'Sole Proprietor' };
  const box = map[m.entity.id] ?? null;
  return { box, other: box ? '' : m.entity.free };
}

export const AUTH = 'By signing below, each of the above merchant and owner(s) (individually and collectively, "Applicant") certifies that all ' +
  'information and documents submitted in connection with this application are true, correct and complete. Applicant authorizes the ' +
  'recipient, its affiliates, agents and any funder to which this application is submitted to obtain consumer and business credit reports, ' +
  'bank references, and any other information it deems necessary, now and for as long as any obligation remains. Applicant waives and ' +
  'releases any claims arising from such inquiries. A photocopy or electronic copy of this authorization is as valid as the original.';

/** Signature lines per owner, with printed name and a date (the date and name are decoys, not application values). */
export function signatures(c: Canvas, m: Model, x: number, y: number, w: number): number {
  const col = w / 2;
  m.owners.forEach((o, i) => {
    const cx = x + (i % 2) * col, cy = y + Math.floor(i / 2) * 46;
    c.line(cx, cy + 18, cx + col - 20, cy + 18);
    if (c.style === 'handwritten' || c.style === 'typed') {
      c.doc.save().lineWidth(0.9).strokeColor('#1b2a6b').moveTo(cx + 10, cy + 15).bezierCurveTo(cx + 30, cy - 2, cx + 40, cy + 22, cx + 70, cy + 8)
        .bezierCurveTo(cx + 90, cy + 2, cx + 95, cy + 16, cx + 120, cy + 10).stroke().restore();
    }
    c.label(`Signature of Owner ${i + 1}`, cx, cy + 20, { size: 6.5 });
    c.label('Date:', cx + col - 95, cy + 20, { size: 6.5 });
    c.value(`sign_date_${i}`, m.signDate, cx + col - 75, cy + 21, 55, {}, 7.5);
    c.label('Print Name:', cx, cy + 30, { size: 6.5 });
    c.value(`sign_name_${i}`, `${o.first} ${o.last}`, cx + 40, cy + 30, col - 70, {}, 7.5);
  });
  return y + Math.ceil(m.owners.length / 2) * 46;
}

export function finePrint(c: Canvas, text: string, x: number, y: number, w: number, size = 6): number {
  c.doc.font('Helvetica').fontSize(size);
  const h = c.doc.heightOfString(text, { width: w });
  c.label(text, x, y, { size, width: w, color: '#333333' });
  return y + h + 4;
}
