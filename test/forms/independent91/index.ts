// Independent set 91: seven fictional brokers' application forms, each writing values in its own mixture of formats
// (money as "$75K" or in words, percentages as fractions, month-and-year dates, EINs with spaces ...). The truth is
// built from what each layout printed, by the rules of values.ts (README.md lists every decision).
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { Sheet, type Placed, type Scalar } from './draw.ts';
import type { LayoutDef } from './kit.ts';
import { makeMerchant } from './model.ts';
import { LAYOUTS } from './layouts.ts';

export type { Placed } from './draw.ts';

export const INDEPENDENT91_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export interface Independent91Options { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }

export interface Independent91Result {
  pdf: Uint8Array;
  truth: TruthApplication;
  layout: string;
  broker: string;
  /** Every filled value as printed, with the truth fields it gives (none for a decoy). */
  placed: Placed[];
  pages: number;
  scan: { skews: number[] } | null;
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application the printed values give; two prints of one field must agree. */
export function truthFrom(placed: readonly Placed[]): TruthApplication {
  const app = emptyApplication();
  const seen = new Map<string, Scalar>();
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      if (seen.has(path) && seen.get(path) !== v) throw new Error(`${path} printed as ${String(seen.get(path))} and ${String(v)}`);
      seen.set(path, v);
      const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        const applicant = app.applicants[i] as unknown as Record<string, Scalar>;
        if (!(a[2]! in EMPTY_APPLICANT)) throw new Error(`unknown applicant field ${path}`);
        applicant[a[2]!] = v;
      } else {
        if (!(path in app)) throw new Error(`unknown field ${path}`);
        (app as unknown as Record<string, Scalar>)[path] = v;
      }
    }
  }
  return app;
}

function layoutNamed(name: string): LayoutDef {
  const def = LAYOUTS.find((l) => l.name === name);
  if (!def) throw new Error(`unknown independent91 layout ${name} (have ${INDEPENDENT91_LAYOUT_NAMES.join(', ')})`);
  return def;
}

export async function generateIndependent91(layout: string, seed: number, opts: Independent91Options): Promise<Independent91Result> {
  const def = layoutNamed(layout);
  const root = new Rng(`independent91:${layout}:${seed}`);
  const m = makeMerchant(root.fork('merchant'), def.merchant);
  const choices = root.fork('choices');
  const ink = root.fork('ink');
  // A scanned fillable form is its printed, filled self: the values drawn where a viewer shows them.
  const drawStyle = opts.style === 'fillable' && opts.scan ? 'typed' : opts.style;
  const sheet = new Sheet(drawStyle, ink, def.look, def.landscape ?? false, `${def.broker} application`);
  def.draw(sheet, m, choices);
  let pdf = await sheet.end();
  const truth = truthFrom(sheet.placed);
  let scan: Independent91Result['scan'] = null;
  if (opts.scan) {
    const profile = seed % 3 === 2 ? PHONE_PHOTO : OFFICE_SCANNER;
    const r = await scanPdf(pdf, { ...profile, seed: `independent91:${layout}:${seed}` });
    pdf = r.pdf;
    scan = { skews: r.skews };
  }
  return { pdf, truth, layout: def.name, broker: def.broker, placed: sheet.placed, pages: sheet.page, scan };
}
