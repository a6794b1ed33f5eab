// Independent form set 25: seven funders' applications whose page geometry defeats a left-to-right reading
// (landscape columns, /Rotate 90, sideways content, an upside-down page, a 2x2 grid, dot leaders, owners as columns).
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { makeMerchant, truthOf, type Merchant } from './data.ts';
import { cobalt, harborline, meridian } from './layouts-a.ts';
import { ledgerline, northgate, quadrant, tricounty } from './layouts-b.ts';
import { Pen, type Style } from './pen.ts';

interface Layout { draw: (pen: Pen, m: Merchant, seed: number) => void; maxOwners: number; schedule: boolean; credit: boolean; canada: number }

const LAYOUTS: Record<string, Layout> = {
  'harborline-landscape-columns': { draw: harborline, maxOwners: 2, schedule: false, credit: true, canada: 0 },
  'meridian-rotate90-page': { draw: meridian, maxOwners: 2, schedule: true, credit: false, canada: 0 },
  'cobalt-sideways-portrait': { draw: cobalt, maxOwners: 2, schedule: false, credit: false, canada: 0 },
  'northgate-upside-down-p2': { draw: northgate, maxOwners: 3, schedule: true, credit: true, canada: 0 },
  'quadrant-2x2-grid': { draw: quadrant, maxOwners: 2, schedule: false, credit: false, canada: 0.4 },
  'ledgerline-dot-leaders': { draw: ledgerline, maxOwners: 4, schedule: false, credit: true, canada: 0 },
  'tricounty-owner-columns': { draw: tricounty, maxOwners: 3, schedule: true, credit: true, canada: 0 },
};

export const INDEPENDENT25_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

/** The form and its truth, with every value the pages print (application's and decoys'), for this set's tests. */
export async function buildIndependent25(layout: string, seed: number, style: Style): Promise<{ pdf: Uint8Array; truth: TruthApplication; merchant: Merchant; printed: string[] }> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  const canada = l.canada > 0 && (seed * 7919) % 100 < l.canada * 100;
  const m = makeMerchant(seed, layout, { canada, maxOwners: l.maxOwners });
  const pen = new Pen(style, `${layout}:${seed}:${style}`);
  l.draw(pen, m, seed);
  return { pdf: await pen.end(), truth: truthOf(m, { schedule: l.schedule, credit: l.credit }), merchant: m, printed: pen.printed };
}

export async function generateIndependent25(layout: string, seed: number, o: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const { pdf, truth } = await buildIndependent25(layout, seed, o.style);
  if (!o.scan) return { pdf, truth };
  const scanner = seed % 3 === 2 ? PHONE_PHOTO : OFFICE_SCANNER;
  return { pdf: (await scanPdf(pdf, { ...scanner, seed: `${layout}:${seed}` })).pdf, truth };
}
