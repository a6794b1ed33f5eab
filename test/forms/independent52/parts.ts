// Pieces several layouts share: owners' truth keys, the values that follow from what is printed, an authorisation
// paragraph with blanks to fill, and the entity options of the "CIRCLE ONE" lists.
import type { Pen, Sets } from './pen.ts';
import { fmtSsn, type Entity, type Merchant, type Owner } from './merchant.ts';

export interface Option { label: string; value: string; id: string }
/** Options as printed -> entity-types id (US: Corp / Corporation / Inc are c_corporation; Canada: ca_corporation). */
export const opt = (label: string, id: string, value = label.replace(/[^A-Za-z0-9-]/g, '')): Option => ({ label, value, id });
export const entitiesOf = (options: Option[], ids?: string[]): Entity[] =>
  options.filter((o) => !ids || ids.includes(o.id)).map((o) => ({ id: o.id, word: o.label }));
export const chosenIndex = (options: Option[], m: Merchant) => options.findIndex((o) => o.id === m.entity.id);

export const nameSets = (i: number, o: Owner): Sets => ({ [`a${i}.first_name`]: o.first, [`a${i}.last_name`]: o.last });
export const ownerKey = (i: number, k: string, v: string | number | null): Sets => ({ [`a${i}.${k}`]: v });

/** An owner's tax ID as printed (masked or not) and its truth: null when masked. */
export function ownerTaxId(i: number, o: Owner, m: Merchant, masked: boolean): { text: string; set: Sets } {
  if (m.country === 'CA') {
    const t = masked ? `XXX XXX ${o.ssn.slice(6)}` : `${o.ssn.slice(0, 3)} ${o.ssn.slice(3, 6)} ${o.ssn.slice(6)}`;
    return { text: t, set: masked ? {} : { ...ownerKey(i, 'tax_id', o.ssn), ...ownerKey(i, 'tax_id_type', 'SIN'), ...ownerKey(i, 'tax_id_country', 'CA') } };
  }
  const t = masked ? `XXX-XX-${o.ssn.slice(5)}` : fmtSsn(o.ssn);
  return { text: t, set: masked ? {} : { ...ownerKey(i, 'tax_id', o.ssn), ...ownerKey(i, 'tax_id_type', o.ssn.startsWith('9') ? 'ITIN' : 'SSN'), ...ownerKey(i, 'tax_id_country', 'US') } };
}
/** The tax ID's type and country go with the printed number; these keys are not text on the page. */
export function splitDerived(set: Sets): { shown: Sets; derived: Sets } {
  const shown: Sets = {}, derived: Sets = {};
  for (const [k, v] of Object.entries(set)) (/tax_id_(type|country)$/.test(k) ? derived : shown)[k] = v;
  return { shown, derived };
}
/** Business tax ID truth from the printed number. */
export function businessTax(m: Merchant): { shown: Sets; derived: Sets } {
  return { shown: { business_tax_id: m.taxId }, derived: { business_tax_id_type: m.taxType, business_tax_id_country: m.country } };
}
/** The country follows from the printed state or province (US forms rarely print it). */
export const countryOf = (m: Merchant): Sets => ({ country: m.country === 'US' ? 'United States' : 'Canada' });

/** Draws a value and its derived keys (tax ID type, country) in one go. */
export function fillWith(p: Pen, x: number, y: number, w: number, text: string | null, set: Sets, o: { name?: string; size?: number } = {}): void {
  const { shown, derived } = splitDerived(set);
  p.fill(x, y, w, text, { ...o, set: shown });
  if (text) p.derive(derived);
}

export type Token = string | { w: number; text: string | null; set?: Sets; name?: string };
/** A paragraph whose blanks are filled in: words flow from x within width; each blank a line of w points. */
export function para(p: Pen, tokens: Token[], x: number, y: number, width: number, o: { size?: number; font?: string; lead?: number } = {}): number {
  const size = o.size ?? 8, lead = o.lead ?? 17;
  let cx = x, cy = y;
  const space = () => { p.doc.font(o.font ?? 'Helvetica').fontSize(size); return p.doc.widthOfString(' '); };
  for (const tok of tokens) {
    if (typeof tok === 'string') {
      for (const word of tok.split(/\s+/).filter(Boolean)) {
        p.doc.font(o.font ?? 'Helvetica').fontSize(size);
        const w = p.doc.widthOfString(word);
        if (cx + w > x + width) { cx = x; cy += lead; }
        p.t(word, cx, cy, { size, font: o.font });
        cx += w + space();
      }
    } else {
      if (cx + tok.w > x + width) { cx = x; cy += lead; }
      p.line(cx, cx + tok.w, cy + size + 1);
      fillWith(p, cx, cy + size + 1, tok.w, tok.text, tok.set ?? {}, { name: tok.name, size: 10 });
      cx += tok.w + space();
    }
  }
  return cy + lead;
}

/** Yes / No question answered by circling (handwritten), X or strike (typed), radio (fillable). No truth. */
export function yesNo(p: Pen, q: string, yes: boolean, x: number, y: number, o: { size?: number; font?: string } = {}): number {
  const w = p.t(q, x, y, o);
  return p.circleOne([{ label: 'YES', value: 'Yes' }, { label: 'NO', value: 'No' }], yes ? 0 : 1, x + w + 12, y, { size: o.size ?? 8, gap: 14 });
}

/** The date the form was signed: not a field of ours. */
export const signedDate = (seed: number) => `${String((seed * 7) % 12 + 1).padStart(2, '0')}/${String((seed * 11) % 27 + 1).padStart(2, '0')}/2025`;
