// Set 239: short "quick apply" forms and broker pre-qualification sheets, generated independently of the reader from
// applications.md alone. generateIndependent239(layout, seed, { style, scan }) gives the PDF and its truth.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { Form, type Decoy239, type Placed239, type Style } from './canvas.ts';
import { truthFrom } from './fmt.ts';
import { drawAttest } from './layout-attest.ts';
import { drawCa } from './layout-ca.ts';
import { drawPrequal } from './layout-prequal.ts';
import { drawQuick } from './layout-quick.ts';
import { makeMerchant, type Merchant } from './model.ts';

export type { Decoy239, Placed239, Style } from './canvas.ts';

interface LayoutDef { broker: string; country: 'US' | 'CA'; title: string; draw: (f: Form, m: Merchant, rng: Rng) => void }

const LAYOUTS: Record<string, LayoutDef> = {
  brightline_quick: { broker: 'Brightline Capital', country: 'US', title: 'Quick Apply', draw: drawQuick },
  keystone_prequal: { broker: 'Keystone Funding Partners', country: 'US', title: 'Pre-Qualification Worksheet', draw: drawPrequal },
  meridian_attest: { broker: 'Meridian Merchant Funding', country: 'US', title: 'Short Form Application', draw: drawAttest },
  mapleridge_express: { broker: 'Maple Ridge Capital', country: 'CA', title: 'Express Funding Application', draw: drawCa },
};

export const INDEPENDENT239_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Independent239Result {
  pdf: Uint8Array;
  truth: TruthApplication;
  placed: Placed239[];
  decoys: Decoy239[];
  broker: string;
  country: 'US' | 'CA';
  pages: number;
}

export async function generateIndependent239(layout: string, seed: number, o: { style: Style; scan: boolean | 'phone' }): Promise<Independent239Result> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}; one of ${INDEPENDENT239_LAYOUT_NAMES.join(', ')}`);
  if (o.style === 'fillable' && o.scan) throw new Error('a fillable form cannot be scanned: its values live in AcroForm fields');
  const merchant = makeMerchant(new Rng(`i239:${layout}:${seed}:merchant`), def.country);
  const rng = new Rng(`i239:${layout}:${seed}:${o.style}`);
  const f = new Form(o.style, rng, `${def.broker} - ${def.title}`);
  def.draw(f, merchant, rng);
  let pdf = await f.finish();
  if (o.scan) pdf = (await scanPdf(pdf, { ...(o.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: truthFrom(f.placed), placed: f.placed, decoys: f.decoys, broker: def.broker, country: def.country, pages: f.page };
}
