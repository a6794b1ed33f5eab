// Independent set 30: Canadian merchant-cash-advance and revenue-based-financing applications as seven fictional
// Canadian funders and ISOs print them (Ontario, BC, Alberta, Quebec bilingual and French, Atlantic, national).
// Every value comes from a seeded deal; the truth is what applications.md's rules read from the printed form.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { makeDeal } from './deal.ts';
import { ATLANTIC } from './atlantic.ts';
import { BOREAL } from './boreal.ts';
import { CHINOOK } from './chinook.ts';
import { MAPLE_RIDGE } from './maple-ridge.ts';
import { NORTHBOUND } from './northbound.ts';
import { PACIFIC_TIDEWATER } from './pacific-tidewater.ts';
import { SAINT_LAURENT } from './saint-laurent.ts';
import { Paper, type Style } from './paper.ts';
import type { Layout } from './types.ts';

const LAYOUTS: readonly Layout[] = [MAPLE_RIDGE, PACIFIC_TIDEWATER, CHINOOK, SAINT_LAURENT, BOREAL, ATLANTIC, NORTHBOUND];

export const INDEPENDENT30_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export interface Built { pdf: Uint8Array; truth: TruthApplication; decoys: string[] }

/** The paper form with its truth and the decoy values it printed (for the tests). */
export async function buildIndependent30(layout: string, seed: number, style: Style): Promise<Built> {
  const l = LAYOUTS.find((x) => x.name === layout);
  if (!l) throw new Error(`unknown layout ${layout}`);
  const rng = new Rng(`independent30:${layout}:${seed}`);
  const deal = makeDeal(rng.fork('deal'), l.profile);
  const paper = new Paper(style, new Rng(`independent30-pen:${layout}:${seed}:${style}`), l.mark);
  const truth = l.draw(paper, deal, rng.fork('layout'));
  return { pdf: await paper.finish(), truth, decoys: paper.decoys };
}

export async function generateIndependent30(layout: string, seed: number, o: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }):
  Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const style: Style = o.scan && o.style === 'fillable' ? 'typed' : o.style;
  const { pdf, truth } = await buildIndependent30(layout, seed, style);
  if (!o.scan) return { pdf, truth };
  const scanner = new Rng(`independent30-scan:${layout}:${seed}`).chance(0.7) ? OFFICE_SCANNER : PHONE_PHOTO;
  return { pdf: (await scanPdf(pdf, { ...scanner, seed: `${layout}:${seed}` })).pdf, truth };
}
