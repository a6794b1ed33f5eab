// Independent set 88: seven fictional brokers' application forms for industry verticals (trucking, medical/dental,
// construction, restaurants, auto repair, salons, e-commerce), whose industry numbers (USDOT, MC, NPI, licence and
// seller IDs) are decoys. The truth is what the drawing code printed (README.md).
import { scanPdf } from '../../statements/scan/scan.ts';
import { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplication } from '../generator/truth.ts';
import type { LayoutDef } from './common.ts';
import { HAULRIGHT, GEARHEAD } from './layouts-road.ts';
import { MEDBRIDGE, GLOWGO } from './layouts-care.ts';
import { KEYSTONE, TABLESTAKE } from './layouts-build.ts';
import { CARTLIFT } from './layouts-shop.ts';
import { Sheet, type DecoyPrint, type Printed, type Style } from './sheet.ts';

const LAYOUTS: readonly LayoutDef[] = [HAULRIGHT, MEDBRIDGE, KEYSTONE, TABLESTAKE, GEARHEAD, GLOWGO, CARTLIFT];

export const INDEPENDENT88_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export interface Independent88Result {
  pdf: Uint8Array;
  truth: TruthApplication;
  /** Every value printed with the truth paths it gives (empty for a masked or SAME value). */
  printed: Printed[];
  /** Printed values that are not the application's. */
  decoys: DecoyPrint[];
  broker: string;
  pages: number;
  skews?: number[];
}

export async function generateIndependent88(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Independent88Result> {
  const def = LAYOUTS.find((l) => l.name === layout);
  if (!def) throw new Error(`unknown set-88 layout ${layout}`);
  const r = new Rng(`independent88:${layout}:${seed}`);
  const b = def.make(r.fork('business'));
  const s = new Sheet(opts.style, opts.scan, def.look, `independent88:${layout}:${seed}:${opts.style}`);
  def.draw({ s, r: r.fork('draw'), b });
  const pages = s.page;
  let pdf = await s.end();
  let skews: number[] | undefined;
  if (opts.scan) {
    const scanned = await scanPdf(pdf, { seed: `independent88:${layout}:${seed}:${opts.style}` });
    pdf = scanned.pdf;
    skews = scanned.skews;
  }
  return { pdf, truth: s.app, printed: s.printed, decoys: s.decoys, broker: def.broker, pages, ...(skews ? { skews } : {}) };
}
