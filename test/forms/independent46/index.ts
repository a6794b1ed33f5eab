// Set 46: spreadsheet and back-office exports a broker sends instead of a designed application form (README.md).
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { makeDeal, type Deal } from './data.ts';
import { Sheet, type Style } from './draw.ts';
import { drawIntake } from './intake.ts';
import { drawTracker } from './tracker.ts';
import { drawLos } from './los.ts';
import { drawCustomer } from './customer.ts';
import { drawCard } from './card.ts';
import { drawCsv } from './csv.ts';
import { drawPivot } from './pivot.ts';

interface Layout { draw: (s: Sheet, d: Deal, rng: Rng) => void; landscape?: boolean; maxOwners?: number; canada?: boolean; font?: string }
const LAYOUTS: Record<string, Layout> = {
  ledgerline_excel_intake: { draw: drawIntake },
  trackwell_gsheet_tracker: { draw: drawTracker, landscape: true, maxOwners: 2, canada: false },
  originpoint_los_export: { draw: drawLos },
  ledgerbook_customer_record: { draw: drawCustomer },
  baseflow_record_card: { draw: drawCard },
  plainfile_csv_print: { draw: drawCsv, landscape: true, font: 'Courier' },
  pivotdesk_deal_summary: { draw: drawPivot },
};

export const INDEPENDENT46_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export async function generateIndependent46(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  // The deal depends on (layout, seed) only, so the three styles of one seed carry the same merchant.
  const rng = new Rng(`independent46:${layout}:${seed}`);
  const deal = makeDeal(rng.fork('deal'), { ...(l.maxOwners ? { maxOwners: l.maxOwners } : {}), ...(l.canada === false ? { canada: false } : {}) });
  const sheet = new Sheet(o.style, rng.fork(`sheet:${o.style}`), { landscape: l.landscape ?? false, title: `${layout} ${deal.legal}` });
  if (l.font) sheet.typedFont = l.font;
  l.draw(sheet, deal, rng.fork('layout'));
  let pdf = await sheet.end();
  if (o.scan && o.style !== 'fillable') pdf = (await scanPdf(pdf, { ...OFFICE_SCANNER, seed: `${layout}:${seed}:${o.style}` })).pdf;
  return { pdf, truth: sheet.app };
}
