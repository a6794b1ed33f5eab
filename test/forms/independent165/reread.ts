// Test helper for set 165: reads a PDF's page text and AcroForm fields with pdf.js, and re-reads printed text by
// applications.md's rules (written apart from the generator, against the reference tables in ref-data.ts).
import type { FieldValue, Placed } from './canvas.ts';
import { CA_PROVINCES, ENTITIES, INDUSTRIES, US_STATES } from './ref-data.ts';

export interface PageItem { str: string; x: number; y: number }
export interface Widget { name: string; value: unknown; exportValue?: string; checkBox: boolean; rect: number[] }
export interface PdfDump { numPages: number; items: PageItem[][]; widgets: Widget[][] }

export async function dump(pdf: Uint8Array): Promise<PdfDump> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: pdf.slice(), verbosity: 0, disableFontFace: true });
  const doc = await task.promise;
  const items: PageItem[][] = [], widgets: Widget[][] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const tc = await page.getTextContent();
    items.push(tc.items.filter((t) => 'str' in t).map((t) => ({ str: (t as { str: string }).str, x: (t as { transform: number[] }).transform[4]!, y: (t as { transform: number[] }).transform[5]! })));
    const ann = (await page.getAnnotations()) as { subtype: string; fieldName?: string; fieldValue?: unknown; exportValue?: string; checkBox?: boolean; rect: number[] }[];
    widgets.push(ann.filter((a) => a.subtype === 'Widget').map((a) => ({ name: a.fieldName ?? '', value: a.fieldValue, exportValue: a.exportValue, checkBox: !!a.checkBox, rect: a.rect })));
  }
  await task.destroy();
  return { numPages: items.length, items, widgets };
}

const squash = (s: string) => s.replace(/\s+/g, '');
export const pageText = (d: PdfDump, page: number) => squash(d.items[page - 1]!.map((i) => i.str).join(''));
/** A text item of the page whose origin lies in the box and whose text is part of the value. */
export function itemInBox(d: PdfDump, p: Placed, slack = 3): boolean {
  const [x0, y0, x1, y1] = p.box;
  return d.items[p.page - 1]!.some((i) => i.str.trim() && i.x >= x0 - slack && i.x <= x1 + slack && i.y >= y0 - slack && i.y <= y1 + slack
    && (squash(p.text).includes(squash(i.str)) || squash(i.str).includes(squash(p.text))));
}

// ---- applications.md's rules ----
const punct = (s: string) => s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]/g, '');
export function entityOf(text: string, country: 'US' | 'CA'): string | null {
  const n = punct(text);
  const hits = Object.entries(ENTITIES).filter(([, [cs, names]]) => cs.includes(country) && names.some((x) => punct(x) === n)).map(([id]) => id);
  return hits.length === 1 ? hits[0]! : hits.length ? `ambiguous:${hits.join(',')}` : null;
}
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export function industryOf(text: string): string | null {
  let best: string | null = null, len = 0;
  for (const [id, names] of Object.entries(INDUSTRIES)) {
    for (const nm of names) {
      if (!new RegExp(`(?<![A-Za-z0-9])${esc(nm)}(?![A-Za-z0-9])`, 'i').test(text)) continue;
      if (nm.length > len) { best = id; len = nm.length; } else if (nm.length === len && best !== id) best = `ambiguous:${best},${id}`;
    }
  }
  return best;
}
export const moneyOf = (t: string): number | null => {
  const s = t.replace(/CAD|\$|,|\s/gi, '');
  return /^\d+(\.\d+)?$/.test(s) ? Number(s) : null;
};
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
export function dateOf(t: string): string | null {
  const s = t.trim();
  const iso = (y: number, m: number, d: number) => (m >= 1 && m <= 12 && d >= 1 && d <= 31 ? `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}` : null);
  let m = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})$/.exec(s);
  if (m) { const y = Number(m[3]); return iso(m[3]!.length === 2 ? (y <= 30 ? 2000 + y : 1900 + y) : y, Number(m[1]), Number(m[2])); }
  if ((m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s))) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  if ((m = /^([A-Za-z]+)\.? (\d{1,2}), (\d{4})$/.exec(s))) {
    const i = MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase());
    return i < 0 ? null : iso(Number(m[3]), i + 1, Number(m[2]));
  }
  return null;
}
export function nameOf(t: string): { first_name: string; last_name: string } {
  const s = t.trim().replace(/,\s*(DC|DDS|MD|CPA|PhD|DVM|Esq\.?)$/i, '');
  if (s.includes(',')) {
    const [last, rest] = [s.slice(0, s.indexOf(',')).trim(), s.slice(s.indexOf(',') + 1).trim()];
    return { first_name: rest.split(/\s+/)[0]!, last_name: last };
  }
  const toks = s.split(/\s+/);
  const rest = toks.slice(1);
  if (rest.length > 1 && /^[A-Z]\.?$/.test(rest[0]!)) rest.shift();
  return { first_name: toks[0]!, last_name: rest.join(' ') };
}
function region(s: string): { state_region: string; country: string } | null {
  const t = s.trim().replace(/\.$/, '');
  for (const [code, name] of Object.entries(US_STATES)) if (t === code || punct(t) === punct(name)) return { state_region: code, country: 'United States' };
  for (const [code, name] of Object.entries(CA_PROVINCES)) if (t === code || punct(t) === punct(name)) return { state_region: code, country: 'Canada' };
  return null;
}
export function regionOf(t: string): { state_region: string; country: string } | null {
  const m = /,\s*([^,]+?)\s+(\d{5}(?:-\d{4})?|[A-Z]\d[A-Z] ?\d[A-Z]\d)\s*$/.exec(t);
  return region(t) ?? (m ? region(m[1]!) : null);
}
/** Tax ID by format, then by label for a bare or Canadian 9-digit number. */
export function taxOf(t: string, label: string, business: boolean): { id: string | null; type: string | null; country: string | null } {
  const s = t.trim();
  const none = { id: null, type: null, country: null };
  if (/[x*]/i.test(s.replace(/[A-Z]{2}\s*-?\s*\d{4}$/, ''))) return none;
  const m = /^(\d{9})\s*-?\s*([A-Z]{2})\s*-?\s*(\d{4})$/i.exec(s);
  if (m && business) return { id: `${m[1]}${m[2]!.toUpperCase()}${m[3]}`, type: 'BN', country: 'CA' };
  if (/^\d{2}-\d{7}$/.test(s)) return { id: s.replace(/\D/g, ''), type: 'EIN', country: 'US' };
  if (/^\d{3}-\d{2}-\d{4}$/.test(s)) return { id: s.replace(/\D/g, ''), type: s.startsWith('9') ? 'ITIN' : 'SSN', country: 'US' };
  if (/^(\d{3})[ -]?(\d{3})[ -]?(\d{3})$/.test(s)) {
    const id = s.replace(/\D/g, '');
    const named = /checked: (\w+)/.exec(label)?.[1] ?? (/\b(SIN|NAS)\b/.test(label) ? 'SIN' : /\bEIN\b/.test(label) ? 'EIN' : /\bBN\b/.test(label) ? 'BN' : null);
    if (named === 'SIN' || named === 'BN') return { id, type: named, country: 'CA' };
    if (named === 'EIN') return { id, type: 'EIN', country: 'US' };
  }
  return none;
}
export function freqOf(t: string): string | null {
  if (/bi-?weekly|every (2|two) weeks/i.test(t)) return 'biweekly';
  if (/daily|business day/i.test(t)) return 'daily';
  if (/weekly/i.test(t)) return 'weekly';
  return /monthly/i.test(t) ? 'monthly' : null;
}

/** What the rules read from one placed value (`legal` for the trade-name rule, `country` for the entity rule). */
export function reread(p: Placed, ctx: { legal: string | null; country: 'US' | 'CA' }): Record<string, FieldValue> {
  const out: Record<string, FieldValue> = {};
  const pre = /^(applicants\[\d+\]\.)/.exec(Object.keys(p.fields)[0] ?? '')?.[1] ?? '';
  const has = (f: string) => `${pre}${f}` in p.fields;
  const set = (f: string, v: FieldValue) => { out[`${pre}${f}`] = v; };
  const t = p.text.trim();
  const int = (/\d+/.exec(t) ? Number(/\d+/.exec(t)![0]) : null);
  if (has('legal_name')) set('legal_name', t);
  if (has('trade_name')) set('trade_name', !t || /^(same|n\/a)$/i.test(t) || t === ctx.legal ? null : t);
  if (has('type_of_entity')) set('type_of_entity', entityOf(t, ctx.country));
  if (has('industry')) set('industry', industryOf(t));
  if (has('business_tax_id')) { const x = taxOf(t, p.label ?? '', true); set('business_tax_id', x.id); set('business_tax_id_type', x.type); set('business_tax_id_country', x.country); }
  if (has('state_region')) { const g = regionOf(t); set('state_region', g?.state_region ?? null); set('country', g?.country ?? null); }
  if (has('requested_amount')) set('requested_amount', moneyOf(t));
  if (has('requested_payment')) set('requested_payment', moneyOf(t));
  if (has('number_of_payments')) set('number_of_payments', int);
  if (has('payment_frequency')) set('payment_frequency', freqOf(t));
  if (has('business_start_date')) set('business_start_date', dateOf(t));
  if (has('first_name')) { const n = nameOf(t); set('first_name', n.first_name); set('last_name', n.last_name); }
  if (has('role')) set('role', t);
  if (has('ownership')) set('ownership', /[\d.]+/.test(t) ? Number(/[\d.]+/.exec(t)![0]) : null);
  if (has('credit_score')) set('credit_score', int);
  if (has('tax_id')) { const x = taxOf(t, p.label ?? '', false); set('tax_id', x.id); set('tax_id_type', x.type); set('tax_id_country', x.country); }
  if (has('date_of_birth')) set('date_of_birth', dateOf(t));
  return out;
}
