// Pieces the four layouts share: how a value is printed (the per-seed small choices) together with the truth fields
// that printing gives, and the cell furniture of a compact form.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant, Owner } from './merchant.ts';
import { ownerName } from './merchant.ts';
import * as R from './rules.ts';
import type { Fields } from './rules.ts';
import type { Sheet } from './sheet.ts';

export const app = (k: string) => `application.${k}`;
export const own = (i: number, k: string) => `application.applicants[${i}].${k}`;
export interface Print { text: string; fields: Fields | null }

/** The DBA cell: the trade name, or for a business without one blank / SAME / N/A / the legal name again. Those
 *  are recorded as the trade name's location with a null reading, not as decoys: they are what the field says. */
export function tradePrint(m: Merchant, rng: Rng): Print {
  if (m.dba) return { text: m.dba, fields: { [app('trade_name')]: m.dba } };
  const text = rng.weighted([['', 45], ['SAME', 25], ['N/A', 12], [m.legal, 18]] as const);
  return { text, fields: text ? { [app('trade_name')]: null } : null };
}

/** Free-text entity type, read by the reference's aliases. */
export function entityPrint(m: Merchant, rng: Rng): Print {
  const text = rng.pick(m.kind.free);
  return { text, fields: { [app('type_of_entity')]: checkedEntity(text, m) } };
}

function checkedEntity(text: string, m: Merchant): string {
  const id = R.entityIdFor(text, m.country);
  if (id !== m.kind.id) throw new Error(`entity text ${text} reads as ${id}, merchant is ${m.kind.id}`);
  return id;
}

/** A row of entity checkboxes; a kind with no box of its own is "Other" with the words on its line. Returns the end x. */
export function entityBoxes(s: Sheet, m: Merchant, rng: Rng, x: number, y: number, options: [string, string][], lineW: number, blank: boolean): number {
  const hit = options.find(([, b]) => b === m.kind.box && b !== 'other');
  let cx = x;
  for (const [label, b] of options) {
    const checked = !blank && (hit ? b === m.kind.box : b === 'other');
    const fields = checked && b !== 'other' ? { [app('type_of_entity')]: checkedEntity(label, m) } : null;
    cx = s.check(`entity_${b}`, cx, y, label, checked, fields) + 5;
  }
  if (options.some(([, b]) => b === 'other')) {
    s.line(cx - 3, y + 7, cx - 3 + lineW, y + 7, 0.4);
    const text = !blank && !hit ? rng.pick(m.kind.free) : '';
    s.value('entity_other_text', cx - 2, y - 0.5, lineW - 2, text, text ? { [app('type_of_entity')]: checkedEntity(text, m) } : null, { size: 6.8 });
  }
  return cx + lineW;
}

export const industryPrint = (m: Merchant): Print => ({ text: m.industryText, fields: { [app('industry')]: R.industryIdFor(m.industryText) } });

export function moneyPrint(path: string, v: number, rng: Rng, country: R.Country): Print {
  const style = rng.pick(country === 'CA' ? ['cad', 'cad-after', 'dollar', 'cents'] as const : ['dollar', 'dollar', 'cents', 'bare', 'spaced'] as const);
  const text = R.formatMoney(v, style);
  const back = R.moneyValue(text);
  if (back !== v) throw new Error(`money ${v} printed as ${text} reads ${back}`);
  return { text, fields: { [path]: back } };
}

/** Money that is not a field (sales, rent, balances): printed the same way, recorded as a decoy, and never equal to
 *  the requested amount or payment, so a decoy cannot coincide with the truth. */
export function decoyMoney(m: Merchant, v: number, rng: Rng): Print {
  let x = v;
  while (x === m.requested || x === m.payment) x += 10;
  return { text: moneyPrint('x', x, rng, m.country).text, fields: null };
}

export function datePrint(path: string, d: R.Ymd, f: R.DateFormat): Print {
  return { text: R.formatDate(d, f), fields: { [path]: R.iso(d) } };
}

export const pickDateFormat = (rng: Rng): R.DateFormat => rng.weighted([['mdy', 40], ['mdy-short', 15], ['mdy2', 15], ['long', 15], ['abbr', 15]]);

export type NameFormat = 'first-last' | 'full' | 'last-first';
export function namePrint(o: Owner, i: number, f: NameFormat): Print {
  return { text: ownerName(o, f), fields: { [own(i, 'first_name')]: o.first, [own(i, 'last_name')]: o.last } };
}

export const rolePrint = (o: Owner, i: number): Print => ({ text: o.title, fields: { [own(i, 'role')]: o.title } });
export const pctPrint = (o: Owner, i: number, withSign: boolean): Print => ({ text: withSign ? `${o.pct}%` : String(o.pct), fields: { [own(i, 'ownership')]: o.pct } });
export const ficoPrint = (o: Owner, i: number): Print => ({ text: String(o.fico), fields: { [own(i, 'credit_score')]: o.fico } });

/** An owner's SSN / SIN: in full, masked (the tax ID's location, read as null with its type and country) or blank. */
export function taxIdPrint(o: Owner, i: number, mode: 'full' | 'masked' | 'blank', rng: Rng): Print {
  if (mode === 'blank') return { text: '', fields: null };
  const digits = o.taxId.replace(/\D/g, '');
  if (mode === 'masked') {
    const text = o.taxIdType === 'SIN' ? rng.pick([`XXX-XXX-${digits.slice(6)}`, `*** *** ${digits.slice(6)}`])
      : rng.pick([`XXX-XX-${digits.slice(5)}`, `***-**-${digits.slice(5)}`, `xxx-xx-${digits.slice(5)}`]);
    return { text, fields: { [own(i, 'tax_id')]: null, [own(i, 'tax_id_type')]: null, [own(i, 'tax_id_country')]: null } };
  }
  const text = o.taxIdType === 'SIN' && rng.chance(0.4) ? o.taxId.replace(/-/g, ' ') : o.taxId;
  return { text, fields: R.ownerTaxIdFields(i, text, o.taxIdType) };
}

export const taxIdMode = (rng: Rng, blankP: number): 'full' | 'masked' | 'blank' =>
  rng.weighted([['full', 0.6 - blankP / 2], ['masked', 0.4 - blankP / 2], ['blank', blankP]]);

/** Boxed cells with small labels at their top-left, side by side from x; returns each cell's x and width. */
export function cells(s: Sheet, x: number, y: number, h: number, specs: [number, string][], labelSize = 5.8): { x: number; w: number }[] {
  const out: { x: number; w: number }[] = [];
  let cx = x;
  for (const [w, label] of specs) {
    s.rect(cx, y, w, h, { lw: 0.45 });
    if (label) s.label(cx + 1.6, y + 1.3, label, labelSize);
    out.push({ x: cx, w });
    cx += w;
  }
  return out;
}

/** Puts a printed value at the bottom of a boxed cell (or a decoy when its fields are null). */
export function inCell(s: Sheet, key: string, c: { x: number; w: number }, y: number, h: number, p: Print, size?: number): void {
  const sz = size ?? s.opts.typedSize;
  s.value(key, c.x + 2, y + h - sz - 1.6, c.w - 4, p.text, p.fields, { size: sz });
}

/** A dark section bar across the form. */
export function bar(s: Sheet, x: number, y: number, w: number, text: string, fill = '#1f2d3d', h = 9): number {
  s.rect(x, y, w, h, { fill });
  s.label(x + 3, y + 1.8, text, 6.3, { bold: true, color: '#fff' });
  return y + h;
}

export const owned = (p: Print | null | undefined): Print => p ?? { text: '', fields: null };
