// Pieces shared by the layouts: the truth each printed business or owner value gives, the funding request with its
// schedule row, owner blocks and the signature paragraph.
import type { Kit, Set } from './kit.ts';
import { fmtDate, fullName, masked, money, type Merchant, type Owner } from './data.ts';

export const FREQS = ['daily', 'weekly', 'biweekly', 'monthly'] as const;

export function countrySet(m: Merchant): Set {
  return [['country', m.country === 'CA' ? 'Canada' : 'United States']];
}
export const legalSet = (m: Merchant): Set => [['legal_name', m.legal]];
export const dbaSet = (m: Merchant): Set => [['trade_name', m.dba]];
export const taxSet = (m: Merchant): Set => [['business_tax_id', m.taxDigits], ['business_tax_id_type', m.taxType], ['business_tax_id_country', m.country], ...countrySet(m)];
export const stateSet = (m: Merchant): Set => [['state_region', m.state], ...countrySet(m)];
export const startSet = (m: Merchant): Set => [['business_start_date', m.start]];
export const industrySet = (m: Merchant): Set => [['industry', m.industryId]];
export const entitySet = (m: Merchant): Set => [['type_of_entity', m.entityId]];

/** The DBA's truth: only a real trade name gives one. */
export function dbaTruth(m: Merchant, printed: string | null): Set {
  return printed !== null && printed === m.dba ? dbaSet(m) : [];
}

/** The printed DBA: blank, SAME or N/A when the merchant has none (all read as null). */
export function dbaText(k: Kit, m: Merchant): string | null {
  return m.dba ?? k.rng.pick([null, 'SAME', 'N/A', null]);
}

/** Owner `i`'s name truth; `lastFirst` prints `Last, First`. */
export function nameSet(o: Owner, i: number): Set {
  return [[`applicants.${i}.first_name`, o.first], [`applicants.${i}.last_name`, o.last]];
}

export function ownerName(o: Owner, lastFirst = false): string {
  return fullName(o, lastFirst);
}

/** The owner's tax ID as printed (masked on some forms) and the truth it gives. */
export function ownerTax(k: Kit, m: Merchant, o: Owner, i: number, maskP = 0.35): [string, Set] {
  const ca = m.country === 'CA';
  if (k.rng.chance(maskP)) return [ca ? `*** *** ${o.ssn.slice(-3)}` : masked(o), []];
  const text = ca ? `${o.ssn.slice(0, 3)} ${o.ssn.slice(3, 6)} ${o.ssn.slice(6)}` : o.ssn;
  const type = ca ? 'SIN' : o.ssn.startsWith('9') ? 'ITIN' : 'SSN';
  return [text, [[`applicants.${i}.tax_id`, o.ssn.replace(/\D/g, '')], [`applicants.${i}.tax_id_type`, type], [`applicants.${i}.tax_id_country`, m.country]]];
}

export function dobSet(o: Owner, i: number): Set {
  return [[`applicants.${i}.date_of_birth`, o.dob]];
}

/** The funding request: amount, schedule checkboxes, payment and count (each blank at times). */
export function request(k: Kit, m: Merchant, x: number, y: number, w: number, labels: { amount: string; sched: string; pay: string; n: string }): number {
  const r = k.rng;
  k.line(labels.amount, money(m.amount, r.chance(0.3)), x, y, w * 0.45, 'AmountRequested', [['requested_amount', m.amount]]);
  k.line('Use of Funds:', m.useOfFunds, x + w * 0.48, y, w * 0.52, 'UseOfFunds');
  k.label(labels.sched, x, y + 21, 7.5);
  const lw = k.doc.font('Helvetica').fontSize(7.5).widthOfString(labels.sched) + 8;
  const idx = m.freq ? FREQS.indexOf(m.freq) : null;
  k.checks(['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], idx, x + lw, y + 20.5, 'Schedule', m.freq ? [['payment_frequency', m.freq]] : []);
  const pay = m.payment !== null && r.chance(0.85) ? m.payment : null;
  const n = m.nPayments !== null && r.chance(0.85) ? m.nPayments : null;
  k.line(labels.pay, pay === null ? null : money(pay, true), x, y + 36, w * 0.45, 'PaymentAmount', pay === null ? [] : [['requested_payment', pay]]);
  k.line(labels.n, n === null ? null : String(n), x + w * 0.48, y + 36, w * 0.52, 'NumberOfPayments', n === null ? [] : [['number_of_payments', n]]);
  return y + 54;
}

export const AUTH_US = 'By signing below, each of the above owners/officers certifies that the information in this application is true and complete and '
  + 'authorizes the broker, its assigns and any funding source it presents this application to, to obtain consumer and business credit reports, '
  + 'verify bank, landlord and trade references, and contact the carriers, factors and insurers named above. A photocopy or electronic copy of this '
  + 'authorization is as valid as the original. Applicant understands this is a purchase of future receivables and not a loan.';
export const AUTH_CA = 'Consent (PIPEDA): each signatory consents to the collection, use and disclosure of the personal information in this '
  + 'application, including credit bureau reports from Equifax Canada and TransUnion Canada, for the purpose of evaluating a purchase of future '
  + 'receivables. The information will be shared only with funding partners and may be kept for the period required by law.';

/** Signature lines: one per owner, printed name under each. */
export function signatures(k: Kit, m: Merchant, x: number, y: number, w: number, dateFmt: 'us' | 'ca'): number {
  const per = Math.min(2, m.owners.length);
  const cw = w / per - 10;
  m.owners.slice(0, 2).forEach((o, i) => {
    const cx = x + i * (cw + 10);
    k.doc.moveTo(cx, y + 18).lineTo(cx + cw * 0.62, y + 18).moveTo(cx + cw * 0.68, y + 18).lineTo(cx + cw, y + 18).lineWidth(0.5).strokeColor('#333').stroke();
    if (k.style === 'handwritten') {
      k.doc.save().font('hand').fontSize(15).fillColor('#0b2a8a').text(`${o.first[0]}. ${o.last}`, cx + 8, y + 2, { lineBreak: false }).restore();
    }
    k.label('Signature', cx, y + 21, 6.5);
    k.label('Date', cx + cw * 0.68, y + 21, 6.5);
    k.value(fmtDate(`2026-${k.rng.pick(['10', '11'])}-${String(k.rng.int(10, 28))}`, dateFmt), cx + cw * 0.68, y + 5, cw * 0.3, `SignDate${i + 1}`, [], 8);
  });
  return y + 32;
}

export function sectionBar(k: Kit, title: string, x: number, y: number, w: number, fill: string, color = '#fff'): number {
  k.doc.rect(x, y, w, 13).fill(fill);
  k.label(title, x + 4, y + 3, 8, 'Helvetica-Bold', color);
  return y + 17;
}
