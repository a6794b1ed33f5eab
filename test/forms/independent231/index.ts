// Set 231: Canadian MCA application forms (Western and Atlantic Canada, Ontario), fourth series. Four fictional
// brokers, three styles, optional scan. The truth is built only from what was placed on the page (README.md).
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication } from '../generator/truth.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { Canvas } from './canvas.ts';
import type { DecoyValue, PlacedValue, Style } from './canvas.ts';
import { makeMerchant } from './data.ts';
import type { Merchant } from './data.ts';
import { mapleLeaf, pacificCoast } from './layouts-a.ts';
import { prairieAtlantic, trueNorth } from './layouts-b.ts';

interface Layout { broker: string; maxOwners: number; font: string; draw: (c: Canvas, m: Merchant) => void }
const LAYOUTS: Record<string, Layout> = {
  maple_leaf_grid: { broker: 'Maple Leaf Merchant Capital', maxOwners: 2, font: 'Courier', draw: mapleLeaf },
  pacific_coast_two_page: { broker: 'Pacific Coast Business Funding', maxOwners: 3, font: 'Helvetica', draw: pacificCoast },
  prairie_atlantic_principals_first: { broker: 'Prairie & Atlantic Advance Group', maxOwners: 3, font: 'Courier', draw: prairieAtlantic },
  true_north_owner_columns: { broker: 'True North Funding Partners', maxOwners: 3, font: 'Helvetica', draw: trueNorth },
};
export const INDEPENDENT231_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Independent231Result {
  pdf: Uint8Array; truth: TruthApplication; placed: PlacedValue[]; decoys: DecoyValue[]; broker: string; country: 'US' | 'CA'; pages: number;
  scan?: { dpi: number; skews: number[] };
}

/** The application from the placed values: every path a placed value gives, nothing else. */
export function truthFrom(placed: PlacedValue[]): TruthApplication {
  const app = emptyApplication() as unknown as Record<string, unknown>;
  const applicants = app.applicants as Record<string, unknown>[];
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (applicants.length <= i) applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
        applicants[i]![a[2]!] = v;
      } else app[path.slice('application.'.length)] = v;
    }
  }
  return app as unknown as TruthApplication;
}

export async function generateIndependent231(layout: string, seed: number, opts: { style: Style; scan?: boolean | 'phone' }): Promise<Independent231Result> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned: its values live only in AcroForm fields');
  const m = makeMerchant(seed, layout, l.maxOwners);
  const c = new Canvas(opts.style, new Rng(`independent231:${layout}:${seed}:${opts.style}`), l.font);
  l.draw(c, m);
  let pdf = await c.end();
  const truth = truthFrom(c.placed);
  let scan: { dpi: number; skews: number[] } | undefined;
  if (opts.scan) {
    const o = opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER;
    const s = await scanPdf(pdf, { ...o, seed: `independent231:${layout}:${seed}` });
    pdf = s.pdf;
    scan = { dpi: o.dpi ?? 200, skews: s.skews };
  }
  return { pdf, truth, placed: c.placed, decoys: c.decoys, broker: l.broker, country: 'CA', pages: c.page, ...(scan ? { scan } : {}) };
}
