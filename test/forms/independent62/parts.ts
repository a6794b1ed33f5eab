// Building blocks shared by set 62's layouts: a labelled field in four placements and the truth paths of values.
import type { Sheet } from './sheet.ts';
import type { Merchant, Owner } from './model.ts';

export type Place = 'left' | 'above' | 'below' | 'inside';
export interface FieldOpts { paths?: Record<string, unknown>; decoy?: string; lw?: number; size?: number }

/** A label and its value in a cell at (x, y) of width w; returns the height used. */
export function fld(s: Sheet, place: Place, label: string, text: string, x: number, y: number, w: number, o: FieldOpts = {}): number {
  const v = { paths: o.paths, decoy: o.decoy, size: o.size };
  switch (place) {
    case 'left': {
      const lw = o.lw ?? Math.min(w * 0.45, s.doc.font('Helvetica').fontSize(7.5).widthOfString(label) + 6);
      s.label(label, x, y + 4);
      s.line(x + lw, y + 12, x + w - 4, y + 12);
      s.value(text, x + lw + 2, y, w - lw - 6, v);
      return 18;
    }
    case 'above':
      s.label(label, x, y, { size: 7 });
      s.box(x, y + 9, w - 4, 14);
      s.value(text, x + 2, y + 10, w - 8, v);
      return 27;
    case 'below':
      s.line(x, y + 13, x + w - 6, y + 13);
      s.value(text, x + 2, y + 1, w - 10, v);
      s.label(label, x, y + 15, { size: 6.5, gray: true });
      return 26;
    case 'inside':
      s.box(x, y, w, 24);
      s.label(label, x + 2, y + 2, { size: 6 });
      s.value(text, x + 3, y + 10, w - 6, v);
      return 24;
  }
}

export const bizPaths = {
  legal: (m: Merchant) => ({ legal_name: m.legal }),
  dba: (m: Merchant) => (m.dba ? { trade_name: m.dba } : undefined),
  entity: (m: Merchant) => ({ type_of_entity: m.entityId }),
  industry: (m: Merchant) => ({ industry: m.industryId }),
  tax: (m: Merchant) => ({ business_tax_id: m.taxDigits, business_tax_id_type: m.taxType, business_tax_id_country: m.ca ? 'CA' : 'US' }),
  region: (m: Merchant) => ({ state_region: m.region, country: m.ca ? 'Canada' : 'United States' }),
  start: (m: Merchant) => ({ business_start_date: m.start }),
  amount: (m: Merchant) => ({ requested_amount: m.amount }),
  payment: (m: Merchant) => ({ requested_payment: m.payment }),
  nPayments: (m: Merchant) => ({ number_of_payments: m.nPayments }),
  freq: (m: Merchant) => ({ payment_frequency: m.freq }),
};

const A = (i: number, k: string) => `applicants[${i}].${k}`;
export const own = {
  name: (i: number, o: Owner) => ({ [A(i, 'first_name')]: o.first, [A(i, 'last_name')]: o.last }),
  first: (i: number, o: Owner) => ({ [A(i, 'first_name')]: o.first }),
  last: (i: number, o: Owner) => ({ [A(i, 'last_name')]: o.last }),
  role: (i: number, o: Owner) => ({ [A(i, 'role')]: o.title }),
  pct: (i: number, o: Owner) => ({ [A(i, 'ownership')]: o.pct }),
  tax: (i: number, o: Owner, ca: boolean) => (o.taxDigits ? { [A(i, 'tax_id')]: o.taxDigits, [A(i, 'tax_id_type')]: o.taxType, [A(i, 'tax_id_country')]: ca ? 'CA' : 'US' } : undefined),
  dob: (i: number, o: Owner) => ({ [A(i, 'date_of_birth')]: o.dob }),
  score: (i: number, o: Owner) => (o.score !== null ? { [A(i, 'credit_score')]: o.score } : undefined),
};

/** The business's city / state / zip line pieces: state gives state_region and country. */
export function address(s: Sheet, place: Place, m: Merchant, x: number, y: number, w: number): number {
  const h = fld(s, place, m.ca ? 'Business Address (Street)' : 'Physical Address (no P.O. Box)', m.street, x, y, w * 0.5);
  fld(s, place, 'City', m.city, x + w * 0.5, y, w * 0.22);
  fld(s, place, m.ca ? 'Province' : 'State', m.region, x + w * 0.72, y, w * 0.1, { paths: bizPaths.region(m) });
  fld(s, place, m.ca ? 'Postal Code' : 'Zip', m.zip, x + w * 0.82, y, w * 0.18);
  return h;
}

/** Decoys common to the theme: registered agent, accountant, bank numbers, landlord. */
export function decoyBlock(s: Sheet, place: Place, m: Merchant, x: number, y: number, w: number, which: ('agent' | 'accountant' | 'bank' | 'landlord' | 'inc')[]): number {
  let yy = y;
  for (const k of which) {
    if (k === 'agent') yy += fld(s, place, 'Registered Agent (name / company)', m.agent, x, yy, w, { decoy: 'registered_agent' });
    if (k === 'accountant') {
      fld(s, place, 'Outside Accountant / CPA', m.accountant, x, yy, w * 0.6, { decoy: 'accountant' });
      yy += fld(s, place, 'Accountant Phone', m.accountantPhone, x + w * 0.6, yy, w * 0.4, { decoy: 'accountant_phone' });
    }
    if (k === 'bank') {
      fld(s, place, 'Bank Name', m.bank, x, yy, w * 0.34, { decoy: 'bank_name' });
      fld(s, place, m.ca ? 'Transit / Institution No.' : 'Routing (ABA) No.', m.routing, x + w * 0.34, yy, w * 0.33, { decoy: 'routing' });
      yy += fld(s, place, 'Account No.', m.account, x + w * 0.67, yy, w * 0.33, { decoy: 'account' });
    }
    if (k === 'landlord') yy += fld(s, place, 'Landlord / Mortgage Holder', m.landlord, x, yy, w, { decoy: 'landlord' });
    if (k === 'inc') yy += fld(s, place, m.ca ? 'Jurisdiction of Incorporation' : 'State of Incorporation', m.incState, x, yy, w, { decoy: 'state_of_incorporation' });
  }
  return yy - y;
}

export function authorisation(s: Sheet, m: Merchant, y: number, ca: boolean): number {
  const t = ca
    ? 'Each undersigned consents, under PIPEDA and applicable provincial privacy law, to the collection, use and disclosure of the personal information above, including credit bureau reports, to evaluate this application and to share it with funding partners.'
    : 'By signing below, each owner and guarantor certifies the information above is true and complete and authorizes the broker and its funding partners to obtain business and personal credit reports, bank statements and other information to evaluate this application.';
  s.label(t, 36, y, { size: 6.5, width: 540 });
  const n = Math.min(2, m.owners.length);
  for (let i = 0; i < n; i++) {
    const x = 36 + i * 275;
    s.line(x, y + 48, x + 170, y + 48); s.label('Signature', x, y + 51, { size: 6.5 });
    s.line(x + 180, y + 48, x + 250, y + 48); s.label('Date', x + 180, y + 51, { size: 6.5 });
  }
  return 64;
}
