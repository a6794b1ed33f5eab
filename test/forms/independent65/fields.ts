// What each merchant value prints as, with the truth it gives (applications.md's reading), and the small drawing
// helpers the layouts share (label left of a line, label above, caption below, label inside a box).
import type { Rng } from '../../statements/generator/prng.ts';
import { dashEin, dashSsn, maskSsn, printAmount, printDate, type Merchant, type Owner } from './merchant.ts';
import type { Fields, Pen, ValueOpts } from './pen.ts';

export interface Val { text: string; fields: Fields }
const US = 'United States';

export function legalV(m: Merchant): Val { return { text: m.legal, fields: { legal_name: m.legal } }; }
export function dbaV(m: Merchant): Val { return m.dba ? { text: m.dba, fields: { trade_name: m.dba } } : { text: m.dbaPrint, fields: {} }; }
export function entityV(m: Merchant): Val { return { text: m.entityWord, fields: { type_of_entity: m.entity.id } }; }
export function kindV(m: Merchant): Val { return { text: m.kind, fields: { industry: m.industry } }; }
/** The tax ID; `bareOk` when the label names an EIN, so a 9-digit run still reads as one. */
export function taxV(m: Merchant, bareOk: boolean): Val {
  if (!m.taxDigits) return { text: m.taxPrint, fields: {} };
  const text = m.taxBare && !bareOk ? dashEin(m.taxDigits) : m.taxPrint;
  return { text, fields: { business_tax_id: m.taxDigits, business_tax_id_type: m.taxType, business_tax_id_country: 'US' } };
}
export function startV(rng: Rng, m: Merchant): Val { return m.start ? { text: printDate(rng, m.start), fields: { business_start_date: m.start } } : { text: '', fields: {} }; }
export function amountV(rng: Rng, m: Merchant): Val { return { text: printAmount(rng, m.amount), fields: { requested_amount: m.amount } }; }
export function stateV(m: Merchant, full = false): Val {
  return { text: full ? m.addr.place.stateName : m.addr.place.state, fields: { state_region: m.addr.place.state, country: US } };
}
export function cityStateZipV(m: Merchant): Val {
  const p = m.addr.place;
  return { text: `${p.city}, ${p.state} ${p.zip}`, fields: { state_region: p.state, country: US } };
}
export const plain = (text: string): Val => ({ text, fields: {} });

export function nameV(o: Owner, i: number, lastFirst = false): Val {
  const text = lastFirst ? `${o.last}, ${o.first}${o.middle ? ` ${o.middle}.` : ''}` : `${o.first}${o.middle ? ` ${o.middle}.` : ''} ${o.last}`;
  return { text, fields: { [`a${i}.first_name`]: o.first, [`a${i}.last_name`]: o.last } };
}
export function titleV(o: Owner, i: number): Val { return o.title ? { text: o.title, fields: { [`a${i}.role`]: o.title } } : plain(''); }
export function pctV(o: Owner, i: number, sign = true): Val {
  return o.pct === null ? plain('') : { text: `${o.pct}${sign ? '%' : ''}`, fields: { [`a${i}.ownership`]: o.pct } };
}
export function ssnV(rng: Rng, o: Owner, i: number): Val {
  if (o.ssnShow === 'blank') return plain('');
  if (o.ssnShow === 'masked') return plain(maskSsn(rng, o.ssn));
  return { text: rng.chance(0.85) ? dashSsn(o.ssn) : o.ssn, fields: { [`a${i}.tax_id`]: o.ssn, [`a${i}.tax_id_type`]: o.ssnKind, [`a${i}.tax_id_country`]: 'US' } };
}
export function dobV(rng: Rng, o: Owner, i: number): Val { return o.dob ? { text: printDate(rng, o.dob, false), fields: { [`a${i}.date_of_birth`]: o.dob } } : plain(''); }
export function creditV(o: Owner, i: number): Val { return o.credit ? { text: String(o.credit), fields: { [`a${i}.credit_score`]: o.credit } } : plain(''); }
export const homeV = (o: Owner): Val => plain(o.home.street);
export const homeCszV = (o: Owner): Val => plain(`${o.home.place.city}, ${o.home.place.state} ${o.home.place.zip}`);

/** Label left of a line; the value sits on the line. */
export function lineField(p: Pen, label: string, key: string, v: Val, x: number, y: number, w: number, lw: number, o: ValueOpts & { lsize?: number; lfont?: string } = {}): void {
  p.text(label, x, y + 2, { size: o.lsize ?? 8, font: o.lfont ?? 'Helvetica' });
  p.hline(x + lw, x + w, y + 12);
  p.value(key, v.text, x + lw, y, w - lw, { ...o, fields: v.fields });
}

/** Label above a line. */
export function aboveField(p: Pen, label: string, key: string, v: Val, x: number, y: number, w: number, o: ValueOpts & { lsize?: number; lfont?: string } = {}): void {
  p.text(label, x, y, { size: o.lsize ?? 7, font: o.lfont ?? 'Helvetica-Bold', color: '#333333' });
  p.hline(x, x + w - 6, y + 22);
  p.value(key, v.text, x, y + 10, w - 8, { ...o, fields: v.fields });
}

/** Caption below the line. */
export function belowField(p: Pen, label: string, key: string, v: Val, x: number, y: number, w: number, o: ValueOpts & { lfont?: string } = {}): void {
  p.value(key, v.text, x, y, w - 8, { ...o, fields: v.fields });
  p.hline(x, x + w - 6, y + 12, 0.5);
  p.text(label, x, y + 14, { size: 6.5, font: o.lfont ?? 'Times-Italic' });
}

/** Label inside a box's top-left corner, the value under it. */
export function boxField(p: Pen, label: string, key: string, v: Val, x: number, y: number, w: number, h: number, o: ValueOpts & { lcolor?: string } = {}): void {
  p.rect(x, y, w, h, { lw: 0.5 });
  p.text(label, x + 2, y + 2, { size: 5.8, font: 'Helvetica', color: o.lcolor ?? '#555555' });
  p.value(key, v.text, x + 1, y + h - 13, w - 4, { ...o, fields: v.fields });
}

/** A dark band with a white section title. */
export function band(p: Pen, title: string, x: number, y: number, w: number, fill = '#1f3a5f', size = 8.5): void {
  p.rect(x, y, w, 13, { fill, stroke: 'none' });
  p.text(title, x + 5, y + 3, { size, font: 'Helvetica-Bold', color: '#ffffff' });
}

export const AUTH = 'By signing below, each of the above listed business and business owner/officer (individually and collectively, "you") '
  + 'certify that all information and documents submitted in connection with this application are true, correct and complete. You '
  + 'authorize the recipient and its assigns, agents, banks and financial institutions to obtain information about you, including '
  + 'credit reports, bank references and other information, now and in the future, for the purposes of this application and any '
  + 'subsequent servicing. You authorize the recipient to share this application with funding partners.';
