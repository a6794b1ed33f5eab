// Independent set 104: online applications printed from a browser (a broker's web form or portal, "Print" / "Save as
// PDF"), US and Canadian. See README.md.
import PDFDocument from 'pdfkit';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { makeModel } from './data.ts';
import { CA_LAYOUTS } from './layouts-ca.ts';
import { type Layout, US_LAYOUTS } from './layouts-us.ts';
import { type DecoyRec, type Printed, type Scalar, Web } from './web.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Options { style: Style; scan: boolean }

const LAYOUTS: Layout[] = [...US_LAYOUTS, ...CA_LAYOUTS];
export const INDEPENDENT104_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export interface Rendered {
  pdf: Uint8Array; truth: TruthApplication; layout: string; broker: string; printed: Printed[]; decoys: DecoyRec[]; pages: number;
}

const APPLICANT_KEYS = ['first_name', 'last_name', 'role', 'ownership', 'credit_score', 'tax_id', 'tax_id_type', 'tax_id_country', 'date_of_birth'] as const;

function truthFrom(values: Map<string, Scalar>): TruthApplication {
  const app: TruthApplication = {
    trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null, business_tax_id_country: null,
    business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null, number_of_payments: null,
    payment_frequency: null, business_start_date: null, applicants: [],
  };
  const rec = app as unknown as Record<string, Scalar>;
  for (const [path, v] of values) {
    const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
    if (a) {
      const i = Number(a[1]);
      while (app.applicants.length <= i) {
        app.applicants.push(Object.fromEntries(APPLICANT_KEYS.map((k) => [k, null])) as unknown as TruthApplicant);
      }
      (app.applicants[i] as unknown as Record<string, Scalar>)[a[2]!] = v;
    } else if (path in rec) rec[path] = v;
    else throw new Error(`unknown truth path ${path}`);
  }
  return app;
}

/** The form with everything the tests need: the printed values with their truth paths, and the decoys. */
export async function render104(layout: string, seed: number, opts: Options): Promise<Rendered> {
  const l = LAYOUTS.find((x) => x.name === layout);
  if (!l) throw new Error(`unknown layout ${layout} (known: ${INDEPENDENT104_LAYOUT_NAMES.join(', ')})`);
  const root = new Rng(`independent104:${layout}:${seed}`);
  const data = root.fork('data'), ink = root.fork('ink'), scanRng = root.fork('scan');
  const model = makeModel(data.fork('model'), l.country);
  const fmt = data.fork('format');
  const theme = l.theme(fmt);
  // A scanned fillable form is the form filled on screen and printed: values as text, then scanned.
  const mode = opts.style === 'fillable' && opts.scan ? 'typed' : opts.style;
  const doc = new PDFDocument({ autoFirstPage: false, bufferPages: true, compress: true,
    info: { Title: theme.title, Creator: theme.browser === 'chrome' ? 'Mozilla/5.0 Chrome/124.0' : 'Mozilla/5.0 Firefox/126.0', Producer: 'Skia/PDF m124',
      CreationDate: new Date(Date.UTC(2025, 2, 14, 15, 4, 0)) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  // The form's default font differs from the fields' (Helvetica), so each field gets its own size (pdfkit writes a DA).
  doc.font(mode === 'fillable' ? 'Times-Roman' : 'Helvetica');
  if (mode === 'fillable') doc.initForm();
  const web = new Web(doc, mode, theme, ink);
  l.draw(web, model, fmt);
  web.chrome();
  const pages = doc.bufferedPageRange().count;
  doc.end();
  await done;
  let pdf: Uint8Array = new Uint8Array(Buffer.concat(chunks));
  if (opts.scan) {
    const base = scanRng.chance(0.7) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...base, seed: `${layout}:${seed}:${opts.style}` })).pdf;
  }
  return { pdf, truth: truthFrom(web.values), layout, broker: l.broker, printed: web.printed, decoys: web.decoys, pages };
}

export async function generateIndependent104(layout: string, seed: number, opts: Options): Promise<{ pdf: Uint8Array; truth: TruthApplication; layout: string }> {
  const r = await render104(layout, seed, opts);
  return { pdf: r.pdf, truth: r.truth, layout: r.layout };
}
