// Set 58: renewal, refinance and add-on applications a funder sends to a merchant it already funded (see README.md).
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER } from '../../statements/scan/scan.ts';
import { Canvas, type Printed, type Style } from './canvas.ts';
import { merchant, type Country } from './model.ts';
import type { Ctx } from './common.ts';
import { harborline, maplecrest } from './layouts-a.ts';
import { bluebonnet, ridgeway } from './layouts-b.ts';
import { ironwood, northgate, summitpeak } from './layouts-c.ts';

interface Layout { title: string; caShare: number; draw: (x: Ctx) => void }
const LAYOUTS: Record<string, Layout> = {
  harborline_renewal: { title: 'Harborline Capital Partners - Merchant Renewal Application', caShare: 0, draw: harborline },
  maplecrest_addon: { title: 'Maplecrest Business Capital - Add-On Funding Request', caShare: 1, draw: maplecrest },
  ridgeway_refinance: { title: 'Ridgeway Merchant Funding - Refinance / Consolidation Application', caShare: 0.4, draw: ridgeway },
  bluebonnet_express: { title: 'Bluebonnet Advance Co. - Express Renewal', caShare: 0, draw: bluebonnet },
  summitpeak_ownership: { title: 'Summit Peak Funding - Renewal & Ownership Update', caShare: 0, draw: summitpeak },
  ironwood_verification: { title: 'Ironwood Receivables - Renewal Data Verification', caShare: 0.35, draw: ironwood },
  northgate_offer: { title: 'Northgate Capital - Renewal Offer Acceptance & Application', caShare: 0.3, draw: northgate },
};

export const INDEPENDENT58_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Detailed { pdf: Uint8Array; truth: TruthApplication; printed: Printed[]; decoys: string[]; country: Country }

/** The form with what the tests need beside it: each truth value's printed text and every decoy's. */
export async function generateIndependent58Detailed(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<Detailed> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  const base = `independent58:${layout}:${seed}`;
  const mr = new Rng(`${base}:merchant`);
  const country: Country = mr.chance(l.caShare) ? 'CA' : 'US';
  const m = merchant(mr, country);
  const c = new Canvas(o.style, new Rng(`${base}:${o.style}:ink`), l.title);
  const t = emptyApplication();
  l.draw({ c, m, r: new Rng(`${base}:print`), t });
  let pdf = await c.finish();
  if (o.scan && o.style !== 'fillable') pdf = (await scanPdf(pdf, { ...OFFICE_SCANNER, seed: base })).pdf;
  return { pdf, truth: t, printed: c.printed, decoys: c.decoys, country };
}

export async function generateIndependent58(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const { pdf, truth } = await generateIndependent58Detailed(layout, seed, o);
  return { pdf, truth };
}
