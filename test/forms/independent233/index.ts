// Set 233: four US ISO "Merchant Cash Advance Application" layouts, written from applications.md alone. Each form
// is drawn from a seeded merchant; the truth is built only from the values placed on the page.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER, PHONE_PHOTO } from '../../statements/scan/scan.ts';
import { emptyApplication, type Decoy, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { Pen, type Placed233, type Style } from './pen.ts';
import { merchant, ENTITIES, type Merchant } from './model.ts';
import { harbor } from './layout-harbor.ts';
import { keystone } from './layout-keystone.ts';
import { bluebird } from './layout-bluebird.ts';
import { northpoint } from './layout-northpoint.ts';

export type { Placed233 } from './pen.ts';

interface Layout { broker: string; draw: (pen: Pen, m: Merchant) => void; entities?: typeof ENTITIES }
const LAYOUTS: Record<string, Layout> = {
  harbor_boxes: { broker: 'Harbor Line Capital Partners', draw: harbor },
  keystone_lines: { broker: 'Keystone Merchant Funding', draw: keystone },
  bluebird_table: { broker: 'Bluebird Business Capital', draw: bluebird },
  northpoint_sidebar: { broker: 'Northpoint Capital Solutions', draw: northpoint },
};

export const INDEPENDENT233_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Independent233Output {
  pdf: Uint8Array;
  truth: TruthApplication;
  placed: Placed233[];
  decoys: Decoy[];
  broker: string;
  country: 'US' | 'CA';
  pages: number;
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application from the placed values only (a value not placed stays null). */
export function truthFrom(placed: Placed233[]): TruthApplication {
  const app = emptyApplication();
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
    }
  }
  // US forms do not print the country: the business's state (and the tax ID) say it.
  if (app.state_region || app.business_tax_id_country === 'US') app.country = 'United States';
  return app;
}

export async function generateIndependent233(layout: string, seed: number,
  o: { style: Style; scan: boolean | 'phone' }): Promise<Independent233Output> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  if (o.style === 'fillable' && o.scan) throw new Error('a fillable form cannot be scanned');
  const rng = new Rng(`independent233:${layout}:${seed}`);
  const m = merchant(rng.fork('merchant'), l.entities);
  const pen = new Pen(o.style, rng.fork('draw'), rng.fork('jitter'), `${l.broker} - Merchant Cash Advance Application`);
  l.draw(pen, m);
  let pdf = await pen.finish();
  if (o.scan) pdf = (await scanPdf(pdf, { ...(o.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: truthFrom(pen.placed), placed: pen.placed, decoys: pen.decoys, broker: l.broker, country: 'US', pages: pen.page };
}
