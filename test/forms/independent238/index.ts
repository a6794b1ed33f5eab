// Set 238: Canadian MCA application forms (two French-first / French-only Quebec layouts, two English Canadian ones),
// generated from the spec alone. generateIndependent238(layout, seed, { style, scan }) gives the PDF and its truth.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { Kit, type Box, type Placed238, type Style } from './kit.ts';
import { truthFrom } from './common.ts';
import { drawBoreal } from './layout-boreal.ts';
import { drawLaurentides } from './layout-laurentides.ts';
import { drawMapleRidge } from './layout-mapleridge.ts';
import { drawCedar } from './layout-cedar.ts';

export type { Placed238 } from './kit.ts';

const LAYOUTS: Record<string, { title: string; draw: (k: Kit) => { broker: string } }> = {
  'boreal-fr': { title: 'Demande de financement', draw: drawBoreal },
  'laurentides-bilingue': { title: 'Demande d\'avance de fonds / MCA Application', draw: drawLaurentides },
  'mapleridge-on': { title: 'Business Funding Application', draw: drawMapleRidge },
  'cedar-west': { title: 'Direct Funding Application', draw: drawCedar },
};

export const INDEPENDENT238_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Decoy238 { key: string; text: string; page: number; box: Box; acroform_field?: string }

export interface Independent238Result {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed238[]; decoys: Decoy238[]; broker: string; country: 'US' | 'CA'; pages: number;
}

export async function generateIndependent238(layout: string, seed: number,
  o: { style: Style; scan: boolean | 'phone' }): Promise<Independent238Result> {
  const spec = LAYOUTS[layout];
  if (!spec) throw new Error(`unknown layout ${layout}; known: ${INDEPENDENT238_LAYOUT_NAMES.join(', ')}`);
  if (o.style === 'fillable' && o.scan) throw new Error('a fillable form cannot be scanned: its values live in AcroForm fields');
  const kit = new Kit(o.style, new Rng(`independent238:${layout}:${seed}`), spec.title);
  const { broker } = spec.draw(kit);
  let pdf = await kit.finish();
  if (o.scan) pdf = (await scanPdf(pdf, o.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER)).pdf;
  const placed = kit.placed.filter((p) => Object.keys(p.fields).length > 0);
  const decoys = kit.placed.filter((p) => Object.keys(p.fields).length === 0)
    .map((p) => ({ key: p.key, text: p.text, page: p.page, box: p.box, ...(p.acroform_field ? { acroform_field: p.acroform_field } : {}) }));
  return { pdf, truth: truthFrom(placed), placed, decoys, broker, country: 'CA', pages: kit.page };
}
