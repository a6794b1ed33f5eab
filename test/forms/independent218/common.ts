// Truth paths for each printed value, and the blocks every broker's form shares (fine print, signature rows).
import type { Form, Fields } from './draw.ts';
import type { Merchant, Owner } from './data.ts';

export const A = (fields: Record<string, string | number | null>): Fields =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [`application.${k}`, v]));
export const O = (i: number, fields: Record<string, string | number | null>): Fields =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [`application.applicants[${i}].${k}`, v]));
export const DECOY: Fields = {};

export const countryName = (m: Merchant): string => (m.country === 'CA' ? 'Canada' : 'United States');

export const legal = (m: Merchant): Fields => A({ legal_name: m.legal });
export const dba = (m: Merchant): Fields => A({ trade_name: m.dbaTruth });
export const region = (m: Merchant): Fields => A({ state_region: m.region, country: countryName(m) });
export const taxId = (m: Merchant): Fields => A({ business_tax_id: m.taxTruth, business_tax_id_type: m.taxType, business_tax_id_country: m.country });
export const start = (m: Merchant): Fields => A({ business_start_date: m.startIso });
export const entity = (m: Merchant): Fields => A({ type_of_entity: m.entityId });
export const industry = (m: Merchant): Fields => A({ industry: m.industryId });
export const amount = (m: Merchant): Fields => A({ requested_amount: m.amount });
export const payment = (m: Merchant): Fields => A({ requested_payment: m.payment });
export const nPayments = (m: Merchant): Fields => A({ number_of_payments: m.nPayments });
export const freq = (m: Merchant): Fields => A({ payment_frequency: m.freq });

export const ownerName = (o: Owner, i: number): Fields => O(i, { first_name: o.first, last_name: o.last });
export const role = (o: Owner, i: number): Fields => O(i, { role: o.title });
export const pct = (o: Owner, i: number): Fields => O(i, { ownership: o.pct });
export const dob = (o: Owner, i: number): Fields => O(i, { date_of_birth: o.dob });
export const credit = (o: Owner, i: number): Fields => O(i, { credit_score: o.credit });
export const ownerTax = (o: Owner, i: number, country: string): Fields =>
  O(i, { tax_id: o.masked ? null : o.taxDigits, tax_id_type: o.taxType, tax_id_country: country });

export const FREQS = ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'];

/** The authorisation paragraph: US (FCRA-style) or Canadian (PIPEDA consent). */
export function authorisation(f: Form, x: number, y: number, w: number, broker: string, ca: boolean, size = 5.6): number {
  const us = `By signing below, each of the above-listed business and business owner(s) (individually and collectively, "you") certify that all information and documents submitted in connection with this application are true, correct and complete. You authorize ${broker}, its assigns, agents, banks and financial institutions to obtain consumer or personal, business and investigative reports and other information about you, including credit card processor statements and bank statements, from one or more consumer reporting agencies, such as TransUnion, Experian and Equifax, and from other credit bureaus, banks, creditors and other third parties. You also authorize ${broker} to transmit this application form, along with any of the foregoing information obtained in connection with this application, to any or all of its funding partners. This is a purchase of future receivables and not a loan.`;
  const can = `CONSENT (PIPEDA). By signing below, the business and each owner consent to the collection, use and disclosure of their personal information, including credit reports from Equifax Canada and TransUnion Canada, by ${broker} and its funding partners for the purpose of evaluating this request for a purchase of future receivables, and confirm that the information provided is accurate and complete. You may withdraw consent at any time subject to legal or contractual restrictions; withdrawal may prevent us from processing this application. Our privacy officer can be reached at the address above.`;
  return f.para(x, y, w, ca ? can : us, size);
}

/** One signature block per owner, side by side: signature, printed name, title, date. */
export function signatures(f: Form, m: Merchant, x: number, y: number, w: number, dated: string): void {
  const n = Math.max(2, m.owners.length), cw = (w - (n - 1) * 12) / n;
  for (let i = 0; i < n; i++) {
    const cx = x + i * (cw + 12), o = m.owners[i];
    f.signature(cx, y, cw * 0.62, `Owner #${i + 1} Signature`);
    f.signature(cx + cw * 0.66, y, cw * 0.34, 'Date');
    if (o) f.value(cx + cw * 0.66, y - 13, cw * 0.34, 12, dated, null, 'sig_date');
    f.signature(cx, y + 26, cw, 'Print Name / Title');
    if (o) f.value(cx, y + 13, cw, 12, `${o.first} ${o.last}, ${o.title}`, null, 'sig_print');
  }
}

/** A broker's ISO / sales representative box (its values are decoys). */
export function isoBox(f: Form, m: Merchant, x: number, y: number, w: number, company: string, fill: string): number {
  f.bar(x, y, w, w < 140 ? 'ISO REP' : 'ISO / SALES REP (office use)', fill, '#fff', 11);
  f.cell(x, y + 13, w, 17, 'Rep Name', m.iso.name, DECOY, 'iso_rep');
  f.cell(x, y + 30, w / 2, 17, 'Rep Phone', m.iso.phone, DECOY, 'iso_phone');
  f.cell(x + w / 2, y + 30, w / 2, 17, 'Rep ID', m.iso.id, DECOY, 'iso_id');
  f.text(x + 2, y + 49, company, 5, 'Helvetica-Oblique', '#555');
  return y + 56;
}

export function signedDate(m: Merchant): string {
  return m.country === 'CA' ? '2024-03-18' : '03/18/2024';
}
