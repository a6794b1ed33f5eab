// Independent set 7: seven fictional brokers' application forms with exact truth, from applications.md alone.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { Form, type Printed, type Style } from './canvas.ts';
import { truthOf } from './fmt.ts';
import { makeMerchant } from './merchant.ts';
import { harborline, maplecrest, quillstone, tallgrass, type Layout } from './layouts1.ts';
import { beaconpoint, northstar, ridgeway } from './layouts2.ts';

const LAYOUTS: Record<string, { layout: Layout; country: 'US' | 'CA'; owners: [number, number]; region?: string }> = {
  harborline: { layout: harborline, country: 'US', owners: [1, 2] },
  quillstone: { layout: quillstone, country: 'US', owners: [1, 3] },
  maplecrest: { layout: maplecrest, country: 'CA', owners: [1, 2], region: 'AB' },
  tallgrass: { layout: tallgrass, country: 'US', owners: [1, 1] },
  beaconpoint: { layout: beaconpoint, country: 'US', owners: [1, 2] },
  ridgeway: { layout: ridgeway, country: 'US', owners: [1, 3] },
  northstar: { layout: northstar, country: 'CA', owners: [1, 3] },
};

export const INDEPENDENT7_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Built { pdf: Uint8Array; truth: TruthApplication; printed: Printed[] }

/** The form, its truth and every value printed (values and decoys), for the tests. */
export async function buildIndependent7(layout: string, seed: number | string, o: { style?: Style; scan?: boolean } = {}): Promise<Built> {
  const spec = LAYOUTS[layout];
  if (!spec) throw new Error(`unknown layout ${layout}`);
  const style = o.style ?? 'typed';
  const rng = new Rng(`independent7:${layout}:${seed}`);
  const m = makeMerchant(rng.fork('merchant'), spec.country, rng.int(spec.owners[0], spec.owners[1]), spec.region);
  // A fillable form that is scanned is scanned as it prints: its values drawn as page text.
  const f = new Form(style, style === 'fillable' && !!o.scan, `${layout}:${seed}:${style}`);
  spec.layout(f, m, rng.fork('layout'));
  let pdf = await f.end();
  if (o.scan) pdf = (await scanPdf(pdf, { ...OFFICE_SCANNER, seed: `independent7:${layout}:${seed}` })).pdf;
  return { pdf, truth: truthOf(f.printed), printed: f.printed };
}

export async function generateIndependent7(layout: string, seed: number | string,
  o: { style?: 'typed' | 'handwritten' | 'fillable'; scan?: boolean } = {}): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const { pdf, truth } = await buildIndependent7(layout, seed, o);
  return { pdf, truth };
}
