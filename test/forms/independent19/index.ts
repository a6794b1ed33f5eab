// Set 19: merchant application forms made with free online tools by small brokers and exported to PDF (a Google
// Forms response, a Google Docs table, a Typeform summary, numbered cards, a request letter, a phone note, a form
// with a spreadsheet page of owners). Written from applications.md alone; the truth is what the printed page gives.
import type { TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { merchant, truthOf } from './data.ts';
import type { Merchant } from './data.ts';
import { Pen } from './draw.ts';
import type { Printed, Style } from './draw.ts';
import { gforms } from './gforms.ts';
import { gdocs } from './gdocs.ts';
import { typeform } from './typeform.ts';
import { cards } from './cards.ts';
import { letter } from './letter.ts';
import { notes } from './notes.ts';
import { sheet } from './sheet.ts';

interface Layout { draw: (p: Pen, m: Merchant) => void; canada: boolean; maxOwners: number; payments: boolean }
const LAYOUTS: Record<string, Layout> = {
  gforms_response: { draw: gforms, canada: true, maxOwners: 4, payments: true },
  gdocs_table: { draw: gdocs, canada: true, maxOwners: 4, payments: true },
  typeform_summary: { draw: typeform, canada: true, maxOwners: 4, payments: false },
  numbered_cards: { draw: cards, canada: true, maxOwners: 4, payments: true },
  request_letter: { draw: letter, canada: false, maxOwners: 4, payments: true },
  phone_notes: { draw: notes, canada: true, maxOwners: 3, payments: true },
  sheet_two_page: { draw: sheet, canada: false, maxOwners: 4, payments: true },
};

export const INDEPENDENT19_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Built { pdf: Uint8Array; truth: TruthApplication; printed: Printed[]; scanned: boolean; printedStyle: Style }

/** The form, its truth and what the pen printed (for the set's own test). */
export async function buildIndependent19(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<Built> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown independent19 layout ${layout}`);
  const r = new Rng(`independent19:${layout}:${seed}:${o.style}`);
  const m = merchant(r.fork('merchant'), { canada: l.canada, maxOwners: l.maxOwners, payments: l.payments });
  // A fillable form that is scanned is its printout: PDFium draws no widgets, so the values are drawn as text.
  const style: Style = o.style === 'fillable' && o.scan ? 'typed' : o.style;
  const pen = new Pen(style, r.fork('pen'), r.pick(['#1a3a8f', '#202020', 'pencil', '#0b5394']));
  l.draw(pen, m);
  let pdf = await pen.end();
  if (o.scan) pdf = (await scanPdf(pdf, { ...(r.chance(0.5) ? OFFICE_SCANNER : PHONE_PHOTO), seed })).pdf;
  return { pdf, truth: truthOf(m), printed: pen.printed, scanned: o.scan, printedStyle: style };
}

export async function generateIndependent19(layout: string, seed: number, o: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const b = await buildIndependent19(layout, seed, o);
  return { pdf: b.pdf, truth: b.truth };
}
