// Test helpers of set 160: what a PDF shows (page text, AcroForm widgets) read back with pdf.js, and the checks
// that a placed value or decoy is where the generator says and that no decoy equals a real value.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TruthApplication } from '../generator/truth.ts';
import { dateOf, moneyOf } from './reread.ts';
import type { Placed } from './sheet.ts';

export interface Widget { name: string; value: string; checkBox: boolean; exportValue: string | null; rect: number[] }
export interface PdfView { pages: number; text: string[]; widgets: Widget[][] }

export async function view(pdf: Uint8Array): Promise<PdfView> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0, disableFontFace: true, useSystemFonts: false });
  const doc = await task.promise;
  const text: string[] = [], widgets: Widget[][] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const tc = await page.getTextContent();
    text.push(tc.items.map((it) => ('str' in it ? it.str : '')).join(' '));
    const annots = (await page.getAnnotations()) as { fieldName?: string; fieldValue?: unknown; checkBox?: boolean; exportValue?: string; rect: number[] }[];
    widgets.push(annots.filter((a) => a.fieldName).map((a) => ({ name: a.fieldName!, value: String(a.fieldValue ?? ''), checkBox: !!a.checkBox,
      exportValue: a.exportValue ?? null, rect: a.rect })));
  }
  const pages = doc.numPages;
  await task.destroy();
  return { pages, text, widgets };
}

export const squash = (s: string): string => s.normalize('NFC').replace(/\s+/g, '');

/** Why `p` is not where it claims to be, or null. */
export function misplaced(p: Placed, v: PdfView): string | null {
  if (p.page < 1 || p.page > v.pages) return `${p.key}: page ${p.page} of ${v.pages}`;
  const [x0, y0, x1, y1] = p.box;
  if (!(x0 < x1 && y0 < y1 && x0 >= -5 && x1 <= 620 && y0 >= -5 && y1 <= 800)) return `${p.key}: box ${p.box.join(',')}`;
  if (p.acroform_field) {
    const w = v.widgets[p.page - 1]!.find((x) => x.name === p.acroform_field);
    if (!w) return `${p.key}: no field ${p.acroform_field} on page ${p.page}`;
    if (w.checkBox) {
      const on = p.acroform_value ?? 'Yes';
      if (!squash(v.text[p.page - 1]!).includes(squash(p.text))) return `${p.key}: checkbox label "${p.text}" not on page ${p.page}`;
      return w.value === on && w.exportValue === on ? null : `${p.key}: checkbox ${w.name} is ${w.value}`;
    }
    return w.value === p.text ? null : `${p.key}: field ${w.name} holds "${w.value}", not "${p.text}"`;
  }
  return squash(v.text[p.page - 1]!).includes(squash(p.text)) ? null : `${p.key}: "${p.text}" not in page ${p.page}'s text`;
}

const realNumbers = (t: TruthApplication): number[] => [t.requested_amount, t.requested_payment, t.number_of_payments,
  ...t.applicants.flatMap((a) => [a.ownership, a.credit_score])].filter((x): x is number => x !== null);
const realIds = (t: TruthApplication): string[] => [t.business_tax_id, ...t.applicants.map((a) => a.tax_id)].filter((x): x is string => !!x)
  .map((x) => x.replace(/\D/g, '').slice(0, 9));
const realDates = (t: TruthApplication): string[] => [t.business_start_date, ...t.applicants.map((a) => a.date_of_birth)].filter((x): x is string => !!x);

/** Why decoy `d` could be taken for a real value, or null. */
export function collides(d: Placed, placed: Placed[], truth: TruthApplication): string | null {
  const dt = squash(d.text).toLowerCase();
  const same = placed.find((p) => Object.values(p.fields).some((x) => x !== null) && squash(p.text).toLowerCase() === dt);
  if (same) return `${d.key} "${d.text}" equals ${same.key}`;
  const digits = d.text.replace(/\D/g, '');
  if (digits.length === 9 && realIds(truth).includes(digits)) return `${d.key} "${d.text}" equals a real tax ID`;
  if (/\$|CAD/.test(d.text) && realNumbers(truth).includes(moneyOf(d.text))) return `${d.key} "${d.text}" equals a real amount`;
  const date = dateOf(d.text);
  if (date && realDates(truth).includes(date)) return `${d.key} "${d.text}" equals a real date`;
  const full = truth.applicants.map((a) => `${a.first_name} ${a.last_name}`.toLowerCase());
  if (full.includes(d.text.toLowerCase())) return `${d.key} "${d.text}" is an owner's name`;
  return null;
}
