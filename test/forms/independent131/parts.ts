// Pieces every set-131 layout uses: boxed cells and inline label-value pairs, truth paths, and the decoy and
// authorisation blocks.
import type { Merchant } from './merchant.ts';
import type { Pen } from './pen.ts';

export const APP = (f: string): string => `application.${f}`;
export const OWN = (i: number, f: string): string => `application.applicants[${i}].${f}`;

/** Paths a printed value gives when its truth is non-null (a masked or blank value gives none). */
export function pathsIf(present: unknown, ...paths: string[]): string[] {
  return present === null || present === undefined ? [] : paths;
}

export function bizPaths(m: Merchant) {
  const t = m.truth;
  return {
    legal: [APP('legal_name')],
    dba: pathsIf(t.trade_name, APP('trade_name')),
    tax: pathsIf(t.business_tax_id, APP('business_tax_id'), APP('business_tax_id_type'), APP('business_tax_id_country')),
    state: [APP('state_region'), APP('country')],
    industry: pathsIf(t.industry, APP('industry')),
    start: pathsIf(t.business_start_date, APP('business_start_date')),
    amount: pathsIf(t.requested_amount, APP('requested_amount')),
    pmt: pathsIf(t.requested_payment, APP('requested_payment')),
    n: pathsIf(t.number_of_payments, APP('number_of_payments')),
    entity: [APP('type_of_entity')],
    freq: [APP('payment_frequency')],
  };
}

export function ownerPaths(m: Merchant, i: number) {
  const t = m.owners[i]!.truth;
  return {
    name: [OWN(i, 'first_name'), OWN(i, 'last_name')],
    title: pathsIf(t.role, OWN(i, 'role')),
    own: pathsIf(t.ownership, OWN(i, 'ownership')),
    tax: pathsIf(t.tax_id, OWN(i, 'tax_id'), OWN(i, 'tax_id_type'), OWN(i, 'tax_id_country')),
    dob: pathsIf(t.date_of_birth, OWN(i, 'date_of_birth')),
    fico: pathsIf(t.credit_score, OWN(i, 'credit_score')),
  };
}

/** A boxed cell: tiny label at its top left, the value under it. */
export function cell(pen: Pen, x: number, y: number, w: number, h: number, label: string, key: string, text: string, paths: string[] = []): void {
  pen.rect(x, y, w, h);
  pen.label(x + 1.5, y + 1.2, label, 5.8);
  pen.value(key, x + 2, y + h - 8.6, w - 4, text, paths);
}

/** An inline pair: label, then the value on an underline to x + w. */
export function pair(pen: Pen, x: number, y: number, w: number, label: string, key: string, text: string, paths: string[] = [], size = 6.5): void {
  pen.label(x, y + 1.5, label, size);
  const lx = x + pen.width(label, size) + 2;
  pen.line(lx, y + 8.5, x + w - 3, y + 8.5, 0.3);
  pen.value(key, lx + 1, y, x + w - 4 - lx, text, paths);
}

/** A row of options (checkbox or circled code); returns the x after the last. */
export function options(pen: Pen, key: string, x: number, y: number, opts: readonly string[], chosen: string | null, paths: string[], size = 6): number {
  let cx = x;
  for (const o of opts) cx = pen.option(`${key}_${o.replace(/[^A-Za-z]/g, '')}`, cx, y, o, o === chosen, o === chosen ? paths : [], size);
  return cx;
}

const AUTH = 'By signing, each owner/guarantor certifies the info above is true & complete and authorizes the ISO/broker, its funders and their ' +
  'assignees to obtain consumer & business credit reports, bank statements and verify all references, now and for the life of any ' +
  'transaction. Not a loan; purchase of future receivables. Fax/e-copy = original. ';
const PIPEDA = 'CDN applicants: consent to collection & use of personal info (incl. SIN) per PIPEDA for credit & identity verification only.';

/** The authorisation paragraph and one signature block per owner (signature, printed name, title, date). */
export function signatures(pen: Pen, m: Merchant, x: number, y: number, w: number, canada: boolean): number {
  pen.doc.font('Helvetica').fontSize(5.4).fillColor('#000').text(AUTH + (canada ? PIPEDA : ''), x, y, { width: w, lineGap: 0.2 });
  let cy = pen.doc.y + 4;
  const bw = w / 2;
  m.owners.slice(0, 2).forEach((o, i) => {
    const bx = x + i * bw;
    pen.label(bx, cy + 2, 'Sig.', 6);
    pen.signature(bx + 14, cy - 3, 80);
    pen.line(bx + 12, cy + 8.5, bx + 100, cy + 8.5, 0.3);
    pair(pen, bx + 104, cy, 100, 'Print Nm', `sig_name_${i}`, o.name, ownerPaths(m, i).name);
    pair(pen, bx + 206, cy, bw - 210, 'Dt', `sig_date_${i}`, '02/1' + String(i + 1) + '/2026');
  });
  cy += 14;
  return cy;
}

/** The ISO / broker rep line (a decoy block). */
export function isoRep(pen: Pen, m: Merchant, x: number, y: number, w: number): void {
  const c = w / 3;
  pair(pen, x, y, c, 'ISO Rep', 'iso_rep', m.iso.name);
  pair(pen, x + c, y, c, 'Rep Ph.', 'iso_phone', m.iso.phone);
  pair(pen, x + 2 * c, y, c, 'ISO #', 'iso_id', m.iso.id);
}
