// Pieces every layout shares: the logo header, the entity checkbox row, own/rent, frequency, consent and signatures.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './draw.ts';
import { date, entityId, FREQ_LABEL, type P } from './format.ts';
import type { EntityKind, Merchant } from './model.ts';

export interface Broker { name: string; tagline: string; address: string; phone: string; web: string; color: string }
export interface Ctx { s: Sheet; m: Merchant; r: Rng; b: Broker }

/** Print a value P into a boxed cell / an underlined row / at a spot. */
export const cellP = (c: Ctx, label: string, p: P | null, x: number, y: number, w: number, h = 24) =>
  c.s.cell(label, p?.text ?? null, x, y, w, h, { paths: p?.paths ?? {} });
export const rowP = (c: Ctx, label: string, p: P | null, x: number, y: number, w: number) =>
  c.s.row(label, p?.text ?? null, x, y, w, { paths: p?.paths ?? {} });
export const decoyCell = (c: Ctx, label: string, text: string | null, key: string, x: number, y: number, w: number, h = 24) =>
  c.s.cell(label, text, x, y, w, h, { decoy: key });
export const decoyRow = (c: Ctx, label: string, text: string | null, key: string, x: number, y: number, w: number) =>
  c.s.row(label, text, x, y, w, { decoy: key });

/** The broker's logo header: a mark, the name, contact lines, the form title; returns the y below it. */
export function header(c: Ctx, title: string, shape: 'star' | 'circle' | 'square' | 'leaf'): number {
  const { s, b } = c, d = s.doc;
  d.save().fillColor(b.color);
  if (shape === 'circle') d.circle(58, 52, 20).fill();
  else if (shape === 'square') d.rect(38, 32, 40, 40).fill();
  else if (shape === 'star') d.polygon([58, 30], [64, 46], [81, 46], [67, 56], [72, 73], [58, 63], [44, 73], [49, 56], [35, 46], [52, 46]).fill();
  else d.polygon([58, 30], [70, 50], [66, 52], [76, 64], [58, 60], [40, 64], [50, 52], [46, 50]).fill();
  d.restore();
  d.font('Helvetica-Bold').fontSize(17).fillColor(b.color).text(b.name, 90, 34, { lineBreak: false });
  s.label(b.tagline, 90, 54, { size: 8, color: '#555' });
  s.label(`${b.address}  |  ${b.phone}  |  ${b.web}`, 90, 65, { size: 7, color: '#555' });
  s.label(title, 36, 86, { size: 12, bold: true, width: 540, align: 'center' });
  return 104;
}

/** The ISO representative's box (a decoy: a person and numbers that are not the merchant's). */
export function repLine(c: Ctx, x: number, y: number): void {
  const { r } = c;
  const rep = `${r.pick(['Dana', 'Victor', 'Kelsey', 'Marcus', 'Rita', 'Jordan'])} ${r.pick(['Hale', 'Moreno', 'Pruitt', 'Chen', 'Abbott'])}`;
  c.s.label(`${r.pick(['ISO Rep', 'Account Executive', 'Broker Rep', 'Submitted by'])}: ${rep}   Rep ID: ${r.alnum(5)}   Direct: ${c.b.phone.replace(/\d{4}$/, r.digits(4))}`, x, y, { size: 7, color: '#444' });
  c.s.printed.push({ text: rep, paths: [], decoy: 'iso_rep', field: null, checkbox: false });
}

const US_ROWS: readonly (readonly [string, readonly EntityKind[]])[] = [['Corporation', ['corp']], ['S-Corp', ['scorp']], ['LLC', ['llc']],
  ['Partnership', ['partnership']], ['Sole Proprietor', ['sole']], ['Non-Profit', []]];
const CA_ROWS: readonly (readonly [string, readonly EntityKind[]])[] = [['Corporation', ['corp']], ['Partnership', ['partnership']], ['Sole Proprietorship', ['sole']]];

/** The entity-type checkbox row: the checked label, or "Other:" with the type written on its line. */
export function entityRow(c: Ctx, x: number, y: number, label: string): void {
  const { s, m } = c;
  s.label(label, x, y + 0.5, { size: 7.5, bold: true });
  let cx = x + s.doc.font('Helvetica-Bold').fontSize(7.5).widthOfString(label) + 8;
  const rows = m.country === 'CA' ? CA_ROWS : US_ROWS;
  let found = false;
  for (const [lab, kinds] of rows) {
    const on = kinds.includes(m.entity);
    found ||= on;
    cx = s.check(lab, on, cx, y, on ? { paths: { type_of_entity: entityId(lab, m.country) }, name: 'entity' } : { name: 'entity' });
  }
  cx = s.check('Other:', !found, cx, y, { name: 'entity_other' });
  s.line(cx - 8, y + 9, cx + 60);
  const other = !found ? ({ llp: 'LLP', pllc: 'PLLC', lp: 'LP' } as Record<string, string>)[m.entity] ?? 'LP' : null;
  s.val(other, cx - 6, y - 1, 64, { paths: other ? { type_of_entity: entityId(other, m.country) } : {}, name: 'entity_other_text' });
}

export function ownRentRow(c: Ctx, x: number, y: number, words: readonly [string, string]): number {
  return c.s.check(words[1], !c.m.own, c.s.check(words[0], c.m.own, x, y, { name: 'own' }), y, { name: 'rent' });
}

export function freqRow(c: Ctx, x: number, y: number, withMonthly: boolean): void {
  const { s, m, r } = c;
  let cx = x;
  for (const f of ['daily', 'weekly', 'biweekly', ...(withMonthly || m.frequency === 'monthly' ? ['monthly'] : [])] as Merchant['frequency'][]) {
    const lab = r.pick(FREQ_LABEL[f]);
    cx = s.check(lab, m.frequency === f, cx, y, m.frequency === f ? { paths: { payment_frequency: f }, name: 'frequency' } : { name: 'frequency' });
  }
}

const CONSENT = [
  'By signing below, each of the above listed business and business owner(s) (individually and collectively, "you") certify that all information and documents submitted in connection with this application are true, correct and complete. You authorize {B}, its assigns, agents, banks and funding partners to obtain consumer or personal, business and investigative reports and other information about you, including credit card processor statements and bank statements, from one or more consumer reporting agencies and other sources, and to transmit this application to any funding source. You also authorize contact by telephone, text or e-mail at the numbers provided, including by automated means.',
  'The merchant and its principals authorize {B} and its funding partners to verify the information above, to request business and personal credit reports, and to share this application with purchasers of future receivables. This is a request for a purchase of future receivables and not a loan. Any misrepresentation may result in the withdrawal of an offer.',
];
export const PIPEDA = 'Consent (PIPEDA): you consent to {B} and its funding partners collecting, using and disclosing your personal information, including credit bureau reports (Equifax, TransUnion), to assess this application and to verify your identity, in accordance with the Personal Information Protection and Electronic Documents Act.';

export function consent(c: Ctx, x: number, y: number, w: number, text?: string): number {
  return c.s.para((text ?? c.r.pick(CONSENT)).replaceAll('{B}', c.b.name), x, y, w);
}

/** One signature line per owner: signature, printed name, title, date. Returns the y below. */
export function signatures(c: Ctx, x: number, y: number, w: number, max = 4): number {
  const { s, m, r } = c;
  const signed = date(m.signed, r, m.country);
  for (const [i, o] of m.owners.slice(0, max).entries()) {
    const cw = w / 4;
    s.signature(`${o.first[0]}. ${o.last}`, x + 4, y + 2);
    s.line(x, y + 14, x + cw - 8);
    s.label(i === 0 ? 'Owner / Officer Signature' : `Signature (Owner ${i + 1})`, x, y + 16, { size: 6 });
    s.val(`${o.first} ${o.last}`, x + cw + 2, y + 2, cw - 12, { paths: { [`applicants[${i}].first_name`]: o.first, [`applicants[${i}].last_name`]: o.last }, name: 'print_name' });
    s.line(x + cw, y + 14, x + 2 * cw - 8);
    s.label('Print Name', x + cw, y + 16, { size: 6 });
    s.val(o.title, x + 2 * cw + 2, y + 2, cw - 12, { paths: { [`applicants[${i}].role`]: o.title }, name: 'sig_title' });
    s.line(x + 2 * cw, y + 14, x + 3 * cw - 8);
    s.label('Title', x + 2 * cw, y + 16, { size: 6 });
    s.val(signed, x + 3 * cw + 2, y + 2, cw - 12, { decoy: 'signed_date', name: 'sig_date' });
    s.line(x + 3 * cw, y + 14, x + 4 * cw - 8);
    s.label('Date', x + 3 * cw, y + 16, { size: 6 });
    y += 28;
  }
  return y;
}
