// Independent177: Canadian brokers' merchant application forms (English, one bilingual), as typed, handwritten or
// fillable PDFs, optionally scanned, with the truth applications.md's rules read from the printed page.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { Canvas, type Look, type Placed, type Style } from './draw.ts';
import { makeMerchant } from './data.ts';
import { mapleRidge, prairieGateway, type Layout } from './layouts-a.ts';
import { fleuve, northstar } from './layouts-b.ts';

export type { Placed, Box, FieldValue } from './draw.ts';

interface Broker { name: string; layout: Layout; look: Look; scan: typeof OFFICE_SCANNER }
const BROKERS: Record<string, Broker> = {
  'maple-ridge-boxed': { name: 'Maple Ridge Capital Partners', layout: mapleRidge, scan: OFFICE_SCANNER,
    look: { font: 'Helvetica', bold: 'Helvetica-Bold', size: 8, ink: '#1b2a6b', accent: '#9b1c1c', producer: 'Maple Ridge Capital Partners' } },
  'prairie-gateway-ruled': { name: 'Prairie Gateway Funding', layout: prairieGateway, scan: PHONE_PHOTO,
    look: { font: 'Times-Roman', bold: 'Times-Bold', size: 9, ink: '#111', accent: '#2e6b30', producer: 'Prairie Gateway Funding' } },
  'fleuve-bilingual': { name: 'Financement commercial Fleuve', layout: fleuve, scan: OFFICE_SCANNER,
    look: { font: 'Helvetica', bold: 'Helvetica-Bold', size: 7.5, ink: '#0a3d8f', accent: '#1f3864', producer: 'Fleuve Commercial Finance' } },
  'northstar-typewriter': { name: 'Northstar Merchant Funding', layout: northstar, scan: PHONE_PHOTO,
    look: { font: 'Courier', bold: 'Courier-Bold', size: 8, ink: '#222', accent: '#1d1d24', producer: 'Northstar Merchant Funding' } },
};

export const INDEPENDENT177_LAYOUT_NAMES: readonly string[] = Object.freeze(Object.keys(BROKERS));

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The truth from the placed values alone: whatever was not printed stays null. */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null,
    number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
    }
  }
  return app;
}

export async function generateIndependent177(layout: string, seed: number, opts: { style: 'typed' | 'handwritten' | 'fillable'; scan?: boolean }): Promise<{
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number }> {
  const b = Object.prototype.hasOwnProperty.call(BROKERS, layout) ? BROKERS[layout] : undefined;
  if (!b) throw new Error(`independent177: unknown layout ${JSON.stringify(layout)}`);
  const style = opts?.style as Style;
  if (!['typed', 'handwritten', 'fillable'].includes(style)) throw new Error(`independent177: unknown style ${JSON.stringify(opts?.style)}`);
  if (opts.scan && style === 'fillable') throw new Error('independent177: a fillable form cannot be scanned (its values live only in AcroForm fields)');
  const root = new Rng(`independent177:${layout}:${seed}`);
  const merchant = makeMerchant(root.fork('merchant'));
  const format = root.fork('format');
  const canvas = new Canvas(style, root.fork(`ink:${style}`), b.look);
  b.layout(canvas, merchant, format);
  let pdf = await canvas.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { ...b.scan, seed: `independent177:${layout}:${seed}` })).pdf;
  return { pdf, truth: truthFrom(canvas.placed), placed: canvas.placed, decoys: canvas.decoys, broker: b.name, country: 'CA', pages: canvas.page };
}
