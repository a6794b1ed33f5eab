// Independent set 10: seven US ISOs' and funders' merchant applications (a portal's print, a dense one-page ISO form,
// captions inside boxes, numbered sections, owners in columns, a Canadian funder, a sole proprietor with a DBA), in
// three styles (typed, handwritten, fillable) and optionally scanned, each with the exact truth of what it prints.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { makeMerchant, type Merchant, type MerchantOptions } from './data.ts';
import { boxedCaps, numberedSections } from './layouts-b.ts';
import { denseOnePage, portalPrint } from './layouts-a.ts';
import { canadaFunder, ownersColumns, solePropDba } from './layouts-c.ts';
import { Pen, type Rec, type Style } from './pen.ts';

type Draw = (p: Pen, m: Merchant, r: Rng) => void;
const LAYOUTS: Record<string, { draw: Draw; merchant: MerchantOptions }> = {
  'portal-print': { draw: portalPrint, merchant: { owners: [1, 2] } },
  'dense-onepage': { draw: denseOnePage, merchant: { owners: [1, 3] } },
  'boxed-caps': { draw: boxedCaps, merchant: { owners: [1, 3] } },
  'numbered-sections': { draw: numberedSections, merchant: { owners: [1, 3] } },
  'owners-columns': { draw: ownersColumns, merchant: { owners: [2, 3] } },
  'canada-funder': { draw: canadaFunder, merchant: { country: 'CA', owners: [1, 2] } },
  'sole-prop-dba': { draw: solePropDba, merchant: { soleProp: true } },
};
export const INDEPENDENT10_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Options { style: Style; scan: boolean }

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application exactly as printed: every recorded value's truth, nothing else. */
export function truthOf(recs: readonly Rec[]): TruthApplication {
  const app = emptyApplication();
  for (const rec of recs) {
    for (const [path, v] of Object.entries(rec.truth)) {
      const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[path] = v;
    }
  }
  return app;
}

/** The form with what the tests need besides the truth: every value recorded as printed (truths, decoys, checkboxes). */
export async function buildIndependent10(layout: string, seed: number, o: Options): Promise<{ pdf: Uint8Array; truth: TruthApplication; recs: Rec[]; merchant: Merchant }> {
  const spec = LAYOUTS[layout];
  if (!spec) throw new Error(`unknown layout ${layout} (known: ${INDEPENDENT10_LAYOUT_NAMES.join(', ')})`);
  const rng = new Rng(`independent10:${layout}:${seed}`);
  const merchant = makeMerchant(rng.fork('merchant'), spec.merchant);
  // The drawing's own draws (wording, marks, handwriting jitter) come from one fork, so the style never changes the
  // values; a fillable form printed for a scan is drawn with its values as text.
  const pen = new Pen(o.style, o.scan, rng.fork('pen'));
  spec.draw(pen, merchant, rng.fork('layout'));
  let pdf = await pen.finish();
  if (o.scan) pdf = (await scanPdf(pdf, { seed: `${layout}:${seed}:${o.style}`, dpi: 200 })).pdf;
  return { pdf, truth: truthOf(pen.recs), recs: pen.recs, merchant };
}

export async function generateIndependent10(layout: string, seed: number, o: Options): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const { pdf, truth } = await buildIndependent10(layout, seed, o);
  return { pdf, truth };
}
