// Independent generator, set 196: ordinary US ISO broker MCA applications (fifteenth series). Four fictional brokers,
// each its own common design; three styles (typed, handwritten, fillable) of one seed print the same values and share
// one truth; scans are the typed or handwritten PDF through the statements' scanner.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { drawBeacon } from './layout-beacon.ts';
import { drawCrestline } from './layout-crestline.ts';
import { drawHarborview } from './layout-harborview.ts';
import { drawIronwood } from './layout-ironwood.ts';
import { makeMerchant, type Merchant } from './model.ts';
import { Sheet, type Placed, type Style } from './sheet.ts';

export type { Placed } from './sheet.ts';

interface Layout { broker: string; maxOwners: number; font: string; draw: (s: Sheet, m: Merchant, seed: number) => void }

const LAYOUTS: Record<string, Layout> = {
  crestline_grid: { broker: 'Crestline Capital Partners', maxOwners: 2, font: 'Helvetica', draw: drawCrestline },
  beacon_underline: { broker: 'Beacon Street Funding', maxOwners: 4, font: 'Times-Roman', draw: drawBeacon },
  ironwood_table: { broker: 'Ironwood Business Capital', maxOwners: 4, font: 'Helvetica', draw: drawIronwood },
  harborview_inline: { broker: 'Harborview Merchant Services', maxOwners: 3, font: 'Courier', draw: drawHarborview },
};

export const INDEPENDENT196_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Generated {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number;
}

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The truth from what was printed: a path no placed value gives stays null. */
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
  // US forms do not print the country: it follows from the US state and the US tax ID (applications.md).
  if (app.state_region || app.business_tax_id) app.country = 'United States';
  return app;
}

export async function generateIndependent196(layout: string, seed: number,
  opts: { style: Style; scan?: boolean }): Promise<Generated> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a fillable form cannot be scanned: its values live in AcroForm fields');
  const m = makeMerchant(layout, seed, l.maxOwners);
  // Ink jitter has its own stream per style, so the values (drawn from the model stream) never depend on the style.
  const sheet = new Sheet(opts.style, new Rng(`independent196:ink:${layout}:${seed}:${opts.style}`), l.font, `${l.broker} Application`);
  l.draw(sheet, m, seed);
  let pdf = await sheet.end();
  const pages = sheet.page;
  if (opts.scan) {
    const preset = new Rng(`independent196:scan:${layout}:${seed}`).chance(0.5) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...preset, seed })).pdf;
  }
  return { pdf, truth: truthFrom(sheet.placed), placed: sheet.placed, decoys: sheet.decoys, broker: l.broker, country: 'US', pages };
}
