// Seven fictional funders' in-house MCA application forms with unusual arrangements (independent author 13): owners
// as table columns, corner-caps boxes with combs, a Canadian form with a split BN, a landscape page with amounts in
// words, a numbered questionnaire, a two-page form, captions under the lines. Each in three styles, optionally scanned.
import PDFDocument from 'pdfkit';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf } from '../../statements/scan/scan.ts';
import type { Layout } from './common.ts';
import { LAYOUTS_A } from './layouts-a.ts';
import { LAYOUTS_B } from './layouts-b.ts';
import { LAYOUTS_C } from './layouts-c.ts';
import { makeMerchant } from './model.ts';
import { Sheet, type Rec, type Style } from './sheet.ts';

const LAYOUTS: Record<string, Layout> = { ...LAYOUTS_A, ...LAYOUTS_B, ...LAYOUTS_C };
export const INDEPENDENT13_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application as the printed records give it: a value not printed stays null. */
export function truthFrom(recs: Rec[], country: 'US' | 'CA'): TruthApplication {
  const app = emptyApplication();
  for (const rec of recs) {
    if (rec.decoy) continue;
    for (const [path, v] of Object.entries(rec.truth)) {
      const a = /^applicants\.(\d+)\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[path] = v;
    }
  }
  // US forms rarely print the country: it follows from the printed state or province.
  if (app.state_region) app.country = country === 'CA' ? 'Canada' : 'United States';
  return app;
}

export interface Drawn { pdf: Uint8Array; truth: TruthApplication; recs: Rec[] }

/** The form with its records (for the tests); `generateIndependent13` is the public face. */
export async function drawIndependent13(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<Drawn> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown independent13 layout ${layout}`);
  const m = makeMerchant(seed, layout, l.country);
  // A fillable form that is scanned was printed with its values first: it is drawn as typed.
  const style: Style = o.scan && o.style === 'fillable' ? 'typed' : o.style;
  const doc = new PDFDocument({ size: 'LETTER', layout: l.landscape ? 'landscape' : 'portrait', margin: 0, info: { Title: `${layout} application`, Producer: 'independent13', CreationDate: new Date(Date.UTC(2026, 0, 5)) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const base = new Rng(`independent13:${layout}:${seed}:layout`);
  const sheet = new Sheet(doc, style, new Rng(`independent13:${layout}:${seed}:${style}:ink`), base.pick(['Helvetica', 'Helvetica', 'Courier']));
  l.draw(sheet, m, base.fork('draw'));
  doc.end();
  await done;
  let pdf: Uint8Array = new Uint8Array(Buffer.concat(chunks));
  if (o.scan) pdf = (await scanPdf(pdf, { seed: `${layout}:${seed}:${o.style}`, dpi: 200 })).pdf;
  return { pdf, truth: truthFrom(sheet.recs, l.country), recs: sheet.recs };
}

export async function generateIndependent13(layout: string, seed: number, o: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const { pdf, truth } = await drawIndependent13(layout, seed, o);
  return { pdf, truth };
}
