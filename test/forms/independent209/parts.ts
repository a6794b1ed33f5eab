// Pieces the four layouts of set 209 share: the ways a label sits by its blank, rows of blanks, the entity-type
// choice as each form offers it, and the authorisation fine print.
import type { Canvas } from './canvas.ts';
import type { EntityKind, F, Freq, Merchant, Vals } from './data.ts';

export type Mode = 'beside' | 'above' | 'below' | 'cell';
/** One blank of a row: label, key, value, width. */
export type Blank = [string, string, F, number];

export function field(c: Canvas, mode: Mode, label: string, key: string, v: F, x: number, y: number, w: number, h = 24): void {
  const ls = c.t.labelSize;
  if (mode === 'beside') {
    const lw = c.width(label, c.t.label, ls);
    c.text(label, x, y + 3, { size: ls });
    c.line(x + lw + 3, y + 13, w - lw - 3);
    c.value(key, v, x + lw + 6, y + 2, w - lw - 7);
  } else if (mode === 'above') {
    c.text(label.toUpperCase(), x, y, { size: ls - 1.5, color: c.t.accent, font: c.t.bold });
    c.line(x, y + 22, w, '#777');
    c.value(key, v, x + 2, y + 10, w - 3);
  } else if (mode === 'below') {
    c.value(key, v, x + 2, y + 2, w - 3);
    c.line(x, y + 14, w, '#444');
    c.text(label, x, y + 16, { size: ls - 1.5, color: '#444' });
  } else {
    c.rect(x, y, w, h, { stroke: c.t.accent, lw: 0.5 });
    c.text(label, x + 2.5, y + 2, { size: ls - 2, color: c.t.accent });
    c.value(key, v, x + 3, y + h - 13, w - 5);
  }
}

/** A row of blanks from x (gaps of `gap`); the last one's width 0 means "to the right margin". */
export function row(c: Canvas, mode: Mode, y: number, blanks: Blank[], x0 = 36, right = 576, gap = 10, h = 24): void {
  let x = x0;
  blanks.forEach(([label, key, v, w], i) => {
    const ww = i === blanks.length - 1 && w === 0 ? right - x : w;
    field(c, mode, label, key, v, x, y, ww, h);
    x += ww + (mode === 'cell' ? 0 : gap);
  });
}

/** The text a merchant writes for its entity type on a free-text line or an "Other" line. */
export const ENTITY_TEXT: Record<EntityKind, string[]> = {
  llc: ['LLC', 'Limited Liability Company', 'L.L.C.'], corp: ['Corporation', 'C-Corp', 'Inc.', 'Corp'], scorp: ['S Corporation', 'S-Corp'],
  partnership: ['Partnership', 'General Partnership'], lp: ['Limited Partnership', 'LP'], llp: ['LLP'], sole: ['Sole Proprietor', 'Sole Proprietorship'],
  pllc: ['PLLC'],
};
/** Each printed entity text (option labels and free text) to its entity-types id, US forms. */
export const ENTITY_ID: Record<string, string> = {
  'LLC': 'llc', 'Limited Liability Company': 'llc', 'L.L.C.': 'llc', 'Corporation': 'c_corporation', 'C-Corp': 'c_corporation', 'Inc.': 'c_corporation',
  'Corp': 'c_corporation', 'C Corp': 'c_corporation', 'S Corporation': 's_corporation', 'S-Corp': 's_corporation', 'S Corp': 's_corporation',
  'Partnership': 'general_partnership', 'General Partnership': 'general_partnership', 'Limited Partnership': 'limited_partnership',
  'LP': 'limited_partnership', 'LLP': 'llp', 'Sole Proprietor': 'sole_proprietorship', 'Sole Proprietorship': 'sole_proprietorship',
  'Sole Prop.': 'sole_proprietorship', 'PLLC': 'pllc', 'Non-Profit': 'nonprofit_corporation',
};

export interface EntityPick { checked: number | null; fields: Vals | null; other: F }
/** How a form with these checkbox options records the merchant's entity: the box of its kind, else "Other" and a text. */
export function entityPick(m: Merchant, options: string[], kinds: (EntityKind | null)[], pick: (xs: string[]) => string): EntityPick {
  const none: F = { text: '', fields: {} };
  if (m.entityBlank) return { checked: null, fields: null, other: none };
  const i = kinds.indexOf(m.entity);
  if (i >= 0) return { checked: i, fields: { 'application.type_of_entity': ENTITY_ID[options[i]!]! }, other: none };
  const text = pick(ENTITY_TEXT[m.entity]);
  return { checked: options.length - 1, fields: null, other: { text, fields: { 'application.type_of_entity': ENTITY_ID[text]! } } };
}

export function freeEntity(m: Merchant, pick: (xs: string[]) => string): F {
  if (m.entityBlank) return { text: '', fields: {} };
  const text = pick(ENTITY_TEXT[m.entity]);
  return { text, fields: { 'application.type_of_entity': ENTITY_ID[text]! } };
}

export const FREQS: Freq[] = ['daily', 'weekly', 'biweekly', 'monthly'];
export const freqFields = (m: Merchant): Vals | null => (m.freq ? { 'application.payment_frequency': m.freq } : null);
export const freqIndex = (m: Merchant): number | null => (m.freq ? FREQS.indexOf(m.freq) : null);

export const AUTH = [
  'By signing below, each of the above owners and officers (individually and on behalf of the business) certifies that all information and ' +
  'documents submitted in connection with this application are true, accurate and complete, and authorizes the ISO, its assigns, agents and ' +
  'funding partners to obtain consumer and business credit reports, bank references, and any other information it deems necessary, now and ' +
  'for as long as any obligation remains outstanding. The undersigned agree that this application is not a commitment to fund and that ' +
  'copies of this form shall be as valid as the original. Merchant consents to receive calls and text messages at the numbers provided.',
  'AUTHORIZATION: The Merchant and Owner(s) identified above (individually, an "Applicant") each represent that they are authorized to sign ' +
  'this application on behalf of the Merchant and that the information provided is true and complete. Each Applicant authorizes the ' +
  'recipient and each of its representatives, successors, assigns and designees to request and receive any investigative reports, credit ' +
  'reports, statements from creditors or financial institutions, verification of references and any other information, and to share this ' +
  'application with funding sources. A facsimile, scanned or electronic copy of this authorization is as valid as the original.',
  'I/We certify that the statements made in this application are true and correct to the best of my/our knowledge, and understand that ' +
  'they will be relied upon in considering a purchase of future receivables. I/We authorize the release of bank statements, tax returns and ' +
  'merchant processing statements, and the pulling of personal and business credit, including soft and hard inquiries, by the broker and its ' +
  'funding partners. This is not a loan application. Electronic signatures shall have the same force and effect as original signatures.',
];
