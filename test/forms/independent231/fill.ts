// What each filled-in value prints and which truth paths it gives (applications.md's reading rules), per merchant.
import type { Merchant, Owner } from './data.ts';
import { FREQ_LABEL, money, spaceSin } from './data.ts';
import type { Canvas } from './canvas.ts';

export interface V { text: string; fields: Record<string, string | number> | null }
const A = 'application.';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function business(m: Merchant) {
  const bnFields = { [`${A}business_tax_id`]: m.bnTruth, [`${A}business_tax_id_type`]: 'BN', [`${A}business_tax_id_country`]: 'CA' };
  const prov = { [`${A}state_region`]: m.prov.code, [`${A}country`]: 'Canada' };
  return {
    legal: { text: m.legal, fields: { [`${A}legal_name`]: m.legal } } as V,
    trade: { text: m.tradePrinted, fields: m.trade ? { [`${A}trade_name`]: m.trade } : null } as V,
    entity: { text: m.entityPrinted, fields: { [`${A}type_of_entity`]: m.entityId } } as V,
    entityCheck: { [`${A}type_of_entity`]: m.entityId },
    industry: { text: m.industryText, fields: { [`${A}industry`]: m.industryId } } as V,
    bn: { text: m.bnPrinted, fields: bnFields } as V,
    street: { text: m.street, fields: null } as V,
    city: { text: m.city, fields: null } as V,
    prov: { text: m.provPrinted, fields: prov } as V,
    postal: { text: m.postal, fields: null } as V,
    /** City, province and postal code on one line. */
    cityLine: { text: `${m.city}, ${m.provPrinted}  ${m.postal}`, fields: prov } as V,
    start: { text: m.startPrinted, fields: m.startIso ? { [`${A}business_start_date`]: m.startIso } : null } as V,
    amount: { text: m.amountPrinted, fields: { [`${A}requested_amount`]: m.amount } } as V,
    payment: { text: m.paymentPrinted, fields: { [`${A}requested_payment`]: m.payment } } as V,
    nPayments: { text: String(m.nPayments), fields: { [`${A}number_of_payments`]: m.nPayments } } as V,
    freqText: { text: FREQ_LABEL[m.freq]!, fields: { [`${A}payment_frequency`]: m.freq } } as V,
    freqCheck: { [`${A}payment_frequency`]: m.freq },
  };
}

export function owner(o: Owner, i: number, order: 'first' | 'last' = 'first') {
  const P = `${A}applicants[${i}].`;
  const mid = o.middle ? ` ${o.middle}` : '';
  const dob = o.dob ? (i % 2 === 0 ? o.dob : `${MONTHS[Number(o.dob.slice(5, 7)) - 1]} ${Number(o.dob.slice(8))}, ${o.dob.slice(0, 4)}`) : '';
  const sinText = o.sinShown === 'full' ? spaceSin(o.sin!, i % 2 ? '-' : ' ') : o.sinShown === 'masked' ? (i % 2 ? `***-***-${o.sin!.slice(6)}` : `XXX XXX ${o.sin!.slice(6)}`) : '';
  return {
    name: { text: order === 'first' ? `${o.first}${mid} ${o.last}` : `${o.last}, ${o.first}${mid}`, fields: { [`${P}first_name`]: o.first, [`${P}last_name`]: o.last } } as V,
    first: { text: `${o.first}${mid}`, fields: { [`${P}first_name`]: o.first } } as V,
    last: { text: o.last, fields: { [`${P}last_name`]: o.last } } as V,
    title: { text: o.title, fields: { [`${P}role`]: o.title } } as V,
    pct: { text: i % 2 ? String(o.pct) : `${o.pct}%`, fields: { [`${P}ownership`]: o.pct } } as V,
    sin: { text: sinText, fields: o.sinShown === 'full' ? { [`${P}tax_id`]: o.sin!, [`${P}tax_id_type`]: 'SIN', [`${P}tax_id_country`]: 'CA' } : null } as V,
    dob: { text: dob, fields: o.dob ? { [`${P}date_of_birth`]: o.dob } : null } as V,
    score: { text: o.score ? String(o.score) : '', fields: o.score ? { [`${P}credit_score`]: o.score } : null } as V,
    home: { text: o.home, fields: null } as V,
    cell: { text: o.cell, fields: null } as V,
    email: { text: o.email, fields: null } as V,
  };
}

/** Put one value: applicant value or (fields null) a decoy. */
export function put(c: Canvas, key: string, v: V, x: number, y: number, w: number, size = 9): void {
  c.value(key, v.text, v.fields, x, y, w, size);
}

export const ENTITY_BOXES = ['Corporation', 'Sole Proprietorship', 'Partnership', 'ULC', 'Co-operative', 'Other'];
export const FREQS = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
export const PIPEDA = 'CONSENT (PIPEDA). By signing below, each undersigned owner and the business consent to the collection, use and disclosure of their personal ' +
  'information, including credit reports from Equifax Canada and TransUnion of Canada, by the broker named above and by the funders to whom this application ' +
  'is submitted, for the purposes of evaluating the request for a purchase of future receivables, verifying identity, and administering any agreement. ' +
  'Personal information is handled in accordance with the Personal Information Protection and Electronic Documents Act and applicable provincial privacy ' +
  'legislation. Consent may be withdrawn at any time subject to legal or contractual restrictions. A merchant cash advance is not a loan.';
export const CERTIFY = 'The undersigned certifies that the information provided in this application, including all supporting documents, is true and ' +
  'complete, and authorizes the release of bank statements, processing statements and tax filings to the recipient and its funding partners.';
export const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
export { money };
