// Independent generator, set 133: "text layers that do not hold what is seen". Four fictional brokers' MCA
// applications whose visible values are glyph outlines, whole-page curves, AcroForm fields, or outlines over a
// stale invisible text layer. The truth is what a person sees on the page (see README.md).
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';
import { makeMerchant } from './data.ts';
import { Painter, type Drawn, type Stale } from './draw.ts';
import { LAYOUTS, type Style } from './layouts.ts';

export const INDEPENDENT133_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Generated133 {
  pdf: Uint8Array;
  truth: TruthApplication;
  layout: string;
  broker: string;
  style: Style;
  scanned: boolean;
  /** Every printed value and what it was drawn as (text, outline, field, mark), with the truth paths it gives. */
  drawn: Drawn[];
  /** Invisible text (render mode 3 or opacity 0) left under the values: never the truth. */
  stale: Stale[];
}

/** The application a careful reader gets from the drawn values: only what is printed, in printed order. */
export function truthFrom(drawn: Drawn[]): TruthApplication {
  const app = emptyApplication();
  for (const d of drawn) {
    for (const [path, v] of Object.entries(d.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) {
          app.applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
            tax_id_type: null, tax_id_country: null, date_of_birth: null });
        }
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else {
        (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
      }
    }
  }
  return app;
}

export async function generateIndependent133(layout: string, seed: number,
  opts: { style: Style; scan: boolean }): Promise<Generated133> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}`);
  const rng = new Rng(`independent133:${layout}:${seed}`);
  const merchant = makeMerchant(rng.fork('merchant'), def.canada);
  const prior = makeMerchant(rng.fork('prior'), def.canada);
  const when = `01/${String(rng.int(5, 28)).padStart(2, '0')}/2026`;
  const doc = new PDFDocument({ size: 'LETTER', margin: 0, compress: true,
    info: { Title: `${def.broker} application`, Producer: def.broker, Creator: 'Set 133 generator', CreationDate: new Date(Date.UTC(2026, 0, 2)) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.font('Helvetica');
  if (opts.style === 'fillable') {
    doc.initForm();
    // The fields carry their own appearances: a viewer shows them as drawn instead of regenerating them.
    (doc as unknown as { _root: { data: { AcroForm: { data: Record<string, unknown> } } } })._root.data.AcroForm.data.NeedAppearances = false;
  }
  const painter = new Painter(doc, rng.fork('paint'));
  def.draw(painter, merchant, opts.style, when, prior);
  doc.end();
  await done;
  let pdf: Uint8Array = new Uint8Array(Buffer.concat(chunks));
  const scanned = opts.scan && opts.style !== 'fillable';
  if (scanned) {
    const kind = rng.chance(0.4) ? PHONE_PHOTO : OFFICE_SCANNER;
    pdf = (await scanPdf(pdf, { ...kind, seed: `independent133:${layout}:${seed}` })).pdf;
  }
  const truth = truthFrom(painter.drawn);
  return { pdf, truth, layout, broker: def.broker, style: opts.style, scanned, drawn: painter.drawn, stale: painter.stale };
}
