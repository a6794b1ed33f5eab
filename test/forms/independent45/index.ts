// Set 45: industry-specialist funders and factors whose applications ask about the trade as much as the business.
// Each layout draws through a Sheet, which records the truth from exactly what it drew.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { Sheet, type Evidence, type Style } from './sheet.ts';
import { ironhaul } from './ironhaul.ts';
import { keystone } from './keystone.ts';
import { ledgerline } from './ledgerline.ts';
import { prairie } from './prairie.ts';
import { lastcall } from './lastcall.ts';
import { carepath } from './carepath.ts';
import { showroom } from './showroom.ts';

type Layout = (s: Sheet, rng: Rng) => Promise<void>;
const LAYOUTS: Record<string, { draw: Layout; generic: boolean }> = {
  'ironhaul-carrier-capital': { draw: ironhaul, generic: false },
  'keystone-contractor-funding': { draw: keystone, generic: true },
  'ledgerline-receivables': { draw: ledgerline, generic: false },
  'prairie-harvest-advance': { draw: prairie, generic: false },
  'last-call-capital': { draw: lastcall, generic: true },
  'carepath-provider-funding': { draw: carepath, generic: false },
  'showroom-floorplan-funding': { draw: showroom, generic: false },
};

export const INDEPENDENT45_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Generated45 { pdf: Uint8Array; truth: TruthApplication; evidence: Evidence[] }

/** One form, deterministic per (layout, seed, style); `evidence` says where each truth value was printed. */
export async function generateIndependent45Detailed(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<Generated45> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  const rng = new Rng(`independent45:${layout}:${seed}`);
  // The style draws from its own stream, so the merchant and the owners are the same in every style.
  const s = new Sheet(o.style, new Rng(`independent45:${layout}:${seed}:${o.style}`), l.generic);
  await l.draw(s, rng);
  let pdf = await s.finish();
  if (o.scan && o.style !== 'fillable') pdf = (await scanPdf(pdf, { ...OFFICE_SCANNER, seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: s.truth, evidence: s.evidence };
}

export async function generateIndependent45(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const { pdf, truth } = await generateIndependent45Detailed(layout, seed, o);
  return { pdf, truth };
}
