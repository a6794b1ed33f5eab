// Set 77 (decoy-heavy applications): seven fictional US ISOs whose forms carry many parties besides the merchant
// and its owners (ISO rep, referral partner, CPA, landlord or mortgage holder, references, bank officer and account
// numbers, existing funders, previous owner, emergency contact, spouse). See README.md for the truth decisions.
import { emptyApplication, type TruthApplication, type TruthApplicant } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, scanPdf } from '../../statements/scan/scan.ts';
import { makeMerchant } from './data.ts';
import { makeParties } from './parties.ts';
import { Pen, type Style } from './pen.ts';
import { LAYOUTS_A, type Layout } from './layouts-a.ts';
import { LAYOUTS_B } from './layouts-b.ts';
import { LAYOUTS_C } from './layouts-c.ts';

const LAYOUTS: Layout[] = [...LAYOUTS_A, ...LAYOUTS_B, ...LAYOUTS_C];
export const INDEPENDENT77_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export interface Generated77 {
  pdf: Uint8Array;
  truth: TruthApplication;
  /** The merchant's printed values (texts) and the other parties' printed values (decoys). */
  printed: string[];
  decoys: string[];
  /** Checked boxes: [field name prefix, option label]. */
  checked: [string, string][];
  pages: number;
}

/** The truth from the pen's recorded paths (`legal_name`, `applicants[1].ownership` ...). */
function truthFrom(sets: Record<string, unknown>): TruthApplication {
  const app = emptyApplication();
  for (const [path, v] of Object.entries(sets)) {
    const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
    if (a) {
      const i = Number(a[1]);
      while (app.applicants.length <= i) {
        app.applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null,
          tax_id_country: null, date_of_birth: null } satisfies TruthApplicant);
      }
      (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
    } else (app as unknown as Record<string, unknown>)[path] = v;
  }
  return app;
}

export async function generateIndependent77(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Generated77> {
  const idx = LAYOUTS.findIndex((l) => l.name === layout);
  if (idx < 0) throw new Error(`unknown layout ${layout}`);
  const L = LAYOUTS[idx]!;
  const r = new Rng(`independent77:${layout}:${seed}`);
  const m = makeMerchant(r.fork('merchant'), L.maxOwners, { freqs: L.freqs });
  const p = makeParties(r.fork('parties'), m, idx);
  const pen = new Pen(opts.style, r.fork('pen'), { landscape: L.landscape, generic: L.generic, title: L.title });
  L.draw({ pen, r: r.fork('layout'), m, p });
  const pages = pen.pages;
  let pdf = await pen.end();
  if (opts.scan) pdf = (await scanPdf(pdf, { ...OFFICE_SCANNER, seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: truthFrom(pen.sets), printed: pen.printed, decoys: pen.decoys, checked: pen.checked, pages };
}
