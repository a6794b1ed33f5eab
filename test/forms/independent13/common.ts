// Printed text and truth of the merchant's standard values, shared by the layouts, and small drawing pieces.
import type { Rng } from '../../statements/generator/prng.ts';
import { date, ein, money, ssn, type DateStyle } from './fmt.ts';
import type { Merchant } from './model.ts';
import type { Sheet } from './sheet.ts';

export interface Value { text: string; truth: Record<string, unknown> }
export type Layout = { country: 'US' | 'CA'; landscape?: boolean; draw: (s: Sheet, m: Merchant, r: Rng) => void };

export const legal = (m: Merchant): Value => ({ text: m.legal, truth: { legal_name: m.legal } });
export const dba = (m: Merchant): Value => ({ text: m.dba, truth: { trade_name: m.tradeTruth } });
export const entity = (m: Merchant): Value => ({ text: m.entityText, truth: { type_of_entity: m.entityId } });
export const industry = (m: Merchant): Value => ({ text: m.industryText, truth: { industry: m.industryId } });
export const region = (m: Merchant): Value => ({ text: m.address.region, truth: { state_region: m.address.region } });
export const startDate = (m: Merchant, style: DateStyle): Value =>
  m.start ? { text: date(m.start, style), truth: { business_start_date: isoOf(m) } } : { text: '', truth: {} };
const isoOf = (m: Merchant): string => `${m.start!.y}-${String(m.start!.m).padStart(2, '0')}-${String(m.start!.d).padStart(2, '0')}`;

/** The business tax ID; `bare` prints an EIN as nine digits (its label then says EIN). */
export function taxId(m: Merchant, bare = false): Value {
  const country = m.country;
  if (m.taxType === 'BN') return { text: `${m.taxDigits} ${m.bnProgram}`, truth: { business_tax_id: m.taxDigits + m.bnProgram, business_tax_id_type: 'BN', business_tax_id_country: country } };
  const text = m.taxType === 'EIN' ? (bare ? m.taxDigits : ein(m.taxDigits)) : ssn(m.taxDigits);
  return { text, truth: { business_tax_id: m.taxDigits, business_tax_id_type: m.taxType, business_tax_id_country: 'US' } };
}

export const amount = (m: Merchant, cents = false, prefix = ''): Value =>
  m.amount ? { text: prefix + money(m.amount, cents), truth: { requested_amount: m.amount } } : { text: '', truth: {} };
export const payment = (m: Merchant, prefix = ''): Value =>
  m.payment ? { text: prefix + money(m.payment), truth: { requested_payment: m.payment } } : { text: '', truth: {} };
export const payments = (m: Merchant): Value =>
  m.payments ? { text: String(m.payments), truth: { number_of_payments: m.payments } } : { text: '', truth: {} };

/** Entity checkbox options: the label checked and, for 'Other', the text on its line. */
export const US_ENTITY_BOXES: [string, string][] = [['Corporation', 'c_corporation'], ['S-Corp', 's_corporation'], ['LLC', 'llc'],
  ['Partnership', 'general_partnership'], ['LP', 'limited_partnership'], ['LLP', 'llp'], ['Sole Proprietor', 'sole_proprietorship']];
export const CA_ENTITY_BOXES: [string, string][] = [['Corporation', 'ca_corporation'], ['Partnership', 'general_partnership'],
  ['LP', 'limited_partnership'], ['Sole Proprietor', 'sole_proprietorship']];

/** A row of entity checkboxes, 'Other:' with a line last; `wrapAfter` boxes start a second row. */
export function entityBoxes(s: Sheet, m: Merchant, x: number, y: number, gap: number, boxes: [string, string][], otherW = 90, wrapAfter = 99): void {
  const hit = boxes.find(([, id]) => id === m.entityId);
  let cx = x, cy = y;
  boxes.forEach(([label, id], i) => {
    if (i === wrapAfter) { cx = x; cy += 18; }
    s.check(`entity_${label}`, label, cx, cy, 8, hit?.[1] === id, { type_of_entity: id });
    cx += 11 + s.width(label) + gap;
  });
  s.check('entity_other', 'Other:', cx, cy, 8, !hit, {});
  cx += 11 + s.width('Other:') + 3;
  s.hline(cx, cx + otherW, cy + 9);
  s.value('entity_other_text', hit ? '' : m.entityText, cx, cy - 4, otherW, 13, { type_of_entity: m.entityId });
}

/** A row of payment-frequency checkboxes. */
export function frequencyBoxes(s: Sheet, m: Merchant, x: number, y: number, gap: number, vertical = false): void {
  const opts: [string, string][] = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']];
  let cx = x, cy = y;
  for (const [label, id] of opts) {
    s.check(`freq_${id}`, label, cx, cy, 8, m.frequency === id, { payment_frequency: id });
    if (vertical) cy += 8 + gap;
    else cx += 11 + s.width(label) + gap;
  }
}

/** A grey section bar with its title. */
export function bar(s: Sheet, title: string, x: number, y: number, w: number, h = 13, fill = '#d9dde3'): void {
  s.rect(x, y, w, h, fill);
  s.label(title, x + 4, y + (h - 8) / 2 + 0.5, { bold: true, size: 8 });
}

/** A label over a line with the value on the line. */
export function lined(s: Sheet, key: string, label: string, v: Value, x: number, y: number, w: number, decoy = false): void {
  s.label(label, x, y, { size: 6.5 });
  s.hline(x, x + w, y + 22);
  if (decoy) s.decoy(key, v.text, x, y + 8, w, 14);
  else s.value(key, v.text, x, y + 8, w, 14, v.truth);
}

/** A box with a tiny caps label in its top-left corner and the value low in the box. */
export function cornerBox(s: Sheet, key: string, label: string, v: Value, x: number, y: number, w: number, h = 24, decoy = false): void {
  s.rect(x, y, w, h);
  s.label(label.toUpperCase(), x + 2, y + 2, { size: 4.8, bold: true });
  if (decoy) s.decoy(key, v.text, x + 1, y + 8, w - 2, h - 9);
  else s.value(key, v.text, x + 1, y + 8, w - 2, h - 9, v.truth);
}

export const AUTH = 'By signing below, each of the above owners certifies that the information given is true and complete, and authorises the ' +
  'recipient, its assigns and agents to obtain consumer and business credit reports, to verify bank and trade references, and to share ' +
  'this application with funding partners. This authorisation remains valid until the request is declined or funded.';
