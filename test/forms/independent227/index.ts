// Set 227: four fictional brokers' application forms for trucking, transport and construction merchants, with
// exact truth (see README.md). generateIndependent227(layout, seed, {style, scan}) draws one form with pdfkit.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER, PHONE_PHOTO } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { Form, type PlacedValue, type Style, type Box } from './draw.ts';
import { makeDeal, type Deal } from './data.ts';
import { drawHaulpoint } from './layout-haulpoint.ts';
import { drawKeystone } from './layout-keystone.ts';
import { drawMilepost } from './layout-milepost.ts';
import { drawGranite } from './layout-granite.ts';

export type { PlacedValue, Style } from './draw.ts';

interface Layout { broker: string; maxOwners: number; font: string; kind?: Deal['kind']; draw: (f: Form, d: Deal, r: Rng) => void }
const LAYOUTS: Record<string, Layout> = {
  haulpoint: { broker: 'Haulpoint Funding Group', maxOwners: 2, font: 'Courier', kind: 'trucking', draw: drawHaulpoint },
  keystone: { broker: 'Keystone Builders Capital', maxOwners: 3, font: 'Helvetica', kind: 'construction', draw: drawKeystone },
  milepost: { broker: 'Milepost Merchant Funding', maxOwners: 2, font: 'Courier-Bold', draw: drawMilepost },
  granite: { broker: 'Granite & Gravel Capital Partners', maxOwners: 3, font: 'Times-Roman', draw: drawGranite },
};
export const INDEPENDENT227_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Decoy227 { key: string; text: string; page: number; box: Box; acroform_field?: string }
export interface Generated227 {
  pdf: Uint8Array; truth: TruthApplication; placed: PlacedValue[]; decoys: Decoy227[]; broker: string; country: 'US' | 'CA'; pages: number;
  scan?: { dpi: number; skews: number[] };
}

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application a careful reader takes from the placed values (only printed values are non-null). */
export function truthFrom(placed: PlacedValue[]): TruthApplication {
  const app = emptyApplication();
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const m = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (m) {
        const i = Number(m[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY });
        (app.applicants[i] as unknown as Record<string, unknown>)[m[2]!] = v;
      } else {
        (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
      }
    }
  }
  return app;
}

export async function generateIndependent227(layout: string, seed: number,
  opts: { style: Style; scan?: boolean | 'phone' }): Promise<Generated227> {
  const spec = LAYOUTS[layout];
  if (!spec) throw new Error(`unknown layout ${layout}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned');
  const rng = new Rng(`independent227:${layout}:${seed}`);
  const deal = makeDeal(rng.fork('deal'), { kind: spec.kind, maxOwners: spec.maxOwners });
  const form = new Form(opts.style, `independent227:${layout}:${seed}:${opts.style}:jitter`, spec.font);
  spec.draw(form, deal, rng.fork('layout'));
  let pdf = await form.finish();
  const placed = form.placed;
  const decoys = placed.filter((p) => !Object.keys(p.fields).length)
    .map((p) => ({ key: p.key, text: p.text, page: p.page, box: p.box, ...(p.acroform_field ? { acroform_field: p.acroform_field } : {}) }));
  const out: Generated227 = { pdf, truth: truthFrom(placed), placed: placed.filter((p) => Object.keys(p.fields).length), decoys,
    broker: spec.broker, country: 'US', pages: form.page };
  if (opts.scan) {
    const o = opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER;
    const s = await scanPdf(pdf, { ...o, seed: `independent227:${layout}:${seed}:scan` });
    pdf = s.pdf;
    out.pdf = pdf;
    out.scan = { dpi: o.dpi ?? 200, skews: s.skews };
  }
  return out;
}
