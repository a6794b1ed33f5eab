// Pieces the four layouts share: the business's printed values as key/value rows, entity checkboxes, signatures.
import type { Merchant } from './merchant.ts';
import type { KvRow } from './grid.ts';
import type { Sheet } from './sheet.ts';

const F = (f: string): string => `application.${f}`;

export function bizRow(m: Merchant, what: string, label: string): KvRow {
  const c = m.country;
  switch (what) {
    case 'legal': return { label, key: 'legal_name', text: m.legal, kind: 'value', fields: { [F('legal_name')]: m.legal } };
    case 'dba': return m.dba ? { label, key: 'dba', text: m.dbaPrinted, kind: 'value', fields: { [F('trade_name')]: m.dba } }
      : { label, key: 'dba', text: m.dbaPrinted };
    case 'entityText': return { label, key: 'entity', text: m.entityText, kind: 'value', fields: { [F('type_of_entity')]: m.entity.id } };
    case 'tax': return m.taxId ? { label, key: 'tax_id', text: m.taxPrinted, kind: 'value',
      fields: { [F('business_tax_id')]: m.taxId, [F('business_tax_id_type')]: m.taxType, [F('business_tax_id_country')]: c } }
      : { label, key: 'tax_id', text: m.taxPrinted };
    case 'start': return m.start ? { label, key: 'start', text: m.start.printed, kind: 'value', fields: { [F('business_start_date')]: m.start.iso } }
      : { label, key: 'start', text: '' };
    case 'years': return { label, key: 'years', text: String(m.years) };
    case 'address': return { label, key: 'address', text: m.addr.oneLine, kind: 'value', fields: { [F('state_region')]: m.addr.state } };
    case 'street': return { label, key: 'street', text: m.addr.street };
    case 'city': return { label, key: 'city', text: m.addr.city };
    case 'state': return { label, key: 'state', text: m.addr.state, kind: 'value', fields: { [F('state_region')]: m.addr.state } };
    case 'zip': return { label, key: 'zip', text: m.addr.zip };
    case 'mailing': return { label, key: 'mailing', text: m.mailing?.oneLine ?? '', kind: 'decoy' };
    case 'inc': return { label, key: 'state_of_incorporation', text: m.incState, kind: 'decoy' };
    case 'industry': return { label, key: 'industry', text: m.industryText, kind: 'value', fields: { [F('industry')]: m.industry } };
    case 'amount': return m.amount === null ? { label, key: 'amount', text: '' }
      : { label, key: 'amount', text: m.amountPrinted, kind: 'value', fields: { [F('requested_amount')]: m.amount } };
    case 'payment': return m.payment === null ? { label, key: 'payment', text: '' }
      : { label, key: 'payment', text: m.paymentPrinted, kind: 'value', fields: { [F('requested_payment')]: m.payment } };
    case 'npay': return m.nPayments === null ? { label, key: 'n_payments', text: '' }
      : { label, key: 'n_payments', text: String(m.nPayments), kind: 'value', fields: { [F('number_of_payments')]: m.nPayments } };
    case 'use': return { label, key: 'use_of_funds', text: m.useOfFunds };
    case 'phone': return { label, key: 'phone', text: m.phone };
    case 'email': return { label, key: 'email', text: m.email };
    case 'web': return { label, key: 'website', text: m.website };
    case 'employees': return { label, key: 'employees', text: m.employees };
    case 'sales': return { label, key: 'monthly_sales', text: m.monthlySales };
    case 'landlord': return { label, key: 'landlord', text: m.landlord, kind: 'decoy' };
    case 'landlordPhone': return { label, key: 'landlord_phone', text: m.landlordPhone, kind: 'decoy' };
    case 'rent': return { label, key: 'rent', text: m.rent, kind: 'decoy' };
    case 'bank': return { label, key: 'bank_name', text: m.bank, kind: 'decoy' };
    case 'routing': return { label, key: 'routing', text: m.routing, kind: 'decoy' };
    case 'account': return { label, key: 'account', text: m.account, kind: 'decoy' };
    default: throw new Error(`unknown row ${what}`);
  }
}

export const rows = (m: Merchant, spec: readonly (readonly [string, string])[]): KvRow[] => spec.map(([w, l]) => bizRow(m, w, l));

/** A row of checkboxes; the checked one gives `field` its reference id. Returns the x after the last label. */
export function checkRow(s: Sheet, key: string, x: number, y: number, options: readonly (readonly [string, string | null])[],
  chosen: string | null, field: string, gap = 10): number {
  let cx = x;
  for (const [label, id] of options) {
    const on = id !== null && id === chosen;
    s.check(key, label, on, cx, y, 7, on ? { [`application.${field}`]: id } : {});
    s.label(label, cx + 9.5, y + 0.5, 7);
    s.doc.font('Helvetica').fontSize(7);
    cx += 9.5 + s.doc.widthOfString(label) + gap;
  }
  return cx;
}

/** Signature lines per owner: signature (a scrawl when not fillable), printed name (context), title, date. */
export function signatures(s: Sheet, m: Merchant, x: number, y: number, w: number, date: string): number {
  const n = Math.max(1, m.owners.length);
  const cw = Math.min(w / n, 260);
  m.owners.forEach((o, i) => {
    const cx = x + i * cw;
    s.line(cx, y + 18, cx + cw - 14, y + 18);
    if (s.style !== 'fillable') {
      const r = s.rng;
      s.doc.save().lineWidth(0.8).strokeColor('#1a237e').moveTo(cx + 8, y + 14);
      for (let k = 0; k < 6; k++) s.doc.bezierCurveTo(cx + 14 + k * 12, y + r.float(2, 8), cx + 18 + k * 12, y + r.float(14, 20), cx + 22 + k * 12, y + 12);
      s.doc.stroke().restore();
    }
    s.label(`Signature (Owner ${i + 1})`, cx, y + 20, 6);
    s.value(`sig${i + 1}.printed_name`, o.printed, cx, y + 28, cw - 60, 12, 'context', {}, 8);
    s.value(`sig${i + 1}.date`, date, cx + cw - 58, y + 28, 44, 12, 'context', {}, 8);
    s.label('Print Name', cx, y + 41, 6);
    s.label('Date', cx + cw - 58, y + 41, 6);
  });
  return y + 52;
}

export const AUTH = 'By signing below, each of the above listed business and business owner(s)/officer(s) (individually and collectively, '
  + '"you") authorize(s) {B} and each of its representatives, successors, assigns and designees ("Recipients") that may be involved '
  + 'with or acquire commercial loans or purchases of future receivables to obtain consumer or personal, business and investigative '
  + 'reports and other information about you, including credit card processor statements and bank statements, from one or more '
  + 'consumer reporting agencies and from other credit bureaus, banks, creditors and other third parties. You also authorize the '
  + 'Recipients to transmit this application form, along with any of the foregoing information obtained in connection with this '
  + 'application, to any or all of the Recipients for the foregoing purposes. You certify that all information provided is true and complete.';
