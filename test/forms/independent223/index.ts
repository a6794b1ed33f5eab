// Set 223: MCA application forms crowded with people who are not owners (0% officers, spouse co-signer, non-owner
// guarantor, bookkeeper, emergency contact, ISO rep, person completing the form, references, landlord) around 1-3
// real owners. Four fictional US brokers; typed, handwritten or fillable; optionally scanned. See README.md.
import type { TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { Canvas, type Box, type PlacedValue, type Style } from './canvas.ts';
import { makeModel, type Model } from './model.ts';
import { truthFrom } from './values.ts';
import { harborline, keystone } from './layouts1.ts';
import { bluewater, pinecrest } from './layouts2.ts';

interface Layout { broker: string; maxOwners: number; draw: (c: Canvas, m: Model) => void }
const LAYOUTS: Record<string, Layout> = {
  'keystone-bridge': { broker: 'Keystone Bridge Capital', maxOwners: 3, draw: keystone },
  'harborline-funding': { broker: 'Harborline Funding Partners', maxOwners: 3, draw: harborline },
  'pinecrest-merchant': { broker: 'Pinecrest Merchant Services', maxOwners: 3, draw: pinecrest },
  'bluewater-advance': { broker: 'Bluewater Advance Group', maxOwners: 3, draw: bluewater },
};

export const INDEPENDENT223_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Decoy223 { key: string; text: string; page: number; box: Box; acroform_field?: string }
export interface Generated223 {
  pdf: Uint8Array; truth: TruthApplication; placed: PlacedValue[]; decoys: Decoy223[];
  broker: string; country: 'US' | 'CA'; pages: number;
}

export async function generateIndependent223(layout: string, seed: number,
  opts: { style: Style; scan?: boolean | 'phone' }): Promise<Generated223> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned');
  // The model draws from its own stream; the canvas's jitter from another, so every style gives the same values.
  const rng = new Rng(`independent223:${layout}:${seed}`);
  const model = makeModel(rng.fork('model'), l.maxOwners);
  const canvas = new Canvas(opts.style, new Rng(`independent223:${layout}:${seed}:${opts.style}`), `${l.broker} Application`);
  l.draw(canvas, model);
  let pdf = await canvas.end();
  const pages = canvas.page;
  if (opts.scan) {
    const base = opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER;
    pdf = (await scanPdf(pdf, { ...base, seed: `${layout}:${seed}` })).pdf;
  }
  const placed = canvas.placed.filter((p) => Object.keys(p.fields).length > 0);
  const decoys = canvas.placed.filter((p) => Object.keys(p.fields).length === 0)
    .map((p) => ({ key: p.key, text: p.text, page: p.page, box: p.box, ...(p.acroform_field ? { acroform_field: p.acroform_field } : {}) }));
  return { pdf, truth: truthFrom(placed), placed, decoys, broker: l.broker, country: 'US', pages };
}
