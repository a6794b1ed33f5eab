// Independent set 40: merchant applications on unusual page geometry (landscape, US Legal, A4, /Rotate 90 or 270,
// two half-page forms per sheet, a 2-up print, a booklet page, a sideways owners' table), typed, handwritten or fillable.
import PDFDocument from 'pdfkit';
import { emptyApplication, type TruthApplication, type TruthApplicant } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER } from '../../statements/scan/scan.ts';
import { makeMerchant, type Merchant } from './data.ts';
import { Sheet, type Printed, type Style } from './sheet.ts';
import { LAYOUTS_A } from './layouts-a.ts';
import { LAYOUTS_B } from './layouts-b.ts';

export type Draw = (s: Sheet, m: Merchant) => void;
export interface Layout { size: [number, number]; ca?: boolean; draw: Draw }
const LAYOUTS: Record<string, Layout> = { ...LAYOUTS_A, ...LAYOUTS_B };
export const INDEPENDENT40_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The truth from what was printed: each printed value's fields, nothing else. */
export function truthOf(printed: Printed[]): TruthApplication {
  const app = emptyApplication();
  for (const p of printed) {
    for (const [k, v] of Object.entries(p.f ?? {})) {
      const a = /^(\d)\.(\w+)$/.exec(k);
      if (!a) { (app as unknown as Record<string, unknown>)[k] = v; continue; }
      const i = Number(a[1]);
      while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
      (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
    }
  }
  return app;
}

export interface Rendered { pdf: Uint8Array; truth: TruthApplication; printed: Printed[]; merchant: Merchant }

/** The form as drawn (before any scan), with every printed value. */
export async function renderIndependent40(layout: string, seed: number, style: Style): Promise<Rendered> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  const m = makeMerchant(seed, layout, l.ca);
  const doc = new PDFDocument({ size: l.size, margin: 0, autoFirstPage: false, info: { Producer: 'Microsoft: Print To PDF', Title: 'Application' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((res) => doc.on('end', () => res()));
  doc.addPage({ size: l.size, margin: 0 });
  const s = new Sheet(doc as never, new Rng(`i40pen:${layout}:${seed}`), style, seed);
  const j = new Rng(`i40jitter:${layout}:${seed}`);
  doc.translate(j.float(-4, 4), j.float(-4, 4));
  l.draw(s, m);
  doc.end();
  await done;
  return { pdf: new Uint8Array(Buffer.concat(chunks)), truth: truthOf(s.printed), printed: s.printed, merchant: m };
}

export async function generateIndependent40(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const r = await renderIndependent40(layout, seed, o.scan && o.style === 'fillable' ? 'typed' : o.style);
  if (!o.scan) return { pdf: r.pdf, truth: r.truth };
  return { pdf: (await scanPdf(r.pdf, { ...OFFICE_SCANNER, seed })).pdf, truth: r.truth };
}
