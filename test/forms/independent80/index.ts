// Set 80: bank-style and CDFI / community-lender small-business credit applications that brokers also send to MCA
// funders. Seven fictional lenders and brokers, each a real layout of its own (see README.md). The truth is what the
// page prints, read by applications.md's rules: every value a layout draws with a truth tag goes into the application.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { harborline, keystone } from './layouts-a.ts';
import { cedarValley, meridian, triCounty } from './layouts-b.ts';
import { northernShore, pinnacle } from './layouts-c.ts';
import { makeModel, type Model } from './model.ts';
import { Sheet, type Printed, type SheetOpts, type Style } from './sheet.ts';

type Draw = (s: Sheet, m: Model, r: Rng) => void;
const LAYOUTS: Record<string, { draw: Draw; ca: boolean; opts: SheetOpts }> = {
  keystone_cdfi: { draw: keystone, ca: false, opts: { font: 'Helvetica', bold: 'Helvetica-Bold', cells: 'box', accent: '#1f4e79', bar: 'fill' } },
  harborline_sba: { draw: harborline, ca: false, opts: { font: 'Times-Roman', bold: 'Times-Bold', cells: 'line', accent: '#222222', bar: 'rule' } },
  tri_county_bank: { draw: triCounty, ca: false, opts: { font: 'Helvetica', bold: 'Helvetica-Bold', cells: 'box', accent: '#2e6b30', bar: 'rule' } },
  meridian_broker: { draw: meridian, ca: false, opts: { font: 'Helvetica', bold: 'Helvetica-Bold', cells: 'line', accent: '#b45309', bar: 'fill' } },
  cedar_valley_cdfi: { draw: cedarValley, ca: false, opts: { font: 'Times-Roman', bold: 'Times-Bold', cells: 'line', accent: '#5b3a1a', bar: 'rule' } },
  northern_shore_cf: { draw: northernShore, ca: true, opts: { font: 'Helvetica', bold: 'Helvetica-Bold', cells: 'box', accent: '#8b1a1a', bar: 'fill' } },
  pinnacle_bridge: { draw: pinnacle, ca: false, opts: { font: 'Helvetica', bold: 'Helvetica-Bold', cells: 'box', accent: '#3b3b6d', bar: 'fill', landscape: true } },
};

export const INDEPENDENT80_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application the printed tags give (`applicants.N.field` for an owner's value). */
export function truthFrom(printed: Printed[]): TruthApplication {
  const app = emptyApplication();
  for (const p of printed) {
    for (const [k, v] of Object.entries(p.tag)) {
      const a = /^applicants\.(\d+)\.(\w+)$/.exec(k);
      if (!a) { (app as unknown as Record<string, unknown>)[k] = v; continue; }
      const i = Number(a[1]);
      while (app.applicants.length <= i) app.applicants.push({ ...EMPTY });
      (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
    }
  }
  return app;
}

export interface Generated80 { pdf: Uint8Array; truth: TruthApplication; printed: Printed[]; decoys: string[]; model: Model }

export async function generateIndependent80(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Generated80> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown set-80 layout ${layout}`);
  const model = makeModel(seed, layout, def.ca);
  const r = new Rng(`i80:draw:${layout}:${seed}:${opts.style}`);
  const sheet = new Sheet(opts.style, r.fork('sheet'), def.opts);
  def.draw(sheet, model, r);
  let pdf = await sheet.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { seed: `i80:${layout}:${seed}`, dpi: 150, maxSkewDeg: 0.8, shiftPx: 5, blur: 0.5, noise: 8, speckle: 0.0003, jpegQuality: 72 })).pdf;
  return { pdf, truth: truthFrom(sheet.printed), printed: sheet.printed, decoys: sheet.decoys, model };
}
