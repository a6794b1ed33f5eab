// Independent generator of MCA application forms, set 237: four US ISO broker layouts (Harborline, Keystone,
// BluePeak, Redwood), each typed, handwritten or fillable, optionally scanned. The truth is built only from the
// values placed on the page (README.md).
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type Decoy, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { Canvas, type Placed237, type Style } from './canvas.ts';
import { makeModel, type Model } from './data.ts';
import { harborline, keystone } from './layouts-a.ts';
import { bluepeak, redwood } from './layouts-b.ts';

export type { Placed237 } from './canvas.ts';

type Draw = (c: Canvas, m: Model, rng: Rng) => void;
const LAYOUTS: Record<string, { broker: string; draw: Draw; lastFirst: boolean }> = {
  harborline: { broker: 'Harborline Capital Partners', draw: harborline, lastFirst: false },
  keystone: { broker: 'Keystone Merchant Funding', draw: keystone, lastFirst: true },
  bluepeak: { broker: 'BluePeak Business Capital', draw: bluepeak, lastFirst: false },
  redwood: { broker: 'Redwood Advance Group', draw: redwood, lastFirst: false },
};

export const INDEPENDENT237_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Generated237 {
  pdf: Uint8Array;
  truth: TruthApplication;
  placed: Placed237[];
  decoys: Decoy[];
  broker: string;
  country: 'US' | 'CA';
  pages: number;
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application from the placed values only; a value with no truth paths is a decoy. */
export function truthFrom(placed: Placed237[]): { truth: TruthApplication; decoys: Decoy[] } {
  const app = emptyApplication();
  const decoys: Decoy[] = [];
  for (const p of placed) {
    const entries = Object.entries(p.fields);
    if (!entries.length) {
      decoys.push({ key: p.key, text: p.text, page: p.page, box: p.box, ...(p.acroform_field ? { acroform_field: p.acroform_field } : {}) });
      continue;
    }
    for (const [path, v] of entries) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else {
        (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
      }
    }
  }
  return { truth: app, decoys };
}

export async function generateIndependent237(layout: string, seed: number,
  o: { style: Style; scan: boolean | 'phone' }): Promise<Generated237> {
  const spec = LAYOUTS[layout];
  if (!spec) throw new Error(`unknown layout ${layout}`);
  if (o.style === 'fillable' && o.scan) throw new Error('a fillable form cannot be scanned (its values live in AcroForm fields)');
  const rng = new Rng(`independent237:${layout}:${seed}`);
  const model = makeModel(rng, { lastFirst: spec.lastFirst });
  const canvas = new Canvas(o.style, new Rng(`independent237:${layout}:${seed}:${o.style}`), `${spec.broker} application`);
  spec.draw(canvas, model, rng);
  const pages = canvas.page;
  let pdf = await canvas.finish();
  if (o.scan) pdf = (await scanPdf(pdf, { ...(o.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}` })).pdf;
  const { truth, decoys } = truthFrom(canvas.placed);
  return { pdf, truth, placed: canvas.placed, decoys, broker: spec.broker, country: 'US', pages };
}
