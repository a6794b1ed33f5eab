// Set 24: Canadian and cross-border funders' application forms (English, bilingual, French-first Québec, a US form
// filled by a Canadian merchant, a portal printout, a Maritime typewritten form, a Prairie character-box form).
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { merchant, type Merchant } from './data.ts';
import { bilingue, mapleLedger, quebec } from './layouts-a.ts';
import { portal, usForm } from './layouts-b.ts';
import { fundy, prairie } from './layouts-c.ts';
import { Pen, type Shown, type Style } from './pen.ts';

interface Layout { draw: (p: Pen, m: Merchant) => void; prov?: string; maxOwners?: number }
const LAYOUTS: Record<string, Layout> = {
  'maple-ledger-grid': { draw: mapleLedger },
  'bilingual-boreal': { draw: bilingue, maxOwners: 3 },
  'quebec-laurentides': { draw: quebec, prov: 'QC' },
  'us-form-canadian-filler': { draw: usForm, maxOwners: 2 },
  'northpeak-portal': { draw: portal },
  'fundy-typewriter': { draw: fundy, maxOwners: 3 },
  'prairie-charboxes': { draw: prairie, maxOwners: 4 },
};
export const INDEPENDENT24_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Built { pdf: Uint8Array; truth: TruthApplication; shown: Shown[]; decoys: Shown[]; merchant: Merchant }

/** The form with what each printed value stands for (the test's view); generateIndependent24 returns its pdf and truth. */
export async function buildIndependent24(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<Built> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  const m = merchant(seed, layout, { ...(l.prov ? { prov: l.prov } : {}), ...(l.maxOwners ? { maxOwners: l.maxOwners } : {}) });
  const rng = new Rng(`independent24:${layout}:${seed}:${o.style}:draw`);
  const pen = new Pen(o.style, o.scan, rng);
  l.draw(pen, m);
  const truth = pen.app;
  // Canada is the country of every merchant here: derived from the province where a form prints no country.
  if (truth.state_region) truth.country = 'Canada';
  let pdf = await pen.end();
  if (o.scan) pdf = (await scanPdf(pdf, { ...(rng.chance(0.5) ? OFFICE_SCANNER : PHONE_PHOTO), seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth, shown: pen.shown, decoys: pen.decoys, merchant: m };
}

export async function generateIndependent24(layout: string, seed: number, o: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const b = await buildIndependent24(layout, seed, o);
  return { pdf: b.pdf, truth: b.truth };
}
