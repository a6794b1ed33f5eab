// Independent generator, set 250: merchant applications received by fax. A cover sheet first, a fax header line on
// every page, then the broker's application in one of four looks; everything the fax adds is a decoy.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { merchant } from './data.ts';
import { Sheet, type DecoyOut, type Placed, type Style } from './draw.ts';
import { faxCtx, type Broker, type FaxCtx } from './fax.ts';
import { HARBORLINE, harborline } from './harborline.ts';
import { KEYSTONE, keystone } from './keystone.ts';
import { MAPLE, maple } from './maple.ts';
import { SUNBELT, sunbelt } from './sunbelt.ts';

export type { Style } from './draw.ts';

interface Layout { broker: Broker; country: 'US' | 'CA'; pages: number; draw: (c: FaxCtx) => void }
const LAYOUTS: Record<string, Layout> = {
  harborline_grid: { broker: HARBORLINE, country: 'US', pages: 2, draw: harborline },
  keystone_lines: { broker: KEYSTONE, country: 'US', pages: 3, draw: keystone },
  maple_bilingual: { broker: MAPLE, country: 'CA', pages: 2, draw: maple },
  sunbelt_forwarded: { broker: SUNBELT, country: 'US', pages: 3, draw: sunbelt },
};

export const INDEPENDENT250_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Independent250Options { style: Style; scan: boolean | 'phone' }
export interface Independent250Result {
  pdf: Uint8Array;
  truth: TruthApplication;
  broker: string;
  pages: number;
  country: 'US' | 'CA';
  /** Every value placed on the form (page text, handwriting or AcroForm field), with the truth paths it gives. */
  placed: Placed[];
  /** Printed or filled values that are not the application's: fax headers, cover sheet, landlord, bank, references ... */
  decoys: DecoyOut[];
  scan: { skews: number[] } | null;
}

export async function generateIndependent250(layout: string, seed: number, o: Independent250Options): Promise<Independent250Result> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown independent250 layout ${layout}`);
  if (o.style === 'fillable' && o.scan) throw new Error('a fillable form cannot be scanned: its values live only in AcroForm fields');
  const rng = new Rng(`independent250:${layout}:${seed}:${o.style}`);
  // The merchant does not depend on the style: the same seed is the same application in every style.
  const m = merchant(new Rng(`independent250:${layout}:${seed}`), l.country);
  const s = new Sheet(o.style, rng, `${l.broker.name} application`);
  const c = faxCtx(s, m, rng, l.broker, l.pages);
  l.draw(c);
  if (s.page !== l.pages) throw new Error(`${layout} drew ${s.page} pages, expected ${l.pages}`);
  let pdf = await s.finish();
  let scan: Independent250Result['scan'] = null;
  if (o.scan) {
    const r = await scanPdf(pdf, { ...(o.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed: `independent250:${layout}:${seed}` });
    pdf = r.pdf; scan = { skews: r.skews };
  }
  return { pdf, truth: s.app, broker: l.broker.name, pages: l.pages, country: l.country, placed: s.placed, decoys: s.decoys, scan };
}
