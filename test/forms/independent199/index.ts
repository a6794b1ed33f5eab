// Independent generator, set 199: English Canadian MCA applications from four fictional brokers (Ontario, BC,
// Alberta, Nova Scotia). The truth is built from what was placed on the form, so it holds exactly the printed values.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { Form, type Placed, type Style } from './canvas.ts';
import { makeDeal, type Deal } from './data.ts';
import { drawLakeshore } from './lakeshore.ts';
import { drawCascadia } from './cascadia.ts';
import { drawChinook } from './chinook.ts';
import { drawBluenose } from './bluenose.ts';

export type { Placed, Style } from './canvas.ts';

interface Layout { broker: string; province: string; maxOwners: number; valueFont: string; draw: (f: Form, d: Deal, rng: Rng) => void }
const LAYOUTS: Record<string, Layout> = {
  lakeshore_grid: { broker: 'Lakeshore Commercial Capital', province: 'ON', maxOwners: 2, valueFont: 'Helvetica', draw: drawLakeshore },
  cascadia_two_page: { broker: 'Cascadia Merchant Funding', province: 'BC', maxOwners: 3, valueFont: 'Helvetica', draw: drawCascadia },
  chinook_typewriter: { broker: 'Chinook Business Capital', province: 'AB', maxOwners: 4, valueFont: 'Courier', draw: drawChinook },
  bluenose_sections: { broker: 'Bluenose Funding Group', province: 'NS', maxOwners: 3, valueFont: 'Times-Roman', draw: drawBluenose },
};
export const INDEPENDENT199_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Generated { pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number }

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application the placed values give; everything not placed stays null. */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app = emptyApplication();
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else {
        (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
      }
    }
  }
  return app;
}

export async function generateIndependent199(layout: string, seed: number, opts: { style: Style; scan?: boolean }): Promise<Generated> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a fillable form cannot be scanned: its values live only in the AcroForm');
  // The deal and every printing choice come from one stream that the style never touches; the pen's jitter has its own.
  const rng = new Rng(`independent199:${layout}:${seed}`);
  const deal = makeDeal(rng.fork('deal'), l.province, l.maxOwners);
  const form = new Form(opts.style, new Rng(`independent199:${layout}:${seed}:${opts.style}:pen`), l.valueFont, `${l.broker} - Application`);
  l.draw(form, deal, rng.fork('print'));
  let pdf = await form.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { ...(seed % 2 ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: truthFrom(form.placed), placed: form.placed, decoys: form.decoys, broker: l.broker, country: 'CA', pages: form.page };
}
