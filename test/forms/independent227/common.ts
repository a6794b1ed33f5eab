// Truth fields for each printed value, following applications.md, shared by the four layouts.
import type { FieldValues, Form } from './draw.ts';
import { type Deal, type Owner, digits, money } from './data.ts';

const A = 'application.';
export const ap = (i: number, k: string): string => `${A}applicants[${i}].${k}`;

export function legalF(d: Deal): FieldValues { return { [`${A}legal_name`]: d.legal }; }
/** The DBA as printed: null when blank, SAME, N/A or equal to the legal name. */
export function dbaF(printed: string): FieldValues {
  const t = printed.trim();
  return { [`${A}trade_name`]: !t || /^(same|n\/?a)$/i.test(t) ? null : t };
}
export function entityF(d: Deal): FieldValues { return { [`${A}type_of_entity`]: d.entity }; }
export function industryF(d: Deal): FieldValues { return { [`${A}industry`]: d.industryId }; }
export function taxF(d: Deal, type?: string): FieldValues {
  return { [`${A}business_tax_id`]: digits(d.ein), [`${A}business_tax_id_type`]: type ?? d.taxType, [`${A}business_tax_id_country`]: 'US' };
}
export function stateF(d: Deal): FieldValues { return { [`${A}state_region`]: d.addr.state, [`${A}country`]: 'United States' }; }
export function startF(d: Deal): FieldValues { return { [`${A}business_start_date`]: d.start }; }
export function amountF(d: Deal): FieldValues { return { [`${A}requested_amount`]: d.requested }; }
export function paymentF(d: Deal): FieldValues { return { [`${A}requested_payment`]: d.payment }; }
export function countF(d: Deal): FieldValues { return { [`${A}number_of_payments`]: d.numPayments }; }
export function freqF(d: Deal): FieldValues { return { [`${A}payment_frequency`]: d.freq }; }

export function nameF(o: Owner, i: number): FieldValues { return { [ap(i, 'first_name')]: o.first, [ap(i, 'last_name')]: o.last }; }
export function firstF(o: Owner, i: number): FieldValues { return { [ap(i, 'first_name')]: o.first }; }
export function lastF(o: Owner, i: number): FieldValues { return { [ap(i, 'last_name')]: o.last }; }
export function titleF(o: Owner, i: number): FieldValues { return { [ap(i, 'role')]: o.title }; }
export function pctF(o: Owner, i: number): FieldValues { return { [ap(i, 'ownership')]: o.pct }; }
export function creditF(o: Owner, i: number): FieldValues { return { [ap(i, 'credit_score')]: o.credit }; }
export function dobF(o: Owner, i: number): FieldValues { return { [ap(i, 'date_of_birth')]: o.dob }; }
/** A full SSN/ITIN gives the tax id, its type and country; a masked one gives nothing (see README). */
export function ssnF(o: Owner, i: number, masked: boolean): FieldValues {
  return masked ? {} : { [ap(i, 'tax_id')]: digits(o.ssn), [ap(i, 'tax_id_type')]: o.ssnType, [ap(i, 'tax_id_country')]: 'US' };
}
export const maskSsn = (s: string): string => `XXX-XX-${s.slice(-4)}`;

export const fullName = (o: Owner): string => `${o.first}${o.middle ? ` ${o.middle}.` : ''} ${o.last}`;
export const lastFirst = (o: Owner): string => `${o.last}, ${o.first}${o.middle ? ` ${o.middle}` : ''}`;
export const cityLine = (a: { city: string; state: string; zip: string }): string => `${a.city}, ${a.state} ${a.zip}`;
export const usd = (n: number, cents = false): string => `$${money(n, cents)}`;

/** The signature block every layout ends with: a scribble, the printed name and a date per owner. */
export function signatures(f: Form, d: Deal, x: number, y: number, w: number, cols: number, printName: boolean): void {
  const cw = w / cols;
  d.owners.slice(0, cols).forEach((o, i) => {
    const cx = x + i * cw;
    const doc = f.doc;
    doc.save().lineWidth(0.9).strokeColor('#1a2a6c');
    doc.moveTo(cx + 8, y + 14).bezierCurveTo(cx + 30, y - 6, cx + 45, y + 26, cx + 70, y + 8).bezierCurveTo(cx + 85, y, cx + 95, y + 18, cx + 120, y + 10).stroke();
    doc.restore();
    f.line(cx, y + 20, cw - 14);
    f.label(`Signature of Owner ${i + 1}`, cx, y + 23, 6);
    if (printName) f.value(`owner${i}_signed_name`, fullName(o), cx, y + 33, cw - 70, nameF(o, i), 8);
    f.line(cx, y + 46, cw - 70);
    f.label('Print Name', cx, y + 49, 6);
    f.value(`owner${i}_sign_date`, `05/0${1 + (i % 2)}/2024`, cx + cw - 62, y + 33, 48, {}, 8);
    f.line(cx + cw - 64, y + 46, 50);
    f.label('Date', cx + cw - 64, y + 49, 6);
  });
}

export const AUTH = 'By signing below, each of the above listed business and business owner(s) (individually and collectively, "you") ' +
  'certify that all information and documents submitted in connection with this application are true, correct and complete. ' +
  'You authorize the broker named above, its assigns, agents, banks and any funding source it presents this application to, to ' +
  'obtain consumer and business credit reports, motor carrier safety records (FMCSA SAFER / CSA), contractor licence and bond ' +
  'status, and to verify bank, landlord, trade and factoring references. A merchant cash advance is a purchase of future ' +
  'receivables and is not a loan. You authorize the funding source to share this information with its affiliates and to contact ' +
  'you by telephone, text or e-mail at any number or address given, including by automated means.';
