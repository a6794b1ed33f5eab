// Set 78 (independent author): fill-in-the-blank narrative application forms from seven fictional US brokers and
// funders. Values sit on blanks inside sentences; the truth is recorded as each value is written (README.md).
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import type { Ctx } from './blocks.ts';
import { Fill } from './fill.ts';
import { cedar, harborline, lakemont } from './layouts-a.ts';
import { brightwater, quillfield } from './layouts-b.ts';
import { ironbridge, sablecreek } from './layouts-c.ts';
import { makeMerchant, type Merchant } from './model.ts';
import { Pen, type Placed, type Style } from './pen.ts';

const LAYOUTS: Record<string, { draw: (c: Ctx) => void; adjust?: (m: Merchant, r: Rng) => void }> = {
  harborline_undersigned: { draw: harborline },
  cedarpost_face_page: { draw: cedar },
  lakemont_attestation: { draw: lakemont },
  brightwater_two_page: { draw: brightwater },
  quillfield_request_letter: { draw: quillfield },
  ironbridge_schedule_a: { draw: ironbridge },
  // Sable Creek funds daily only: its sentence prints "daily" as fixed text.
  sablecreek_questionnaire: { draw: sablecreek, adjust: (m, r) => { m.freq = 'Daily'; m.nPay = r.pick([80, 100, 120, 150, 180]); } },
};

export const INDEPENDENT78_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Generated78 { pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; layout: string; seed: number; style: Style; scan: boolean }

export async function generateIndependent78(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Generated78> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown set-78 layout ${layout}`);
  const r = new Rng(`set78:${layout}:${seed}`);
  const m = makeMerchant(r.fork('merchant'));
  const dr = r.fork('draw');
  def.adjust?.(m, dr);
  if (def.adjust) m.payment = Math.round((m.amount * 1.35) / m.nPay * 100) / 100;
  const pen = new Pen(opts.style, dr.fork('pen'), m.owners.length);
  pen.printFields = opts.scan;
  def.draw({ pen, f: new Fill(dr.fork('fill'), m), m, r: dr.fork('layout') });
  let pdf = await pen.end();
  if (opts.scan) pdf = (await scanPdf(pdf, { seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: pen.truth, placed: pen.placed, layout, seed, style: opts.style, scan: opts.scan };
}
