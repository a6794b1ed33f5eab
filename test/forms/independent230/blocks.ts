// Pieces several set-230 layouts print: field paths, owner names in each layout's format, decoy blocks.
import type { Fields, Sheet } from './sheet.ts';
import { type Address, type Merchant, type Owner, maskSsn, money } from './data.ts';

export const A = (k: string, v: string | number | null): Fields => ({ [`application.${k}`]: v });
export const P = (i: number, kv: Record<string, string | number | null>): Fields =>
  Object.fromEntries(Object.entries(kv).map(([k, v]) => [`application.applicants[${i}].${k}`, v]));
export const digits = (s: string): string => s.replace(/\D/g, '');
export const oneLine = (a: Address): string => `${a.street}, ${a.city}, ${a.state} ${a.zip}`;

export function fullName(o: Owner, lastFirst = false): string {
  const mid = o.middle ? ` ${o.middle}.` : '';
  return lastFirst ? `${o.last}, ${o.first}${mid}` : `${o.first}${mid} ${o.last}`;
}
export const nameFields = (i: number, o: Owner): Fields => P(i, { first_name: o.first, last_name: o.last });
export const ssnText = (o: Owner): string => (o.ssnMasked ? maskSsn(o.ssn) : o.ssn);
export const ssnFields = (i: number, o: Owner): Fields =>
  o.ssnMasked ? P(i, { tax_id: null }) : P(i, { tax_id: digits(o.ssn), tax_id_type: 'SSN', tax_id_country: 'US' });
export const pct = (o: Owner): string => `${o.pct}%`;
export const taxFields = (m: Merchant): Fields =>
  ({ ...A('business_tax_id', digits(m.taxId)), ...A('business_tax_id_type', m.taxIdType), ...A('business_tax_id_country', 'US') });
export const stateFields = (m: Merchant): Fields => ({ ...A('state_region', m.address.state), ...A('country', 'United States') });
export const FREQ: Record<string, string> = { Daily: 'daily', Weekly: 'weekly', 'Bi-Weekly': 'biweekly', Monthly: 'monthly' };

/** The card-processing box: processor, MID, volume, average ticket: all context, none of it ours. */
export function cardProcessing(s: Sheet, m: Merchant, x: number, y: number, w: number): void {
  const c = w / 4;
  s.field('Current Processor', m.processor.name, x, y, c - 6, 'processor_name');
  s.field('Merchant ID (MID)', m.processor.mid, x + c, y, c - 6, 'processor_mid');
  s.field('Monthly Card Volume', money(m.processor.volume), x + 2 * c, y, c - 6, 'card_volume');
  s.field('Average Ticket', money(m.processor.ticket, true), x + 3 * c, y, c - 6, 'average_ticket');
}

/** Landlord and lease: the landlord is a company with its own phone, never the applicant. */
export function lease(s: Sheet, m: Merchant, x: number, y: number, w: number): void {
  s.text('Premises:', x, y + 2, 7.5, { bold: true });
  s.check('Own', false, x + 45, y + 1, null);
  s.check('Rent / Lease', true, x + 85, y + 1, 'own_or_rent');
  const c = (w - 160) / 3;
  s.field('Landlord / Mortgage Holder', m.landlord.name, x + 160, y - 6, c * 1.4 - 6, 'landlord_name');
  s.field('Landlord Phone', m.landlord.phone, x + 160 + c * 1.4, y - 6, c * 0.9 - 6, 'landlord_phone');
  s.field('Monthly Rent', money(m.landlord.rent), x + 160 + c * 2.3, y - 6, c * 0.7, 'monthly_rent');
}

export function existingAdvances(s: Sheet, m: Merchant, x: number, y: number, w: number, rows = 2): number {
  const cols = [0, w * 0.45, w * 0.72];
  ['Funder / Lender', 'Current Balance', 'Daily/Weekly Payment'].forEach((h, i) => s.text(h, x + cols[i]! + 3, y + 3, 6.5, { bold: true }));
  s.rect(x, y, w, 12 + rows * 14, '#777');
  for (let r = 0; r < rows; r++) {
    const ry = y + 12 + r * 14;
    s.line(x, ry, x + w, ry, '#aaa');
    const f = m.funders[r];
    if (f) {
      s.value(f.name, x + 3, ry + 3, cols[1]! - 6, `existing_funder_${r}`);
      s.value(money(f.balance), x + cols[1]! + 3, ry + 3, cols[2]! - cols[1]! - 6, `funder_balance_${r}`);
      s.value(money(f.payment), x + cols[2]! + 3, ry + 3, w - cols[2]! - 6, `funder_payment_${r}`);
    }
  }
  return y + 12 + rows * 14;
}

export function bankBlock(s: Sheet, m: Merchant, x: number, y: number, w: number): void {
  const c = w / 3;
  s.field('Business Bank Name', m.bank.name, x, y, c - 6, 'bank_name');
  s.field('ABA Routing #', m.bank.routing, x + c, y, c - 6, 'bank_routing');
  s.field('Account #', m.bank.account, x + 2 * c, y, c, 'bank_account');
}

export const AUTH = 'By signing below, each of the above (individually, an "Owner" and collectively, "Merchant") certifies that all information and documents submitted ' +
  'are true, accurate and complete, and authorizes the broker, its assigns and any funding source to which this application is submitted to obtain consumer and business ' +
  'credit reports, bank references, processing statements and other information about Merchant and each Owner, now and at any time during the term of any agreement. ' +
  'This is an application for the purchase of future receivables and is not a loan application.';
