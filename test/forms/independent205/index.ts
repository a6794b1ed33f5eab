// Set 205 of independent application forms: French-first Canadian brokers (Quebec, Ontario, New Brunswick). Each
// layout draws one deal (drawn from the layout and seed alone) in one of three styles; the truth is what was placed.
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, scanPdf } from '../../statements/scan/scan.ts';
import { makeDeal, type Deal } from './deal.ts';
import { Sheet, type Placed, type Style, type ValueFont } from './sheet.ts';
import { drawLaurentides } from './layout-laurentides.ts';
import { drawAcadie } from './layout-acadie.ts';
import { drawOutaouais } from './layout-outaouais.ts';
import { drawRiveSud } from './layout-rivesud.ts';

export type { Placed } from './sheet.ts';

interface Layout { broker: string; font: ValueFont; draw: (s: Sheet, d: Deal, p: Rng) => void }

const LAYOUTS: Record<string, Layout> = {
  'capital-laurentides': { broker: 'Capital Laurentides', font: 'Courier', draw: drawLaurentides },
  'financement-acadie': { broker: 'Financement Acadie', font: 'Helvetica', draw: drawAcadie },
  'outaouais-avances': { broker: 'Groupe Outaouais Avances', font: 'Times-Roman', draw: drawOutaouais },
  'rive-sud-solutions': { broker: 'Solutions Financières Rive-Sud', font: 'Courier', draw: drawRiveSud },
};

export const INDEPENDENT205_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Generated {
  pdf: Uint8Array;
  truth: TruthApplication;
  placed: Placed[];
  decoys: Placed[];
  broker: string;
  country: 'US' | 'CA';
  pages: number;
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application read from the placed values only: whatever was not placed stays null. */
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

export async function generateIndependent205(layout: string, seed: number, opts: { style: Style; scan?: boolean }): Promise<Generated> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a fillable form cannot be scanned: its values live in fields, not on the paper');
  // The deal and every printing choice come from (layout, seed) only; the pen's jitter has its own stream, so the three
  // styles print the same deal the same way.
  const root = new Rng(`independent205:${layout}:${seed}`);
  const deal = makeDeal(root.fork('deal'));
  const print = root.fork('print');
  const sheet = new Sheet(opts.style, root.fork('hand'), def.font);
  def.draw(sheet, deal, print);
  let pdf = await sheet.bytes();
  if (opts.scan) pdf = (await scanPdf(pdf, { ...OFFICE_SCANNER, seed: `${layout}:${seed}` })).pdf;
  const placed = sheet.placed.filter((p) => Object.keys(p.fields).length > 0);
  const decoys = sheet.placed.filter((p) => Object.keys(p.fields).length === 0);
  return { pdf, truth: truthFrom(placed), placed, decoys, broker: def.broker, country: 'CA', pages: sheet.page };
}
