// Independent test set 122: merchant applications whose pages are not upright (landscape forms, pages stored with
// /Rotate, a second page fed upside down, content drawn under a rotation). The truth is what the form says.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { fundesk } from './fundesk.ts';
import { harborline } from './harborline.ts';
import { keystone } from './keystone.ts';
import { makeMerchant, type Country } from './model.ts';
import { northway } from './northway.ts';
import { assemble } from './parts.ts';
import { Pen, type Drawn, type PagePlan, type Style } from './pen.ts';

export const INDEPENDENT122_LAYOUT_NAMES: readonly string[] = ['harborline_wide', 'northway_ca', 'keystone_flip', 'fundesk_export'];

export interface Independent122Form {
  pdf: Uint8Array;
  truth: TruthApplication;
  layout: string;
  /** Each page as stored: the content's counter-clockwise turn in the MediaBox, the /Rotate entry, the form's size. */
  pages: PagePlan[];
  /** Every value drawn (truth paths it gives; the AcroForm field for fillable forms). */
  drawn: Drawn[];
  /** Printed values that are not the application's. */
  decoys: { key: string; text: string; page: number }[];
  country: 'US' | 'CA';
  scan: { dpi: number; skews: number[] } | null;
}

type Draw = (pen: Pen, m: ReturnType<typeof makeMerchant>, rng: Rng) => void;
const LAYOUTS: Record<string, { draw: Draw; country: (r: Rng) => Country; font: (r: Rng) => string; title: string }> = {
  harborline_wide: { draw: harborline, country: () => 'US', font: (r) => r.pick(['Helvetica', 'Courier']), title: 'Harborline Funding Application' },
  northway_ca: { draw: northway, country: () => 'CA', font: (r) => r.pick(['Helvetica', 'Times-Roman']), title: 'Northway Business Financing Application' },
  keystone_flip: { draw: keystone, country: () => 'US', font: (r) => r.pick(['Courier', 'Helvetica']), title: 'Keystone Merchant Application' },
  fundesk_export: { draw: fundesk, country: (r) => (r.chance(0.3) ? 'CA' : 'US'), font: () => 'Helvetica', title: 'FunDesk CRM - Deal Export' },
};

export async function generateIndependent122(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Independent122Form> {
  const spec = LAYOUTS[layout];
  if (!spec) throw new Error(`unknown layout ${layout}`);
  const rng = new Rng(`independent122:${layout}:${seed}`);
  const country = spec.country(rng.fork('country'));
  const merchant = makeMerchant(rng.fork('model'), country);
  // A fillable form that is scanned was printed first: its fields' appearances are on the paper.
  const pen = new Pen(opts.style, rng.fork(`pen:${opts.style}`), spec.font(rng.fork('font')), spec.title, opts.style === 'fillable' && opts.scan);
  spec.draw(pen, merchant, rng.fork('layout'));
  let pdf = await pen.finish();
  let scan: Independent122Form['scan'] = null;
  if (opts.scan) {
    const sr = rng.fork('scan');
    const base = sr.chance(0.65) ? OFFICE_SCANNER : PHONE_PHOTO;
    const out = await scanPdf(pdf, { ...base, seed: `${layout}:${seed}` });
    pdf = out.pdf;
    scan = { dpi: base.dpi!, skews: out.skews };
  }
  return { pdf, truth: assemble(pen.drawn, country), layout, pages: pen.plans, drawn: pen.drawn, decoys: pen.decoys, country, scan };
}
