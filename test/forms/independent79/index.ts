// Set 79: two-column merchant application forms of seven fictional Gulf Coast and Mountain-state ISOs. The truth is
// what the page shows (each drawn value carries its own truth; see README.md for the choices made).
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { bayouSplit, gulfShoresRight, magnoliaGrid } from './layouts-a.ts';
import { bigSkyChecks, mesaNarrow } from './layouts-b.ts';
import { snakeRiver, tetonLedger } from './layouts-c.ts';
import { makeMerchant, type Merchant } from './merchant.ts';
import { Pen, type Drawn, type Style } from './pen.ts';

interface LayoutDef { broker: string; states: string[]; maxOwners: number; draw: (p: Pen, m: Merchant, r: Rng) => void }

const LAYOUTS: Record<string, LayoutDef> = {
  bayou_split: { broker: 'Bayou Capital Partners', states: ['LA', 'MS'], maxOwners: 3, draw: bayouSplit },
  magnolia_grid: { broker: 'Magnolia Funding Group', states: ['MS', 'AL', 'LA'], maxOwners: 4, draw: magnoliaGrid },
  gulfshores_right: { broker: 'Gulf Shores Merchant Services', states: ['AL', 'FL', 'MS'], maxOwners: 4, draw: gulfShoresRight },
  mesa_narrow: { broker: 'Mesa Verde Funding', states: ['NM', 'TX', 'CO'], maxOwners: 4, draw: mesaNarrow },
  bigsky_checks: { broker: 'Big Sky Business Capital', states: ['MT', 'WY', 'ID'], maxOwners: 4, draw: bigSkyChecks },
  snakeriver_sbs: { broker: 'Snake River Capital Group', states: ['ID', 'UT', 'MT'], maxOwners: 2, draw: snakeRiver },
  teton_ledger: { broker: 'Teton Trail Advance', states: ['WY', 'MT', 'CO'], maxOwners: 2, draw: tetonLedger },
};

export const INDEPENDENT79_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Independent79Result {
  pdf: Uint8Array;
  truth: TruthApplication;
  broker: string;
  /** Every value drawn (name, full text, the lines it was drawn on), decoys included. */
  drawn: Drawn[];
  /** The names of the checkboxes marked. */
  checked: string[];
}

/** The application from the truth paths the drawn values gave. */
function application(paths: Record<string, unknown>): TruthApplication {
  const app = emptyApplication();
  const applicants: TruthApplicant[] = [];
  for (const [path, v] of Object.entries(paths)) {
    const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
    if (a) {
      const i = Number(a[1]);
      while (applicants.length <= i) {
        applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
      }
      (applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
    } else {
      (app as unknown as Record<string, unknown>)[path] = v;
    }
  }
  app.applicants = applicants;
  return app;
}

export async function generateIndependent79(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Independent79Result> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}`);
  const rng = new Rng(`independent79:${layout}:${seed}`);
  const merchant = makeMerchant(rng.fork('merchant'), def.states, def.maxOwners);
  // A scanned fillable form is the filled form printed: its fields' appearances are on the paper.
  const pen = new Pen(opts.style, rng.fork('pen'), `${def.broker} application`, opts.scan);
  def.draw(pen, merchant, rng.fork('layout'));
  let pdf = await pen.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: application(pen.truth), broker: def.broker, drawn: pen.drawn, checked: pen.checked };
}
