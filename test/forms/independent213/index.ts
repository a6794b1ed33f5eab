// Independent set 213: ordinary US ISO broker MCA applications (seventeenth series), four fictional brokers from
// Florida, New York, New Jersey and Texas. The truth is built only from what was placed on the page.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { makeModel, type Model } from './model.ts';
import { Sheet, type Placed, type Style } from './sheet.ts';
import { hudson, palmetto } from './layouts-a.ts';
import { ironbound, lonestar } from './layouts-b.ts';

export type { Placed, Style } from './sheet.ts';

interface Layout { broker: string; state: string; valueFont: string; draw: (sh: Sheet, m: Model) => void }

const LAYOUTS: Record<string, Layout> = {
  palmetto_grid: { broker: 'Palmetto Bay Capital Group', state: 'FL', valueFont: 'Courier', draw: palmetto },
  hudson_lines: { broker: 'Hudson Yard Funding Partners', state: 'NY', valueFont: 'Times-Roman', draw: hudson },
  ironbound_underline: { broker: 'Ironbound Merchant Funding', state: 'NJ', valueFont: 'DejaMono', draw: ironbound },
  lonestar_table: { broker: 'Lone Star Bridge Capital, LLC', state: 'TX', valueFont: 'Narrow', draw: lonestar },
};

export const INDEPENDENT213_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Independent213Options { style: Style; scan?: boolean | 'phone' }
export interface Independent213Result {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number;
  /** Printed values of the merchant that are no field of ours (street, city, phone, e-mail, use of funds). */
  context: Placed[];
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application as the placed values give it: only printed values are non-null. */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app = emptyApplication();
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
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
  return app;
}

export async function generateIndependent213(layout: string, seed: number, opts: Independent213Options): Promise<Independent213Result> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned: its values live in AcroForm fields');
  const model = makeModel(new Rng(`i213:${layout}:${seed}`), l.state);
  const sheet = new Sheet(opts.style, new Rng(`i213-print:${layout}:${seed}:${opts.style}`), l.valueFont, `${l.broker} application`);
  l.draw(sheet, model);
  const pages = sheet.page;
  let pdf = await sheet.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { ...(opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed })).pdf;
  return { pdf, truth: truthFrom(sheet.placed), placed: sheet.placed, decoys: sheet.decoys, context: sheet.context, broker: l.broker,
    country: 'US', pages };
}
