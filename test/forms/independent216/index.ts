// Set 216: two-part MCA application packets (business page, then an 'Owner / Guarantor Information' page per owner,
// sometimes an 'Additional owners' continuation sheet, then a personal guaranty naming every guarantor again).
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER, PHONE_PHOTO } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { Canvas, type Look, type Placed, type Style } from './canvas.ts';
import { buildModel, type Country, type Model } from './model.ts';
import { harborline, prairieOak } from './layouts-us.ts';
import { keystone, mapleMain } from './layouts-more.ts';

export type { Placed } from './canvas.ts';

interface LayoutDef { broker: string; country: Country; maxOwners: number; look: Look; draw: (c: Canvas, m: Model) => void }
const LAYOUTS: Record<string, LayoutDef> = {
  harborline_two_part: { broker: 'Harborline Capital Advisors', country: 'US', maxOwners: 3, draw: harborline,
    look: { labelFont: 'Helvetica', labelBold: 'Helvetica-Bold', typedFont: 'Courier', accent: '#14284b', labelSize: 8.5 } },
  prairie_oak_boxed: { broker: 'Prairie Oak Funding', country: 'US', maxOwners: 3, draw: prairieOak,
    look: { labelFont: 'Times-Roman', labelBold: 'Times-Bold', typedFont: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf', accent: '#3d5a2a', labelSize: 9 } },
  maple_main_ca: { broker: 'Maple & Main Merchant Capital', country: 'CA', maxOwners: 3, draw: mapleMain,
    look: { labelFont: '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf', labelBold: '/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf',
      typedFont: 'Helvetica', accent: '#8b1e1e', labelSize: 8.5 } },
  keystone_columns: { broker: 'Keystone Bridge Funding', country: 'US', maxOwners: 3, draw: keystone,
    look: { labelFont: '/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf', labelBold: '/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf',
      typedFont: '/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf', accent: '#5b3b8c', labelSize: 7.5 } },
};

export const INDEPENDENT216_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Independent216Result {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; other: Placed[]; broker: string; country: Country; pages: number;
}

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The truth from the placed values (every printed application value; repeats give the same value). */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app = emptyApplication();
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      let target: Record<string, unknown>, k: string;
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY });
        target = app.applicants[i] as unknown as Record<string, unknown>; k = a[2]!;
      } else {
        target = app as unknown as Record<string, unknown>; k = path.slice('application.'.length);
      }
      if (target[k] !== null && target[k] !== undefined && target[k] !== v) throw new Error(`${path} printed twice with different values`);
      target[k] = v;
    }
  }
  return app;
}

export async function generateIndependent216(layout: string, seed: number,
  opts: { style: Style; scan?: boolean | 'phone' }): Promise<Independent216Result> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned: its values live only in AcroForm fields');
  const model = buildModel(layout, seed, def.country, def.maxOwners);
  const printing = new Rng(`independent216:${layout}:${seed}:print`);
  const mark = printing.pick(['X', 'check', 'drawn'] as const);
  const ink = new Rng(`independent216:${layout}:${seed}:${opts.style}:ink`);
  const c = new Canvas(opts.style, def.look, ink, mark);
  def.draw(c, model);
  let pdf = await c.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { ...(opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed })).pdf;
  const truth = truthFrom(c.placed);
  if (!truth.country) truth.country = model.countryName;
  return { pdf, truth, placed: c.placed, decoys: c.decoys, other: c.other, broker: def.broker, country: def.country, pages: c.page };
}
