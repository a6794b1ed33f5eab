// Independent generator, set 253: four fictional US ISO brokers' "Merchant Cash Advance Application" forms, each in
// three styles (typed, handwritten, fillable) and optionally scanned. The truth is built only from what is printed.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { merchant, type Merchant } from './data.ts';
import { bluewater, keystone } from './layouts-a.ts';
import { crescent, pinnacle } from './layouts-b.ts';
import { Pen, type Box, type Put, type Style } from './pen.ts';

interface Layout { broker: string; font: string; draw: (pen: Pen, m: Merchant, r: Rng) => void }
const LAYOUTS: Record<string, Layout> = {
  bluewater_grid: { broker: 'Bluewater Capital Partners', font: 'Helvetica', draw: bluewater },
  keystone_underlined: { broker: 'Keystone Merchant Funding', font: 'Times-Roman', draw: keystone },
  crescent_bars: { broker: 'Crescent Funding Group', font: 'Helvetica', draw: crescent },
  pinnacle_columns: { broker: 'Pinnacle Path Advisors', font: 'Courier', draw: pinnacle },
};
export const INDEPENDENT253_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Placed { key: string; text: string; page: number; box: Box; fields: Record<string, unknown>; acroform_field?: string; checkbox: boolean }
export interface Independent253Result {
  pdf: Uint8Array; truth: TruthApplication; broker: string; pages: number; layout: string; seed: number;
  style: Style; scan: boolean | 'phone';
  /** Every printed value that gives truth, with where it is. */
  placed: Placed[];
  /** Printed values that are not the application's (ISO rep, landlord, bank numbers, funders, references, masked IDs ...). */
  decoys: { key: string; text: string; page: number; box: Box; acroform_field?: string }[];
  skews?: number[];
}

export async function generateIndependent253(layout: string, seed: number,
  o: { style: Style; scan: boolean | 'phone' }): Promise<Independent253Result> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  if (o.style === 'fillable' && o.scan) throw new Error('a fillable form cannot be scanned: its values are only in AcroForm fields');
  const rng = new Rng(`independent253:${layout}:${seed}`);
  const m = merchant(rng.fork('merchant'));
  const pen = new Pen(o.style, rng.fork(`pen:${o.style}`), l.font);
  l.draw(pen, m, rng.fork('layout'));
  let pdf = await pen.finish();
  const truth = pen.truth();
  const asPlaced = (p: Put): Placed => ({ key: p.key, text: p.text, page: p.page, box: p.box, fields: p.paths, checkbox: !!p.checkbox,
    ...(p.acroform_field ? { acroform_field: p.acroform_field } : {}) });
  const placed = pen.puts.filter((p) => Object.keys(p.paths).length).map(asPlaced);
  const decoys = pen.puts.filter((p) => !Object.keys(p.paths).length && !p.checkbox)
    .map((p) => ({ key: p.key, text: p.text, page: p.page, box: p.box, ...(p.acroform_field ? { acroform_field: p.acroform_field } : {}) }));
  let skews: number[] | undefined;
  if (o.scan) {
    const s = await scanPdf(pdf, { ...(o.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed: `independent253:${layout}:${seed}` });
    pdf = s.pdf;
    skews = s.skews;
  }
  return { pdf, truth, broker: l.broker, pages: pen.page, layout, seed, style: o.style, scan: o.scan, placed, decoys, ...(skews ? { skews } : {}) };
}
