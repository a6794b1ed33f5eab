// Set 18: funders' long-form paperwork (agreements, guaranties, schedules) with the merchant's data inside it.
import type { TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { merchant, type Merchant } from './data.ts';
import { guaranty, ownersContinued, twoColumn } from './layouts-forms.ts';
import { agreementFillins, numberedFootnotes } from './layouts-prose.ts';
import { landscapeOwners, scheduleA } from './layouts-tables.ts';
import { Sheet, type Style } from './sheet.ts';

type Layout = { draw: (s: Sheet, m: Merchant, r: Rng) => TruthApplication; ca: boolean; landscape?: boolean };

const LAYOUTS: Record<string, Layout> = {
  'agreement-fillins': { draw: agreementFillins, ca: true },
  'schedule-a': { draw: scheduleA, ca: true },
  'two-column-boxes': { draw: twoColumn, ca: true },
  'personal-guaranty': { draw: guaranty, ca: true },
  'owners-continued': { draw: ownersContinued, ca: true },
  'landscape-owners': { draw: landscapeOwners, ca: false },
  'numbered-footnotes': { draw: numberedFootnotes, ca: true },
};

export const INDEPENDENT18_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

/** The form, its truth, and the decoy values printed on it (for this set's own test). */
export async function build18(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication; decoys: string[] }> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  const r = new Rng(`ind18:${layout}:${seed}`);
  const m = merchant(r.fork('merchant'), l.ca);
  const s = new Sheet(o.style, r.fork('sheet'), l.landscape ?? false, o.scan);
  const truth = l.draw(s, m, r.fork('layout'));
  let pdf = await s.finish();
  if (o.scan) pdf = (await scanPdf(pdf, { ...(r.chance(0.5) ? OFFICE_SCANNER : PHONE_PHOTO), seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth, decoys: s.decoys };
}

export async function generateIndependent18(layout: string, seed: number, o: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const { pdf, truth } = await build18(layout, seed, o);
  return { pdf, truth };
}
