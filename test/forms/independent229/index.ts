// Independent generator, set 229: four small US ISOs' merchant cash advance applications (README.md).
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { bluewater, keystone } from './layouts-a.ts';
import { linea, summit } from './layouts-b.ts';
import { makeMerchant, type Merchant } from './model.ts';
import { Pen, type PlacedValue, type Style } from './pen.ts';

export type { PlacedValue, Style } from './pen.ts';

interface Layout { broker: string; maxOwners: number; draw: (p: Pen, m: Merchant, r: Rng) => void }
const LAYOUTS: Record<string, Layout> = {
  keystone_bridge: { broker: 'Keystone Bridge Funding', maxOwners: 3, draw: keystone },
  bluewater_sidebar: { broker: 'Bluewater Capital Advisors', maxOwners: 2, draw: bluewater },
  summit_grid: { broker: 'Summit Grid Merchant Services', maxOwners: 3, draw: summit },
  linea_minimal: { broker: 'Linea Business Funding', maxOwners: 3, draw: linea },
};
export const INDEPENDENT229_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Independent229Doc {
  pdf: Uint8Array;
  truth: TruthApplication;
  placed: PlacedValue[];
  decoys: PlacedValue[];
  broker: string;
  country: 'US' | 'CA';
  pages: number;
  scan?: { dpi: number; skews: number[] };
}

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application built only from what was placed; a value printed twice (a name in the signature block) must agree. */
export function truthFrom(placed: PlacedValue[]): TruthApplication {
  const app = emptyApplication() as unknown as Record<string, unknown> & TruthApplication;
  const seen = new Map<string, unknown>();
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      if (seen.has(path) && seen.get(path) !== v) throw new Error(`${path} placed twice with different values`);
      seen.set(path, v);
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else app[path.slice('application.'.length)] = v;
    }
  }
  return app;
}

export async function generateIndependent229(layout: string, seed: number,
  opts: { style: Style; scan?: boolean | 'phone' }): Promise<Independent229Doc> {
  const L = LAYOUTS[layout];
  if (!L) throw new Error(`unknown layout ${layout}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned');
  const root = new Rng(`independent229:${layout}:${seed}`);
  const merchant = makeMerchant(root.fork('merchant'), L.maxOwners);
  // The layout's choices (blank optional fields) come from their own stream, shared by the three styles; the ink's
  // jitter has another, so the styles print the same values.
  const choices = root.fork('choices');
  const pen = new Pen(opts.style, root.fork(`ink:${opts.style}`), `${L.broker} application`);
  L.draw(pen, merchant, choices);
  let pdf = await pen.finish();
  const placed = pen.placed.filter((p) => Object.keys(p.fields).length > 0);
  const decoys = pen.placed.filter((p) => Object.keys(p.fields).length === 0);
  const doc: Independent229Doc = { pdf, truth: truthFrom(placed), placed, decoys, broker: L.broker, country: 'US', pages: pen.page };
  if (opts.scan) {
    const base = opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER;
    const s = await scanPdf(pdf, { ...base, seed: `${layout}:${seed}` });
    pdf = s.pdf;
    doc.pdf = pdf;
    doc.scan = { dpi: base.dpi ?? 200, skews: s.skews };
  }
  return doc;
}
