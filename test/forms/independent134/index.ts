// Independent test-data generator, set 134: ordinary 2026 broker application forms from regions seldom seen
// (New England, the Texas / Southwest border, the Pacific Northwest with Alaska and Hawaii, Canada's BC and Prairies).
// See README.md for the layouts and the reading decisions.
import { emptyApplication, type TruthApplication, type TruthApplicant } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { chinook } from './layout-ca.ts';
import { granite } from './layout-ne.ts';
import { cascadia } from './layout-pnw.ts';
import { rioBravo } from './layout-sw.ts';
import { Sheet, type DecoyOut, type MarkKind, type Printed, type Style } from './sheet.ts';

const LAYOUTS = {
  'granite-harbor-ne': { draw: granite, title: 'Granite Harbor Capital - Business Funding Application' },
  'rio-bravo-tx': { draw: rioBravo, title: 'Rio Bravo Business Funding - Solicitud' },
  'cascadia-aloha-pnw': { draw: cascadia, title: 'Cascadia & Aloha Merchant Partners - Merchant Application' },
  'chinook-ca': { draw: chinook, title: 'Chinook Business Capital - Merchant Funding Application' },
} as const;
export const INDEPENDENT134_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Independent134Result {
  pdf: Uint8Array;
  truth: TruthApplication;
  printed: Printed[];
  decoys: DecoyOut[];
  pages: number;
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The truth from what was printed: every path not set by a printed value stays null. */
function truthFrom(sets: [string, unknown][]): TruthApplication {
  const app = emptyApplication();
  for (const [path, v] of sets) {
    const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
    if (a) {
      const i = Number(a[1]);
      while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
      (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
    } else (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
  }
  return app;
}

export async function generateIndependent134(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Independent134Result> {
  const spec = (LAYOUTS as Record<string, (typeof LAYOUTS)[keyof typeof LAYOUTS]>)[layout];
  if (!spec) throw new Error(`unknown layout ${layout}; known: ${INDEPENDENT134_LAYOUT_NAMES.join(', ')}`);
  const rng = new Rng(`independent134:${layout}:${seed}`);
  const mark = rng.pick<MarkKind>(['drawn-x', 'letter-x', 'check-glyph', 'drawn-check']);
  const sheet = new Sheet(opts.style, rng.fork('hand'), mark, spec.title, rng.pick(['Helvetica', 'Courier', 'Times-Roman']));
  spec.draw(sheet, rng.fork('form'));
  const pages = sheet.page;
  let pdf = await sheet.finish();
  // A fillable form is never scanned: a scan would keep only what the page draws, and its values live in fields.
  if (opts.scan && opts.style !== 'fillable') {
    pdf = (await scanPdf(pdf, { ...(seed % 3 === 0 ? PHONE_PHOTO : OFFICE_SCANNER), seed: `independent134:${layout}:${seed}` })).pdf;
  }
  return { pdf, truth: truthFrom(sheet.sets), printed: sheet.printed, decoys: sheet.decoys, pages };
}
