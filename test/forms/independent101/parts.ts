// Pieces several set-101 layouts share: authorisation wording and the per-owner signature row.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Form } from './form.ts';
import type { DateFmt, Vals } from './vals.ts';

export const AUTH_US = 'By signing below, each of the above listed business and business owner(s)/guarantor(s) (individually and ' +
  'collectively, "you") authorize {B} and each of its representatives, successors, assigns and designees ("Recipients") that may be ' +
  'involved with or acquire commercial loans or purchases of future receivables to obtain consumer or personal, business and investigative ' +
  'reports and other information about you, including credit card processor statements and bank statements, from one or more consumer ' +
  'reporting agencies, such as TransUnion, Experian and Equifax, and from other credit bureaus, banks, creditors and other third parties. ' +
  'You also authorize {B} to transmit this application form, along with any of the foregoing information obtained in connection with this ' +
  'application, to any or all of the Recipients for the foregoing purposes. You certify that the information provided is true and complete.';

export const AUTH_CA = 'I/We certify that the information in this application is true and complete. I/We consent, in accordance with the ' +
  'Personal Information Protection and Electronic Documents Act (PIPEDA), to {B} and its funding partners collecting, using and disclosing ' +
  'my/our personal information, and obtaining credit reports from Equifax Canada and TransUnion Canada, for the purpose of evaluating this ' +
  'application for business financing and for ongoing account management. This consent may be withdrawn subject to legal and contractual ' +
  'restrictions.';

export const AUTH_FR = 'Je/Nous certifions que les renseignements fournis sont exacts et complets et consentons à ce que {B} et ses ' +
  'partenaires obtiennent des rapports de crédit (Equifax, TransUnion) aux fins de l\'étude de la présente demande. / I/We certify that the ' +
  'information provided is accurate and complete and consent to {B} and its partners obtaining credit reports for the purpose of this application.';

/** Signature, printed name and date for owner i across width w at y (the line's y). */
export function signRow(f: Form, v: Vals, i: number, x: number, y: number, w: number, df: DateFmt,
  captions: [string, string, string] = ['Signature', 'Print Name', 'Date'], font = 'Helvetica'): void {
  const sw = w * 0.42, nw = w * 0.36, dw = w - sw - nw - 16;
  f.sign(x, y - 7, sw);
  f.underCaption(`${captions[0]}${v.m.owners.length > 1 ? ` (Owner ${i + 1})` : ''}`, x, y, sw, font);
  f.put(v.printName(i), x + sw + 8, y - 11, nw, `${captions[1]} ${i + 1}`, 9);
  f.underCaption(captions[1], x + sw + 8, y, nw, font);
  f.put(v.signed(df), x + sw + nw + 16, y - 11, dw, `${captions[2]} ${i + 1}`, 9);
  f.underCaption(captions[2], x + sw + nw + 16, y, dw, font);
}

export interface Layout {
  name: string; broker: string; country: 'US' | 'CA';
  /** Where this broker's merchants are (null: anywhere in its country). */
  regions: readonly string[] | null;
  /** The program the form was made in (the PDF's Creator). */
  creator: string; typedFont: string;
  draw(f: Form, v: Vals, r: Rng): void;
}
