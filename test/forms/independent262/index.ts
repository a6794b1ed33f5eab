// Set 262: Canadian MCA / business-loan applications from four invented brokers and funders (README.md).
// generateIndependent262(layout, seed, opts) draws one form and returns it with its truth, read from what was placed.
import { readFileSync } from 'node:fs';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { Canvas, type Placed, type Style } from './canvas.ts';
import { boreal, mapleRidge, type Layout } from './layouts.ts';
import { atlantic, prairie } from './layouts2.ts';
import { buildModel, type Lang } from './model.ts';

export type { Placed, Style } from './canvas.ts';

interface LayoutSpec { draw: Layout; broker: string; lang: Lang | 'either'; maxOwners: number; swapped?: boolean; sinAsTaxId?: boolean; font: [string, string] }
const LAYOUTS: Record<string, LayoutSpec> = {
  maple_ridge_capital: { draw: mapleRidge, broker: 'Maple Ridge Capital', lang: 'en', maxOwners: 2, font: ['Helvetica', 'Courier'] },
  groupe_financier_boreal: { draw: boreal, broker: 'Groupe Financier Boréal', lang: 'fr', maxOwners: 3, font: ['Times-Roman', 'Helvetica'] },
  prairie_lending_bilingual: { draw: prairie, broker: 'Prairie Lending Group', lang: 'either', maxOwners: 4, swapped: true, font: ['Helvetica', 'Courier'] },
  atlantic_bridge_funding: { draw: atlantic, broker: 'Atlantic Bridge Funding', lang: 'en', maxOwners: 2, sinAsTaxId: true, font: ['Times-Roman', 'Helvetica'] },
};
export const INDEPENDENT262_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Generated262 {
  pdf: Uint8Array;
  truth: TruthApplication;
  pages: number;
  locations: Placed[];
  decoys: Placed[];
  /** Label strings printed per page: the only page text of a fillable form. */
  labels: string[][];
  broker: string;
  style: Style;
  scan: boolean | 'phone';
  skews?: number[];
}

type Industry = { id: string; label: string; aliases: string[] };
let industries: Industry[] | null = null;
function industryItems(): Industry[] {
  industries ??= (JSON.parse(readFileSync('/work/shared/reference/industries.json', 'utf8')) as { items: Industry[] }).items;
  return industries;
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The truth: only what a placed value gives (applications.md's rules already applied when the value was written). */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app = emptyApplication();
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields ?? {})) {
      const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else {
        (app as unknown as Record<string, unknown>)[path] = v;
      }
    }
  }
  return app;
}

export async function generateIndependent262(layout: string, seed: number,
  opts: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean | 'phone' }): Promise<Generated262> {
  const spec = LAYOUTS[layout];
  if (!spec) throw new Error(`unknown layout ${layout}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned: its values live only in AcroForm fields');
  const rng = new Rng(`independent262:${layout}:${seed}`);
  const lang: Lang = spec.lang === 'either' ? (rng.chance(0.5) ? 'fr' : 'en') : spec.lang;
  const model = buildModel(rng.fork('model'), lang, industryItems(), { maxOwners: spec.maxOwners, swappedNames: spec.swapped ?? false,
    sinAsTaxId: spec.sinAsTaxId ?? false });
  const canvas = new Canvas(opts.style, rng.fork('canvas'), spec.font[0], spec.font[1]);
  spec.draw(canvas, model, rng.fork('layout'));
  let pdf = await canvas.finish();
  let skews: number[] | undefined;
  if (opts.scan) {
    const s = await scanPdf(pdf, { ...(opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed });
    pdf = s.pdf;
    skews = s.skews;
  }
  return { pdf, truth: truthFrom(canvas.placed), pages: canvas.page, locations: canvas.placed, decoys: canvas.decoys, labels: canvas.labels,
    broker: spec.broker, style: opts.style, scan: opts.scan, ...(skews ? { skews } : {}) };
}
