// Shared pieces of the five layouts: captioned lines and cells, and putting a merchant's / an owner's values with
// their truth paths (a masked, blank-ish or N/A value goes in as a decoy: printed, but not the application's).
import { FREQ_LABELS, type Merchant, type Owner, type TaxTruth } from './data.ts';
import type { Form } from './form.ts';

export const A = (k: string): string => `application.${k}`;
export const P = (i: number, k: string): string => `application.applicants[${i}].${k}`;
export interface Slot { x: number; y: number; w: number; h?: number; size?: number }

/** "Caption ________": caption on the left, the line after it; returns the value area. */
export function capLine(f: Form, cap: string, x: number, y: number, w: number, o: { size?: number; bold?: boolean; gapAfter?: number } = {}): Slot {
  const size = o.size ?? 8;
  f.doc.font(o.bold ? f.labelBold : f.labelFont).fontSize(size);
  const cw = f.doc.widthOfString(cap) + (o.gapAfter ?? 4);
  f.label(cap, x, y - size, { size, bold: o.bold });
  f.hline(x + cw, y, w - cw);
  return { x: x + cw, y, w: w - cw };
}
/** A line with its caption printed small underneath (government-form style). */
export function lineCapBelow(f: Form, cap: string, x: number, y: number, w: number): Slot {
  f.hline(x, y, w);
  f.label(cap, x + 1, y + 2, { size: 6.5 });
  return { x, y, w };
}
/** A boxed cell with its caption in the top-left corner; the value is written on the cell's lower part. */
export function cell(f: Form, cap: string, x: number, y: number, w: number, h: number): Slot {
  f.rect(x, y, w, h, { lw: 0.5 });
  f.label(cap, x + 2, y + 1.5, { size: 6 });
  return { x, y: y + h - 3, w, h: h - 10 };
}

function tin(t: TaxTruth, path: (k: string) => string): Record<string, unknown> | undefined {
  return t.tax_id ? { [path('tax_id')]: t.tax_id, [path('tax_id_type')]: t.tax_id_type, [path('tax_id_country')]: t.tax_id_country } : undefined;
}
const when = (ok: boolean, fields: Record<string, unknown>): Record<string, unknown> | undefined => (ok ? fields : undefined);

export type BizKey = 'legal' | 'dba' | 'tax' | 'street' | 'city' | 'state' | 'zip' | 'cityStZip' | 'phone' | 'email' | 'website' | 'start' | 'years' |
  'stateOfInc' | 'employees' | 'industry' | 'amount' | 'payment' | 'nPay' | 'use' | 'sales' | 'landlord' | 'landlordPhone' | 'rent' | 'bank' |
  'routing' | 'account' | 'contact' | 'contactPhone' | 'rep' | 'repPhone' | 'repId' | 'note' | 'country';

/** Puts each merchant value whose slot the layout gives. */
export function putBiz(f: Form, m: Merchant, s: Partial<Record<BizKey, Slot>>): void {
  const put = (k: BizKey, text: string | null, fields?: Record<string, unknown>, decoy?: string): void => {
    const sl = s[k];
    if (sl) f.put({ ...sl, text, name: k, fields, decoy: decoy ?? k });
  };
  const ctry = m.country === 'US' ? 'United States' : 'Canada';
  put('legal', m.legal, { [A('legal_name')]: m.legal });
  put('dba', m.dbaText, when(m.dba !== null, { [A('trade_name')]: m.dba }), 'dba_not_a_name');
  put('tax', m.taxText, tin(m.tax, (k) => A(k.replace('tax_id', 'business_tax_id'))), 'tax_id_masked_or_blank');
  put('street', m.street, undefined, 'business_street');
  put('city', m.city, undefined, 'business_city');
  put('state', m.stateText, { [A('state_region')]: m.state, [A('country')]: ctry });
  put('zip', m.zip, undefined, 'business_zip');
  if (s.cityStZip) f.put({ ...s.cityStZip, text: `${m.city}, ${m.stateText} ${m.zip}`, name: 'cityStZip', fields: { [A('state_region')]: m.state, [A('country')]: ctry } });
  put('country', ctry, { [A('country')]: ctry });
  put('phone', m.phone, undefined, 'business_phone');
  put('email', m.email, undefined, 'business_email');
  put('website', m.website, undefined, 'website');
  put('start', m.startText, when(m.start !== null, { [A('business_start_date')]: m.start }));
  put('years', m.years, undefined, 'years_in_business');
  put('stateOfInc', m.stateOfInc, undefined, 'state_of_incorporation');
  put('employees', m.employees, undefined, 'employees');
  put('industry', m.industryText, { [A('industry')]: m.industry });
  put('amount', m.amountText, when(m.amount !== null, { [A('requested_amount')]: m.amount }));
  put('payment', m.paymentText, when(m.payment !== null, { [A('requested_payment')]: m.payment }));
  put('nPay', m.nPayText, when(m.nPay !== null, { [A('number_of_payments')]: m.nPay }));
  put('use', m.useOfFunds, undefined, 'use_of_funds');
  put('sales', m.sales, undefined, 'monthly_sales');
  put('landlord', m.landlord, undefined, 'landlord');
  put('landlordPhone', m.landlordPhone, undefined, 'landlord_phone');
  put('rent', m.rent, undefined, 'rent');
  put('bank', m.bank, undefined, 'bank_name');
  put('routing', m.routing, undefined, 'routing_number');
  put('account', m.account, undefined, 'account_number');
  put('contact', m.contact.name, undefined, 'contact_not_owner');
  put('contactPhone', m.contact.phone, undefined, 'contact_phone');
  put('rep', m.rep.name, undefined, 'iso_rep');
  put('repPhone', m.rep.phone, undefined, 'iso_rep_phone');
  put('repId', m.rep.id, undefined, 'iso_id');
  put('note', m.note, undefined, 'margin_note');
}

export type OwnerKey = 'full' | 'lastFirst' | 'first' | 'last' | 'title' | 'pct' | 'tax' | 'dob' | 'credit' | 'home' | 'homeCity' | 'homeState' | 'homeZip' | 'homeAll' | 'cell' | 'email';

/** Puts owner i's values (or, with no owner, empty widgets for a fillable form's blank block). */
export function putOwner(f: Form, o: Owner | undefined, i: number, s: Partial<Record<OwnerKey, Slot>>, cap?: 'SIN' | 'SSN'): void {
  const put = (k: OwnerKey, text: string | null | undefined, fields?: Record<string, unknown>, decoy?: string): void => {
    const sl = s[k];
    if (sl) f.put({ ...sl, text: o ? text : null, name: `owner${i + 1}_${k}`, fields: o ? fields : undefined, decoy: decoy ?? `owner_${k}` });
  };
  const names = o ? { [P(i, 'first_name')]: o.first, [P(i, 'last_name')]: o.last } : {};
  put('full', o?.full, names);
  put('lastFirst', o?.lastFirst, names);
  put('first', o ? `${o.first}${o.middle ? ' ' + o.middle : ''}` : null, o ? { [P(i, 'first_name')]: o.first } : undefined);
  put('last', o ? o.last + o.cred : null, o ? { [P(i, 'last_name')]: o.last } : undefined);
  put('title', o?.title, o ? { [P(i, 'role')]: o.title } : undefined);
  put('pct', o?.pctText, when(o?.pct != null, { [P(i, 'ownership')]: o?.pct }), 'ownership_blank');
  put('tax', o?.taxText, o ? tin(o.tax, (k) => P(i, k)) : undefined, cap === 'SIN' ? 'sin_masked_or_blank' : 'ssn_masked_or_blank');
  put('dob', o?.dobText, when(o?.dob != null, { [P(i, 'date_of_birth')]: o?.dob }), 'dob_masked');
  put('credit', o?.creditText, when(o?.credit != null, { [P(i, 'credit_score')]: o?.credit }), 'credit_score_not_a_number');
  put('home', o?.home, undefined, 'owner_home_address');
  put('homeCity', o?.homeCity, undefined, 'owner_home_city');
  put('homeState', o?.homeState, undefined, 'owner_home_state');
  put('homeZip', o?.homeZip, undefined, 'owner_home_zip');
  put('homeAll', o ? `${o.home}, ${o.homeCity} ${o.homeState} ${o.homeZip}` : null, undefined, 'owner_home_address');
  put('cell', o?.cell, undefined, 'owner_cell');
  put('email', o?.email, undefined, 'owner_email');
}

/** The entity row: the chosen label circled / checked; "Other:XYZ" checks Other and writes XYZ on its line. */
export function putEntity(f: Form, m: Merchant, x: number, y: number, labels: string[], o: { boxes?: boolean; size?: number; gap?: number; otherW?: number } = {}): void {
  const other = m.entLabel.startsWith('Other:');
  const idx = labels.indexOf(other ? 'Other' : m.entLabel);
  const fields = { [A('type_of_entity')]: m.entity };
  const r = f.choice({ x, y, labels, chosen: idx, name: 'entity', fields, boxes: o.boxes, size: o.size, gap: o.gap, record: !other });
  if (labels.includes('Other')) {
    const ow = o.otherW ?? 60;
    f.hline(r.end - (o.gap ?? 14) + 2, y, ow);
    f.put({ x: r.end - (o.gap ?? 14) + 2, y, w: ow, text: other ? m.entLabel.slice(6) : null, name: 'entity_other', fields: other ? fields : undefined, size: 11 });
  }
}

export function putFreq(f: Form, m: Merchant, x: number, y: number, o: { boxes?: boolean; size?: number; gap?: number; labels?: string[] } = {}): void {
  f.choice({ x, y, labels: o.labels ?? FREQ_LABELS, chosen: m.freqIdx, name: 'frequency', fields: { [A('payment_frequency')]: m.freq }, boxes: o.boxes, size: o.size, gap: o.gap });
}
