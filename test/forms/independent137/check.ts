// Test helpers: read a generated PDF back with pdf.js (its page text and its AcroForm field values) and check that a
// truth is what the printed values give.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TruthApplication } from '../generator/truth.ts';
import type { Independent137Result } from './index.ts';

export interface Read { pages: number; text: string; fields: Map<string, string> }

export async function readPdf(pdf: Uint8Array): Promise<Read> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  let text = '';
  const fields = new Map<string, string>();
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    text += tc.items.map((i) => ('str' in i ? i.str : '')).join(' ') + '\n';
    for (const a of (await page.getAnnotations()) as { fieldName?: string; fieldValue?: unknown }[]) {
      if (a.fieldName) fields.set(a.fieldName, String(a.fieldValue ?? ''));
    }
  }
  const pages = doc.numPages;
  await task.destroy();
  return { pages, text, fields };
}

export const squash = (s: string): string => s.replace(/\s+/g, '');
const alnum = (s: string): string => s.toUpperCase().replace(/[^A-Z0-9]/g, '');
const num = (s: string): number => Number(s.replace(/CAD/g, '').replace(/[^0-9.]/g, ''));

/** Flatten a truth into `key -> value` with the keys printed entries use. */
export function truthEntries(t: TruthApplication): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants') out.push([k, v]);
  t.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) out.push([`applicants[${i}].${k}`, v]); });
  return out;
}

/** Problems with a truth against the printed values: a non-null value with no printing of it, or one its text does not give. */
export function truthProblems(r: Independent137Result): string[] {
  const problems: string[] = [];
  for (const [key, value] of truthEntries(r.truth)) {
    const hits = r.printed.filter((p) => p.keys.includes(key));
    if (value === null) { if (hits.length) problems.push(`${key} is null but printed as "${hits[0]!.text}"`); continue; }
    if (!hits.length) { problems.push(`${key} = ${JSON.stringify(value)} is not printed`); continue; }
    const text = hits[hits.length - 1]!.text;
    const field = key.replace(/^applicants\[\d+\]\./, '');
    let ok = true;
    if (['legal_name', 'trade_name', 'first_name', 'last_name', 'role'].includes(field)) ok = text.includes(String(value));
    else if (field === 'business_tax_id' || field === 'tax_id') ok = alnum(text) === value;
    else if (['requested_amount', 'requested_payment', 'ownership', 'credit_score', 'number_of_payments'].includes(field)) ok = num(text) === value;
    else if (field === 'state_region') ok = new RegExp(`\\b${String(value)}\\b`).test(text) || text.length > 3;
    if (!ok) problems.push(`${key} = ${JSON.stringify(value)} does not come from "${text}"`);
  }
  return problems;
}
