// Independent generator 53: merchant-cash-advance applications as web portals and CRMs print them (HTML-to-PDF
// print views), with the exact truth of every field. See README.md for the layouts and the truth decisions.
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, scanPdf } from '../../statements/scan/scan.ts';
import { merchant, type Country } from './data.ts';
import { Kit, type Style } from './kit.ts';
import { printDate, type Ctx } from './common.ts';
import { brightlane, fundwell, ledgerly, maplepath } from './layouts1.ts';
import { harborpeak, quillstone, tallgrass } from './layouts2.ts';

interface LayoutDef { draw: (c: Ctx) => void; country: Country; hand: 'kalam' | 'patrick'; soleProp?: boolean }
const LAYOUTS: Record<string, LayoutDef> = {
  brightlane_summary: { draw: brightlane, country: 'US', hand: 'kalam' },
  maplepath_review_ca: { draw: maplepath, country: 'CA', hand: 'patrick' },
  ledgerly_crm_deal: { draw: ledgerly, country: 'US', hand: 'kalam' },
  fundwell_review: { draw: fundwell, country: 'US', hand: 'patrick' },
  quillstone_print: { draw: quillstone, country: 'US', hand: 'kalam' },
  harborpeak_confirmation: { draw: harborpeak, country: 'US', hand: 'patrick', soleProp: false },
  tallgrass_profile: { draw: tallgrass, country: 'US', hand: 'kalam' },
};

export const INDEPENDENT53_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Independent53Options { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }
export interface Independent53Detail { pdf: Uint8Array; truth: TruthApplication; decoys: string[]; industryText: string; printedPdf: Uint8Array }

/** The form, its truth, and what a test needs besides (the printed decoys, the printed type-of-business text). */
export async function generateIndependent53Detailed(layout: string, seed: number, o: Independent53Options): Promise<Independent53Detail> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}`);
  const rng = new Rng(`independent53:${layout}:${seed}`);
  const m = merchant(rng.fork('merchant'), def.country, def.soleProp === false ? { soleProp: false } : {});
  const style: Style = o.style;
  const k = new Kit(style, rng.fork('ink'), def.hand);
  const c: Ctx = { k, m, rng: rng.fork('layout'), t: emptyApplication(), printedIso: printDate(rng) };
  def.draw(c);
  const printed = await k.finish();
  const pdf = o.scan && style !== 'fillable' ? (await scanPdf(printed, { ...OFFICE_SCANNER, seed: `${layout}:${seed}` })).pdf : printed;
  return { pdf, truth: c.t, decoys: k.decoys, industryText: m.industryText, printedPdf: printed };
}

export async function generateIndependent53(layout: string, seed: number, o: Independent53Options): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const { pdf, truth } = await generateIndependent53Detailed(layout, seed, o);
  return { pdf, truth };
}
