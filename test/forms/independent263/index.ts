// Independent generator of MCA application forms, set 263: funder-direct applications (a funder's own long form,
// numbered sections, printed legal text, repeated owner blocks, an office-use box of decoy figures, signatures).
// See README.md for the layouts and every decision taken where applications.md is silent.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication } from '../generator/truth.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { buildModel } from './data.ts';
import { Canvas } from './draw.ts';
import type { Placed, Style } from './draw.ts';
import { LAYOUTS, drawForm } from './layouts.ts';

export type { Placed, Style } from './draw.ts';

export const INDEPENDENT263_LAYOUT_NAMES: string[] = LAYOUTS.map((l) => l.name);

export interface Independent263Options { style: Style; scan: boolean | 'phone' }

export interface Independent263Form {
  pdf: Uint8Array;
  truth: TruthApplication;
  pages: number;
  /** Printed values that give truth fields (`fields` says which). */
  locations: Placed[];
  /** Printed values a reader must not take (office-use figures, bank, landlord, references, ISO rep, funders, homes ...). */
  decoys: Placed[];
  layout: string;
  funder: string;
  country: 'US' | 'CA';
  style: Style;
  scan: boolean | 'phone';
}

function emptyApplicant(): TruthApplicant {
  return { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null,
    tax_id_country: null, date_of_birth: null };
}

/** The truth from what was placed: a value not printed stays null. */
export function truthFrom(placed: Placed[], owners: number): TruthApplication {
  const app = emptyApplication();
  app.applicants = Array.from({ length: owners }, emptyApplicant);
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) (app.applicants[Number(a[1])] as unknown as Record<string, unknown>)[a[2]!] = v;
      else (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
    }
  }
  return app;
}

export async function generateIndependent263(layout: string, seed: number, opts: Independent263Options): Promise<Independent263Form> {
  const L = LAYOUTS.find((l) => l.name === layout);
  if (!L) throw new Error(`unknown layout ${layout}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned: its values live only in the widgets');
  const rng = new Rng(`independent263:${layout}:${seed}`);
  const model = buildModel(rng.fork('model'), L.country, L.maxOwners);
  const cv = new Canvas(opts.style, L.look, rng.fork(`ink:${opts.style}`), `${L.funder} - Merchant Application`);
  drawForm(cv, L, model, rng.fork('layout'));
  let pdf = await cv.finish();
  if (opts.scan) {
    const base = opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER;
    pdf = (await scanPdf(pdf, { ...base, seed: `${layout}:${seed}` })).pdf;
  }
  const placed = cv.placed;
  return {
    pdf, truth: truthFrom(placed, model.owners.length), pages: cv.page,
    locations: placed.filter((p) => Object.keys(p.fields).length > 0), decoys: placed.filter((p) => Object.keys(p.fields).length === 0),
    layout, funder: L.funder, country: L.country, style: opts.style, scan: opts.scan,
  };
}
