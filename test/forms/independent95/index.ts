// Set 95: application forms that reach the broker as phone photos and faxes. Each layout is a fictional broker's form
// (US and Canadian), filled typed, handwritten or as a fillable form that was printed, then photographed or faxed:
// the delivered PDF holds only pictures. `sourceIndependent95` gives the un-degraded page (and, for the fillable
// style, the AcroForm PDF) with what each truth value was printed as, for tests.
import { Rng } from '../../statements/generator/prng.ts';
import { imagePdf, rasterise, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { Pen, type Printed, type Style } from './canvas.ts';
import { makeModel, type Country, type Model } from './data.ts';
import { harborline, maplecrest, prairie } from './layouts1.ts';
import { bluewater, ironbridge, northwind } from './layouts2.ts';
import { fax, phonePhoto, type Gray } from './photo.ts';

type Draw = (pen: Pen, m: Model, r: Rng) => void;
interface Layout { draw: Draw; country: Country; medium: 'fax' | 'photo' }
const LAYOUTS: Record<string, Layout> = {
  harborline_fax: { draw: harborline, country: 'US', medium: 'fax' },
  prairie_gate_photo: { draw: prairie, country: 'US', medium: 'photo' },
  maplecrest_fax_ca: { draw: maplecrest, country: 'CA', medium: 'fax' },
  bluewater_photo: { draw: bluewater, country: 'US', medium: 'photo' },
  northwind_photo_ca: { draw: northwind, country: 'CA', medium: 'photo' },
  ironbridge_fax: { draw: ironbridge, country: 'US', medium: 'fax' },
};
export const INDEPENDENT95_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Opts { style: Style; scan: boolean }
export interface Source {
  /** The page as it was printed before the phone or the fax (values drawn, for every style). */
  printed: Uint8Array;
  /** The filled file itself: for `fillable` the AcroForm PDF (values in fields only), else the same as `printed`. */
  source: Uint8Array;
  truth: TruthApplication;
  /** Each truth value as printed: its paths, its text and (fillable source) its AcroForm field. */
  values: Printed[];
  medium: 'fax' | 'photo';
}

function layoutOf(name: string): Layout {
  const l = LAYOUTS[name];
  if (!l) throw new Error(`unknown independent95 layout ${name}`);
  return l;
}

async function draw(l: Layout, seed: number, layout: string, style: Style, mode: 'source' | 'print'): Promise<Pen & { pdf: Uint8Array }> {
  const root = new Rng(`independent95:${layout}:${seed}`);
  const model = makeModel(root.fork('model'), l.country);
  const form = root.fork('form'), hand = root.fork(`hand:${style}`);
  const pen = new Pen(style, mode, hand);
  l.draw(pen, model, form);
  return Object.assign(pen, { pdf: await pen.end() });
}

/** The un-degraded form behind a generated document, with its truth and printed values. */
export async function sourceIndependent95(layout: string, seed: number, opts: Opts): Promise<Source> {
  const l = layoutOf(layout);
  const printed = await draw(l, seed, layout, opts.style, 'print');
  const source = opts.style === 'fillable' ? await draw(l, seed, layout, opts.style, 'source') : printed;
  return { printed: printed.pdf, source: source.pdf, truth: printed.truth, values: source.printed, medium: l.medium };
}

/** The delivered pictures: the printed pages photographed or faxed. */
export async function degradedPages(src: Source, layout: string, seed: number, style: Style): Promise<{ pages: Gray[]; dpi: number }> {
  const r = new Rng(`independent95:${src.medium}:${layout}:${seed}:${style}`);
  if (src.medium === 'fax') return { pages: (await rasterise(src.printed, 200)).map((g) => fax(g, r.fork('page'))), dpi: 200 };
  return { pages: (await rasterise(src.printed, 200)).map((g) => phonePhoto(g, 200, 130, r.fork('page'))), dpi: 130 };
}

export async function generateIndependent95(layout: string, seed: number, opts: Opts): Promise<{ pdf: Uint8Array; truth: TruthApplication; layout: string }> {
  const src = await sourceIndependent95(layout, seed, opts);
  const { pages, dpi } = await degradedPages(src, layout, seed, opts.style);
  let pdf = await imagePdf(pages, dpi, src.medium === 'fax' ? 0 : 62);
  if (opts.scan) pdf = (await scanPdf(pdf, { seed: `independent95:${layout}:${seed}`, dpi: src.medium === 'fax' ? 200 : 150 })).pdf;
  return { pdf, truth: src.truth, layout };
}
