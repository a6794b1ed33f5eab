// Pieces the four brokers share: the truth paths of each value and the blocks every form carries (fine print,
// signatures, the bank / landlord / references / existing-advance decoys).
import type { Canvas } from './canvas.ts';
import { type Merchant, type Owner, money, ownerName, printDate } from './model.ts';

export const A = (k: string): string => `application.${k}`;
export const P = (i: number, k: string): string => `application.applicants[${i}].${k}`;
export type DateHow = 'us' | 'short' | 'long';

export const F = {
  legal: (m: Merchant) => ({ [A('legal_name')]: m.legal }),
  dba: (m: Merchant) => ({ [A('trade_name')]: m.dba }),
  entity: (m: Merchant) => ({ [A('type_of_entity')]: m.entityId }),
  industry: (m: Merchant) => ({ [A('industry')]: m.industryId }),
  ein: (m: Merchant) => ({ [A('business_tax_id')]: m.ein, [A('business_tax_id_type')]: m.einType, [A('business_tax_id_country')]: 'US' }),
  state: (m: Merchant) => ({ [A('state_region')]: m.state }),
  start: (m: Merchant) => ({ [A('business_start_date')]: m.start }),
  amount: (m: Merchant) => ({ [A('requested_amount')]: m.amount }),
  payment: (m: Merchant) => ({ [A('requested_payment')]: m.payment }),
  count: (m: Merchant) => ({ [A('number_of_payments')]: m.nPayments }),
  freq: (m: Merchant) => ({ [A('payment_frequency')]: m.frequency }),
  name: (o: Owner, i: number) => ({ [P(i, 'first_name')]: o.first, [P(i, 'last_name')]: o.last }),
  role: (o: Owner, i: number) => ({ [P(i, 'role')]: o.role }),
  own: (o: Owner, i: number) => ({ [P(i, 'ownership')]: o.ownership }),
  credit: (o: Owner, i: number) => ({ [P(i, 'credit_score')]: o.credit }),
  ssn: (o: Owner, i: number) => ({ [P(i, 'tax_id')]: o.ssn, [P(i, 'tax_id_type')]: o.taxType, [P(i, 'tax_id_country')]: o.ssn ? 'US' : null }),
  dob: (o: Owner, i: number) => ({ [P(i, 'date_of_birth')]: o.dob }),
};

export const FREQ_LABEL: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
export const pct = (n: number | null): string | null => (n === null ? null : `${n}%`);
export const d = (iso: string | null, how: DateHow): string | null => (iso ? printDate(iso, how) : null);
export const addr = (m: Merchant): string => `${m.city}, ${m.state} ${m.zip}`;

/** Every owner value in a card or row: name, title, %, SSN, DOB, score, with each value's position given by `at`. */
export function ownerValues(c: Canvas, o: Owner, i: number, at: Record<string, [number, number, number]>, how: DateHow, lastFirst = false): void {
  const v = (k: string, text: string | null, f: Record<string, unknown>) => { const p = at[k]; if (p) c.value(`owner${i}.${k}`, text, p[0], p[1], p[2], f); };
  v('name', ownerName(o, lastFirst), F.name(o, i));
  v('role', o.role, F.role(o, i));
  v('own', pct(o.ownership), F.own(o, i));
  v('ssn', o.ssnPrinted, F.ssn(o, i));
  v('dob', d(o.dob, how), F.dob(o, i));
  v('credit', o.credit === null ? null : String(o.credit), F.credit(o, i));
  const h = at.home;
  if (h) c.decoy(`owner${i}.home`, o.home, h[0], h[1], h[2], 8);
}

export function finePrint(c: Canvas, x: number, y: number, w: number, broker: string, size = 5.6): void {
  c.label(`By signing below, each of the above (individually and on behalf of the business) certifies that all information in this ` +
    `application is true and complete and authorizes ${broker}, its assigns and any funding partner to obtain consumer and business ` +
    `credit reports, verify bank, trade and landlord references, and share this application with prospective funders. This is an ` +
    `application for the purchase of future receivables and is not an application for a loan. Fax and electronic signatures are as ` +
    `valid as originals. Incomplete applications may delay review.`, x, y, { size, w, color: '#333', lineGap: 0.5 });
}

/** Signature lines, one per owner: the printed name and title beside each line repeat the owner's values. */
export function signatures(c: Canvas, m: Merchant, x: number, y: number, w: number, how: DateHow): void {
  m.owners.forEach((o, i) => {
    const yy = y + i * 34;
    c.doc.lineWidth(0.5).strokeColor('#000').moveTo(x, yy + 14).lineTo(x + w * 0.42, yy + 14).stroke();
    c.doc.moveTo(x + w * 0.46, yy + 14).lineTo(x + w * 0.8, yy + 14).stroke().moveTo(x + w * 0.84, yy + 14).lineTo(x + w, yy + 14).stroke();
    c.label('Signature', x, yy + 16, { size: 6 });
    c.label('Print name', x + w * 0.46, yy + 16, { size: 6 });
    c.label('Date', x + w * 0.84, yy + 16, { size: 6 });
    c.value(`sig${i}.name`, ownerName(o), x + w * 0.46, yy + 2, w * 0.34, F.name(o, i));
    if (c.style === 'handwritten') c.doc.save().font('Hand').fontSize(15).fillColor('#1b2a6b').text(o.last, x + 8, yy - 2, { lineBreak: false }).restore();
    c.decoy(`sig${i}.date`, d('2025-03-0' + (i + 1), how), x + w * 0.84, yy + 2, w * 0.16, 8);
  });
}

/** Bank, landlord, trade references and ISO: printed people and numbers that are not the applicant's. */
export function decoyBlock(c: Canvas, m: Merchant, x: number, y: number, w: number, head: (t: string, y: number) => void): number {
  head('BANK & LANDLORD', y);
  let yy = y + 20;
  const col = w / 3;
  const cell = (lab: string, text: string, cx: number, cw: number) => {
    c.label(lab, cx, yy, { size: 6.5, color: '#444' });
    c.doc.lineWidth(0.4).moveTo(cx, yy + 20).lineTo(cx + cw - 8, yy + 20).stroke();
    c.decoy(`decoy.${lab}`, text, cx, yy + 8, cw - 8, 8.5);
  };
  cell('Business Bank', m.bank, x, col); cell('Routing #', m.routing, x + col, col); cell('Account #', m.account, x + 2 * col, col);
  yy += 28;
  cell('Landlord / Mortgage Co.', m.landlord, x, col); cell('Landlord Phone', m.landlordPhone, x + col, col); cell('Monthly Rent', money(m.rent), x + 2 * col, col);
  yy += 28;
  m.refs.forEach((r, i) => { cell(`Trade Reference ${i + 1}`, r.name, x + i * 1.5 * col, col); cell('Phone', r.phone, x + (i * 1.5 + 0.85) * col, col * 0.65); });
  yy += 32;
  head('EXISTING ADVANCES / LOANS', yy);
  yy += 20;
  c.label('Funder', x, yy, { size: 6.5, font: 'Helvetica-Bold' }); c.label('Balance', x + col * 1.3, yy, { size: 6.5, font: 'Helvetica-Bold' });
  c.label('Payment', x + col * 2.2, yy, { size: 6.5, font: 'Helvetica-Bold' });
  for (let i = 0; i < 2; i++) {
    const f = m.funders[i];
    const ry = yy + 10 + i * 15;
    c.doc.lineWidth(0.3).strokeColor('#999').moveTo(x, ry + 13).lineTo(x + w, ry + 13).stroke().strokeColor('#000');
    if (f) { c.decoy(`funder${i}.name`, f.name, x, ry, col * 1.2, 8.5); c.decoy(`funder${i}.balance`, money(f.balance), x + col * 1.3, ry, col * 0.8, 8.5); c.decoy(`funder${i}.payment`, money(f.payment), x + col * 2.2, ry, col * 0.8, 8.5); }
  }
  return yy + 46;
}
