// Independent generator of MCA application forms, set 212: four brokers whose forms organise the page unusually
// (numbered fields with a summary box, dotted-leader ledger with owners first, vertical section tabs, a two-column
// booklet spread). The truth is built from what each form prints (applications.md), never from a reader.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { Canvas, type Placed, type Style } from './canvas.ts';
import { makeMerchant, type Country, type Merchant } from './data.ts';
import { drawBooklet } from './layout-booklet.ts';
import { drawDotted } from './layout-dotted.ts';
import { drawNumbered } from './layout-numbered.ts';
import { drawTabs } from './layout-tabs.ts';
import { makeValues, type Values } from './values.ts';

export type { Placed } from './canvas.ts';

interface Layout { broker: string; country: Country; labelFont: string; valueFont: string; draw: (c: Canvas, v: Values, m: Merchant) => void }

const LIB = '/usr/share/fonts/truetype/liberation/';
const LAYOUTS: Record<string, Layout> = {
  'keystone-numbered': { broker: 'Keystone Bridge Capital', country: 'US', labelFont: 'Helvetica', valueFont: 'Courier', draw: drawNumbered },
  'harborline-ledger': { broker: 'Harborline Funding Partners', country: 'US', labelFont: 'Times-Roman', valueFont: `${LIB}LiberationSans-Regular.ttf`, draw: drawDotted },
  'maplecrest-tabs': { broker: 'Maple Crest Merchant Capital', country: 'CA', labelFont: 'Helvetica', valueFont: `${LIB}LiberationMono-Regular.ttf`, draw: drawTabs },
  'lanternridge-booklet': { broker: 'Lantern Ridge Advance Co.', country: 'US', labelFont: `${LIB}LiberationSansNarrow-Regular.ttf`, valueFont: 'Times-Roman', draw: drawBooklet },
};

export const INDEPENDENT212_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface GenerateOptions { style: Style; scan?: boolean | 'phone' }
export interface Generated {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; context: Placed[];
  broker: string; country: 'US' | 'CA'; pages: number;
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application as the printed values give it: every path any placed value gives, nothing else. */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app = emptyApplication();
  for (const p of placed) {
    for (const [path, value] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = value;
      } else {
        (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = value;
      }
    }
  }
  return app;
}

export async function generateIndependent212(layout: string, seed: number, opts: GenerateOptions): Promise<Generated> {
  const spec = LAYOUTS[layout];
  if (!spec) throw new Error(`unknown layout ${layout}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned: a scan has no AcroForm fields');
  const key = `212:${layout}:${seed}`;
  const shape = new Rng(`shape:${key}`);
  const owners = shape.weighted([[1, 5], [2, 4], [3, 1]] as const);
  const merchant = makeMerchant(key, spec.country, owners);
  const values = makeValues(merchant, new Rng(`print:${key}`));
  const canvas = new Canvas(opts.style, spec.labelFont, spec.valueFont, new Rng(`hand:${key}`), values.markKind, `${spec.broker} application`);
  spec.draw(canvas, values, merchant);
  let pdf = await canvas.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { ...(opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed })).pdf;
  return { pdf, truth: truthFrom(canvas.placed), placed: canvas.placed, decoys: canvas.decoys, context: canvas.context,
    broker: spec.broker, country: spec.country, pages: canvas.page };
}
