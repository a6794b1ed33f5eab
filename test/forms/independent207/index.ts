// Independent generator, set 207: US brokers' typed quick apps and intake notes (Key: value sheets, a Field | Value
// table, a printed e-mail thread, a text-message transcript), with the truth built from what was placed.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { type Placed, Sheet, type Style } from './canvas.ts';
import { makeDeal } from './deal.ts';
import { emailThread, textTranscript } from './layouts-chat.ts';
import { fieldTable, type Layout, quickApp } from './layouts-sheet.ts';

export type { Placed } from './canvas.ts';

const LAYOUTS: Record<string, Layout> = { quick_app: quickApp, field_table: fieldTable, email_thread: emailThread, text_transcript: textTranscript };
export const INDEPENDENT207_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Generated207 {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number;
}

const emptyApplicant = (): TruthApplicant => ({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });

/** The application as the placed values give it: every path not placed stays null. */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null,
    number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push(emptyApplicant());
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else {
        (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
      }
    }
  }
  return app;
}

export async function generateIndependent207(layout: string, seed: number, opts: { style: Style; scan?: boolean }): Promise<Generated207> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}; known: ${INDEPENDENT207_LAYOUT_NAMES.join(', ')}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned: its values live only in form fields');
  // Separate streams: the deal, the printing choices and the pen's jitter, so the style never changes the deal.
  const root = `independent207:${layout}:${seed}`;
  const deal = makeDeal(new Rng(`${root}:deal`));
  const sheet = new Sheet(opts.style, l.font, new Rng(`${root}:hand`));
  l.draw(sheet, deal, new Rng(`${root}:print`));
  const out = await sheet.finish();
  let pdf = out.pdf;
  if (opts.scan) {
    const kind = new Rng(`${root}:scan`).chance(0.7) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...kind, seed: `${root}:scan` })).pdf;
  }
  const values = sheet.placed.filter((p) => Object.keys(p.fields).length > 0);
  const decoys = sheet.placed.filter((p) => Object.keys(p.fields).length === 0);
  return { pdf, truth: truthFrom(values), placed: values, decoys, broker: l.broker, country: 'US', pages: out.pages };
}
