// Pieces the seven layouts share: bilingual labels in five manners, rows of boxed cells, checkbox rows, owners' truth.
import type { Pen, Truthy } from './pen.ts';
import { type Case, type Owner, type Freq, digits, iso, lastName } from './data.ts';

/** slash: "es / en"; stack: Spanish bold, English in small print beneath; paren: "English (Spanish)";
 *  es: Spanish only; enstack: English bold, Spanish in small italics beneath. */
export type Lang = 'slash' | 'stack' | 'paren' | 'es' | 'enstack';

export function lab(p: Pen, lang: Lang, es: string, en: string, x: number, y: number, size = 6.5): void {
  if (lang === 'slash') p.text(`${es} / ${en}`, x, y, { size });
  else if (lang === 'stack') { p.text(es, x, y, { size: size + 0.5, bold: true }); p.text(en, x, y + size + 1.5, { size: size - 1.5, italic: true, color: '#555' }); }
  else if (lang === 'paren') p.text(`${en} (${es})`, x, y, { size });
  else if (lang === 'es') p.text(es, x, y, { size });
  else { p.text(en, x, y, { size: size + 0.5, bold: true }); p.text(es, x, y + size + 1.5, { size: size - 1, italic: true, color: '#666' }); }
}

export interface Cell { es: string; en: string; name: string; v: string | null; w: number; truth?: Truthy; decoy?: boolean }

/** A row of boxed cells, label top-left, value in the lower part. Returns the y below the row. */
export function row(p: Pen, lang: Lang, x: number, y: number, cells: Cell[], h = 24, boxes = true): number {
  let cx = x;
  for (const c of cells) {
    if (boxes) p.rect(cx, y, c.w, h, { lw: 0.5 });
    else p.line(cx + 2, y + h, cx + c.w - 4, y + h);
    lab(p, lang, c.es, c.en, cx + 2.5, y + 2.5);
    p.value(c.name, c.v, cx + 5, y + h - 11, c.w - 8, { truth: c.truth, decoy: c.decoy });
    cx += c.w;
  }
  return y + h;
}

export interface Opt { es: string; en: string; name: string; checked: boolean; truth?: Truthy }

/** A row of checkboxes with bilingual option labels, wrapping before maxX; returns where the last option ends. */
export function checksAt(p: Pen, lang: Lang, x: number, y: number, opts: Opt[], size = 7, maxX = 580): { x: number; y: number } {
  let cx = x, cy = y;
  for (const o of opts) {
    const label = lang === 'es' ? o.es : lang === 'paren' ? `${o.en} (${o.es})` : lang === 'enstack' ? `${o.en} / ${o.es}` : `${o.es} / ${o.en}`;
    p.doc.font('Helvetica').fontSize(size);
    const w = 10 + p.doc.widthOfString(label) + 10;
    if (cx + w > maxX && cx > x) { cx = x; cy += size + 6; }
    p.check(o.name, cx, cy, o.checked, label, { truth: o.truth });
    p.text(label, cx + 10, cy + 0.5, { size });
    cx += w;
  }
  return { x: cx, y: cy };
}

export function checks(p: Pen, lang: Lang, x: number, y: number, opts: Opt[], size = 7): number {
  return checksAt(p, lang, x, y, opts, size, 10000).x;
}

export const FREQS: [Freq, string, string][] = [['daily', 'Diario', 'Daily'], ['weekly', 'Semanal', 'Weekly'], ['biweekly', 'Bisemanal', 'Bi-weekly'], ['monthly', 'Mensual', 'Monthly']];

export function freqOpts(c: Case, prefix: string): Opt[] {
  return FREQS.map(([f, es, en]) => ({ es, en, name: `${prefix}${f}`, checked: c.freq === f, truth: { payment_frequency: f } }));
}

export function ownRent(c: Case, prefix: string): Opt[] {
  return [{ es: 'Propio', en: 'Own', name: `${prefix}own`, checked: c.own }, { es: 'Alquilado', en: 'Rent', name: `${prefix}rent`, checked: !c.own }];
}

// ---- truth bundles ----
export const A = (i: number, k: string): string => `applicants.${i}.${k}`;
export function nameT(i: number, o: Owner): Truthy { return { [A(i, 'first_name')]: o.first, [A(i, 'last_name')]: lastName(o) }; }
export function ownerTaxT(i: number, o: Owner): Truthy | undefined {
  if (o.masked) return undefined;
  return { [A(i, 'tax_id')]: digits(o.taxId), [A(i, 'tax_id_type')]: o.taxId.startsWith('9') ? 'ITIN' : 'SSN', [A(i, 'tax_id_country')]: 'US' };
}
export function bizTaxT(c: Case): Truthy | undefined {
  return c.taxId ? { business_tax_id: digits(c.taxId), business_tax_id_type: c.taxType, business_tax_id_country: 'US' } : undefined;
}
export const bizTaxText = (c: Case): string | null => (c.taxId ? (c.einBare ? digits(c.taxId) : c.taxId) : null);
export const dobT = (i: number, o: Owner): Truthy => ({ [A(i, 'date_of_birth')]: iso(o.dob) });
export const pct = (n: number, p: Pen): string => p.r.pick([`${n}%`, `${n} %`, `${n}`]);

/** Entity checkbox options for a bilingual (or Spanish-only) row, the "Other" line included. */
export function entityOpts(c: Case, prefix: string, withS = true): { opts: Opt[]; otherText: string | null } {
  const list: [string, string, string][] = [['c_corporation', 'Corporación', 'Corporation'], ['llc', 'Sociedad de Responsabilidad Limitada (LLC)', 'LLC'],
    ['sole_proprietorship', 'Propietario único', 'Sole Proprietor'], ['general_partnership', 'Sociedad colectiva', 'Partnership']];
  if (withS) list.push(['s_corporation', 'Corporación S', 'S Corp']);
  const known = list.some(([id]) => id === c.entity.id);
  const opts: Opt[] = list.map(([id, es, en]) => ({ es, en, name: `${prefix}${id}`, checked: c.entity.id === id, truth: { type_of_entity: id } }));
  opts.push({ es: 'Otro', en: 'Other', name: `${prefix}other`, checked: !known });
  const otherText = known ? null : c.entity.other ?? (c.entity.id === 's_corporation' ? 'S Corp' : null);
  return { opts, otherText };
}

const AUTH_ES = 'Al firmar, cada propietario certifica que la información de esta solicitud es verdadera y completa, y autoriza a {b}, a sus ' +
  'financiadores y agentes a obtener informes de crédito personales y comerciales, verificar referencias bancarias y comerciales y ' +
  'compartir esta solicitud con posibles fuentes de financiamiento. Esta solicitud no es una oferta ni un compromiso de financiamiento.';
const AUTH_EN = 'By signing, each owner certifies that the information in this application is true and complete and authorizes {b}, its ' +
  'funding partners and agents to obtain personal and business credit reports, verify bank and trade references and share this ' +
  'application with prospective funding sources. This application is not an offer or commitment to fund.';

export function authorization(p: Pen, lang: Lang, broker: string, x: number, y: number, w: number): number {
  const es = AUTH_ES.replace('{b}', broker), en = AUTH_EN.replace('{b}', broker);
  p.doc.font('Helvetica').fontSize(6.3);
  if (lang === 'es') { p.text(es, x, y, { size: 6.3, width: w }); return y + p.doc.heightOfString(es, { width: w }) + 6; }
  const first = lang === 'paren' || lang === 'enstack' ? en : es, second = first === en ? es : en;
  p.text(first, x, y, { size: 6.3, width: w });
  const y2 = y + p.doc.heightOfString(first, { width: w }) + 3;
  p.text(second, x, y2, { size: 5.6, width: w, italic: true, color: '#555' });
  p.doc.font('Helvetica-Oblique').fontSize(5.6);
  return y2 + p.doc.heightOfString(second, { width: w }) + 6;
}

/** Signature lines per owner: signature, printed name (not recorded again) and date. */
export function signatures(p: Pen, lang: Lang, c: Case, x: number, y: number, w: number, date: string): number {
  const cw = w / 3;
  c.owners.slice(0, 2).forEach((o, i) => {
    const yy = y + i * 30;
    if (p.style === 'handwritten') p.value(`sig${i}`, `${o.first[0]}. ${o.sur1}`, x + 6, yy + 6, cw - 12);
    p.line(x, yy + 18, x + cw - 10, yy + 18);
    lab(p, lang, 'Firma', 'Signature', x, yy + 20, 6);
    p.line(x + cw, yy + 18, x + 2 * cw - 10, yy + 18);
    lab(p, lang, 'Título', 'Title', x + cw, yy + 20, 6);
    p.value(`sig_title${i}`, o.title, x + cw + 4, yy + 6, cw - 16);
    p.line(x + 2 * cw, yy + 18, x + w, yy + 18);
    lab(p, lang, 'Fecha', 'Date', x + 2 * cw, yy + 20, 6);
    p.value(`sig_date${i}`, date, x + 2 * cw + 4, yy + 6, cw - 10);
  });
  return y + Math.min(2, c.owners.length) * 30 + 8;
}
