// Independent set 208: US funders' applications printed from spreadsheets (Excel / Google Sheets to PDF). Four
// brokers' workbooks, three styles each (typed, handwritten, fillable), optional scans; the truth is built from what
// was placed on the page, by applications.md's rules.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER, PHONE_PHOTO } from '../../statements/scan/scan.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { makeDeal, type Deal } from './deal.ts';
import { brightwater, ledgerline } from './layouts-a.ts';
import { harborPine, northgate } from './layouts-b.ts';
import { Book, type Placed, type Style, VALUE_FONTS } from './sheet.ts';

export type { Placed } from './sheet.ts';

interface Layout { broker: string; workbook: string; font: keyof typeof VALUE_FONTS; draw: (book: Book, d: Deal, r: Rng) => void }

const LAYOUTS: Record<string, Layout> = {
  ledgerline: { broker: 'Ledgerline Capital', workbook: 'Ledgerline_MCA_Application_v3.xlsx', font: 'mono', draw: ledgerline },
  brightwater: { broker: 'Brightwater Funding Group', workbook: 'BFG Deal Intake.xlsx', font: 'sans', draw: brightwater },
  harbor_pine: { broker: 'Harbor & Pine Merchant Services', workbook: 'Harbor & Pine - Funding Application - Google Sheets', font: 'sans', draw: harborPine },
  northgate: { broker: 'Northgate Ledger Advance', workbook: 'NLA_application_ledger.xlsx', font: 'serif', draw: northgate },
};

export const INDEPENDENT208_LAYOUT_NAMES = Object.keys(LAYOUTS);

export interface Independent208Result {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number;
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application from the placed values only: whatever no placed value gives stays null. */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null,
    number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else {
        (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
      }
    }
  }
  return app;
}

export async function generateIndependent208(layout: string, seed: number, opts: { style: Style; scan?: boolean | 'phone' }): Promise<Independent208Result> {
  const spec = LAYOUTS[layout];
  if (!spec) throw new Error(`unknown layout ${layout}; known: ${INDEPENDENT208_LAYOUT_NAMES.join(', ')}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned: a scan has no AcroForm fields');
  const deal = makeDeal(layout, seed);
  const book = new Book(opts.style, `${layout}:${seed}:${opts.style}`, spec.font, spec.workbook);
  // Printing choices (which optional values a sheet shows) come from their own stream, never from the style.
  spec.draw(book, deal, new Rng(`independent208-print:${layout}:${seed}`));
  const pages = book.page;
  let pdf = await book.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { ...(opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: truthFrom(book.placed), placed: book.placed, decoys: book.decoys, broker: spec.broker, country: 'US', pages };
}
