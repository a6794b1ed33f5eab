// Independent set 38: applications from trucking / transport and construction / trades ISOs. Seven fictional
// brokers' and funders' forms, each typed, handwritten or fillable, optionally scanned; the truth is what is printed.
import type { TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, scanPdf } from '../../statements/scan/scan.ts';
import { Kit, type Printed, type Style } from './kit.ts';
import { merchant, type Merchant, type MerchantOpts } from './data.ts';
import { HAUL_OPTS, OWNEROP_OPTS, TRUCK_OPTS, haulpoint, roadline } from './trucking.ts';
import { GC_OPTS, TRADE_OPTS, ironclad, tradeline } from './construction.ts';
import { CA_OPTS, northbound } from './canada.ts';
import { SITE_OPTS, bedrock, cornerstone } from './hauling.ts';

type Draw = (k: Kit, m: Merchant) => void;
const LAYOUTS: Record<string, [MerchantOpts, Draw]> = {
  haulpoint_carrier_2p: [TRUCK_OPTS, haulpoint],
  roadline_ownerop_1p: [OWNEROP_OPTS, roadline],
  bedrock_dumptruck_1p: [HAUL_OPTS, bedrock],
  ironclad_contractor_2p: [GC_OPTS, ironclad],
  tradeline_specialty_1p: [TRADE_OPTS, tradeline],
  cornerstone_sitework_1p: [SITE_OPTS, cornerstone],
  northbound_ca_carrier_2p: [CA_OPTS, northbound],
};

export const INDEPENDENT38_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Rendered { pdf: Uint8Array; truth: TruthApplication; printed: Printed[]; decoys: string[] }

/** The form with what it printed (for this set's own tests). */
export async function renderIndependent38(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<Rendered> {
  const entry = LAYOUTS[layout];
  if (!entry) throw new Error(`unknown layout ${layout}`);
  const rng = new Rng(`independent38:${layout}:${seed}`);
  const m = merchant(rng.fork('merchant'), entry[0]);
  const style: Style = o.scan && o.style === 'fillable' ? 'typed' : o.style;
  const k = new Kit(rng.fork('draw'), style);
  entry[1](k, m);
  let pdf = await k.end();
  if (o.scan) pdf = (await scanPdf(pdf, { ...OFFICE_SCANNER, seed })).pdf;
  return { pdf, truth: k.truth, printed: k.printed, decoys: k.decoys };
}

export async function generateIndependent38(layout: string, seed: number, o: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const r = await renderIndependent38(layout, seed, o);
  return { pdf: r.pdf, truth: r.truth };
}
