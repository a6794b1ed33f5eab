// The pieces every web-form print-out shares: the browser's header and footer, a label above an input with help text
// under it, name and address fields split into sub-captioned boxes, and the entity choice read by the rule.
import type { Canvas, FieldValue } from './canvas.ts';
import type { Address, Deal, Owner } from './deal.ts';
import { entityId } from './rules.ts';

export interface Chrome { title: string; url: string; pages: number; browser: 'chrome' | 'firefox' | 'edge' }
type Fields = Record<string, FieldValue>;

/** The browser's print header and footer: date-time, page title, URL, page number (decoys, never fields). */
export function chrome(c: Canvas, ch: Chrome, when: Date): void {
  const h = when.getUTCHours(), m = String(when.getUTCMinutes()).padStart(2, '0');
  const time = `${h % 12 || 12}:${m} ${h < 12 ? 'AM' : 'PM'}`;
  const day = `${when.getUTCMonth() + 1}/${when.getUTCDate()}/${String(when.getUTCFullYear()).slice(2)}`;
  c.decoyText('print_datetime', 24, 14, `${day}, ${time}`);
  const tw = c.width(ch.title, 7.5);
  c.text((612 - tw) / 2, 14, ch.title, 7.5, undefined, '#555555');
  c.decoyText('page_url', 24, 770, ch.url);
  const pg = ch.browser === 'firefox' ? `Page ${c.page} of ${ch.pages}` : `${c.page}/${ch.pages}`;
  c.text(588 - c.width(pg, 7.5), 770, pg, 7.5, undefined, '#555555');
}

export interface FieldOpts { required?: boolean; help?: string; h?: number; options?: string[] }

/** Label above, input, help text under; returns the y under the block. */
export function field(c: Canvas, key: string, x: number, y: number, w: number, label: string, value: string, fields: Fields = {}, o: FieldOpts = {}): number {
  const h = o.h ?? 20;
  if (label) c.label(x, y, label, o.required);
  const top = label ? y + 13 : y;
  c.input(key, x, top, w, h, value, fields, o.options);
  if (o.help) c.help(x, top + h + 3, o.help);
  return top + h + (o.help ? 14 : 6);
}

/** Boxes side by side with a sub-caption under each (First / Last, City / State / ZIP ...). */
export function split(c: Canvas, x: number, y: number, parts: { key: string; w: number; value: string; caption: string; fields?: Fields; options?: string[] }[], gap = 8): number {
  let cx = x;
  for (const p of parts) {
    c.input(p.key, cx, y, p.w, 20, p.value, p.fields ?? {}, p.options);
    c.help(cx, y + 23, p.caption);
    cx += p.w + gap;
  }
  return y + 36;
}

/** An owner's name as First / Last boxes; the middle initial, when the form asks for it, is not the application's. */
export function nameField(c: Canvas, i: number, x: number, y: number, w: number, label: string, o: Owner, middle: boolean, required = true): number {
  c.label(x, y, label, required);
  const p = `application.applicants[${i}]`;
  const parts = middle
    ? [{ key: `owner${i}_first`, w: w * 0.42, value: o.first, caption: 'First', fields: { [`${p}.first_name`]: o.first } },
      { key: `owner${i}_middle`, w: w * 0.12, value: o.middle, caption: 'MI' },
      { key: `owner${i}_last`, w: w * 0.46 - 16, value: o.last, caption: 'Last', fields: { [`${p}.last_name`]: o.last } }]
    : [{ key: `owner${i}_first`, w: w / 2 - 4, value: o.first, caption: 'First', fields: { [`${p}.first_name`]: o.first } },
      { key: `owner${i}_last`, w: w / 2 - 4, value: o.last, caption: 'Last', fields: { [`${p}.last_name`]: o.last } }];
  return split(c, x, y + 13, parts);
}

/** Street / City / State / ZIP; only the business address gives state_region (and the country it implies). */
export function addressField(c: Canvas, key: string, x: number, y: number, w: number, label: string, a: Address, business: boolean, stateAs: 'name' | 'code'): number {
  c.label(x, y, label, business);
  c.input(`${key}_street`, x, y + 13, w, 20, a.street);
  c.help(x, y + 36, 'Street Address');
  const sf: Fields = business ? { 'application.state_region': a.state.code, 'application.country': 'United States' } : {};
  const sw = stateAs === 'name' ? w * 0.3 : w * 0.16;
  return split(c, x, y + 50, [
    { key: `${key}_city`, w: w - sw - 16 - w * 0.2, value: a.city, caption: 'City' },
    { key: `${key}_state`, w: sw, value: stateAs === 'name' ? a.state.name : a.state.code, caption: stateAs === 'name' ? 'State' : 'State / Province', fields: sf, options: [stateAs === 'name' ? a.state.name : a.state.code] },
    { key: `${key}_zip`, w: w * 0.2, value: a.zip, caption: 'ZIP Code' },
  ]);
}

/** The printed text a merchant writes for an entity when the form's list lacks it ("Other: ___"). */
const OTHER_TEXT: Record<string, string> = { llc: 'LLC', c_corporation: 'Corporation', s_corporation: 'S Corp', sole_proprietorship: 'Sole Proprietor',
  general_partnership: 'General Partnership', limited_partnership: 'Limited Partnership', llp: 'LLP', pllc: 'PLLC', nonprofit_corporation: 'Non-Profit',
  professional_corporation: 'Professional Corporation', l3c: 'L3C', cooperative: 'Cooperative' };

/** The option to choose for the deal's entity among a form's options, or Other with the text for its line. */
export function entityChoice(d: Deal, options: string[]): { option: string; other: string } {
  const hit = options.find((o) => o !== 'Other' && entityId(o) === d.entity);
  return hit ? { option: hit, other: '' } : { option: 'Other', other: OTHER_TEXT[d.entity]! };
}
export const entityFields = (printed: string): Fields => ({ 'application.type_of_entity': entityId(printed) });

/** Radio buttons (or check boxes) in a row; the checked one carries `fields`. */
export function choiceRow(c: Canvas, key: string, kind: 'radio' | 'check', x: number, y: number, options: string[], chosen: string, fields: Fields, gap = 14, maxX = 588): number {
  let cx = x, cy = y;
  for (const o of options) {
    const w = c.width(o, 8.5) + 13;
    if (cx + w > maxX) { cx = x; cy += 15; }
    c.choice(key, kind, cx, cy, o, o === chosen, key, o === chosen ? fields : {});
    cx += w + gap;
  }
  return cy + 15;
}

export function taxIdFields(digits: string, type: string): Fields {
  return { 'application.business_tax_id': digits, 'application.business_tax_id_type': type, 'application.business_tax_id_country': 'US' };
}
export function ownerTaxFields(i: number, o: Owner): Fields {
  if (o.masked) return {};
  const p = `application.applicants[${i}]`;
  return { [`${p}.tax_id`]: o.taxId.replace(/\D/g, ''), [`${p}.tax_id_type`]: o.taxId.startsWith('9') ? 'ITIN' : 'SSN', [`${p}.tax_id_country`]: 'US' };
}
export const maskedSsn = (o: Owner): string => (o.masked ? `XXX-XX-${o.taxId.slice(-4)}` : o.taxId);
