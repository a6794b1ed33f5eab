// Set 75: Canadian merchant cash advance / revenue-based financing brokers (README.md). Seven fictional brokers,
// French-only, bilingual and English forms; three styles (typed, handwritten, fillable) and an optional scan.
import type { TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { Canvas, type Printed, type Style } from './canvas.ts';
import { merchant, type Merchant } from './merchant.ts';
import { truthOf } from './print.ts';
import { borealNational, capitalErable } from './layouts-fr.ts';
import { lakeshore, mapleLeaf } from './layouts-bi.ts';
import { coastline, harbourview, prairie } from './layouts-en.ts';

const ALL = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'];

interface Layout { draw: (c: Canvas, m: Merchant) => void; provinces: readonly string[]; fr: (r: Rng, province: string) => boolean; accent: string }

const LAYOUTS: Record<string, Layout> = {
  capital_erable_qc: { draw: capitalErable, provinces: ['QC'], fr: () => true, accent: '#8a1c2b' },
  maple_leaf_bilingual: { draw: mapleLeaf, provinces: ALL, fr: (r, p) => p === 'QC' || (p === 'NB' && r.chance(0.5)), accent: '#b3261e' },
  prairie_revenue_partners: { draw: prairie, provinces: ['AB', 'SK', 'MB'], fr: () => false, accent: '#6b5b16' },
  harbourview_atlantic: { draw: harbourview, provinces: ['NS', 'NB', 'PE', 'NL'], fr: () => false, accent: '#0f4c6e' },
  coastline_capital_bc: { draw: coastline, provinces: ['BC', 'BC', 'YT', 'AB'], fr: () => false, accent: '#1f6f5c' },
  lakeshore_fast_funding_on: { draw: lakeshore, provinces: ['ON'], fr: () => false, accent: '#243b80' },
  groupe_boreal_national_fr: { draw: borealNational, provinces: ALL, fr: (r, p) => p === 'QC' || r.chance(0.4), accent: '#3d3d6b' },
};

export const INDEPENDENT75_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Independent75Form { pdf: Uint8Array; truth: TruthApplication; printed: Printed[]; decoys: Printed[]; merchant: Merchant; pages: number }

/** The form, its truth, and what was printed (values giving truth fields, and decoys) for the tests. */
export async function renderIndependent75(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<Independent75Form> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown independent75 layout ${layout}`);
  const r = new Rng(`independent75:${layout}:${seed}`);
  const mr = r.fork('merchant');
  const province = mr.pick(l.provinces);
  const m = merchant(mr, [province], l.fr(r.fork('lang'), province));
  const c = new Canvas(o.style, r.fork('draw'), l.accent, o.scan && o.style === 'fillable');
  l.draw(c, m);
  let pdf = await c.end();
  if (o.scan) pdf = (await scanPdf(pdf, { ...(seed % 3 === 2 ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}` })).pdf;
  const truth = truthOf(c.printed);
  return { pdf, truth, merchant: m, pages: c.page, printed: c.printed.filter((p) => Object.keys(p.fields).length),
    decoys: c.printed.filter((p) => !Object.keys(p.fields).length) };
}

export async function generateIndependent75(layout: string, seed: number, o: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const f = await renderIndependent75(layout, seed, o);
  return { pdf: f.pdf, truth: f.truth };
}
