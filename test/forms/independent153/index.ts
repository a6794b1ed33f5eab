// Independent application-form generator 153: applications exported or printed from other systems (second series).
// generateIndependent153(layout, seed, {style, scan}) draws one form and returns its truth, read from what was printed
// by applications.md's rules (see README.md for the layouts and the decisions taken where the spec is open).
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER, PHONE_PHOTO } from '../../statements/scan/scan.ts';
import type { TruthApplication, TruthApplicant } from '../generator/truth.ts';
import { Sheet, type Placed, type Style } from './sheet.ts';
import { makeDeal, type Deal } from './model.ts';
import { renderCrm } from './crm.ts';
import { renderWeb } from './web.ts';
import { renderEsign } from './esign.ts';
import { renderGrid } from './grid.ts';

export type { Placed } from './sheet.ts';

interface LayoutDef { broker: string; valueFont: string; landscape?: boolean; creator: string; render: (s: Sheet, d: Deal, rng: Rng) => void }
const LAYOUTS: Record<string, LayoutDef> = {
  harborline_crm_summary: { broker: 'Harborline Capital Partners', valueFont: 'Helvetica', creator: 'DealDock CRM Export (wkhtmltopdf 0.12.6)', render: renderCrm },
  northstar_webform_print: { broker: 'Northstar Funding Group', valueFont: 'Times-Roman', creator: 'Mozilla/5.0 Chrome/124.0 Skia/PDF m124', render: renderWeb },
  crescentbay_esign_envelope: { broker: 'Crescent Bay Funding', valueFont: 'Courier', creator: 'SignRoute Envelope Service', render: renderEsign },
  keystone_sheet_landscape: { broker: 'Keystone Merchant Advisors', valueFont: 'Helvetica', landscape: true, creator: 'Microsoft Excel', render: renderGrid },
};

export const INDEPENDENT153_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Generated153 { pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number }

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The truth from what was placed: every non-null value comes from a printed item; everything else stays null. */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null,
    requested_payment: null, number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const m = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (m) {
        const i = Number(m[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        (app.applicants[i] as unknown as Record<string, unknown>)[m[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
    }
  }
  return app;
}

export async function generateIndependent153(layout: string, seed: number, opts: { style: Style; scan?: boolean }): Promise<Generated153> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}; known: ${INDEPENDENT153_LAYOUT_NAMES.join(', ')}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('scan applies to the typed and handwritten styles only');
  const rng = new Rng(`independent153:${layout}:${seed}`);
  const deal = makeDeal(rng.fork('deal'), def.broker, { sheet: !!def.landscape });
  const sheet = new Sheet(opts.style, rng.fork('style'), { valueFont: def.valueFont, landscape: def.landscape, title: `${def.broker} application`,
    author: def.broker, creator: def.creator });
  def.render(sheet, deal, rng.fork('layout'));
  let pdf = await sheet.finish();
  const pages = sheet.page;
  if (opts.scan) {
    const srng = rng.fork('scan');
    const kind = srng.pick([OFFICE_SCANNER, PHONE_PHOTO]);
    pdf = (await scanPdf(pdf, { ...kind, seed: `${layout}:${seed}` })).pdf;
  }
  return { pdf, truth: truthFrom(sheet.placed), placed: sheet.placed, decoys: sheet.decoys, broker: def.broker, country: deal.country, pages };
}
