// Independent generator 198: MCA applications printed from online form builders (Google Forms, Typeform, JotForm,
// Cognito Forms), each a fictional broker's intake form, in three styles (typed, handwritten, fillable), optionally
// scanned. The truth is applications.md's reading of what is printed (model.ts).
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import type { Layout } from './common.ts';
import { cognito, jotform } from './layouts-grid.ts';
import { google, typeform } from './layouts-forms.ts';
import { buildModel, truthOf } from './model.ts';
import { Sheet, type Placed, type Style } from './sheet.ts';

export type { Placed, Style } from './sheet.ts';

const LAYOUTS: Record<string, Layout> = Object.fromEntries([google, typeform, jotform, cognito].map((l) => [l.name, l]));
export const INDEPENDENT198_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Generated { pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number }

export async function generateIndependent198(layout: string, seed: number, opts: { style: Style; scan?: boolean }): Promise<Generated> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a scan has no form fields: scan only typed or handwritten forms');
  const model = buildModel(layout, seed, l.maxOwners);
  // The handwriting jitter has its own stream, so the values (and the truth) never depend on the style.
  const sheet = new Sheet(opts.style, new Rng(`independent198:${layout}:${seed}:${opts.style}`), l.chrome(model), l.typedFont);
  l.draw(sheet, model);
  let pdf = await sheet.finish();
  if (opts.scan) {
    const scanner = new Rng(`independent198:scan:${layout}:${seed}`).chance(0.5) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...scanner, seed: `${layout}:${seed}:${opts.style}` })).pdf;
  }
  return { pdf, truth: truthOf(model), placed: sheet.placed, decoys: sheet.decoys, broker: l.broker, country: model.country, pages: sheet.page };
}
