// One form from (layout, seed, style): the merchant from the seed, the layout drawn with a pen in the style, the
// truth folded from what the pen printed, and the scan when asked. The records are kept for the tests.
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf } from '../../statements/scan/scan.ts';
import { makeMerchant, type Merchant } from './merchant.ts';
import { Pen, type Rec, type Style } from './pen.ts';
import { wordLeaders } from './layout-word-leaders.ts';
import { sheetGrid } from './layout-sheet-grid.ts';
import { portalPrintout } from './layout-portal.ts';
import { esignEnvelope } from './layout-esign.ts';
import { canadaBilingual } from './layout-canada.ts';
import { wordTables } from './layout-word-tables.ts';
import { denseThreeColumn } from './layout-dense.ts';

export interface Layout { canada: boolean; producer: string; maxOwners?: number; draw: (pen: Pen, m: Merchant, r: Rng) => void }

export const LAYOUTS: Record<string, Layout> = {
  'word-leaders': { canada: false, producer: 'Microsoft Word for Microsoft 365', draw: wordLeaders },
  'sheet-grid': { canada: false, producer: 'Microsoft Excel for Microsoft 365', draw: sheetGrid },
  'portal-printout': { canada: false, producer: 'Skia/PDF m120', draw: portalPrintout },
  'esign-envelope': { canada: false, producer: 'DocuSign', draw: esignEnvelope },
  'canada-bilingual': { canada: true, producer: 'Microsoft Word 2016', draw: canadaBilingual },
  'word-tables-2p': { canada: false, producer: 'Microsoft Word for Microsoft 365', draw: wordTables },
  'dense-three-column': { canada: false, producer: 'LibreOffice 7.6', draw: denseThreeColumn },
};

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application as the printed values give it: every field not printed stays null. */
export function foldTruth(recs: Rec[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null,
    number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const r of recs) {
    if (r.decoy) continue;
    for (const [path, v] of Object.entries(r.fields)) {
      const a = /^applicants\.(\d+)\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else {
        (app as unknown as Record<string, unknown>)[path] = v;
      }
    }
  }
  return app;
}

export interface Built { pdf: Uint8Array; truth: TruthApplication; recs: Rec[]; merchant: Merchant; style: Style }

export async function build(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<Built> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  const root = new Rng(`independent12:${layout}:${seed}`);
  const merchant = makeMerchant(root.fork('m'), l.canada, l.maxOwners);
  // A fillable form that is scanned was printed with its values first: the page shows them as typed text.
  const style: Style = o.scan && o.style === 'fillable' ? 'typed' : o.style;
  const pen = new Pen(style, new Rng(`independent12:${layout}:${seed}:${style}:hand`), l.producer);
  l.draw(pen, merchant, root.fork('layout'));
  let pdf = await pen.finish();
  if (o.scan) pdf = (await scanPdf(pdf, { seed: `independent12:${layout}:${seed}`, dpi: 200 })).pdf;
  return { pdf, truth: foldTruth(pen.recs), recs: pen.recs, merchant, style };
}
