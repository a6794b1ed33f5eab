// independent118: long (3-6 page) merchant applications where the reader must read across pages: business on page 1,
// first owner on page 2, continuation sheets for owners 2-4, funding terms late, a signature block per owner, repeated
// headers and footers, fine print with a broker's numbers, and decoys (landlord, bank, references, funders, ISO rep).
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER, PHONE_PHOTO } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { makeMerchant, type Country, type Merchant } from './model.ts';
import { Sheet, type Style } from './sheet.ts';
import { renderKeystone } from './keystone.ts';
import { renderHarborline } from './harborline.ts';
import { renderNorthern } from './northern.ts';

interface LayoutDef { broker: string; country: Country; typedFont: string; render: (s: Sheet, m: Merchant) => void }
const LAYOUTS: Record<string, LayoutDef> = {
  keystone_grid: { broker: 'Keystone Bridge Capital LLC', country: 'US', typedFont: 'Helvetica', render: renderKeystone },
  harborline_lines: { broker: 'Harborline Funding Partners', country: 'US', typedFont: 'NimbusMonoPS-Regular', render: renderHarborline },
  northern_lights_ca: { broker: 'Northern Lights Business Capital Inc.', country: 'CA', typedFont: 'NimbusSans-Regular', render: renderNorthern },
};
export const INDEPENDENT118_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Independent118Doc {
  pdf: Uint8Array; truth: TruthApplication; layout: string; broker: string; country: 'US' | 'CA'; style: string;
  scan: boolean; printed: { key: string; text: string; page: number; field?: string }[]; decoys: string[]; pages: number;
}

export async function generateIndependent118(layout: string, seed: number,
  opts: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<Independent118Doc> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`independent118: unknown layout ${layout}`);
  const rng = new Rng(`independent118:${layout}:${seed}`);
  const m = makeMerchant(rng.fork('merchant'), def.country);
  const s = new Sheet(opts.style as Style, opts.scan, rng.fork('draw'), def.typedFont);
  def.render(s, m);
  let pdf = await s.finish();
  if (opts.scan) {
    const phone = rng.fork('scan').chance(0.3);
    pdf = (await scanPdf(pdf, { ...(phone ? PHONE_PHOTO : OFFICE_SCANNER), seed: `independent118:${layout}:${seed}:scan` })).pdf;
  }
  return { pdf, truth: s.truth, layout, broker: def.broker, country: def.country, style: opts.style, scan: opts.scan,
    printed: s.printed, decoys: decoysOf(s), pages: s.page };
}

/** Decoys, without any that reads the same as a value of the truth (a home state equal to the business's state). */
function decoysOf(s: Sheet): string[] {
  const real = new Set(s.printed.filter((p) => p.field).map((p) => p.text.trim().toLowerCase()));
  return [...new Set(s.decoys.map((d) => d.trim()).filter((d) => d && !real.has(d.toLowerCase())))];
}
