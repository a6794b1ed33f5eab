// Set 222: Canadian broker and funder application forms (third series), four fictional brokers, three fill styles.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type Decoy, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { makeDeal, type Deal } from './data.ts';
import { Form, type Put, type Style } from './form.ts';
import { layoutA, layoutB } from './layouts-ab.ts';
import { layoutC, layoutD } from './layouts-cd.ts';

interface Layout { broker: string; maxOwners: number; font: string; draw: (f: Form, d: Deal, r: Rng) => void }

const LAYOUTS: Record<string, Layout> = {
  maple_ridge: { broker: 'Maple Ridge Capital Partners', maxOwners: 2, font: 'Courier', draw: layoutA },
  boreal: { broker: 'Financement Boréal / Boreal Funding', maxOwners: 3, font: 'Helvetica', draw: layoutB },
  prairie_sky: { broker: 'Prairie Sky Merchant Funding', maxOwners: 2, font: 'Times-Roman', draw: layoutC },
  atlantic_harbour: { broker: 'Atlantic Harbour Business Capital', maxOwners: 3, font: 'Courier', draw: layoutD },
};

export const INDEPENDENT222_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Independent222Result {
  pdf: Uint8Array; truth: TruthApplication; placed: Put[]; decoys: Decoy[]; broker: string; country: 'US' | 'CA'; pages: number;
  scan?: { dpi: number; skews: number[] };
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The truth is what was placed: every printed applicant value, everything else null. */
export function truthFrom(placed: Put[]): TruthApplication {
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

export async function generateIndependent222(layout: string, seed: number,
  opts: { style: Style; scan?: boolean | 'phone' }): Promise<Independent222Result> {
  const lay = LAYOUTS[layout];
  if (!lay) throw new Error(`unknown independent222 layout: ${layout}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned');
  const rng = new Rng(`independent222:${layout}:${seed}`);
  const deal = makeDeal(rng.fork('deal'), lay.maxOwners);
  const form = new Form(opts.style, new Rng(`independent222:${layout}:${seed}:${opts.style}:hand`), lay.broker, lay.font);
  lay.draw(form, deal, rng.fork('layout'));
  let pdf = await form.end();
  const pages = form.page;
  let scan: Independent222Result['scan'];
  if (opts.scan) {
    const options = opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER;
    const s = await scanPdf(pdf, { ...options });
    pdf = s.pdf;
    scan = { dpi: options.dpi ?? 200, skews: s.skews };
  }
  return { pdf, truth: truthFrom(form.placed), placed: form.placed, decoys: form.decoys, broker: lay.broker, country: 'CA', pages, ...(scan ? { scan } : {}) };
}
