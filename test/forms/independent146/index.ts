// Independent set 146, "Ordinary ISO broker applications, fourth series": four fictional ISOs' everyday one-to-two-page
// applications (a boxed caption grid, an underlined-rows form, owners side by side in columns, a Canadian form with
// checkbox rows) in three styles (typed, handwritten, fillable), optionally scanned. The truth is folded from the
// values the pen placed, so it is exactly what was printed. See README.md.
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { makeMerchant, type Country, type Merchant } from './data.ts';
import { drawCanada } from './layout-canada.ts';
import { drawColumns } from './layout-columns.ts';
import { drawGrid } from './layout-grid.ts';
import { drawRuled } from './layout-ruled.ts';
import { Pen, type Placed, type Style } from './pen.ts';

export type { Placed, Style } from './pen.ts';

interface LayoutDef { broker: string; country: Country; typed: { font: string; size: number }; prefix: string;
  draw: (pen: Pen, m: Merchant, rng: Rng) => void }

const LAYOUTS: Record<string, LayoutDef> = {
  'keystone-grid': { broker: 'Keystone Harbor Capital', country: 'US', typed: { font: 'Helvetica', size: 9.5 }, prefix: 'khc.', draw: drawGrid },
  'bluewater-ruled': { broker: 'Bluewater Lane Funding', country: 'US', typed: { font: 'Courier', size: 10 }, prefix: 'BLF_', draw: drawRuled },
  'meridian-columns': { broker: 'Meridian Crest Advance Partners', country: 'US', typed: { font: 'Times-Roman', size: 10.5 }, prefix: 'mc_', draw: drawColumns },
  'northbridge-canada': { broker: 'Northbridge Merchant Capital', country: 'CA', typed: { font: 'Helvetica', size: 9 }, prefix: 'NMC-', draw: drawCanada },
};

export const INDEPENDENT146_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application from the placed values' fields only: every value not printed stays null. */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null,
    number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else {
        if (!(path in app)) throw new Error(`unknown truth path ${path}`);
        (app as unknown as Record<string, unknown>)[path] = v;
      }
    }
  }
  return app;
}

export async function generateIndependent146(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<{
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: string[]; broker: string; country: 'US' | 'CA'; pages: number;
}> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a fillable form is not scanned');
  const root = new Rng(`independent146:${layout}:${seed}`);
  const merchantRng = root.fork('merchant'), layoutRng = root.fork('layout'), penRng = root.fork(`pen:${opts.style}`), scanRng = root.fork('scan');
  const m = makeMerchant(merchantRng, def.country);
  const pen = new Pen(opts.style, penRng, def.typed, def.prefix, `${def.broker} application`);
  def.draw(pen, m, layoutRng);
  let pdf = await pen.finish();
  if (opts.scan) {
    const scanner = scanRng.chance(0.7) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...scanner, seed: `${layout}:${seed}` })).pdf;
  }
  const truth = truthFrom(pen.placed);
  if (m.entity === 'sole_proprietorship' && truth.applicants.length !== 1) throw new Error('a sole proprietorship has exactly one owner');
  return { pdf, truth, placed: pen.placed, decoys: pen.placed.filter((p) => p.decoy).map((p) => p.text), broker: def.broker, country: def.country,
    pages: pen.page };
}
