// Set 113: online applications printed from a browser (a broker's or funder's web form, filled in online, saved with
// "Print to PDF"). generateIndependent113(layout, seed, style) gives the PDF and the truth applications.md reads from it.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { Form, type Printed } from './engine.ts';
import type { Style } from './ink.ts';
import { bluebonnet, harbour, lumen, type LayoutDef } from './layouts-a.ts';
import { keystone, maplewood, northstar } from './layouts-b.ts';
import { makeMerchant } from './model.ts';

const LAYOUTS: LayoutDef[] = [lumen, harbour, bluebonnet, northstar, keystone, maplewood];
export const INDEPENDENT113_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export interface Independent113Result {
  pdf: Uint8Array; truth: TruthApplication; layout: string; broker: string; country: 'US' | 'CA'; style: string; scan: boolean;
  printed: Printed[]; decoys: string[]; pages: number;
}

export async function generateIndependent113(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Independent113Result> {
  const def = LAYOUTS.find((l) => l.name === layout);
  if (!def) throw new Error(`unknown layout ${layout}`);
  const m = makeMerchant(seed, layout, def.country);
  const r = new Rng(`independent113:${layout}:${seed}:layout`);
  // A scanned fillable form is its printout: the fields' values drawn as text (PDFium's raster leaves fields out).
  const form = new Form(def.theme(r.fork('theme')), opts.style, r.fork(`ink:${opts.style}`), opts.scan);
  def.build(form, m, r.fork('build'));
  const out = await form.finish();
  let pdf = out.pdf;
  if (opts.scan) {
    const phone = new Rng(`independent113:scan:${layout}:${seed}`).chance(0.3);
    pdf = (await scanPdf(pdf, { ...(phone ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}:${opts.style}` })).pdf;
  }
  return { pdf, truth: form.truth, layout, broker: def.broker, country: def.country, style: opts.style, scan: opts.scan,
    printed: form.printed, decoys: [...new Set(form.decoys)], pages: out.pages };
}
