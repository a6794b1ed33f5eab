// Independent generator, set 228: MCA application forms of four fictional US brokers that embed numbers tables (bank
// statement summary, prior fundings, broker's proposed terms beside the merchant's request, monthly revenue) around
// the merchant's real fields.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { Canvas, type DecoyOut, type Placed, type Style } from './canvas.ts';
import { truthFrom } from './fields.ts';
import { harborline, keystone } from './layouts-a.ts';
import { bluefin, redwood } from './layouts-b.ts';
import { makeDeal, type Deal } from './model.ts';

type Draw = (c: Canvas, d: Deal, r: Rng) => void;
const LAYOUTS: Record<string, { broker: string; draw: Draw; maxOwners: number }> = {
  harborline: { broker: 'Harborline Capital Partners', draw: harborline, maxOwners: 2 },
  keystone: { broker: 'Keystone Merchant Funding', draw: keystone, maxOwners: 3 },
  bluefin: { broker: 'Bluefin Business Advance', draw: bluefin, maxOwners: 3 },
  redwood: { broker: 'Redwood Funding Group', draw: redwood, maxOwners: 3 },
};

export const INDEPENDENT228_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Independent228Output {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: DecoyOut[]; broker: string; country: 'US' | 'CA'; pages: number;
  scan?: { dpi: number; skews: number[] };
}

export async function generateIndependent228(layout: string, seed: number,
  opts: { style: Style; scan?: boolean | 'phone' }): Promise<Independent228Output> {
  const spec = LAYOUTS[layout];
  if (!spec) throw new Error(`unknown layout ${layout}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned: its values are only in AcroForm fields');
  const root = new Rng(`independent228:${layout}:${seed}`);
  // The deal and the printed formats come from forks that do not depend on the style: the three styles share one truth.
  const deal = makeDeal(root.fork('deal'), spec.maxOwners);
  const c = new Canvas(opts.style, root.fork(`ink:${opts.style}`), { title: `${spec.broker} application`, author: spec.broker });
  spec.draw(c, deal, root.fork('format'));
  let pdf = await c.finish();
  const truth = truthFrom(c.placed, deal.owners.length);
  const out: Independent228Output = { pdf, truth, placed: c.placed, decoys: c.decoys, broker: spec.broker, country: 'US', pages: c.page };
  if (opts.scan) {
    const s = await scanPdf(pdf, opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER);
    pdf = s.pdf;
    out.pdf = pdf;
    out.scan = { dpi: (opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER).dpi ?? 200, skews: s.skews };
  }
  return out;
}
