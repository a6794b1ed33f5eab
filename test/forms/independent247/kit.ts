// Pieces the four layouts share: boxed cells, inline "Label: value" rules, yes/no questions, option rows, and the
// truth paths of owners' and the business's values.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal, Owner } from './data.ts';
import type { Sheet } from './sheet.ts';

export type F = Record<string, string | number | null>;
export const A = (i: number, k: string): string => `application.applicants[${i}].${k}`;
export const P = (k: string): string => `application.${k}`;

export function nameF(i: number, o: Owner): F { return { [A(i, 'first_name')]: o.first, [A(i, 'last_name')]: o.last }; }
export function printedName(o: Owner, inverted: boolean, credential = true): string {
  if (inverted) return `${o.last}, ${o.first}${o.middle ? ` ${o.middle}` : ''}`;
  return `${o.first}${o.middle ? ` ${o.middle}` : ''} ${o.last}${credential ? o.credential : ''}`;
}
/** Fields of an owner's printed tax ID: none when masked or blank (it is then a decoy or nothing). */
export function taxF(i: number, o: Owner): F {
  return o.tax.digits ? { [A(i, 'tax_id')]: o.tax.digits, [A(i, 'tax_id_type')]: o.tax.type, [A(i, 'tax_id_country')]: o.tax.country } : {};
}
export function bizTaxF(d: Deal): F {
  return d.tax.digits ? { [P('business_tax_id')]: d.tax.digits, [P('business_tax_id_type')]: d.tax.type, [P('business_tax_id_country')]: d.tax.country } : {};
}
/** The DBA's truth: null for blank, SAME, N/A or the legal name (applications.md). */
export function dbaF(d: Deal): F {
  return d.dba && !['SAME', 'N/A'].includes(d.dba) && d.dba !== d.legal ? { [P('trade_name')]: d.dba } : {};
}
export const money = (s: string): number => Number(s.replace(/[^0-9.]/g, ''));

interface CellOpts { ls?: number; vs?: number; caps?: boolean }
/** A boxed cell: the label at its top left in small type, the value under it. */
export function cell(s: Sheet, x: number, y: number, w: number, h: number, label: string, key: string, value: string, fields: F = {}, o: CellOpts = {}): void {
  const ls = o.ls ?? 4.8, vs = o.vs ?? 7;
  s.rect(x, y, w, h, 0.4);
  s.label(x + 1.2, y + 1, o.caps === false ? label : label.toUpperCase(), ls);
  s.value(key, x + 2, y + h - vs - 1.2, w - 3.5, value, fields, vs);
}
interface InlineOpts { ls?: number; vs?: number; gap?: number; bold?: boolean; leader?: boolean }
/** "Label:" then the value right after it on a rule (or a dotted leader). Returns nothing; the row is `vs + 3` high. */
export function inline(s: Sheet, x: number, y: number, w: number, label: string, key: string, value: string, fields: F = {}, o: InlineOpts = {}): void {
  const ls = o.ls ?? 6.5, vs = o.vs ?? 7, gap = o.gap ?? 1;
  const lw = s.label(x, y + (vs - ls) * 0.7, label, ls, { bold: o.bold ?? true });
  const vx = x + lw + gap;
  if (o.leader) s.line(vx, y + vs + 0.6, x + w, y + vs + 0.6, 0.3, '#777');
  else s.line(vx, y + vs + 1.2, x + w, y + vs + 1.2, 0.35);
  s.value(key, vx + 0.5, y, x + w - vx - 1, value, fields, vs);
}
/** A question with Yes / No boxes; the answer is not a field of the application (a decoy when checked). */
export function yesNo(s: Sheet, x: number, y: number, w: number, q: string, key: string, yes: boolean, size = 5.8): void {
  s.label(x, y, q, size);
  const bx = x + w - 30;
  s.check(`${key}_yes`, bx, y - 0.3, 5.5, yes, 'Yes');
  s.label(bx + 7, y, 'Yes', size);
  s.check(`${key}_no`, bx + 17, y - 0.3, 5.5, !yes, 'No');
  s.label(bx + 24, y, 'No', size);
}
/** A row of options with boxes; the checked one gives `fields`. Returns the x after the row. */
export function options(s: Sheet, x: number, y: number, key: string, opts: string[], checked: string | null, fields: F, size = 6, sp = 4): number {
  for (const o of opts) {
    s.check(`${key}_${o.replace(/[^A-Za-z]/g, '')}`, x, y - 0.2, size - 0.5, o === checked, o, o === checked ? fields : {});
    x += size + 1.5 + s.label(x + size + 1, y, o, size) + sp;
  }
  return x;
}
export function section(s: Sheet, x: number, y: number, w: number, title: string, fillColor = '#000', textColor = '#fff', size = 6.5): number {
  s.fill(x, y, w, size + 3, fillColor);
  s.label(x + 3, y + 1.6, title, size, { bold: true, color: textColor });
  return y + size + 3;
}
export const freqLabel = (f: string, rng: Rng): string => f === 'biweekly' ? rng.pick(['Bi-Weekly', 'Biweekly']) : f[0]!.toUpperCase() + f.slice(1);

export const CONSENT_US = 'By signing below, each of the above listed business and business owner(s) (individually and collectively, "you") ' +
  'authorize {B} and each of its representatives, successors, assigns and designees ("Recipients") that may be involved with or acquire ' +
  'commercial loans or purchases of future receivables having daily or weekly repayment features and/or Merchant Cash Advance transactions ' +
  'to obtain consumer or personal, business and investigative reports and other information about you, including credit card processor ' +
  'statements and bank statements, from one or more consumer reporting agencies, such as TransUnion, Experian and Equifax, and from other ' +
  'credit bureaus, banks, creditors and other third parties. You also authorize {B} to transmit this application form, along with any of ' +
  'the foregoing information obtained in connection with this application, to any or all of the Recipients for the foregoing purposes. You ' +
  'also consent to the release, by any creditor or financial institution, of any information relating to any of you, to {B} and to each ' +
  'of the Recipients, on its own behalf. You certify that all information and documents submitted are true, correct and complete, and ' +
  'that you are authorized to execute this application on behalf of the business. You agree to receive calls and text messages, including ' +
  'by automatic dialing systems, at the numbers provided. Copies of this signed application shall be deemed originals.';
export const CONSENT_CA = 'In accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA) and applicable ' +
  'provincial privacy legislation, each undersigned principal consents to {B}, its funding partners and their agents collecting, using ' +
  'and disclosing personal information, including obtaining credit reports from Equifax Canada and TransUnion Canada, for the purpose of ' +
  'assessing this application and administering any resulting agreement, and for the prevention of fraud. Information may be stored or ' +
  'processed outside the province or Canada. The undersigned may withdraw consent subject to legal and contractual restrictions by writing ' +
  'to the Privacy Officer. The undersigned represents that the information herein is true and complete and that the business is not ' +
  'insolvent and has not filed a notice of intention or a proposal under the Bankruptcy and Insolvency Act. Electronic signatures and ' +
  'facsimile copies are binding as originals.';
export const NOTICE = 'IMPORTANT: A purchase of future receivables is not a loan. Funding is subject to review of bank statements, ' +
  'processing statements, site inspection, verification of identity, landlord and trade references, tax lien and UCC searches. ' +
  'Incomplete applications will not be processed. Stacking additional advances after funding without written consent is a default.';
export const TERMS = 'MERCHANT REPRESENTATIONS. Merchant represents that (a) it is not insolvent and does not contemplate filing for ' +
  'bankruptcy; (b) it has not changed its name, ownership or location in the past twelve months except as disclosed; (c) the bank ' +
  'account identified above is the sole operating account into which receipts are deposited; (d) no owner is party to any pending ' +
  'criminal proceeding; and (e) it has disclosed every outstanding advance, loan, factoring or lease obligation. STATE DISCLOSURES. ' +
  'Where a commercial financing disclosure is required by the law of the state in which Merchant is located, the funder will provide it ' +
  'before any contract is signed; this application is not an offer to fund and no fee is earned by the broker unless funding occurs. ' +
  'COMMUNICATIONS. Merchant and each owner agree that the broker, funders and their servicers may contact them at any telephone number ' +
  'or e-mail address above, including by pre-recorded messages; consent is not a condition of funding and may be revoked in writing. ' +
  'SHARING. Merchant authorizes the broker to share this application and supporting documents with multiple funders, each of which may ' +
  'perform its own credit inquiries, background searches, UCC and lien searches, and site or telephone verifications of the landlord ' +
  'and trade references listed. FRAUD WARNING. Any person who knowingly provides false information to obtain funding may be subject to ' +
  'civil and criminal penalties. ELECTRONIC RECORDS. This application may be signed electronically, and a photocopy, facsimile or ' +
  'electronic image shall be as effective as the original. ARBITRATION. Any dispute arising from this application shall be resolved by ' +
  'binding arbitration on an individual basis; class actions are waived to the extent permitted by law. PRIVACY. Personal information ' +
  'is handled under the recipient\'s privacy policy and used only to evaluate, fund, service and collect on the requested transaction. ' +
  'CREDIT REPORTING. Negative information may be reported to business credit bureaus. RENEWALS. Merchant may be contacted about ' +
  'renewal or additional funding offers after half of any advance is remitted. TAXES. Merchant certifies that all federal, state and ' +
  'local payroll and sales taxes are current except as disclosed in the questions above. ';
/** Fine print from y down to `bottom`, in `cols` columns, cut where the space ends (as real forms cram it). */
export function finePrint(s: Sheet, x: number, y: number, w: number, bottom: number, cols: number, size: number, font = 'Helvetica'): void {
  if (bottom - y < size * 3) return;
  s.doc.font(font).fontSize(size).fillColor('#222').text(TERMS.repeat(2), x, y, { width: w, columns: cols, columnGap: 10, height: bottom - y, align: 'justify', ellipsis: false });
}
