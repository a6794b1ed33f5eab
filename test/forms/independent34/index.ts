// Set 34: sparse and incomplete applications (quick apps, short apps, renewals from a funder, partly filled full
// applications). Each layout is a fictional broker or funder; values are present, blank, masked or answered with
// filler words ("N/A", "see attached", "on file") per seed, and the truth holds only what the printed form gives.
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, scanPdf } from '../../statements/scan/scan.ts';
import type { Deal, Scalar } from './deal.ts';
import { makeDeal } from './merchant.ts';
import { Pen, type Style } from './pen.ts';
import { harborlineQuick, mapleQuick } from './quick.ts';
import { crestviewShort, pioneerShort } from './short.ts';
import { northgateRenewal, trilliumRenewal } from './renewal.ts';
import { lakeshoreFull } from './full.ts';

interface LayoutDef { ca: boolean; maxOwners: number; fonts: [string, string]; draw: (p: Pen, d: Deal) => void }

const LAYOUTS: Record<string, LayoutDef> = {
  'harborline-quick-app': { ca: false, maxOwners: 2, fonts: ['Helvetica', 'Helvetica-Bold'], draw: harborlineQuick },
  'maple-leaf-express-ca': { ca: true, maxOwners: 2, fonts: ['Helvetica', 'Helvetica-Bold'], draw: mapleQuick },
  'crestview-short-app': { ca: false, maxOwners: 3, fonts: ['Helvetica', 'Helvetica-Bold'], draw: crestviewShort },
  'pioneer-one-page': { ca: false, maxOwners: 3, fonts: ['Times-Roman', 'Times-Bold'], draw: pioneerShort },
  'northgate-renewal': { ca: false, maxOwners: 3, fonts: ['Helvetica', 'Helvetica-Bold'], draw: northgateRenewal },
  'trillium-renewal-ca': { ca: true, maxOwners: 3, fonts: ['Times-Roman', 'Times-Bold'], draw: trilliumRenewal },
  'lakeshore-full-partial': { ca: false, maxOwners: 3, fonts: ['Helvetica', 'Helvetica-Bold'], draw: lakeshoreFull },
};

export const INDEPENDENT34_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

/** The truth from the paths the pen recorded: only what was printed. */
export function truthFrom(paths: Record<string, Scalar>): TruthApplication {
  const app = emptyApplication();
  const blankApplicant = (): TruthApplicant => ({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
    tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
  for (const [path, v] of Object.entries(paths)) {
    const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
    if (a) {
      const i = Number(a[1]);
      while (app.applicants.length <= i) app.applicants.push(blankApplicant());
      (app.applicants[i] as unknown as Record<string, Scalar>)[a[2]!] = v;
    } else {
      (app as unknown as Record<string, Scalar>)[path.slice('application.'.length)] = v;
    }
  }
  return app;
}

export interface Generated { pdf: Uint8Array; truth: TruthApplication; printed: { name: string; text: string }[]; decoys: string[] }

export async function renderIndependent34(layout: string, seed: number, style: Style): Promise<Generated> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}`);
  const deal = makeDeal(`i34:${layout}:${seed}`, def.ca, def.maxOwners);
  const pen = new Pen(style, new Rng(`i34:pen:${layout}:${seed}:${style}`), def.fonts[0], def.fonts[1]);
  pen.doc.translate(pen.rng.float(-7, 7), pen.rng.float(-6, 8));
  def.draw(pen, deal);
  const pdf = await pen.end();
  return { pdf, truth: truthFrom(pen.truth), printed: pen.printed, decoys: pen.decoys };
}

export async function generateIndependent34(layout: string, seed: number, o: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }):
  Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const style: Style = o.scan && o.style === 'fillable' ? 'typed' : o.style;
  const g = await renderIndependent34(layout, seed, style);
  if (!o.scan) return { pdf: g.pdf, truth: g.truth };
  const s = await scanPdf(g.pdf, { ...OFFICE_SCANNER, seed } as typeof OFFICE_SCANNER);
  return { pdf: s.pdf, truth: g.truth };
}
