// Set 103 (independent author): Canadian merchant cash advance applications as Canadian brokers print them, English,
// bilingual and French-first. generateIndependent103(layout, seed, opts) gives the PDF and the application exactly as
// applications.md's rules read the printed form. The truth comes from (layout, seed) only: the style and the scan
// change how values look, never which values are printed.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';
import { merchant } from './data.ts';
import { Sheet, type DecoyMark, type Printed, type Style } from './kit.ts';
import { LAYOUTS_A, type Layout } from './layouts-a.ts';
import { LAYOUTS_B } from './layouts-b.ts';
import { LAYOUTS_C } from './layouts-c.ts';

const LAYOUTS: Layout[] = [...LAYOUTS_A, ...LAYOUTS_B, ...LAYOUTS_C];
export const INDEPENDENT103_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export interface Options { style: Style; scan: boolean }
export interface Built { pdf: Uint8Array; truth: TruthApplication; layout: string; printed: Printed[]; decoys: DecoyMark[]; broker: string; flat: boolean }

/** The application the printed values give: every path set once (a second print of a path must agree). */
export function truthOf(printed: Printed[]): TruthApplication {
  const app = emptyApplication();
  app.country = 'Canada';
  const seen = new Map<string, unknown>();
  for (const p of printed) {
    for (const [path, v] of Object.entries(p.paths)) {
      if (seen.has(path) && seen.get(path) !== v) throw new Error(`${path} printed twice with different values`);
      seen.set(path, v);
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
          tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else {
        (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
      }
    }
  }
  return app;
}

/** The form with what the tests need besides the truth (where each value was printed, the decoys). */
export async function buildIndependent103(layout: string, seed: number, opts: Options): Promise<Built> {
  const l = LAYOUTS.find((x) => x.name === layout);
  if (!l) throw new Error(`unknown layout ${layout}: ${INDEPENDENT103_LAYOUT_NAMES.join(', ')}`);
  const root = new Rng(`independent103:${layout}:${seed}`);
  const data = root.fork('data'), pen = root.fork('pen'), scanRng = root.fork('scan');
  const m = merchant(data.fork('merchant'), l.provs);
  // A fillable form to be scanned is drawn as filled on screen and printed: values as text.
  const flat = opts.style === 'fillable' && opts.scan;
  const s = new Sheet(opts.style, flat, pen, `${l.broker} - Application`);
  l.draw(s, m, data.fork('layout'));
  let pdf = await s.end();
  if (opts.scan) {
    const phone = scanRng.chance(0.35);
    pdf = (await scanPdf(pdf, { ...(phone ? PHONE_PHOTO : OFFICE_SCANNER), seed: `independent103:${layout}:${seed}:${opts.style}` })).pdf;
  }
  return { pdf, truth: truthOf(s.printed), layout, printed: s.printed, decoys: s.decoys, broker: l.broker, flat };
}

export async function generateIndependent103(layout: string, seed: number, opts: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }):
  Promise<{ pdf: Uint8Array; truth: TruthApplication; layout: string }> {
  const b = await buildIndependent103(layout, seed, opts);
  return { pdf: b.pdf, truth: b.truth, layout: b.layout };
}
