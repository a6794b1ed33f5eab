// Independent generator of MCA application forms, set 256: multi-page forms where the second owner's block runs
// across the page break, headers repeat the business name and an application number, footers carry form IDs and
// "continued" notes, and a signature page repeats the legal name and the owners' names in its agreement text.
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { Canvas, type Placed, type Style } from './canvas.ts';
import { truthFrom, type Decoy } from './common.ts';
import { makeMerchant } from './data.ts';
import { harborline, ironbridge } from './layouts-us.ts';
import { maplegate, sunvale } from './layouts-2.ts';

export const INDEPENDENT256_LAYOUT_NAMES: string[] = ['harborline', 'ironbridge', 'maplegate', 'sunvale'];

const BROKERS: Record<string, { broker: string; country: 'US' | 'CA'; prefix: string }> = {
  harborline: { broker: 'Harborline Capital Partners', country: 'US', prefix: 'HCP' },
  ironbridge: { broker: 'Ironbridge Funding Group', country: 'US', prefix: 'IFG' },
  maplegate: { broker: 'Maplegate Business Funding', country: 'CA', prefix: 'MBF' },
  sunvale: { broker: 'Sunvale Merchant Services', country: 'US', prefix: 'SV' },
};

export interface Independent256Result {
  pdf: Uint8Array;
  truth: TruthApplication;
  broker: string;
  pages: number;
  country: 'US' | 'CA';
  style: Style;
  scan: boolean | 'phone';
  /** Every value placed that gives truth fields (repeats in headers and the agreement text included). */
  locations: Placed[];
  /** Values printed that are not the application's: landlord, bank numbers, funders, references, ISO rep, owners' homes ... */
  decoys: Decoy[];
  skews?: number[];
}

export async function generateIndependent256(layout: string, seed: number,
  o: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean | 'phone' }): Promise<Independent256Result> {
  const spec = BROKERS[layout];
  if (!spec) throw new Error(`unknown layout ${layout}`);
  if (o.style === 'fillable' && o.scan) throw new Error('a fillable form cannot be scanned: its values live only in AcroForm fields');
  const rng = new Rng(`independent256:${layout}:${seed}:${o.style}`);
  const m = makeMerchant(rng, spec.country, spec.prefix);
  const c = new Canvas(o.style, rng, `${spec.broker} application`);
  if (layout === 'harborline') harborline(c, m);
  else if (layout === 'ironbridge') ironbridge(c, m);
  else if (layout === 'maplegate') maplegate(c, m);
  else sunvale(c, m, rng.chance(0.4));
  let pdf = await c.finish();
  const { application, decoys, locations } = truthFrom(c.placed);
  let skews: number[] | undefined;
  if (o.scan) {
    const s = await scanPdf(pdf, { ...(o.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed: `independent256:${layout}:${seed}` });
    pdf = s.pdf; skews = s.skews;
  }
  return { pdf, truth: application, broker: spec.broker, pages: c.page, country: spec.country, style: o.style, scan: o.scan,
    locations, decoys, ...(skews ? { skews } : {}) };
}
