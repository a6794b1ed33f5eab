// Set 194: an independent generator of MCA application forms built on a grid of boxes, each field's label a tiny caption
// in its box's top-left corner and the value large below it (tax and bank forms). Four fictional brokers, three
// styles (typed, handwritten, fillable), optional scans. The truth is built only from what was printed (sheet.ts
// records every value with the truth fields applications.md's rules give it), so it cannot hold a value not on the page.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { makeModel, type Country, type Model } from './model.ts';
import { Sheet, type Look, type Placed, type Style } from './sheet.ts';
import { drawLedgerline, LEDGERLINE_LOOK } from './layout-ledgerline.ts';
import { drawMaple, MAPLE_LOOK } from './layout-maple.ts';
import { drawCobalt, COBALT_LOOK } from './layout-cobalt.ts';
import { drawKeystone, KEYSTONE_LOOK } from './layout-keystone.ts';

export type { Placed, Style } from './sheet.ts';

interface LayoutSpec {
  broker: string;
  country: Country;
  maxOwners: number;
  look: Look;
  draw: (s: Sheet, m: Model, pr: Rng) => void;
}

const LAYOUTS: Record<string, LayoutSpec> = {
  ledgerline: { broker: 'Ledgerline Capital Partners', country: 'US', maxOwners: 2, look: LEDGERLINE_LOOK, draw: drawLedgerline },
  maple: { broker: 'Maple Crown Merchant Capital', country: 'CA', maxOwners: 3, look: MAPLE_LOOK, draw: drawMaple },
  cobalt: { broker: 'Cobalt Harbor Funding', country: 'US', maxOwners: 4, look: COBALT_LOOK, draw: drawCobalt },
  keystone: { broker: 'Keystone Fiscal Advance', country: 'US', maxOwners: 3, look: KEYSTONE_LOOK, draw: drawKeystone },
};

export const INDEPENDENT194_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Independent194Form {
  pdf: Uint8Array;
  truth: TruthApplication;
  placed: Placed[];
  decoys: Placed[];
  broker: string;
  country: 'US' | 'CA';
  pages: number;
}

export async function generateIndependent194(layout: string, seed: number, opts: { style: Style; scan?: boolean }): Promise<Independent194Form> {
  const spec = LAYOUTS[layout];
  if (!spec) throw new Error(`unknown independent194 layout: ${layout}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a fillable form cannot be scanned: its values live in AcroForm fields');
  // One generator for the values and one for the print choices, both independent of the style: the three styles of a
  // seed print the same values. The hand's jitter has its own generator per style.
  const rng = new Rng(`independent194:${layout}:${seed}`);
  const model = makeModel(rng.fork('model'), spec.country, spec.maxOwners);
  const print = rng.fork('print');
  const doc = new PDFDocument({ size: 'LETTER', margin: 0, compress: true, info: { Title: `${spec.broker} - Merchant Application`, Author: spec.broker,
    Producer: opts.style === 'fillable' ? 'Adobe LiveCycle Designer ES 9.0' : 'Microsoft: Print To PDF', CreationDate: new Date(Date.UTC(2025, 8, 15, 14, 30)) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const sheet = new Sheet(doc, opts.style, spec.look, new Rng(`independent194:${layout}:${seed}:${opts.style}`));
  spec.draw(sheet, model, print);
  doc.end();
  await done;
  let pdf: Uint8Array = new Uint8Array(Buffer.concat(chunks));
  if (opts.scan) {
    const phone = new Rng(`independent194:${layout}:${seed}:scan`).chance(0.4);
    pdf = (await scanPdf(pdf, { ...(phone ? PHONE_PHOTO : OFFICE_SCANNER), seed: `independent194:${layout}:${seed}` })).pdf;
  }
  return { pdf, truth: truthFrom(sheet.placed), placed: sheet.placed, decoys: sheet.decoys, broker: spec.broker, country: spec.country, pages: sheet.page };
}

function emptyApplicant(): TruthApplicant {
  return { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null,
    tax_id_country: null, date_of_birth: null };
}

/** The application from the printed values only. Two placements of one field must agree (a bug otherwise). */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app = emptyApplication();
  const set = (target: Record<string, unknown>, k: string, v: unknown, path: string): void => {
    if (target[k] !== null && target[k] !== undefined && target[k] !== v) throw new Error(`${path} placed twice with different values`);
    target[k] = v;
  };
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push(emptyApplicant());
        set(app.applicants[i] as unknown as Record<string, unknown>, a[2]!, v, path);
      } else {
        set(app as unknown as Record<string, unknown>, path.replace(/^application\./, ''), v, path);
      }
    }
  }
  return app;
}
