// Independent generator 197: sparsely filled MCA applications from four fictional brokers. The deal (what the
// merchant wrote) depends on (layout, seed) only, so the three styles of a seed print the same values and share one
// truth; the truth is assembled from the cells actually drawn, so a blank or a filler can never leak into it.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER, PHONE_PHOTO } from '../../statements/scan/scan.ts';
import type { TruthApplication, TruthApplicant } from '../generator/truth.ts';
import { makeDeal, type Deal } from './model.ts';
import type { Caps } from './pools.ts';
import { Sheet, type Look, type Placed, type Style } from './sheet.ts';
import { BLUESTONE_CAPS, HARBOR_CAPS, drawBluestone, drawHarbor } from './layouts-a.ts';
import { NORTHERN_CAPS, QUICKLINE_CAPS, drawNorthern, drawQuickline } from './layouts-b.ts';

export type { Placed } from './sheet.ts';

interface Layout { broker: string; caps: Caps; look: Look; draw: (s: Sheet, d: Deal) => void }
const INK: [number, number, number] = [0.08, 0.12, 0.45];
const LAYOUTS: Record<string, Layout> = {
  bluestone_grid: { broker: 'Bluestone Capital Partners', caps: BLUESTONE_CAPS, look: { label: 'Helvetica', bold: 'Helvetica-Bold', typed: 'Helvetica', ink: INK }, draw: drawBluestone },
  harbor_pine_lines: { broker: 'Harbor & Pine Funding Group', caps: HARBOR_CAPS, look: { label: 'Times-Roman', bold: 'Times-Bold', typed: 'Helvetica', ink: INK }, draw: drawHarbor },
  northern_lights_ca: { broker: 'Northern Lights Business Capital', caps: NORTHERN_CAPS, look: { label: 'Helvetica', bold: 'Helvetica-Bold', typed: 'Helvetica', ink: [0.1, 0.1, 0.1] }, draw: drawNorthern },
  quickline_table: { broker: 'Quickline Funding Solutions', caps: QUICKLINE_CAPS, look: { label: 'Helvetica', bold: 'Helvetica-Bold', typed: 'Courier', ink: INK }, draw: drawQuickline },
};
export const INDEPENDENT197_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

const emptyApplicant = (): TruthApplicant => ({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });

/** The application a careful reader gets: only what the placed (readable, truth-giving) cells say. */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null,
    number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push(emptyApplicant());
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
    }
  }
  return app;
}

export async function generateIndependent197(layout: string, seed: number, opts: { style: Style; scan?: boolean }): Promise<{
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number;
}> {
  const L = LAYOUTS[layout];
  if (!L) throw new Error(`unknown layout ${layout}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a fillable form cannot be scanned: its values live in AcroForm fields');
  const deal = makeDeal(new Rng(`independent197:${layout}:${seed}`), L.caps);
  // The style's own randomness (jitter, tilt, mark shapes) comes from its own stream, so it never shifts the deal.
  const sheet = new Sheet(opts.style, new Rng(`independent197:${layout}:${seed}:${opts.style}`), L.look);
  L.draw(sheet, deal);
  let pdf = await sheet.end();
  if (opts.scan) {
    const tier = seed % 2 ? PHONE_PHOTO : OFFICE_SCANNER;
    pdf = (await scanPdf(pdf, { ...tier, seed: `${layout}:${seed}` })).pdf;
  }
  return { pdf, truth: truthFrom(sheet.placed), placed: sheet.placed, decoys: sheet.decoys, broker: L.broker, country: L.caps.country, pages: sheet.page };
}
