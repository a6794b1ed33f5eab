// Independent application-form generator, set 230: main-street merchants (restaurants, bars, salons, shops) applying
// through four fictional US brokers. Each form's truth is built only from the values it printed (see README.md).
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type Decoy, type Location, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { makeMerchant, type Merchant } from './data.ts';
import { Sheet, type Recorded, type Style } from './sheet.ts';
import { blueAwning, mainStreet } from './layouts-a.ts';
import { harborlight, keystone } from './layouts-b.ts';

const LAYOUTS: Record<string, { broker: string; draw: (s: Sheet, m: Merchant) => void; font: 'Helvetica' | 'Courier' }> = {
  'i230-main-street': { broker: 'Main Street Merchant Capital', draw: mainStreet, font: 'Helvetica' },
  'i230-blue-awning': { broker: 'Blue Awning Business Capital', draw: blueAwning, font: 'Helvetica' },
  'i230-harborlight': { broker: 'Harborlight Funding Partners, LLC', draw: harborlight, font: 'Courier' },
  'i230-keystone': { broker: 'Keystone Storefront Funding', draw: keystone, font: 'Helvetica' },
};

export const INDEPENDENT230_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Independent230Form {
  pdf: Uint8Array; truth: TruthApplication; placed: Location[]; decoys: Decoy[]; broker: string; country: 'US' | 'CA'; pages: number;
}

const blankApplicant = (): TruthApplicant => ({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });

/** The application exactly as printed: every non-null value comes from a recorded placement. */
export function truthFrom(records: Recorded[]): TruthApplication {
  const app = emptyApplication();
  for (const r of records) {
    for (const [path, v] of Object.entries(r.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push(blankApplicant());
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
    }
  }
  return app;
}

export async function generateIndependent230(layout: string, seed: number,
  opts: { style: Style; scan?: boolean | 'phone' }): Promise<Independent230Form> {
  const spec = LAYOUTS[layout];
  if (!spec) throw new Error(`unknown layout ${layout}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a fillable form cannot be scanned: its values live only in AcroForm fields');
  const m = makeMerchant(seed, layout);
  const sheet = new Sheet(opts.style, new Rng(`i230-hand:${layout}:${seed}`), new Rng(`i230-layout:${layout}:${seed}`), spec.font);
  spec.draw(sheet, m);
  let pdf = await sheet.finish();
  if (opts.scan) {
    const base = opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER;
    pdf = (await scanPdf(pdf, { ...base, seed: `i230:${layout}:${seed}` })).pdf;
  }
  return {
    pdf, truth: truthFrom(sheet.records), placed: sheet.records.flatMap((r) => (r.loc ? [r.loc] : [])),
    decoys: sheet.records.flatMap((r) => (r.decoy ? [r.decoy] : [])), broker: spec.broker, country: 'US', pages: sheet.page,
  };
}
