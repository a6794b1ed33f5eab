// Set 264: MCA applications made with online form builders and e-signature tools, printed or downloaded as PDF.
// Four layouts of four invented brokers and funders (README.md); each form comes with its exact truth (what
// applications.md reads from the printed form), where each value is, and the decoys it carries.
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { makeBusiness, type Business, type Country } from './data.ts';
import { Sheet, type Placed, type Style } from './draw.ts';
import { inksend, ledgerly } from './layouts-doc.ts';
import { pulsepoll, quillform } from './layouts-web.ts';

export type { Placed, Style } from './draw.ts';

interface LayoutDef {
  broker: string;
  /** Share of Canadian applicants. */
  canada: number;
  maxOwners: number;
  draw: (s: Sheet, b: Business, rng: Rng) => void;
}

const LAYOUTS: Record<string, LayoutDef> = {
  'quillform-submission': { broker: 'Harborline Capital Advisors', canada: 0, maxOwners: 3, draw: quillform },
  'pulsepoll-export': { broker: 'Meridian Ridge Funding', canada: 0, maxOwners: 2, draw: pulsepoll },
  'inksend-envelope': { broker: 'Copperleaf Merchant Funding', canada: 0.3, maxOwners: 2, draw: inksend },
  'ledgerly-crm-print': { broker: 'Northgate Business Capital', canada: 0.25, maxOwners: 4, draw: ledgerly },
};

export const INDEPENDENT264_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Generated264 {
  pdf: Uint8Array;
  truth: TruthApplication;
  pages: number;
  /** Values that give the truth (each with its truth paths, relative to the application). */
  locations: Placed[];
  /** Printed values that are not the application's. */
  decoys: Placed[];
  layout: string;
  seed: number;
  style: Style;
  scan: boolean | 'phone';
  broker: string;
  country: Country;
  scanSkews?: number[];
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The truth from what was placed: a path is non-null only when a printed value gives it. */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app = emptyApplication();
  const top = app as unknown as Record<string, unknown>;
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const m = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (m) {
        const i = Number(m[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        (app.applicants[i] as unknown as Record<string, unknown>)[m[2]!] = v;
      } else if (path in top) top[path] = v;
      else throw new Error(`unknown truth path ${path}`);
    }
  }
  return app;
}

export async function generateIndependent264(layout: string, seed: number,
  opts: { style: Style; scan: boolean | 'phone' }): Promise<Generated264> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}; known: ${INDEPENDENT264_LAYOUT_NAMES.join(', ')}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned: its values are only in AcroForm widgets');
  const rng = new Rng(`independent264:${layout}:${seed}`);
  const country: Country = rng.fork('country').chance(def.canada) ? 'CA' : 'US';
  const business = makeBusiness(rng.fork('business'), country, def.maxOwners);
  const sheet = new Sheet(opts.style, rng.fork('ink'), `${def.broker} application`);
  def.draw(sheet, business, rng.fork('layout'));
  let pdf = await sheet.finish();
  const pages = sheet.page;
  const locations = sheet.placed.filter((p) => Object.keys(p.fields).length > 0);
  const decoys = sheet.placed.filter((p) => Object.keys(p.fields).length === 0);
  const out: Generated264 = { pdf, truth: truthFrom(locations), pages, locations, decoys, layout, seed, style: opts.style, scan: opts.scan,
    broker: def.broker, country };
  if (opts.scan) {
    const scanned = await scanPdf(pdf, { ...(opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}` });
    pdf = scanned.pdf;
    out.pdf = pdf;
    out.scanSkews = scanned.skews;
  }
  return out;
}
