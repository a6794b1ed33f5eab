// Independent set 27: applications a merchant and a broker marked up. Values struck through with the correction
// beside or above them (the struck value is a decoy), N/A / none / dashes in fields the merchant had nothing for
// (null), RECEIVED / COPY / FOR OFFICE USE stamps, initials, broker's margin notes in a second hand, office-use
// boxes with deal numbers, reps and approval amounts (decoys). Typed, handwritten, fillable; scans of typed and
// handwritten.
import type { TruthApplication } from '../generator/truth.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { merchant, Rng } from './data.ts';
import { addFixes, truthOf } from './common.ts';
import { bluewater, harbor, keystone, type Layout } from './layouts-a.ts';
import { granite, sunbelt } from './layouts-b.ts';
import { ledger, prairie } from './layouts-c.ts';
import { Sheet, type Style } from './sheet.ts';

const LAYOUTS: readonly Layout[] = [harbor, keystone, bluewater, granite, sunbelt, prairie, ledger];

export const INDEPENDENT27_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export interface Generated { pdf: Uint8Array; truth: TruthApplication }

/** The merchant and the sheet a layout draws, before drawing (the tests read the decoys off it). */
export function prepare27(layout: string, seed: number, style: Style): { l: Layout; m: ReturnType<typeof merchant>; s: Sheet } {
  const l = LAYOUTS.find((x) => x.name === layout);
  if (!l) throw new Error(`unknown layout ${layout}`);
  const m = merchant(seed, l.name, l.maxOwners);
  const r = new Rng(`ind27:fix:${layout}:${seed}`);
  addFixes(m, r, l.fixKeys, l.nFix, l.dates);
  const s = new Sheet(style, new Rng(`ind27:ink:${layout}:${seed}:${style}`));
  l.prepare?.(m, s);
  return { l, m, s };
}

export async function generateIndependent27(layout: string, seed: number, o: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<Generated> {
  // A scan is of paper: a fillable form is printed with its values first (as the typed form).
  const style: Style = o.scan && o.style === 'fillable' ? 'typed' : o.style;
  const { l, m, s } = prepare27(layout, seed, style);
  l.draw(s, m);
  let pdf = await s.bytes();
  if (o.scan) {
    const phone = new Rng(`ind27:scan:${layout}:${seed}`).chance(0.35);
    pdf = (await scanPdf(pdf, { ...(phone ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}` })).pdf;
  }
  return { pdf, truth: truthOf(m, l.truth) };
}
