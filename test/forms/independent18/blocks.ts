// Pieces several layouts share: the truth of a merchant as fully printed, checkbox rows, and the fine print.
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';
import type { Merchant, Owner } from './data.ts';
import { CA_BOXES, US_BOXES } from './refs.ts';
import type { Sheet } from './sheet.ts';

/** The application when every value of the merchant is printed; a layout nulls what it leaves off the page. */
export function fullTruth(m: Merchant): TruthApplication {
  const app = emptyApplication();
  Object.assign(app, {
    trade_name: m.dbaTruth, legal_name: m.legal, type_of_entity: m.entity.id, industry: m.industryId,
    business_tax_id: m.taxDigits, business_tax_id_country: m.ca ? 'CA' : 'US', business_tax_id_type: m.taxType,
    state_region: m.state, country: m.ca ? 'Canada' : 'United States', requested_amount: m.amount, requested_payment: m.payment,
    number_of_payments: m.nPayments, payment_frequency: m.freq, business_start_date: m.start,
  });
  app.applicants = m.owners.map((o) => ({
    first_name: o.first, last_name: o.last, role: o.title, ownership: o.pct, credit_score: o.credit,
    tax_id: o.taxDigits, tax_id_type: o.taxDigits ? o.taxType : null, tax_id_country: o.taxDigits ? (m.ca ? 'CA' : 'US') : null, date_of_birth: o.dob,
  }));
  return app;
}

/** Leaves the requested terms off the truth (a layout that does not print them). */
export function noTerms(app: TruthApplication, amountToo: boolean): void {
  app.requested_payment = null; app.number_of_payments = null; app.payment_frequency = null;
  if (amountToo) app.requested_amount = null;
}

export const taxLabel = (m: Merchant): string => m.ca ? 'Business Number (BN)' : m.taxType === 'EIN' ? 'Federal Tax ID (EIN)' : 'Tax ID (EIN or SSN)';
export const ownerTaxLabel = (m: Merchant): string => m.ca ? 'SIN' : 'SSN/ITIN';
export const region = (m: Merchant): string => m.ca ? 'Province' : 'State';
export const address = (m: Merchant): string => `${m.street}, ${m.city}, ${m.state} ${m.zip}`;

/** Entity type checkboxes; an entity without a box of its own is "Other:" with its text. Returns the y below. */
export function entityRow(s: Sheet, m: Merchant, x: number, y: number, size = 7.5): number {
  s.t('Entity type:', x, y + 0.5, { size, font: 'Helvetica-Bold' });
  let cx = x + 52;
  for (const b of m.ca ? CA_BOXES : US_BOXES) {
    if (cx > x + 430) { cx = x + 52; y += size + 6; }
    cx = s.box(b, cx, y, m.entity.box === b, size);
  }
  cx = s.box('Other:', cx, y, m.entity.box === null, size);
  s.v(m.entity.box === null ? m.entity.text : '', cx - 6, y - 1.5, 60, { size });
  return y + size + 8;
}

/** Payment schedule checkboxes. */
export function freqRow(s: Sheet, m: Merchant, x: number, y: number, label = 'Payment schedule:', size = 7.5): number {
  s.t(label, x, y + 0.5, { size, font: 'Helvetica-Bold' });
  let cx = x + s.doc.font('Helvetica-Bold').fontSize(size).widthOfString(label) + 6;
  for (const [k, l] of [['daily', 'Daily'], ['weekly', 'Weekly'], ['biweekly', 'Bi-Weekly'], ['monthly', 'Monthly']] as const) cx = s.box(l, cx, y, m.freq === k, size);
  return y + size + 8;
}

/** Own / rent boxes with the landlord (a decoy) and the rent. */
export function premisesRow(s: Sheet, m: Merchant, x: number, y: number, size = 7.5): number {
  s.t('Business premises:', x, y + 0.5, { size, font: 'Helvetica-Bold' });
  let cx = x + 80;
  cx = s.box('Own', cx, y, m.own, size);
  cx = s.box('Rent/Lease', cx, y, !m.own, size);
  s.t('Landlord:', cx, y + 0.5, { size });
  s.v(m.own ? '' : m.landlord, cx + 38, y - 1.5, 130, { size, decoy: true });
  s.t('Phone:', cx + 175, y + 0.5, { size });
  s.v(m.own ? '' : m.landlordPhone, cx + 202, y - 1.5, 75, { size, decoy: true });
  return y + size + 9;
}

/** The owner's tax id as the form shows it (label chosen by the layout). */
export const ownerTax = (o: Owner): string => o.taxText;

export const FINE = [
  'Merchant hereby sells, assigns and transfers to Funder (making Funder the absolute owner) the Specified Percentage of the proceeds of each future sale made by Merchant (collectively "Future Receipts") until Funder has received the Purchased Amount. Merchant is selling a portion of a future revenue stream to Funder at a discount, not borrowing money from Funder, and there is no interest rate or payment schedule and no time period during which the Purchased Amount must be collected by Funder.',
  'Merchant authorizes Funder to debit the Remittance from the Account by ACH. Merchant shall provide Funder with all of the information, authorizations and passwords necessary for verifying Merchant\'s receivables, receipts, deposits and withdrawals into and from the Account.',
  'Reconciliation. Merchant may request that Funder reconcile the Remittance to more closely reflect the Specified Percentage of Future Receipts, by giving written notice with copies of the bank statements for the most recent period. Funder shall complete each reconciliation within five (5) business days of receipt of all required documents.',
  'Each of the undersigned Guarantors unconditionally guarantees to Funder the Merchant\'s good faith, truthfulness and performance of all of the representations, warranties and covenants made by Merchant in this Agreement, as each may be renewed, amended, extended or otherwise modified.',
  'Merchant and Guarantors authorize Funder and its agents to obtain consumer and business credit reports, to investigate their references, and to contact any financial institution, landlord, trade creditor or processor named in this Agreement or its Schedules.',
  'This Agreement shall be governed by and construed in accordance with the laws of the State of New York without regard to any principles of conflicts of law. Any suit, action or proceeding arising hereunder shall be instituted in any court sitting in New York.',
  'Merchant represents that it is not insolvent, has no present intention of filing for bankruptcy protection, and that the information set forth in the Schedules is true, accurate and complete in all respects.',
  'Events of default include: a breach of any representation or warranty; the Merchant\'s use of multiple depository accounts without the prior written consent of Funder; any change of the depository account without the prior written consent of Funder; and the Merchant\'s interference with Funder\'s right to collect the Remittance.',
];

/** A piece of running text: words, or a blank filled with a value (`d` marks a decoy). */
export type Piece = string | { v: string; w?: number; d?: boolean };

/** Lays out prose with fill-in blanks inside sentences, wrapping at `width`; returns the y below. */
export function flow(s: Sheet, parts: Piece[], x: number, y: number, width: number, size = 9): number {
  const lh = size * 2.1;
  let cx = x;
  const space = (): number => s.doc.font('Times-Roman').fontSize(size).widthOfString(' ');
  for (const p of parts) {
    if (typeof p === 'string') {
      for (const word of p.split(/\s+/).filter(Boolean)) {
        const w = s.doc.font('Times-Roman').fontSize(size).widthOfString(word);
        if (cx + w > x + width) { cx = x; y += lh; }
        s.t(word, cx, y + 1, { size, font: 'Times-Roman' });
        cx += w + space();
      }
      continue;
    }
    const w = Math.max(p.w ?? 60, s.doc.font('Courier').fontSize(size).widthOfString(p.v) * 1.15 + 8);
    if (cx + w > x + width) { cx = x; y += lh; }
    s.v(p.v, cx, y, w, { size, decoy: p.d });
    cx += w + space();
  }
  return y + lh;
}

/** A boxed cell: the label small at its top left, the value below it. */
export function cell(s: Sheet, label: string, value: string, x: number, y: number, w: number, h: number, size = 7, decoy = false): void {
  s.rect(x, y, w, h, 0.5);
  s.t(label, x + 2, y + 1.5, { size: size - 1.5 });
  s.v(value, x + 2, y + h - size - 3, w - 6, { size, decoy, line: false });
}

/** "Label: value" on one line, the value on a blank line after the label. Returns the x after the blank. */
export function labeled(s: Sheet, label: string, value: string, x: number, y: number, w: number, size = 8, decoy = false): number {
  s.t(label, x, y + 1, { size, font: 'Helvetica-Bold' });
  const lw = s.doc.font('Helvetica-Bold').fontSize(size).widthOfString(label) + 4;
  s.v(value, x + lw, y, w - lw, { size, decoy });
  return x + w + 8;
}

/** A table: a header row and rows of cells, column widths `ws`. Returns the y below. */
export function table(s: Sheet, x: number, y: number, ws: number[], head: string[], rows: { v: string; d?: boolean }[][], size = 7, rh = 15): number {
  let cx = x;
  head.forEach((h, i) => { s.rect(cx, y, ws[i]!, rh, 0.5); s.t(h, cx + 2, y + 3, { size: size - 0.5, font: 'Helvetica-Bold', width: ws[i]! - 4 }); cx += ws[i]!; });
  y += rh;
  for (const row of rows) {
    cx = x;
    row.forEach((c, i) => { s.rect(cx, y, ws[i]!, rh, 0.5); s.v(c.v, cx + 1, y + 3, ws[i]! - 3, { size, decoy: c.d, line: false }); cx += ws[i]!; });
    y += rh;
  }
  return y;
}
